import { diasEmAberto, periodoPadraoAnalytics } from '@ipe/domain/analytics/vagas';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comoFicouSabendoVaga, etapaSeletiva, motivoSolicitacao } from '../../captacao/cadastros/schema.ts';
import { candidato } from '../../captacao/schema.ts';
import { candidatoSolicitacao, historicoCandidato } from '../../captacao/selecao/schema.ts';
import { solicitacao } from '../../captacao/solicitacoes/schema.ts';
import { areaOrganizacional, cargo } from '../../cargoSalario/areas/schema.ts';
import { faixaSalarial } from '../../cargoSalario/faixas/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { entries, mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';

/**
 * The vacancy dashboard over a small fixture written straight into the demo company in 2017 (a year the
 * demo data does not use): two counted requisitions (one closed in 20 days, one still open), a cancelled
 * one and one before the period, seven candidate links at different steps, one hired, one removed.
 */

let t: TestApp;
let matriz: Client;
const URL = '/api/analytics/vagas';
const PERIODO = 'dataIni=2017-01-01&dataFim=2017-12-31';

const f = {
  estab: [0, 0],
  areas: [0, 0],
  areaNomes: ['', ''],
  motivos: [0, 0],
  motivoNomes: ['', ''],
  etapas: [] as { id: number; nome: string }[],
  fontes: [] as { id: number; nome: string }[],
  r2Data: '2017-05-10',
};

