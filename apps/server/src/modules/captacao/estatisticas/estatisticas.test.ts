import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaOrganizacional, cargo } from '../../cargoSalario/areas/schema.ts';
import { faixaSalarial } from '../../cargoSalario/faixas/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { motivoSolicitacao } from '../cadastros/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { entries, mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';

/**
 * Vacancy statistics over requisitions written straight into the demo company in 2019 (a year the demo
 * requisitions do not use): per requisition, position and area, with filters, paging and totals.
 */

let t: TestApp;
let matriz: Client;
const URL = '/api/captacao/estatisticas-preenchimento-vaga';
const PERIODO = 'dataIni=2019-01-01&dataFim=2019-12-31';

interface Ids {
  estab: [number, number];
  areas: [number, number];
  cargos: [{ id: number; nome: string; faixa: number }, { id: number; nome: string; faixa: number }];
}
let ids: Ids;

beforeAll(async () => {
  t = await createTestApp();
  matriz = await t.login(DEMO_ADMIN, 1);
  const db = t.database.db;
  const estabs = await db
    .select({ id: estabelecimento.id })
    .from(estabelecimento)
    .where(eq(estabelecimento.empresaId, 1))
    .orderBy(estabelecimento.id);
  const areas = await db
    .select({ id: areaOrganizacional.id })
    .from(areaOrganizacional)
    .where(eq(areaOrganizacional.empresaId, 1))
    .orderBy(areaOrganizacional.id);
  const faixas = await db
    .select({ id: cargo.id, nome: cargo.nomeMercado, faixa: sql<number>`min(${faixaSalarial.id})::int` })
    .from(cargo)
    .innerJoin(faixaSalarial, eq(faixaSalarial.cargoId, cargo.id))
    .where(and(eq(cargo.empresaId, 1)))
    .groupBy(cargo.id)
    .orderBy(cargo.nomeMercado);
  const [motivo] = await db
    .select({ id: motivoSolicitacao.id })
    .from(motivoSolicitacao)
    .where(eq(motivoSolicitacao.empresaId, 1));
  ids = {
    estab: [estabs[0].id, (estabs[1] ?? estabs[0]).id],
    areas: [areas[1].id, areas[2].id],
    cargos: [faixas[0], faixas[1]],
  };
  const base = {
    empresaId: 1,
    horarioComercial: '08h às 17h',
    motivoSolicitacaoId: motivo.id,
  };
  const [c1, c2] = ids.cargos;
  const nova = (
    descricao: string,
    o: {
      data: string;
      cargo: typeof c1;
      area: number;
      estab: number;
      quantidade: number;
      preenchidas?: number;
      encerramento?: string;
      status?: 'I' | 'L' | 'R';
      cancelada?: boolean;
    },
  ) => ({
    ...base,
    descricao,
    data: o.data,
    cargoId: o.cargo.id,
    faixaSalarialId: o.cargo.faixa,
    areaOrganizacionalId: o.area,
    estabelecimentoId: o.estab,
    quantidade: o.quantidade,
    qtdVagasPreenchidas: o.preenchidas ?? 0,
    status: o.status ?? 'L',
    encerrada: !!o.encerramento,
    dataEncerramento: o.encerramento ?? null,
    cancelada: !!o.cancelada,
  });
  await db.insert(solicitacao).values([
    // c1 in area 0: 10 + 30 days, 3 of 4 vacancies filled.
    nova('Est A', {
      data: '2019-03-01',
      encerramento: '2019-03-11',
      cargo: c1,
      area: ids.areas[0],
      estab: ids.estab[0],
      quantidade: 2,
      preenchidas: 2,
    }),
    nova('Est B', {
      data: '2019-05-01',
      encerramento: '2019-05-31',
      cargo: c1,
      area: ids.areas[0],
      estab: ids.estab[1],
      quantidade: 2,
      preenchidas: 1,
    }),
    // c2 in area 1: 20 days, more filled than requested counts as all.
    nova('Est C', {
      data: '2019-07-01',
      encerramento: '2019-07-21',
      cargo: c2,
      area: ids.areas[1],
      estab: ids.estab[0],
      quantidade: 1,
      preenchidas: 3,
    }),
    // Not counted: cancelled, reproved, outside the period.
    nova('Est D', {
      data: '2019-08-01',
      cargo: c2,
      area: ids.areas[1],
      estab: ids.estab[0],
      quantidade: 5,
      cancelada: true,
    }),
    nova('Est E', {
      data: '2019-08-02',
      cargo: c2,
      area: ids.areas[1],
      estab: ids.estab[0],
      quantidade: 5,
      status: 'R',
    }),
    nova('Est F', {
      data: '2018-12-31',
      encerramento: '2019-01-31',
      cargo: c1,
      area: ids.areas[0],
      estab: ids.estab[0],
      quantidade: 9,
    }),
  ]);
});
afterAll(() => t?.close());

const get = async (query: string) => {
  const res = await matriz.get(`${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('estatísticas de preenchimento de vaga', () => {
  it('lists each requisition of the period with its vacancies, days open and situation', async () => {
    const p = await get(PERIODO);
    expect(p.totalElements).toBe(3);
    expect(p.content.map((r: { nome: string }) => r.nome)).toEqual(['Est C', 'Est B', 'Est A']);
    expect(p.content[0]).toMatchObject({
      nome: 'Est C',
      cargo: ids.cargos[1].nome,
      data: '2019-07-01',
      dataEncerramento: '2019-07-21',
      situacao: 'Encerrada',
      vagasSolicitadas: 1,
      vagasPreenchidas: 1,
      percentualPreenchimento: 100,
      mediaDiasEmAberto: 20,
      maiorDiasEmAberto: 20,
    });
    expect(p.totais).toEqual({
      qtdSolicitacoes: 3,
      vagasSolicitadas: 5,
      vagasPreenchidas: 4,
      percentualPreenchimento: 80,
      mediaDiasEmAberto: 20,
    });
  });

  it('counts an open requisition up to today', async () => {
    const [c1] = ids.cargos;
    const hoje = new Date();
    const ha10 = new Date(hoje.getFullYear(), hoje.getMonth(), hoje.getDate() - 10);
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const [s] = await t.database.db
      .insert(solicitacao)
      .values({
        empresaId: 1,
        horarioComercial: '08h',
        motivoSolicitacaoId: (await t.database.db.select().from(motivoSolicitacao).limit(1))[0].id,
        descricao: 'Aberta há 10 dias',
        data: iso(ha10),
        cargoId: c1.id,
        faixaSalarialId: c1.faixa,
        areaOrganizacionalId: ids.areas[0],
        estabelecimentoId: ids.estab[0],
        quantidade: 1,
        status: 'L',
      })
      .returning();
    const p = await get(`dataIni=${iso(ha10)}&dataFim=${iso(hoje)}&cargosIds=${c1.id}`);
    const linha = p.content.find((r: { id: number }) => r.id === s.id);
    expect(linha).toMatchObject({ situacao: 'Em andamento', mediaDiasEmAberto: 10, dataEncerramento: null });
    await t.database.db.delete(solicitacao).where(eq(solicitacao.id, s.id));
  });

  it('groups by position and by area, with averages and the longest', async () => {
    const porCargo = await get(`${PERIODO}&agrupamento=cargo`);
    expect(porCargo.totalElements).toBe(2);
    const c1 = porCargo.content.find((r: { id: number }) => r.id === ids.cargos[0].id);
    expect(c1).toMatchObject({
      nome: ids.cargos[0].nome,
      qtdSolicitacoes: 2,
      vagasSolicitadas: 4,
      vagasPreenchidas: 3,
      percentualPreenchimento: 75,
      mediaDiasEmAberto: 20,
      maiorDiasEmAberto: 30,
    });
    const porArea = await get(`${PERIODO}&agrupamento=area`);
    expect(porArea.content.map((r: { id: number }) => r.id).sort()).toEqual([...ids.areas].sort());
    expect(porArea.totais.vagasSolicitadas).toBe(5);
  });

  it('filters by establishment, area and position, and pages with the totals of the whole set', async () => {
    const est = await get(`${PERIODO}&estabelecimentosIds=${ids.estab[0]}`);
    expect(est.content.map((r: { nome: string }) => r.nome).sort()).toEqual(
      ids.estab[0] === ids.estab[1] ? ['Est A', 'Est B', 'Est C'] : ['Est A', 'Est C'],
    );
    const area = await get(`${PERIODO}&areasIds=${ids.areas[1]}`);
    expect(area.content.map((r: { nome: string }) => r.nome)).toEqual(['Est C']);
    const cargo = await get(`${PERIODO}&cargosIds=${ids.cargos[0].id},${ids.cargos[1].id}&page=1&size=2`);
    expect(cargo).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
    expect(cargo.content.map((r: { nome: string }) => r.nome)).toEqual(['Est A']);
    expect(cargo.totais.qtdSolicitacoes).toBe(3);
    // A page past the end: no rows, the totals still there.
    const vazia = await get(`${PERIODO}&page=9`);
    expect(vazia.content).toEqual([]);
    expect(vazia.totais.qtdSolicitacoes).toBe(3);
  });

  it('requires the period, refuses an inverted one and bad lists, and checks the authority', async () => {
    expect(entries(await matriz.get(URL))).toEqual(
      expect.arrayContaining([
        { field: 'dataIni', message: 'Data Inicial é obrigatória' },
        { field: 'dataFim', message: 'Data Fim é obrigatória' },
      ]),
    );
    expect(entries(await matriz.get(`${URL}?dataIni=2019-02-01&dataFim=2019-01-01`))).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
    expect(entries(await matriz.get(`${URL}?${PERIODO}&cargosIds=x`))).toEqual([
      { field: 'cargosIds', message: 'Lista de ids inválida' },
    ]);
    const sem = await usuarioCom(t, matriz, ['ROLE_CAP_IDIOMAS'], 1);
    expect(mensagem(await sem.get(`${URL}?${PERIODO}`), 403)).toBe('Não autorizado.');
    const com = await usuarioCom(t, matriz, ['ROLE_CAP_ESTATISTICAS_VAGA'], 1);
    expect((await com.get(`${URL}?${PERIODO}`)).json().totalElements).toBe(3);
    // Another company sees none of these.
    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await filial.get(`${URL}?${PERIODO}`)).json().totalElements).toBe(0);
  });
});
