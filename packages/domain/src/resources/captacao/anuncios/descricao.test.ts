import { describe, expect, it } from 'vitest';
import { blocosDaDescricao, descricaoHtml } from './descricao.ts';
import { fatosDaVaga, textoSalario } from './estrutura.ts';

describe('descrição do anúncio', () => {
  it('turns blank lines into paragraphs, line breaks into <br> and marked lines into lists', () => {
    const texto =
      'Sobre a vaga\r\nSegunda linha\n\nRequisitos:\n- Excel\n* Inglês\n• CNH B\n\n1. Envie o currículo\n2) Entrevista';
    expect(blocosDaDescricao(texto)).toEqual([
      { tipo: 'p', linhas: ['Sobre a vaga', 'Segunda linha'] },
      { tipo: 'p', linhas: ['Requisitos:'] },
      { tipo: 'ul', itens: ['Excel', 'Inglês', 'CNH B'] },
      { tipo: 'ol', itens: ['Envie o currículo', 'Entrevista'] },
    ]);
    expect(descricaoHtml(texto)).toBe(
      '<p>Sobre a vaga<br>Segunda linha</p><p>Requisitos:</p><ul><li>Excel</li><li>Inglês</li><li>CNH B</li></ul><ol><li>Envie o currículo</li><li>Entrevista</li></ol>',
    );
  });
  it('escapes everything else, markup included', () => {
    expect(descricaoHtml('<b onclick="x">oi</b> & \'tchau\'\n- <script>')).toBe(
      '<p>&lt;b onclick=&quot;x&quot;&gt;oi&lt;/b&gt; &amp; &#39;tchau&#39;</p><ul><li>&lt;script&gt;</li></ul>',
    );
    expect(descricaoHtml('  \n\n ')).toBe('');
  });
});

describe('fatos da vaga', () => {
  const vaga = {
    modeloTrabalho: 'REMOTO',
    tipoContrato: 'PJ',
    pcd: true,
    cidade: null,
    uf: null,
    salarioMinimo: 5000,
    salarioMaximo: null,
    salarioACombinar: false,
    beneficios: ['VR', 'HOME_OFFICE'],
  };
  it('lists place, model, contract, salary, PcD and benefits in pt-BR', () => {
    expect(fatosDaVaga(vaga).map((f) => `${f.rotulo}: ${f.texto}`)).toEqual([
      'Local: Todo o Brasil',
      'Modelo de trabalho: Remoto',
      'Contrato: PJ',
      'Salário: A partir de R$ 5.000,00',
      'PcD: Vaga aberta a pessoas com deficiência',
      'Benefícios: Vale-refeição, Auxílio home office',
    ]);
    const presencial = {
      ...vaga,
      modeloTrabalho: 'PRESENCIAL',
      cidade: 'Manaus',
      uf: 'AM',
      pcd: false,
      beneficios: [],
    };
    expect(fatosDaVaga(presencial).map((f) => f.chave)).toEqual(['local', 'modelo', 'contrato', 'salario']);
    expect(fatosDaVaga(presencial)[0].texto).toBe('Manaus/AM');
  });
  it('writes the salary as a range, a single value, a bound or "A combinar"', () => {
    const s = (salarioMinimo: number | null, salarioMaximo: number | null, salarioACombinar = false) =>
      textoSalario({ salarioMinimo, salarioMaximo, salarioACombinar });
    expect(s(3000, 4500)).toBe('R$ 3.000,00 a R$ 4.500,00');
    expect(s(3000, 3000)).toBe('R$ 3.000,00');
    expect(s(null, 4500)).toBe('Até R$ 4.500,00');
    expect(s(null, null)).toBe('');
    expect(s(null, null, true)).toBe('A combinar');
  });
});