beforeAll(async () => {
  t = await createTestApp();
  matriz = await t.login(DEMO_ADMIN, 1);
  const db = t.database.db;
  const [estabs, areas, motivos, etapas, fontes, [faixa], candidatos] = await Promise.all([
    db
      .select()
      .from(estabelecimento)
      .where(eq(estabelecimento.empresaId, 1))
      .orderBy(asc(estabelecimento.id)),
    db
      .select()
      .from(areaOrganizacional)
      .where(eq(areaOrganizacional.empresaId, 1))
      .orderBy(asc(areaOrganizacional.id)),
    db
      .select()
      .from(motivoSolicitacao)
      .where(eq(motivoSolicitacao.empresaId, 1))
      .orderBy(asc(motivoSolicitacao.id)),
    db
      .select({ id: etapaSeletiva.id, nome: etapaSeletiva.nome })
      .from(etapaSeletiva)
      .where(eq(etapaSeletiva.empresaId, 1))
      .orderBy(asc(etapaSeletiva.ordem), asc(etapaSeletiva.id)),
    db
      .select({ id: comoFicouSabendoVaga.id, nome: comoFicouSabendoVaga.nome })
      .from(comoFicouSabendoVaga)
      .where(eq(comoFicouSabendoVaga.empresaId, 1))
      .orderBy(asc(comoFicouSabendoVaga.id)),
    db
      .select({ id: faixaSalarial.id, cargoId: faixaSalarial.cargoId })
      .from(faixaSalarial)
      .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      .where(eq(cargo.empresaId, 1))
      .limit(1),
    db
      .select({ id: candidato.id })
      .from(candidato)
      .where(eq(candidato.empresaId, 1))
      .orderBy(asc(candidato.id))
      .limit(6),
  ]);
  f.estab = [estabs[0].id, (estabs[1] ?? estabs[0]).id];
  f.areas = [areas[1].id, areas[2].id];
  f.areaNomes = [areas[1].nome, areas[2].nome];
  f.motivos = [motivos[0].id, motivos[1].id];
  f.motivoNomes = [motivos[0].descricao, motivos[1].descricao];
  f.etapas = etapas;
  f.fontes = fontes;
  const nova = (
    descricao: string,
    o: { data: string; area: number; estab: number; motivo: number; quantidade: number; preenchidas: number },
    extra: Partial<typeof solicitacao.$inferInsert> = {},
  ) => ({
    empresaId: 1,
    descricao,
    horarioComercial: '08h às 17h',
    data: o.data,
    cargoId: faixa.cargoId,
    faixaSalarialId: faixa.id,
    areaOrganizacionalId: o.area,
    estabelecimentoId: o.estab,
    motivoSolicitacaoId: o.motivo,
    quantidade: o.quantidade,
    qtdVagasPreenchidas: o.preenchidas,
    status: 'L',
    ...extra,
  });
  const [r1, r2, r3] = await db
    .insert(solicitacao)
    .values([
      nova(
        'Analytics R1',
        {
          data: '2017-03-01',
          area: f.areas[0],
          estab: f.estab[0],
          motivo: f.motivos[0],
          quantidade: 2,
          preenchidas: 2,
        },
        { encerrada: true, dataEncerramento: '2017-03-21' },
      ),
      nova('Analytics R2', {
        data: f.r2Data,
        area: f.areas[1],
        estab: f.estab[1],
        motivo: f.motivos[1],
        quantidade: 3,
        preenchidas: 1,
      }),
      // Not counted: cancelled (its candidates neither), rejected, before the period.
      nova(
        'Analytics R3',
        {
          data: '2017-06-01',
          area: f.areas[0],
          estab: f.estab[0],
          motivo: f.motivos[0],
          quantidade: 4,
          preenchidas: 0,
        },
        { cancelada: true },
      ),
      nova(
        'Analytics R4',
        {
          data: '2017-06-02',
          area: f.areas[0],
          estab: f.estab[0],
          motivo: f.motivos[0],
          quantidade: 4,
          preenchidas: 0,
        },
        { status: 'R' },
      ),
      nova('Analytics R5', {
        data: '2016-12-31',
        area: f.areas[0],
        estab: f.estab[0],
        motivo: f.motivos[0],
        quantidade: 9,
        preenchidas: 0,
      }),
    ])
    .returning({ id: solicitacao.id });
  const c = candidatos.map((x) => x.id);
  const [e0, e1, e2] = etapas.map((e) => e.id);
  const link = (
    solicitacaoId: number,
    candidatoId: number,
    etapaSeletivaId: number | null,
    quando: string,
    extra: Partial<typeof candidatoSolicitacao.$inferInsert> = {},
  ) => ({ empresaId: 1, solicitacaoId, candidatoId, etapaSeletivaId, createdAt: new Date(quando), ...extra });
  const links = await db
    .insert(candidatoSolicitacao)
    .values([
      // 23:30 in São Paulo on 31 March is April in UTC: the month is the company's.
      link(r1.id, c[0], null, '2017-03-31T23:30:00-03:00'),
      link(r1.id, c[1], e0, '2017-03-02T10:00:00-03:00'),
      link(r1.id, c[2], e1, '2017-03-02T10:00:00-03:00'),
      link(r1.id, c[3], e2, '2017-03-03T10:00:00-03:00', { contratado: true, dataContratacao: '2017-03-20' }),
      link(r2.id, c[0], e0, '2017-05-11T10:00:00-03:00'),
      link(r2.id, c[4], e0, '2017-05-12T10:00:00-03:00'),
      link(r2.id, c[5], e1, '2017-05-12T10:00:00-03:00', {
        removedAt: new Date('2017-05-20T10:00:00-03:00'),
      }),
      link(r3.id, c[5], e2, '2017-06-02T10:00:00-03:00'),
    ])
    .returning({ id: candidatoSolicitacao.id });
  // Step results: c1 apto in e0, the hired c3 apto in e0 and e1 and pending in e2; the removed c5's
  // result and the cancelled R3's are not counted.
  const passo = (i: number, etapaSeletivaId: number, apto: 'S' | 'N' | null) => ({
    empresaId: 1,
    candidatoSolicitacaoId: links[i].id,
    etapaSeletivaId,
    data: '2017-03-10',
    apto,
  });
  await db
    .insert(historicoCandidato)
    .values([
      passo(1, e0, 'S'),
      passo(3, e0, 'S'),
      passo(3, e1, 'S'),
      passo(3, e2, null),
      passo(6, e1, 'N'),
      passo(7, e2, 'S'),
    ]);
  // Sources: c0 and c1 the first, c2 the second, c3 and c4 none (c5 is not counted).
  const fonte = (ids: number[], id: number | null) =>
    db.update(candidato).set({ comoFicouSabendoVagaId: id }).where(inArray(candidato.id, ids));
  await fonte([c[0], c[1]], fontes[0].id);
  await fonte([c[2]], fontes[1].id);
  await fonte([c[3], c[4]], null);
});
afterAll(() => t?.close());

