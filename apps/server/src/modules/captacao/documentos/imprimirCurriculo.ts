/**
 * The candidate's CV as a designed PDF (POST /api/captacao/candidatos/:id/imprimir-curriculo): photo and
 * identification at the top, then contact, objective, education, languages, experiences, courses and
 * knowledge, in pt-BR formats, on the platform's document (company header, 'Página N de M' footer).
 */
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { initialsOf } from '../../../platform/images.ts';
import {
  COR,
  cabecalhoEmpresa,
  type Documento,
  FONTE,
  finalizar,
  artefato,
  garantirEspaco,
  marcado,
  larguraUtil,
  margemEsquerda,
  novoDocumento,
  paragrafo,
  secao,
} from '../../../platform/pdf/index.ts';
import { type CandidatoLido, itens, lerCandidato, type Registro, texto } from './dados.ts';

const FOTO = { largura: 84, altura: 104 };

/** Whole years between a 'YYYY-MM-DD' birth date and today. */
export function idade(nascimento: unknown, hoje = new Date()): number | null {
  if (typeof nascimento !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(nascimento)) return null;
  const [a, m, d] = nascimento.slice(0, 10).split('-').map(Number);
  let anos = hoje.getFullYear() - a;
  if (hoje.getMonth() + 1 < m || (hoje.getMonth() + 1 === m && hoje.getDate() < d)) anos--;
  return anos >= 0 ? anos : null;
}

/** '2 anos e 3 meses' between two 'YYYY-MM-DD' dates (the end defaults to today). */
export function tempoEntre(inicio: unknown, fim: unknown, hoje = new Date()): string {
  if (typeof inicio !== 'string') return '';
  const ini = new Date(`${inicio.slice(0, 10)}T00:00:00`);
  const fi = typeof fim === 'string' && fim ? new Date(`${fim.slice(0, 10)}T00:00:00`) : hoje;
  if (Number.isNaN(ini.getTime()) || Number.isNaN(fi.getTime()) || fi < ini) return '';
  let meses = (fi.getFullYear() - ini.getFullYear()) * 12 + fi.getMonth() - ini.getMonth();
  if (fi.getDate() < ini.getDate()) meses--;
  const anos = Math.floor(meses / 12);
  const resto = meses % 12;
  const partes = [
    anos ? `${anos} ${anos === 1 ? 'ano' : 'anos'}` : '',
    resto ? `${resto} ${resto === 1 ? 'mês' : 'meses'}` : '',
  ].filter(Boolean);
  return partes.length ? partes.join(' e ') : 'menos de 1 mês';
}

const juntar = (sep: string, ...xs: (string | null | undefined | false)[]) => xs.filter(Boolean).join(sep);

function telefone(ddd: string, numero: string): string {
  if (!numero) return '';
  const n =
    numero.length === 9
      ? `${numero.slice(0, 5)}-${numero.slice(5)}`
      : numero.length === 8
        ? `${numero.slice(0, 4)}-${numero.slice(4)}`
        : numero;
  return ddd ? `(${ddd}) ${n}` : n;
}

