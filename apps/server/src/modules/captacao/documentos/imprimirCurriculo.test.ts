import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cargo } from '../../cargoSalario/areas/schema.ts';
import { cidade, estado } from '../../geral/schema.ts';
import { areaFormacao, idioma } from '../cadastros/schema.ts';
import {
  candidatoCargo,
  candidatoExperiencia,
  candidatoFormacao,
  candidatoIdioma,
} from '../candidatos/schema.ts';
import { candidato } from '../schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import {
  infoDoPdf,
  logoPng,
  paginaPng,
  palavrasDoPdf,
  palavrasSemEstrutura,
  textoDoPdf,
} from '../../../test/pdf.ts';
import { candidatoDireto } from './testkit.ts';
import { idade, tempoEntre } from './imprimirCurriculo.ts';

/** The printed CV (POST /:id/imprimir-curriculo): every section in pt-BR formats, inside the page. */

let t: TestApp;
let admin: Client;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  const db = t.database.db;
  const [sp] = await db.select({ id: estado.id }).from(estado).where(eq(estado.sigla, 'SP'));
  const [campinas] = await db.select({ id: cidade.id }).from(cidade).where(eq(cidade.nome, 'Campinas'));
  const [c] = await db
    .insert(candidato)
    .values({
      empresaId: 1,
      nome: 'Maria Aparecida dos Santos Conceição',
      nomeSocial: 'Cida Santos',
      dataNascimento: '1990-07-15',
      sexo: 'F',
      estadoCivil: '02',
      escolaridade: '11',
      naturalidade: 'Ribeirão Preto',
      cpf: '52998224725',
      rg: '123456789',
      rgOrgaoEmissor: 'SSP',
      rgUfId: sp.id,
      pis: '12056412547',
      email: 'cida.santos@exemplo.com.br',
      dddCelular: '19',
      foneCelular: '991234567',
      cep: '13015000',
      logradouro: 'Rua Barão de Jaguara',
      numero: '1481',
      bairro: 'Centro',
      ufId: sp.id,
      cidadeId: campinas.id,
      pretencaoSalarial: 4500.5,
      categoriaHab: 'B',
      vencimentoHab: '2029-03-01',
      possuiVeiculo: true,
      cursos: 'Excel avançado (SENAC, 2019). Primeiros socorros.',
      observacao: 'Disponível para início imediato.',
      foto: logoPng(120, 150),
      fotoContentType: 'image/png',
    })
    .returning({ id: candidato.id });
  id = c.id;
  const [area] = await db
    .select({ id: areaFormacao.id })
    .from(areaFormacao)
    .where(eq(areaFormacao.empresaId, 1))
    .limit(1);
  const [ingles] = await db
    .select({ id: idioma.id, nome: idioma.nome })
    .from(idioma)
    .where(eq(idioma.empresaId, 1))
    .limit(1);
  const cargos = await db
    .select({ id: cargo.id, nome: cargo.nomeMercado })
    .from(cargo)
    .where(eq(cargo.empresaId, 1))
    .limit(2);
  await db.insert(candidatoFormacao).values({
    candidatoId: id,
    areaFormacaoId: area.id,
    curso: 'Administração de Empresas',
    local: 'PUC-Campinas',
    tipo: 'G',
    situacao: 'C',
    anoConclusao: 2013,
  });
  await db.insert(candidatoIdioma).values({ candidatoId: id, idiomaId: ingles.id, nivel: 'AVANCADO' });
  await db.insert(candidatoCargo).values(cargos.map((x) => ({ candidatoId: id, cargoId: x.id })));
  await db.insert(candidatoExperiencia).values([
    {
      candidatoId: id,
      empresa: 'Indústria São José Ltda.',
      cargoId: cargos[0].id,
      salario: 3200,
      dataAdmissao: '2014-02-03',
      dataDesligamento: '2019-08-30',
      motivoSaida: 'Proposta melhor',
    },
    {
      candidatoId: id,
      empresa: 'Açúcar & Cia',
      checkNomeCargo: true,
      nomeMercado: 'Assistente de logística',
      dataAdmissao: '2019-09-02',
      observacao: 'Controle de estoque e expedição.',
    },
  ]);
  Object.assign(globalThis, { __cv: { ingles: ingles.nome, cargo: cargos[0].nome } });
});
afterAll(() => t?.close());