const get = async (query: string, client = matriz) => {
  const res = await client.get(`${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const barras = (funil: { nome: string; candidatos: number }[]) => funil.map((b) => [b.nome, b.candidatos]);
const hoje = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('GET /api/analytics/vagas', () => {
  it('answers the indicators, the funnel, the open vacancies, the sources and the months of the period', async () => {
    const a = await get(PERIODO);
    const diasR2 = diasEmAberto(f.r2Data, null, hoje());
    expect(a.indicadores).toEqual({
      solicitacoes: 2,
      vagasSolicitadas: 5,
      vagasAbertas: 2,
      vagasPreenchidas: 3,
      percentualPreenchimento: 60,
      mediaDiasPreenchimento: Math.round(((20 + diasR2) / 2) * 10) / 10,
      candidaturas: 6,
      contratados: 1,
      percentualConversao: 16.7,
      // c0 applied twice; all five reached a step (c0 in R2); three results recorded; 1 hire ÷ 5.
      curriculosRecebidos: 5,
      participantes: 5,
      etapasConcluidas: 3,
      eficienciaSelecao: 20,
    });
    const [e0, e1, e2, ...resto] = f.etapas;
    expect(barras(a.funil)).toEqual([
      ['Inscritos', 6],
      [e0.nome, 5],
      [e1.nome, 2],
      [e2.nome, 1],
      // The hired candidate went through the whole process.
      ...resto.map((e) => [e.nome, 1]),
      ['Contratados', 1],
    ]);
    expect(a.funil[1]).toMatchObject({
      etapaId: e0.id,
      percentualInscritos: 83.3,
      percentualEtapaAnterior: 83.3,
    });
    expect(a.funil[2]).toMatchObject({ percentualInscritos: 33.3, percentualEtapaAnterior: 40 });
    expect(a.vagasAbertasPorArea).toEqual([{ id: f.areas[1], nome: f.areaNomes[1], valor: 2 }]);
    expect(a.vagasAbertasPorMotivo).toEqual([{ id: f.motivos[1], nome: f.motivoNomes[1], valor: 2 }]);
    // Distinct candidates: c0 applied twice and counts once.
    expect(a.origens).toEqual([
      { id: f.fontes[0].id, nome: f.fontes[0].nome, valor: 2 },
      { id: f.fontes[1].id, nome: f.fontes[1].nome, valor: 1 },
      // Not a source: last, whatever its size.
      { id: null, nome: 'Não informado', valor: 2 },
    ]);
    expect(a.candidaturasPorMes).toHaveLength(12);
    expect(a.candidaturasPorMes.filter((m: { candidaturas: number }) => m.candidaturas)).toEqual([
      { mes: '2017-03', candidaturas: 4 },
      { mes: '2017-05', candidaturas: 2 },
    ]);
  });

  it('filters by area and by establishment', async () => {
    const area = await get(`${PERIODO}&areasIds=${f.areas[0]}`);
    expect(area.indicadores).toMatchObject({
      solicitacoes: 1,
      vagasAbertas: 0,
      candidaturas: 4,
      contratados: 1,
    });
    expect(area.indicadores.mediaDiasPreenchimento).toBe(20);
    expect(barras(area.funil).slice(0, 4)).toEqual([
      ['Inscritos', 4],
      [f.etapas[0].nome, 3],
      [f.etapas[1].nome, 2],
      [f.etapas[2].nome, 1],
    ]);
    expect(area.vagasAbertasPorArea).toEqual([]);
    const ambas = await get(`${PERIODO}&areasIds=${f.areas[0]},${f.areas[1]}`);
    expect(ambas.indicadores.solicitacoes).toBe(2);
    if (f.estab[0] !== f.estab[1]) {
      const estab = await get(`${PERIODO}&estabelecimentosIds=${f.estab[1]}`);
      expect(estab.indicadores).toMatchObject({
        solicitacoes: 1,
        candidaturas: 2,
        contratados: 0,
        vagasAbertas: 2,
      });
      expect(estab.origens.map((o: { valor: number }) => o.valor)).toEqual([1, 1]);
    }
  });

  it('answers zeros and empty series for a period without requisitions', async () => {
    const a = await get('dataIni=2010-01-01&dataFim=2010-12-31');
    expect(a.indicadores).toEqual({
      solicitacoes: 0,
      vagasSolicitadas: 0,
      vagasAbertas: 0,
      vagasPreenchidas: 0,
      percentualPreenchimento: 0,
      mediaDiasPreenchimento: 0,
      candidaturas: 0,
      contratados: 0,
      percentualConversao: 0,
      curriculosRecebidos: 0,
      participantes: 0,
      etapasConcluidas: 0,
      eficienciaSelecao: 0,
    });
    expect(a).toMatchObject({
      funil: [],
      vagasAbertasPorArea: [],
      vagasAbertasPorMotivo: [],
      origens: [],
      candidaturasPorMes: [],
    });
  });

  it('defaults to the last 12 months and refuses an inverted period and bad lists', async () => {
    const a = await get('');
    expect({ dataIni: a.dataIni, dataFim: a.dataFim }).toEqual(periodoPadraoAnalytics());
    expect(entries(await matriz.get(`${URL}?dataIni=2017-02-01&dataFim=2017-01-01`))).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
    expect(entries(await matriz.get(`${URL}?${PERIODO}&areasIds=x`))).toEqual([
      { field: 'areasIds', message: 'Lista de ids inválida' },
    ]);
    expect(entries(await matriz.get(`${URL}?dataIni=01/01/2017`))).toEqual([
      { field: 'dataIni', message: 'Data inválida' },
    ]);
  });

  it('needs its authority and shows only the session company', async () => {
    const sem = await usuarioCom(t, matriz, ['ROLE_CAP_ESTATISTICAS_VAGA'], 1);
    expect(mensagem(await sem.get(`${URL}?${PERIODO}`), 403)).toBe('Não autorizado.');
    const com = await usuarioCom(t, matriz, ['ROLE_CAP_ANALYTICS_VAGAS'], 1);
    expect((await get(PERIODO, com)).indicadores.candidaturas).toBe(6);
    const opcoes = (await com.get(`${URL}/opcoes`)).json();
    expect(opcoes.areas.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining(f.areas));
    expect(opcoes.estabelecimentos.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining(f.estab));
    expect(mensagem(await sem.get(`${URL}/opcoes`), 403)).toBe('Não autorizado.');
    const filial = await t.login(DEMO_ADMIN, 2);
    const deOutra = (await filial.get(`${URL}/opcoes`)).json();
    expect(deOutra.areas.map((a: { id: number }) => a.id)).not.toContain(f.areas[0]);
    expect(deOutra.estabelecimentos.map((e: { id: number }) => e.id)).not.toContain(f.estab[0]);
    const outra = await get(PERIODO, filial);
    expect(outra.indicadores.solicitacoes).toBe(0);
    expect(outra.funil).toEqual([]);
    // Asking for the matrix's area from the branch does not reach it either.
    expect((await get(`${PERIODO}&areasIds=${f.areas[0]}`, filial)).indicadores.candidaturas).toBe(0);
  });
});