/** Photo (or the initials on a circle) and the name block beside it. */
function topo(doc: Documento, l: CandidatoLido) {
  const x = margemEsquerda(doc);
  const y = doc.y + 4;
  const tipo = l.foto?.tipo ?? null;
  // The photo (or the initials) beside the name: decoration for a screen reader, which reads the name.
  artefato(doc, () => {
    if (l.foto && (tipo === 'image/png' || tipo === 'image/jpeg')) {
      try {
        doc.image(l.foto.bytes, x, y, {
          fit: [FOTO.largura, FOTO.altura],
          align: 'center',
          valign: 'center',
        });
      } catch {
        iniciais(doc, l, x, y);
      }
    } else iniciais(doc, l, x, y);
    doc
      .save()
      .lineWidth(0.6)
      .strokeColor(COR.linhaClara)
      .rect(x, y, FOTO.largura, FOTO.altura)
      .stroke()
      .restore();
  });

  const xt = x + FOTO.largura + 16;
  const largura = larguraUtil(doc) - FOTO.largura - 16;
  const r = l.registro;
  doc.font(FONTE.negrito).fontSize(17).fillColor(COR.texto);
  marcado(doc, null, 'H2', () => doc.text(String(r.nome ?? ''), xt, y, { width: largura }));
  if (r.nomeSocial) {
    doc.font(FONTE.normal).fontSize(10).fillColor(COR.secundario);
    marcado(doc, null, 'P', () =>
      doc.text(`Nome social: ${texto(l, 'nomeSocial')}`, xt, doc.y + 1, { width: largura }),
    );
  }
  const anos = idade(r.dataNascimento);
  const pessoais = juntar(
    '  ·  ',
    anos !== null && `${anos} anos (${texto(l, 'dataNascimento')})`,
    r.sexo !== 'I' && texto(l, 'sexo'),
    texto(l, 'estadoCivil'),
    r.naturalidade ? `Natural de ${texto(l, 'naturalidade')}` : '',
  );
  doc.font(FONTE.normal).fontSize(9.5).fillColor(COR.texto);
  if (pessoais) marcado(doc, null, 'P', () => doc.text(pessoais, xt, doc.y + 4, { width: largura }));
  const contato = juntar(
    '  ·  ',
    texto(l, 'email'),
    telefone(texto(l, 'dddCelular'), texto(l, 'foneCelular')),
    telefone(texto(l, 'ddd'), texto(l, 'foneFixo')),
  );
  if (contato) marcado(doc, null, 'P', () => doc.text(contato, xt, doc.y + 3, { width: largura }));
  const endereco = juntar(
    ' – ',
    juntar(', ', texto(l, 'logradouro'), texto(l, 'numero'), texto(l, 'complemento')),
    texto(l, 'bairro'),
    juntar('/', texto(l, 'cidadeId'), texto(l, 'ufId')),
    r.cep ? `CEP ${texto(l, 'cep')}` : '',
  );
  if (endereco) {
    doc.fillColor(COR.secundario);
    marcado(doc, null, 'P', () => doc.text(endereco, xt, doc.y + 3, { width: largura }));
  }
  doc.fillColor(COR.texto);
  doc.x = x;
  doc.y = Math.max(doc.y, y + FOTO.altura) + 10;
}

function iniciais(doc: Documento, l: CandidatoLido, x: number, y: number) {
  doc.save().rect(x, y, FOTO.largura, FOTO.altura).fill('#eef2f6').restore();
  doc
    .font(FONTE.negrito)
    .fontSize(30)
    .fillColor(COR.secundario)
    .text(initialsOf(String(l.registro.nome ?? '')), x, y + FOTO.altura / 2 - 18, {
      width: FOTO.largura,
      align: 'center',
    });
}

/** Label/value pairs in columns: the label small and grey above its value; empty values are skipped. */
function grade(doc: Documento, pares: [string, string][], colunas = 3) {
  const cheios = pares.filter(([, v]) => v);
  if (cheios.length === 0) return;
  const x0 = margemEsquerda(doc);
  const gap = 12;
  const larg = (larguraUtil(doc) - gap * (colunas - 1)) / colunas;
  for (let i = 0; i < cheios.length; i += colunas) {
    const linha = cheios.slice(i, i + colunas);
    const alturas = linha.map(
      ([, v]) => doc.font(FONTE.normal).fontSize(9.5).heightOfString(v, { width: larg }) + 12,
    );
    const altura = Math.max(...alturas);
    garantirEspaco(doc, altura + 4);
    const y = doc.y;
    linha.forEach(([k, v], j) => {
      const x = x0 + j * (larg + gap);
      // Label and value read as one paragraph, 'CPF 529.982.247-25' (the label's trailing space is blank).
      marcado(doc, null, 'P', () => {
        doc
          .font(FONTE.normal)
          .fontSize(7.5)
          .fillColor(COR.secundario)
          .text(`${k.toUpperCase()} `, x, y, { width: larg });
        doc
          .font(FONTE.normal)
          .fontSize(9.5)
          .fillColor(COR.texto)
          .text(v, x, y + 10, { width: larg });
      });
    });
    doc.x = x0;
    doc.y = y + altura + 4;
  }
}

