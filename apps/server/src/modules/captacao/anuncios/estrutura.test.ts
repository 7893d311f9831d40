import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cidade, estado } from '../../geral/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { migrationsFolder } from '../../../db/migracoes.ts';
import { anuncio } from './schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { entries, usuarioCom } from '../../../platform/questionario/testkit.ts';
import { BASE, corpoAnuncio, diasDeHoje, novaSolicitacao, novoAnuncio } from './testkit.ts';

/**
 * The ad's structured facts (issue 24 §2): their rules and messages, the candidate area's filters, and
 * the JobPosting checked against Google's required and recommended properties.
 */

let t: TestApp;
let admin: Client;
let visitante: Client;
let ce: { estadoId: number; fortaleza: number };
let am: { estadoId: number; manaus: number };
let recife: number; // a city outside CE

async function cidadeDe(nome: string, uf: string) {
  const [c] = await t.database.db
    .select({ id: cidade.id, estadoId: estado.id })
    .from(cidade)
    .innerJoin(estado, eq(estado.id, cidade.estadoId))
    .where(and(eq(cidade.nome, nome), eq(estado.sigla, uf)));
  if (!c) throw new Error(`cidade ${nome}/${uf} ausente`);
  return c;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  visitante = t.anonymous();
  const f = await cidadeDe('Fortaleza', 'CE');
  const m = await cidadeDe('Manaus', 'AM');
  ce = { estadoId: f.estadoId, fortaleza: f.id };
  am = { estadoId: m.estadoId, manaus: m.id };
  recife = (await cidadeDe('Recife', 'PE')).id;
});
afterAll(() => t?.close());

const emFortaleza = { modeloTrabalho: 'PRESENCIAL', estadoId: 0, cidadeId: 0 };
const fortaleza = () => ({ ...emFortaleza, estadoId: ce.estadoId, cidadeId: ce.fortaleza });

describe('anúncio: campos estruturados', () => {
  it('saves and reads back the place, model, contract, salary, PcD and benefits', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const id = await novoAnuncio(admin, sol, {
      ...fortaleza(),
      tipoContrato: 'ESTAGIO',
      salarioMinimo: 1500,
      salarioMaximo: 1800.5,
      pcd: true,
      beneficios: ['VT', 'SAUDE'],
    });
    expect((await admin.get(`${BASE}/${id}`)).json()).toMatchObject({
      modeloTrabalho: 'PRESENCIAL',
      tipoContrato: 'ESTAGIO',
      estadoId: ce.estadoId,
      cidadeId: ce.fortaleza,
      salarioMinimo: 1500,
      salarioMaximo: 1800.5,
      salarioACombinar: false,
      pcd: true,
      beneficios: ['VT', 'SAUDE'],
    });
  });

  it('answers each rule with its message', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const erros = async (extra: Record<string, unknown>) =>
      entries(await admin.post(BASE, corpoAnuncio(sol, extra)));
    // On site or hybrid: the state and city are required; remote: neither.
    for (const modeloTrabalho of ['PRESENCIAL', 'HIBRIDO'])
      expect(await erros({ modeloTrabalho }), modeloTrabalho).toEqual(
        expect.arrayContaining([
          { field: 'estadoId', message: 'Informe o estado (UF) da vaga' },
          {
            field: 'cidadeId',
            message: 'Informe a cidade da vaga (obrigatória para vagas presenciais ou híbridas)',
          },
        ]),
      );
    expect(await erros({ ...fortaleza(), cidadeId: recife })).toEqual([
      { field: 'cidadeId', message: 'A cidade não pertence ao estado informado' },
    ]);
    expect(await erros({ salarioMinimo: 5000, salarioMaximo: 4000 })).toEqual([
      { field: 'salarioMaximo', message: 'Salário final deve ser maior ou igual ao salário inicial' },
    ]);
    expect(await erros({ salarioMinimo: 5000, salarioACombinar: true })).toEqual([
      {
        field: 'salarioACombinar',
        message: 'Informe a faixa salarial ou marque "Salário a combinar", não os dois',
      },
    ]);
    expect(await erros({ salarioMinimo: 0 })).toEqual([
      { field: 'salarioMinimo', message: 'Salário inicial deve ser no mínimo 1' },
    ]);
    const invalidos = await erros({ modeloTrabalho: 'LUA', tipoContrato: 'X', beneficios: ['NADA'] });
    expect(invalidos.map((e) => e.field).sort()).toEqual(['beneficios.0', 'modeloTrabalho', 'tipoContrato']);
  });

  it('a user who may only read ads cannot change the facts', async () => {
    const sol = await novaSolicitacao(t.database.db, 1);
    const id = await novoAnuncio(admin, sol);
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_ANUNCIOS'], 1);
    const res = await leitor.put(`${BASE}/${id}`, corpoAnuncio(sol, { salarioMinimo: 99_000 }));
    expect(res.statusCode).toBe(403);
  });
});