describe('POST /api/captacao/candidatos/:id/imprimir-curriculo', () => {
  it('prints the CV with every section, in pt-BR formats, inside the margins', async () => {
    const res = await admin.post(`/api/captacao/candidatos/${id}/imprimir-curriculo`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Curr%C3%ADculo%20-%20Maria");
    const pdf = res.rawPayload;
    const texto = (await textoDoPdf(pdf)).replace(/\s+/g, ' ');
    const { ingles, cargo: cargoNome } = (
      globalThis as unknown as { __cv: { ingles: string; cargo: string } }
    ).__cv;
    for (const esperado of [
      'Currículo',
      'Maria Aparecida dos Santos Conceição',
      'Nome social: Cida Santos',
      `${idade('1990-07-15')} anos (15/07/1990)`,
      'Feminino',
      'cida.santos@exemplo.com.br',
      '(19) 99123-4567',
      'Rua Barão de Jaguara, 1481',
      'Campinas/SP',
      'CEP 13015-000',
      'R$ 4.500,50',
      '529.982.247-25',
      '120.56412.54-7',
      // Her civil status in the feminine (the list writes 'Casado(a)').
      'Casada - comunhão universal de bens',
      'Formação acadêmica',
      'Administração de Empresas – PUC-Campinas',
      'Conclusão: 2013',
      'Idiomas',
      // The grid writes the language as its small upper-case heading and the level under it.
      ingles.toLocaleUpperCase('pt-BR'),
      'Avançado',
      'Experiência profissional',
      `${cargoNome} – Indústria São José Ltda.`,
      '03/02/2014 a 30/08/2019 (5 anos e 6 meses)',
      'Salário: R$ 3.200,00',
      'Assistente de logística – Açúcar & Cia',
      'desde 02/09/2019 (atual)',
      'Controle de estoque e expedição.',
      'Cursos e certificados',
      'Excel avançado (SENAC, 2019)',
      'Disponível para início imediato.',
    ])
      expect(texto, esperado).toContain(esperado);
    expect(texto).not.toContain('(a)');
    const info = await infoDoPdf(pdf);
    expect(info.Title).toBe('Currículo – Maria Aparecida dos Santos Conceição');
    expect(info.Tagged).toBe('yes');
    // Every text is in the structure tree (the photo is an artifact; the footer too).
    expect(await palavrasSemEstrutura(pdf, ['Administrador'])).toEqual([]);
    const { largura, palavras } = await palavrasDoPdf(pdf);
    for (const p of palavras) {
      expect(p.xMin).toBeGreaterThanOrEqual(40);
      expect(p.xMax).toBeLessThanOrEqual(largura - 40);
    }
    if (process.env.IPE_PDF_PNG) await paginaPng(pdf, 1, process.env.IPE_PDF_PNG, 100);
  });

  it('prints a candidate with only a name, and answers 404 for another company', async () => {
    const so = await candidatoDireto(t, 1, 'Zé Só Nome');
    const res = await admin.post(`/api/captacao/candidatos/${so}/imprimir-curriculo`);
    expect(res.statusCode).toBe(200);
    const texto = await textoDoPdf(res.rawPayload);
    expect(texto).toContain('Zé Só Nome');
    expect(texto).toContain('Nenhuma experiência informada.');
    const outra = await t.login(DEMO_ADMIN, 2);
    expect((await outra.post(`/api/captacao/candidatos/${so}/imprimir-curriculo`)).statusCode).toBe(404);
  });
});

describe('dates of the CV', () => {
  it('idade and tempoEntre', () => {
    const hoje = new Date(2026, 10, 25);
    expect(idade('1990-11-25', hoje)).toBe(36);
    expect(idade('1990-11-26', hoje)).toBe(35);
    expect(idade(null, hoje)).toBeNull();
    expect(tempoEntre('2025-01-10', '2026-01-09')).toBe('11 meses');
    expect(tempoEntre('2024-01-10', '2025-02-10')).toBe('1 ano e 1 mês');
    expect(tempoEntre('2026-11-01', '2026-11-20')).toBe('menos de 1 mês');
  });
});