/** One entry of a list section: a bold title, a grey line under it, and optional text. */
function entrada(doc: Documento, titulo: string, detalhe: string, corpo?: string) {
  const largura = larguraUtil(doc);
  doc.font(FONTE.negrito).fontSize(10);
  const h =
    doc.heightOfString(titulo, { width: largura }) +
    (detalhe ? 14 : 0) +
    (corpo ? doc.font(FONTE.normal).fontSize(9.5).heightOfString(corpo, { width: largura }) : 0);
  garantirEspaco(doc, Math.min(h, 80) + 6);
  const x = margemEsquerda(doc);
  doc.font(FONTE.negrito).fontSize(10).fillColor(COR.texto);
  marcado(doc, null, 'H3', () => doc.text(titulo, x, doc.y, { width: largura }));
  if (detalhe) {
    doc.font(FONTE.normal).fontSize(9).fillColor(COR.secundario);
    marcado(doc, null, 'P', () => doc.text(detalhe, x, doc.y + 1, { width: largura }));
  }
  if (corpo) paragrafo(doc, corpo, { tamanho: 9.5, espacoDepois: 0 });
  doc.y += 7;
}

function periodo(inicio: string, fim: string, r: Registro): string {
  const t = tempoEntre(r.dataAdmissao, r.dataDesligamento);
  const datas = inicio && (fim ? `${inicio} a ${fim}` : `desde ${inicio} (atual)`);
  return juntar(' ', datas, t && `(${t})`);
}