describe('Área do Candidato: filtros da lista', () => {
  it('filters by city, work model and contract on the server, in pages, and lists the cities', async () => {
    const db = t.database.db;
    const presencial = await novoAnuncio(admin, await novaSolicitacao(db, 1), {
      ...fortaleza(),
      tipoContrato: 'CLT',
      titulo: 'Filtro presencial',
    });
    const hibrido = await novoAnuncio(admin, await novaSolicitacao(db, 1), {
      modeloTrabalho: 'HIBRIDO',
      estadoId: am.estadoId,
      cidadeId: am.manaus,
      tipoContrato: 'PJ',
      titulo: 'Filtro híbrido',
    });
    const remoto = await novoAnuncio(admin, await novaSolicitacao(db, 1), {
      tipoContrato: 'PJ',
      titulo: 'Filtro remoto',
    });
    const ids = async (qs: string) => {
      const res = await visitante.get(`/api/externo/anuncios?empresaId=1&size=50${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.totalElements).toBe(body.anuncios.length);
      return body.anuncios.map((a: { id: number }) => a.id) as number[];
    };
    const porCidade = await ids(`&cidadeId=${am.manaus}`);
    expect(porCidade).toContain(hibrido);
    expect(porCidade).not.toContain(presencial);
    const porModelo = await ids('&modeloTrabalho=REMOTO');
    expect(porModelo).toContain(remoto);
    expect(porModelo).not.toEqual(expect.arrayContaining([presencial, hibrido]));
    expect(await ids('&tipoContrato=PJ')).toEqual(expect.arrayContaining([hibrido, remoto]));
    expect(await ids('&tipoContrato=PJ')).not.toContain(presencial);
    expect(await ids(`&modeloTrabalho=HIBRIDO&tipoContrato=PJ&cidadeId=${am.manaus}`)).toEqual([hibrido]);
    // Paged: one at a time, the total counts all the matches.
    const pagina = (await visitante.get('/api/externo/anuncios?empresaId=1&size=1&tipoContrato=PJ')).json();
    expect(pagina.anuncios).toHaveLength(1);
    expect(pagina.totalElements).toBeGreaterThanOrEqual(2);
    // The city filter's options: the cities of the open ads, by name.
    const { cidades } = pagina as { cidades: { id: number; nome: string; uf: string }[] };
    expect(cidades).toEqual(
      expect.arrayContaining([
        { id: ce.fortaleza, nome: 'Fortaleza', uf: 'CE' },
        { id: am.manaus, nome: 'Manaus', uf: 'AM' },
      ]),
    );
    expect((await visitante.get('/api/externo/anuncios?empresaId=1&page=1&size=1')).json().cidades).toEqual(
      [],
    );
    expect(cidades.map((c) => c.nome)).toEqual(
      [...cidades.map((c) => c.nome)].sort((a, b) => a.localeCompare(b)),
    );
    // The public answer carries the facts for the card.
    const card = (await visitante.get(`/api/externo/anuncios?empresaId=1&anuncio=${hibrido}`)).json()
      .destaque;
    expect(card).toMatchObject({ modeloTrabalho: 'HIBRIDO', tipoContrato: 'PJ', cidade: 'Manaus', uf: 'AM' });
    for (const qs of ['&modeloTrabalho=LUA', '&tipoContrato=X', '&cidadeId=abc'])
      expect((await visitante.get(`/api/externo/anuncios?empresaId=1${qs}`)).statusCode, qs).toBe(400);
  });
});

const ldJson = (html: string) => {
  const m = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return m ? JSON.parse(m[1]) : null;
};
const jobPostingDe = async (id: number) => {
  const res = await visitante.get(`/externo/anuncios/${id}?empresaId=1`);
  expect(res.statusCode).toBe(200);
  return { jp: ldJson(res.body), html: res.body };
};

/**
 * Google's JobPosting properties (developers.google.com/search/docs/appearance/structured-data/job-posting):
 * required title, description, datePosted, hiringOrganization, jobLocation (or jobLocationType
 * TELECOMMUTE); recommended validThrough, employmentType, baseSalary, identifier, directApply.
 */
function conformeAoGoogle(jp: Record<string, unknown>) {
  for (const p of [
    'title',
    'description',
    'datePosted',
    'hiringOrganization',
    'validThrough',
    'employmentType',
    'baseSalary',
    'identifier',
    'directApply',
  ])
    expect(jp[p], p).toBeTruthy();
  expect(
    jp.jobLocation || jp.jobLocationType === 'TELECOMMUTE',
    'jobLocation ou jobLocationType',
  ).toBeTruthy();
  if (jp.jobLocationType === 'TELECOMMUTE') expect(jp.applicantLocationRequirements).toBeTruthy();
  expect(Number.isNaN(Date.parse(jp.datePosted as string))).toBe(false);
  expect(jp.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59[-+]\d{2}:\d{2}$/);
  expect([
    'FULL_TIME',
    'PART_TIME',
    'CONTRACTOR',
    'TEMPORARY',
    'INTERN',
    'VOLUNTEER',
    'PER_DIEM',
    'OTHER',
  ]).toContain(jp.employmentType);
  expect(jp.baseSalary).toMatchObject({
    '@type': 'MonetaryAmount',
    currency: 'BRL',
    value: { '@type': 'QuantitativeValue', unitText: 'MONTH' },
  });
  expect(jp.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
  expect(jp.identifier).toMatchObject({ '@type': 'PropertyValue', value: expect.any(String) });
}

describe('JobPosting', () => {
  /** An establishment of the demo company in Manaus (UTC-04:00), the requisition's. */
  async function solicitacaoEmManaus() {
    const db = t.database.db;
    const [e] = await db
      .insert(estabelecimento)
      .values({
        empresaId: 1,
        nome: 'Filial Manaus',
        estadoId: am.estadoId,
        cidadeId: am.manaus,
        cep: '69005000',
        logradouro: 'Av. Eduardo Ribeiro',
        numero: '520',
      })
      .returning({ id: estabelecimento.id });
    const sol = await novaSolicitacao(db, 1);
    await db
      .update(solicitacao)
      .set({ estabelecimentoId: e.id, remuneracao: 2750 })
      .where(eq(solicitacao.id, sol));
    return sol;
  }

  it('has every required and recommended property: Manaus time, formatted CEP, salary range, HTML', async () => {
    const sol = await solicitacaoEmManaus();
    const id = await novoAnuncio(admin, sol, {
      modeloTrabalho: 'PRESENCIAL',
      estadoId: am.estadoId,
      cidadeId: am.manaus,
      tipoContrato: 'CLT',
      salarioMinimo: 3000,
      salarioMaximo: 4500,
      beneficios: ['VR', 'SAUDE'],
      previsaoEncerramento: diasDeHoje(15),
      descricao: 'Atividades:\n- Conferir notas <fiscais>\n- Emitir relatórios\n\nLinha um\nLinha dois',
    });
    const { jp, html } = await jobPostingDe(id);
    conformeAoGoogle(jp);
    expect(jp).toMatchObject({
      validThrough: `${diasDeHoje(15)}T23:59:59-04:00`,
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { value: String(id) },
      jobLocation: {
        '@type': 'Place',
        name: 'Filial Manaus',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Av. Eduardo Ribeiro, 520',
          addressLocality: 'Manaus',
          addressRegion: 'AM',
          postalCode: '69005-000',
          addressCountry: 'BR',
        },
      },
      baseSalary: { value: { minValue: 3000, maxValue: 4500 } },
      jobBenefits: 'Vale-refeição, Plano de saúde',
      description:
        '<p>Atividades:</p><ul><li>Conferir notas &lt;fiscais&gt;</li><li>Emitir relatórios</li></ul><p>Linha um<br>Linha dois</p>',
    });
    expect(jp.jobLocationType).toBeUndefined();
    // The page's own HTML says what the structured data says.
    expect(html).toContain('<li>Salário: R$ 3.000,00 a R$ 4.500,00</li>');
    expect(html).toContain('<li>Local: Manaus/AM</li>');
  });

  it('takes the requisition’s pay when the ad has no range, and none when "a combinar"', async () => {
    const db = t.database.db;
    const semFaixa = await novoAnuncio(admin, await solicitacaoEmManaus(), {
      previsaoEncerramento: diasDeHoje(3),
    });
    const { jp } = await jobPostingDe(semFaixa);
    expect(jp.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'BRL',
      value: { '@type': 'QuantitativeValue', value: 2750, unitText: 'MONTH' },
    });
    const aCombinar = await novoAnuncio(admin, await solicitacaoEmManaus(), { salarioACombinar: true });
    const combinado = await jobPostingDe(aCombinar);
    expect(combinado.jp.baseSalary).toBeUndefined();
    expect(combinado.html).toContain('<li>Salário: A combinar</li>');
    // A requisition without pay and an ad without range: no salary at all.
    const semNada = await novoAnuncio(admin, await novaSolicitacao(db, 1));
    expect((await jobPostingDe(semNada)).jp.baseSalary).toBeUndefined();
  });

  it('a remote job is TELECOMMUTE within Brazil; each contract has its employmentType', async () => {
    const db = t.database.db;
    const esperado = {
      CLT: 'FULL_TIME',
      PJ: 'CONTRACTOR',
      ESTAGIO: 'INTERN',
      TEMPORARIO: 'TEMPORARY',
      APRENDIZ: 'PART_TIME',
    };
    for (const [tipoContrato, employmentType] of Object.entries(esperado)) {
      const id = await novoAnuncio(admin, await novaSolicitacao(db, 1), {
        tipoContrato,
        salarioMinimo: 3000,
        previsaoEncerramento: diasDeHoje(10),
      });
      const { jp } = await jobPostingDe(id);
      // Without a place, still every required and recommended property (TELECOMMUTE instead of jobLocation).
      conformeAoGoogle(jp);
      expect(jp.employmentType, tipoContrato).toBe(employmentType);
      expect(jp).toMatchObject({
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: 'BR' },
      });
      expect(jp.jobLocation).toBeUndefined();
    }
  });

  it('validThrough follows the establishment’s state: Rio Branco -05:00, São Paulo -03:00', async () => {
    const db = t.database.db;
    const rb = await cidadeDe('Rio Branco', 'AC');
    const sol = await novaSolicitacao(db, 1);
    const [e] = await db
      .insert(estabelecimento)
      .values({ empresaId: 1, nome: 'Filial Rio Branco', estadoId: rb.estadoId, cidadeId: rb.id })
      .returning({ id: estabelecimento.id });
    await db.update(solicitacao).set({ estabelecimentoId: e.id }).where(eq(solicitacao.id, sol));
    const id = await novoAnuncio(admin, sol, { previsaoEncerramento: diasDeHoje(4) });
    expect((await jobPostingDe(id)).jp.validThrough).toBe(`${diasDeHoje(4)}T23:59:59-05:00`);
    const sp = await cidadeDe('São Paulo', 'SP');
    await db
      .update(estabelecimento)
      .set({ estadoId: sp.estadoId, cidadeId: sp.id })
      .where(eq(estabelecimento.id, e.id));
    expect((await jobPostingDe(id)).jp.validThrough).toBe(`${diasDeHoje(4)}T23:59:59-03:00`);
  });
});

describe('migration 0029: the facts of the ads that existed before', () => {
  /** The migration's own backfill statement, run again over ads reset to the columns' defaults. */
  const backfill = fs
    .readFileSync(path.join(migrationsFolder, '0029_job_ad_structure.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .find((s) => /UPDATE "anuncio"/.test(s));

  it('takes the contract from the vínculo and the place from the requisition, else its establishment', async () => {
    expect(backfill).toBeDefined();
    const db = t.database.db;
    const comCidade = await novaSolicitacao(db, 1);
    await db
      .update(solicitacao)
      .set({ vinculo: 'S', cidadeId: am.manaus })
      .where(eq(solicitacao.id, comCidade));
    const [e] = await db
      .insert(estabelecimento)
      .values({ empresaId: 1, nome: 'Filial Fortaleza 0029', estadoId: ce.estadoId, cidadeId: ce.fortaleza })
      .returning({ id: estabelecimento.id });
    const semCidade = await novaSolicitacao(db, 1);
    await db
      .update(solicitacao)
      .set({ vinculo: 'O', cidadeId: null, estabelecimentoId: e.id })
      .where(eq(solicitacao.id, semCidade));
    const ids = [await novoAnuncio(admin, comCidade), await novoAnuncio(admin, semCidade)];
    // As ALTER TABLE … ADD COLUMN … DEFAULT left them.
    await db
      .update(anuncio)
      .set({ tipoContrato: 'CLT', cidadeId: null, estadoId: null, modeloTrabalho: 'PRESENCIAL' })
      .where(inArray(anuncio.id, ids));
    await db.execute(sql.raw(backfill as string));
    const lidos = await db
      .select({
        id: anuncio.id,
        tipoContrato: anuncio.tipoContrato,
        cidadeId: anuncio.cidadeId,
        estadoId: anuncio.estadoId,
      })
      .from(anuncio)
      .where(inArray(anuncio.id, ids))
      .orderBy(anuncio.id);
    expect(lidos).toEqual([
      { id: ids[0], tipoContrato: 'ESTAGIO', cidadeId: am.manaus, estadoId: am.estadoId },
      { id: ids[1], tipoContrato: 'PJ', cidadeId: ce.fortaleza, estadoId: ce.estadoId },
    ]);
  });
});
