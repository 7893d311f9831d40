import { periodoPadraoCargosSalarios } from '@ipe/domain/analytics/cargosSalarios';
import { hojeIso } from '@ipe/domain/salario';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresa, perfil, usuario, usuarioEmpresa } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import { entries, mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { areaOrganizacional, areaResponsavel, cargo } from '../../cargoSalario/areas/schema.ts';
import { colaborador, colaboradorHistorico } from '../../cargoSalario/colaboradores/schema.ts';
import {
  faixaSalarial,
  faixaSalarialHistorico,
  indice,
  indiceHistorico,
} from '../../cargoSalario/faixas/schema.ts';
import { salarioColaboradorEmSql } from '../../cargoSalario/testkit.ts';
import { faturamentoMensal } from '../../cargoSalario/faturamentos/schema.ts';
import { rows } from '../../../test/fixtures.ts';
import { eq, sql } from 'drizzle-orm';
import { estabelecimento } from '../../utilitario/schema.ts';

/**
 * The positions-and-salaries dashboard over a small company of its own (no demo data), so every figure is
 * known: areas Diretoria > Comercial > Vendas, Diretoria > Administrativo, and Fábrica; position A (bands
 * A1 R$ 3.000, A2 R$ 4.000) and B (band B1 = 2 × an index of R$ 1.750 = R$ 3.500); five talents:
 * - T1 Vendas, A1, promoted to A2 on 2024-03-10 (horizontal);
 * - T2 Comercial, A1, moved to B1 in Administrativo on 2024-05-01 (vertical); manager of Comercial;
 * - T3 Diretoria, band A2 but a fixed salary of R$ 10.000;
 * - T4 Fábrica, A1, dismissed on 2024-08-01 (on the payroll until then);
 * - T5 Fábrica, a cancelled admission (never counted).
 * Revenue of June 2024: R$ 100.000. Period Jan–Jun 2024, base date 2024-06-30.
 */

let t: TestApp;
let rh: Client;
let gestor: Client;
const URL = '/api/analytics/cargos-salarios';
const Q = 'dataIni=2024-01-01&dataFim=2024-06-30&dataBase=2024-06-30';
const a = { diretoria: 0, comercial: 0, vendas: 0, adm: 0, fabrica: 0 };
let empresaId = 0;
let cargoA = 0;
let cargoB = 0;

beforeAll(async () => {
  t = await createTestApp();
  rh = await t.login(DEMO_ADMIN, 1);
  const db = t.database.db;
  [{ id: empresaId }] = await db.insert(empresa).values({ nome: 'Analytics C&S Ltda' }).returning();
  const [e] = await db.insert(estabelecimento).values({ empresaId, nome: 'Sede' }).returning();
  const area = async (nome: string, areaMaeId: number | null = null) =>
    (await db.insert(areaOrganizacional).values({ empresaId, nome, areaMaeId }).returning())[0].id;
  a.diretoria = await area('Diretoria');
  a.comercial = await area('Comercial', a.diretoria);
  a.vendas = await area('Vendas', a.comercial);
  a.adm = await area('Administrativo', a.diretoria);
  a.fabrica = await area('Fábrica');
  [{ id: cargoA }, { id: cargoB }] = await db
    .insert(cargo)
    .values([
      { empresaId, nome: 'Cargo A', nomeMercado: 'A' },
      { empresaId, nome: 'Cargo B', nomeMercado: 'B' },
    ])
    .returning();
  const [a1, a2, b1] = await db
    .insert(faixaSalarial)
    .values([
      { cargoId: cargoA, nome: 'A1' },
      { cargoId: cargoA, nome: 'A2' },
      { cargoId: cargoB, nome: 'B1' },
    ])
    .returning();
  const [i] = await db.insert(indice).values({ empresaId, nome: 'Piso' }).returning();
  await db.insert(indiceHistorico).values({ indiceId: i.id, data: '2019-01-01', valor: 1750 });
  await db.insert(faixaSalarialHistorico).values([
    { faixaSalarialId: a1.id, data: '2019-01-01', tipo: '3', valor: 3000 },
    { faixaSalarialId: a2.id, data: '2019-01-01', tipo: '3', valor: 4000 },
    // A cancelled raise never counts.
    { faixaSalarialId: a2.id, data: '2024-01-01', tipo: '3', valor: 9999, status: '3' },
    { faixaSalarialId: b1.id, data: '2019-01-01', tipo: '2', indiceId: i.id, quantidade: 2 },
  ]);
  const talento = (nome: string, n: number, extra: Partial<typeof colaborador.$inferInsert> = {}) => ({
    empresaId,
    nome,
    cpf: cpfFrom(771000000 + n),
    sexo: 'F',
    dataAdmissao: '2020-01-01',
    estabelecimentoId: e.id,
    areaOrganizacionalId: a.vendas,
    cargoId: cargoA,
    faixaSalarialId: a1.id,
    ...extra,
  });
  const [t1, t2, t3, t4, t5] = await db
    .insert(colaborador)
    .values([
      talento('T1', 1),
      talento('T2', 2),
      talento('T3', 3),
      talento('T4', 4, { situacao: 'D', dataDesligamento: '2024-08-01', motivoDesligamento: 'Pedido' }),
      talento('T5', 5, { situacao: 'C' }),
    ])
    .returning();
  const h = (colaboradorId: number, data: string, areaId: number, faixaId: number, extra = {}) => ({
    colaboradorId,
    data,
    motivo: data === '2020-01-01' ? 'A' : 'P',
    estabelecimentoId: e.id,
    areaOrganizacionalId: areaId,
    faixaSalarialId: faixaId,
    tipoSalario: '1',
    ...extra,
  });
  await db
    .insert(colaboradorHistorico)
    .values([
      h(t1.id, '2020-01-01', a.vendas, a1.id),
      h(t1.id, '2024-03-10', a.vendas, a2.id),
      h(t2.id, '2020-01-01', a.comercial, a1.id),
      h(t2.id, '2024-05-01', a.adm, b1.id),
      h(t3.id, '2020-01-01', a.diretoria, a2.id, { tipoSalario: '3', valor: 10000 }),
      h(t4.id, '2020-01-01', a.fabrica, a1.id),
      h(t5.id, '2020-01-01', a.fabrica, a1.id),
    ]);
  await db.insert(faturamentoMensal).values({ empresaId, ano: 2024, mes: '06', valor: 100000 });

  // T2 manages Comercial (and so Vendas) and logs in with only the dashboard's authority.
  await db.insert(areaResponsavel).values({ areaOrganizacionalId: a.comercial, colaboradorId: t2.id });
  const [p] = await db
    .insert(perfil)
    .values({ nome: 'Gestor analytics', authorities: ['ROLE_CS_ANALYTICS'] })
    .returning();
  const cpf = t2.cpf as string;
  const [u] = await db
    .insert(usuario)
    .values({ nome: 'T2', cpf, colaboradorId: t2.id, senhaHash: await hashPassword('segredo123') })
    .returning();
  await db.insert(usuarioEmpresa).values({ usuarioId: u.id, empresaId, perfilId: p.id });
  gestor = await t.login({ cpf, senha: 'segredo123' }, empresaId);
  rh = await t.login(DEMO_ADMIN, empresaId);
});
afterAll(() => t?.close());

const get = async (c: Client, path: string) => {
  const r = await c.get(path);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const fatia = (
  id: number,
  nome: string,
  valor: number,
  talentos: number,
  possuiFilhas: boolean,
  propria = false,
) => ({
  id,
  nome,
  valor,
  talentos,
  possuiFilhas,
  propria,
});

describe('GET /api/analytics/cargos-salarios', () => {
  it('answers every chart with the fixture’s figures', async () => {
    const d = await get(rh, `${URL}?${Q}`);
    expect(d.indicadores).toEqual({
      talentos: 4,
      folha: 20500,
      salarioMedio: 5125,
      promocoesHorizontais: 1,
      promocoesVerticais: 1,
      percentualFaturamento: 20.5,
    });
    expect(d.folhaPorArea).toEqual([
      fatia(a.diretoria, 'Diretoria', 17500, 3, true),
      fatia(a.fabrica, 'Fábrica', 3000, 1, false),
    ]);
    expect(d.promocoesHorizontais).toEqual([fatia(a.diretoria, 'Diretoria', 1, 1, true)]);
    expect(d.promocoesVerticais).toEqual([fatia(a.diretoria, 'Diretoria', 1, 1, true)]);
    expect(d.folhaFaturamento).toEqual([
      { mes: '2024-01', folha: 19000, faturamento: null, percentual: null },
      { mes: '2024-02', folha: 19000, faturamento: null, percentual: null },
      { mes: '2024-03', folha: 20000, faturamento: null, percentual: null },
      { mes: '2024-04', folha: 20000, faturamento: null, percentual: null },
      { mes: '2024-05', folha: 20500, faturamento: null, percentual: null },
      { mes: '2024-06', folha: 20500, faturamento: 100000, percentual: 20.5 },
    ]);
    expect(d.salarioPorCargo).toEqual([
      {
        id: cargoA,
        nome: 'Cargo A',
        talentos: 3,
        salarioMedio: 5666.67,
        pontoMedio: 3500,
        compaRatio: 161.9,
      },
      { id: cargoB, nome: 'Cargo B', talentos: 1, salarioMedio: 3500, pontoMedio: 3500, compaRatio: 100 },
    ]);
  });

  it('filters by establishment and answers empty charts for a period without talents', async () => {
    const vazio = await get(rh, `${URL}?dataIni=2010-01-01&dataFim=2010-03-31&dataBase=2010-03-31`);
    expect(vazio.indicadores).toMatchObject({
      talentos: 0,
      folha: 0,
      salarioMedio: 0,
      promocoesHorizontais: 0,
    });
    expect(vazio).toMatchObject({
      folhaPorArea: [],
      promocoesHorizontais: [],
      promocoesVerticais: [],
      folhaFaturamento: [],
      salarioPorCargo: [],
    });
    const outroEstab = await get(rh, `${URL}?${Q}&estabelecimentosIds=999999`);
    expect(outroEstab.folhaPorArea).toEqual([]);
  });

  it('defaults to 9 months before and 2 months after today, the base date today', async () => {
    const d = await get(rh, URL);
    expect({ dataIni: d.dataIni, dataFim: d.dataFim, dataBase: d.dataBase }).toEqual({
      ...periodoPadraoCargosSalarios(),
      dataBase: hojeIso(),
    });
    expect(d.folhaFaturamento).toHaveLength(12);
    expect(entries(await rh.get(`${URL}?dataIni=2024-02-01&dataFim=2024-01-01`))).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
    expect(entries(await rh.get(`${URL}?dataIni=2020-01-01&dataFim=2024-01-01`))).toEqual([
      { field: 'dataFim', message: 'O período deve ter no máximo 36 meses.' },
    ]);
    expect(entries(await rh.get(`${URL}?dataBase=30/06/2024`))).toEqual([
      { field: 'dataBase', message: 'Data inválida' },
    ]);
  });
});

describe('the cached answer (cache.ts)', () => {
  it('is kept until a write: a change behind the server’s back waits, a write through the API counts at once', async () => {
    const junho = async () => (await get(rh, `${URL}?${Q}`)).indicadores.percentualFaturamento;
    expect(await junho()).toBe(20.5);
    const db = t.database.db;
    const [f] = await db.select().from(faturamentoMensal).where(eq(faturamentoMensal.empresaId, empresaId));
    await db.update(faturamentoMensal).set({ valor: 41000 }).where(eq(faturamentoMensal.id, f.id));
    expect(await junho()).toBe(20.5);
    const url = `/api/cargo-salario/faturamentos-mensais/${f.id}`;
    const r = await rh.put(url, { mes: '06', ano: 2024, valor: 50000 });
    expect(r.statusCode, r.body).toBe(200);
    expect(await junho()).toBe(41);
    expect((await rh.put(url, { mes: '06', ano: 2024, valor: 100000 })).statusCode).toBe(200);
    expect(await junho()).toBe(20.5);
  });
});

describe('the monthly payroll over the demo’s three years of history', () => {
  it('equals the sum of each talent’s salary on each month end (salarioColaboradorEmSql)', async () => {
    const demo = await t.login(DEMO_ADMIN, 1);
    const d = await get(demo, `${URL}?dataIni=2024-01-01&dataFim=2026-12-31&dataBase=2025-06-30`);
    expect(d.folhaFaturamento).toHaveLength(36);
    for (const m of d.folhaFaturamento.filter((_: unknown, i: number) => i % 5 === 0)) {
      const fim = new Date(Date.UTC(Number(m.mes.slice(0, 4)), Number(m.mes.slice(5, 7)), 0))
        .toISOString()
        .slice(0, 10);
      const [{ folha }] = await rows<{ folha: number | null }>(
        t.database.db,
        sql`select round(sum(${salarioColaboradorEmSql(sql`c.id`, sql`${fim}::date`)})::numeric, 2)::float8 as folha
              from colaborador c where c.empresa_id = 1 and c.situacao <> 'C' and c.data_admissao <= ${fim}::date
               and (c.data_desligamento is null or c.data_desligamento >= ${fim}::date)`,
      );
      expect(m.folha, m.mes).toBeCloseTo(folha ?? 0, 2);
    }
    expect(d.indicadores.promocoesHorizontais + d.indicadores.promocoesVerticais).toBeGreaterThan(50);
  });

  it('counts the rows in force on each date asked for, the base date before or after the period', async () => {
    const demo = await t.login(DEMO_ADMIN, 1);
    const folhaEm = async (data: string) =>
      (
        await rows<{ folha: number | null }>(
          t.database.db,
          sql`select round(sum(${salarioColaboradorEmSql(sql`c.id`, sql`${data}::date`)})::numeric, 2)::float8 as folha
              from colaborador c where c.empresa_id = 1 and c.situacao <> 'C' and c.data_admissao <= ${data}::date
               and (c.data_desligamento is null or c.data_desligamento >= ${data}::date)`,
        )
      )[0].folha ?? 0;
    for (const q of [
      'dataIni=2025-01-01&dataFim=2025-03-31&dataBase=2024-03-15',
      'dataIni=2024-04-01&dataFim=2024-05-31&dataBase=2025-11-20',
    ]) {
      const d = await get(demo, `${URL}?${q}`);
      expect(d.indicadores.folha, q).toBeCloseTo(await folhaEm(d.dataBase), 2);
      expect(d.indicadores.folha, q).toBeGreaterThan(0);
      const fim = d.folhaFaturamento[0].mes === '2025-01' ? '2025-01-31' : '2024-04-30';
      expect(d.folhaFaturamento[0].folha, q).toBeCloseTo(await folhaEm(fim), 2);
    }
  });
});

describe('drill-down into child areas', () => {
  it('salarios-areas-filhas: each child with its sub-areas, the area’s own people, the message without children', async () => {
    const d = await get(rh, `${URL}/salarios-areas-filhas?areaId=${a.diretoria}&dataBase=2024-06-30`);
    expect(d).toEqual({
      area: { id: a.diretoria, nome: 'Diretoria' },
      itens: [
        fatia(a.diretoria, 'Diretoria', 10000, 1, true, true),
        fatia(a.comercial, 'Comercial', 4000, 1, true),
        fatia(a.adm, 'Administrativo', 3500, 1, false),
      ],
      mensagem: null,
    });
    expect(await get(rh, `${URL}/salarios-areas-filhas?areaId=${a.adm}&dataBase=2024-06-30`)).toEqual({
      area: { id: a.adm, nome: 'Administrativo' },
      itens: [],
      mensagem: 'Área Organizacional não possui área filha.',
    });
    expect(entries(await rh.get(`${URL}/salarios-areas-filhas`))).toEqual([
      { field: 'areaId', message: 'Área Organizacional é obrigatória' },
    ]);
  });

  it('promocoes-horizontal- and promocoes-vertical-areas-filhas', async () => {
    const q = `areaOrganizacionalId=${a.diretoria}&dataIni=2024-01-01&dataFim=2024-06-30`;
    expect((await get(rh, `${URL}/promocoes-horizontal-areas-filhas?${q}`)).itens).toEqual([
      fatia(a.comercial, 'Comercial', 1, 1, true),
    ]);
    expect((await get(rh, `${URL}/promocoes-vertical-areas-filhas?${q}`)).itens).toEqual([
      fatia(a.adm, 'Administrativo', 1, 1, false),
    ]);
    const semFilhas = await get(
      rh,
      `${URL}/promocoes-vertical-areas-filhas?areaOrganizacionalId=${a.vendas}`,
    );
    expect(semFilhas).toMatchObject({ itens: [], mensagem: 'Área Organizacional não possui área filha.' });
  });
});

describe('who sees what', () => {
  it('an area manager sees only its areas; any other area answers 404', async () => {
    const d = await get(gestor, `${URL}?${Q}`);
    expect(d.indicadores).toMatchObject({
      talentos: 1,
      folha: 4000,
      promocoesHorizontais: 1,
      promocoesVerticais: 0,
    });
    // One top area (Comercial): the charts open on its children and its own people.
    expect(d.folhaPorArea).toEqual([fatia(a.vendas, 'Vendas', 4000, 1, false)]);
    expect(d.promocoesHorizontais).toEqual([fatia(a.vendas, 'Vendas', 1, 1, false)]);
    expect(d.salarioPorCargo.map((c: { id: number }) => c.id)).toEqual([cargoA]);
    expect(
      (await get(gestor, `${URL}/salarios-areas-filhas?areaId=${a.comercial}&dataBase=2024-06-30`)).itens,
    ).toEqual([fatia(a.vendas, 'Vendas', 4000, 1, false)]);
    for (const p of [
      `salarios-areas-filhas?areaId=${a.diretoria}`,
      `salarios-areas-filhas?areaId=${a.adm}`,
      `promocoes-horizontal-areas-filhas?areaOrganizacionalId=${a.fabrica}`,
      `promocoes-vertical-areas-filhas?areaOrganizacionalId=${a.diretoria}`,
    ])
      expect((await gestor.get(`${URL}/${p}`)).statusCode, p).toBe(404);
  });

  it('another company’s session reaches none of these areas, and the authority is required', async () => {
    const demo = await t.login(DEMO_ADMIN, 1);
    const d = await get(demo, `${URL}?${Q}`);
    expect(d.folhaPorArea.map((f: { id: number }) => f.id)).not.toContain(a.diretoria);
    for (const p of [
      `salarios-areas-filhas?areaId=${a.diretoria}`,
      `promocoes-horizontal-areas-filhas?areaOrganizacionalId=${a.diretoria}`,
      `promocoes-vertical-areas-filhas?areaOrganizacionalId=${a.diretoria}`,
    ])
      expect((await demo.get(`${URL}/${p}`)).statusCode, p).toBe(404);
    const sem = await usuarioCom(t, demo, ['ROLE_CS_COLABORADORES'], 1);
    for (const p of ['', `/salarios-areas-filhas?areaId=${a.diretoria}`])
      expect(mensagem(await sem.get(`${URL}${p}`), 403)).toBe('Não autorizado.');
  });
});

describe('the history links the statements read (migration 0033 triggers)', () => {
  it('anterior_id and proxima_data equal lag(id) and lead(data) after inserts, updates and deletes', async () => {
    const db = t.database.db;
    const erradas = async () =>
      (
        await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from colaborador_historico h
                join (select id, lag(id) over w as a, lead(data) over w as p from colaborador_historico
                      window w as (partition by colaborador_id order by data, id)) s on s.id = h.id
               where (h.anterior_id, h.proxima_data) is distinct from (s.a, s.p)`,
        )
      )[0].n;
    const [base] = await db.select().from(colaboradorHistorico).limit(1);
    const { id: _id, colaboradorId: _c, ...linha } = base;
    const [c1, c2] = await db
      .insert(colaborador)
      .values(
        [6, 7].map((n) => ({
          empresaId,
          nome: `T${n}`,
          cpf: cpfFrom(771000000 + n),
          sexo: 'F',
          dataAdmissao: '2020-01-01',
          estabelecimentoId: base.estabelecimentoId,
          areaOrganizacionalId: a.fabrica,
          cargoId: cargoA,
          faixaSalarialId: base.faixaSalarialId,
        })),
      )
      .returning();
    // Out of order and two on one date, in one statement; then one before the others.
    const hs = await db
      .insert(colaboradorHistorico)
      .values(
        ['2023-05-01', '2021-01-01', '2023-05-01', '2022-02-02'].map((data) => ({
          ...linha,
          colaboradorId: c1.id,
          data,
        })),
      )
      .returning();
    await db.insert(colaboradorHistorico).values({ ...linha, colaboradorId: c1.id, data: '2020-01-01' });
    expect(await erradas()).toBe(0);
    await db
      .update(colaboradorHistorico)
      .set({ data: '2024-12-31' })
      .where(eq(colaboradorHistorico.id, hs[1].id));
    expect(await erradas()).toBe(0);
    await db
      .update(colaboradorHistorico)
      .set({ colaboradorId: c2.id })
      .where(eq(colaboradorHistorico.id, hs[3].id));
    expect(await erradas()).toBe(0);
    await db.delete(colaboradorHistorico).where(eq(colaboradorHistorico.id, hs[0].id));
    expect(await erradas()).toBe(0);
    await db.delete(colaborador).where(eq(colaborador.id, c1.id));
    await db.delete(colaborador).where(eq(colaborador.id, c2.id));
    expect(await erradas()).toBe(0);
  });
});