/** Draws every section of the CV on `doc`. */
export function desenharCurriculo(doc: Documento, l: CandidatoLido): void {
  const r = l.registro;
  topo(doc, l);

  secao(doc, 'Objetivo');
  grade(
    doc,
    [
      ['Cargos pretendidos', texto(l, 'cargosIds')],
      ['Áreas de interesse', texto(l, 'areasInteresseIds')],
      ['Pretensão salarial', texto(l, 'pretencaoSalarial')],
      ['Disponível', texto(l, 'disponivel')],
      ['Escolaridade', texto(l, 'escolaridade')],
      ['Veículo próprio', r.possuiVeiculo ? 'Sim' : ''],
    ],
    2,
  );

  secao(doc, 'Identificação');
  grade(doc, [
    ['CPF', texto(l, 'cpf')],
    ['RG', juntar(' ', texto(l, 'rg'), juntar('/', texto(l, 'rgOrgaoEmissor'), texto(l, 'rgUfId')))],
    ['PIS', texto(l, 'pis')],
    [
      'CTPS',
      juntar(
        ' ',
        texto(l, 'ctpsNumero'),
        r.ctpsSerie ? `série ${texto(l, 'ctpsSerie')}` : '',
        texto(l, 'ctpsUfId'),
      ),
    ],
    [
      'Título de eleitor',
      juntar(
        ' ',
        texto(l, 'titEleitNumero'),
        r.titEleitZona ? `zona ${texto(l, 'titEleitZona')}` : '',
        r.titEleitSecao ? `seção ${texto(l, 'titEleitSecao')}` : '',
      ),
    ],
    [
      'Habilitação',
      juntar(
        ' ',
        r.categoriaHab ? `categoria ${texto(l, 'categoriaHab')}` : '',
        r.vencimentoHab ? `válida até ${texto(l, 'vencimentoHab')}` : '',
      ),
    ],
    ['Deficiência', r.deficiencia && r.deficiencia !== '0' ? texto(l, 'deficiencia') : ''],
    ['Filhos', texto(l, 'qtdFilhos')],
    ['Indicado por', texto(l, 'indicadoPor')],
  ]);

  const formacao = itens(l, 'formacao');
  if (formacao.length) {
    secao(doc, 'Formação acadêmica');
    for (const f of formacao)
      entrada(
        doc,
        juntar(' – ', texto(l, 'formacao.curso', f), texto(l, 'formacao.local', f)),
        juntar(
          '  ·  ',
          texto(l, 'formacao.tipo', f),
          texto(l, 'formacao.situacao', f),
          f.anoConclusao ? `Conclusão: ${f.anoConclusao}` : texto(l, 'formacao.conclusao', f),
          texto(l, 'formacao.areaFormacaoId', f),
        ),
      );
  }

  const idiomas = itens(l, 'candidatoIdiomas');
  if (idiomas.length) {
    secao(doc, 'Idiomas');
    grade(
      doc,
      idiomas.map(
        (i) =>
          [texto(l, 'candidatoIdiomas.idiomaId', i), texto(l, 'candidatoIdiomas.nivel', i)] as [
            string,
            string,
          ],
      ),
    );
  }

  const experiencias = itens(l, 'experiencias');
  secao(doc, 'Experiência profissional');
  if (experiencias.length === 0)
    paragrafo(doc, r.primeiroEmprego ? 'Procura o primeiro emprego.' : 'Nenhuma experiência informada.', {
      cor: COR.secundario,
      tamanho: 9.5,
    });
  for (const e of experiencias) {
    const cargo =
      e.checkNomeCargo || !e.cargoId
        ? texto(l, 'experiencias.nomeMercado', e)
        : texto(l, 'experiencias.cargoId', e);
    entrada(
      doc,
      juntar(' – ', cargo, texto(l, 'experiencias.empresa', e)),
      juntar(
        '  ·  ',
        periodo(texto(l, 'experiencias.dataAdmissao', e), texto(l, 'experiencias.dataDesligamento', e), e),
        e.salario ? `Salário: ${texto(l, 'experiencias.salario', e)}` : '',
        e.motivoSaida ? `Saída: ${texto(l, 'experiencias.motivoSaida', e)}` : '',
      ),
      texto(l, 'experiencias.observacao', e) || undefined,
    );
  }

  const certificados = itens(l, 'certificados');
  if (certificados.length || r.cursos) {
    secao(doc, 'Cursos e certificados');
    for (const c of certificados)
      entrada(
        doc,
        juntar(' – ', texto(l, 'certificados.titulo', c), texto(l, 'certificados.organizacao', c)),
        juntar(
          '  ·  ',
          texto(l, 'certificados.tipo', c),
          c.dataInicio
            ? c.dataFim
              ? `${texto(l, 'certificados.dataInicio', c)} a ${texto(l, 'certificados.dataFim', c)}`
              : `desde ${texto(l, 'certificados.dataInicio', c)}`
            : '',
          c.cargaHorariaTotal ? `${c.cargaHorariaTotal} h` : '',
          c.validade ? `Válido até ${texto(l, 'certificados.validade', c)}` : '',
        ),
      );
    if (r.cursos) paragrafo(doc, texto(l, 'cursos'), { tamanho: 9.5 });
  }

  if (texto(l, 'conhecimentosIds')) {
    secao(doc, 'Conhecimentos');
    paragrafo(doc, texto(l, 'conhecimentosIds'), { tamanho: 9.5 });
  }
  if (r.observacao) {
    secao(doc, 'Observações');
    paragrafo(doc, texto(l, 'observacao'), { tamanho: 9.5 });
  }
}

/** The CV of a candidate of the session's company as PDF bytes. */
export async function pdfCurriculo(
  db: Db,
  session: Session,
  id: number,
): Promise<{ pdf: Buffer; nome: string }> {
  const l = await lerCandidato(db, session.empresaId, id);
  const doc = novoDocumento({
    // The name heads the page's first block; the header keeps only the title, the file's title has both.
    titulo: 'Currículo',
    tituloArquivo: `Currículo – ${String(l.registro.nome ?? '')}`,
    empresa: await cabecalhoEmpresa(db, session),
    usuario: session.usuarioNome,
  });
  desenharCurriculo(doc, l);
  return { pdf: await finalizar(doc), nome: String(l.registro.nome ?? 'candidato') };
}
