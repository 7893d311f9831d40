import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';

/**
 * A measurement, not a check for CI (IPE_MEDIR=1 runs it; bench/README.md 'Talent reports'): the six talent
 * reports over 20,000 talents of an establishment of their own with 3 years of history (7 rows each:
 * admission, then every 182 days a promotion to another band, a raise, an area move or an agreement;
 * half by band, half by fixed value), PDF and XLSX through the route, the median of 3 runs each.
 */
const MEDIR = !!process.env.IPE_MEDIR;
const TALENTOS = Number(process.env.IPE_MEDIR_TALENTOS ?? 20_000);
let t: TestApp;
let admin: Client;
let E = 0;

describe.runIf(MEDIR)('talent reports over 20,000 talents', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    [{ id: E }] = await rows<{ id: number }>(
      db,
      sql`insert into estabelecimento (empresa_id, nome) values (1, 'Medição') returning id`,
    );
    await rows(
      db,
      sql`
      with a as (select array_agg(id order by id) ids from area_organizacional where empresa_id = 1 and ativo),
      f as (select array_agg(f.id order by f.cargo_id, f.id) ids from faixa_salarial f
              join cargo c on c.id = f.cargo_id where c.empresa_id = 1),
      novos as (
        insert into colaborador (empresa_id, nome, sexo, data_admissao, estabelecimento_id, area_organizacional_id,
          cargo_id, faixa_salarial_id, situacao)
        select 1, 'Medição ' || i, 'F', date '2023-06-01' - (i % 300), ${E}, a.ids[1 + i % array_length(a.ids, 1)],
          (select cargo_id from faixa_salarial where id = f.ids[1 + i % array_length(f.ids, 1)]),
          f.ids[1 + i % array_length(f.ids, 1)], 'A'
        from generate_series(1, ${TALENTOS}) i, a, f
        returning id, data_admissao, area_organizacional_id, faixa_salarial_id
      )
      insert into colaborador_historico (colaborador_id, data, motivo, estabelecimento_id, area_organizacional_id,
        faixa_salarial_id, tipo_salario, valor)
      select n.id, n.data_admissao + k * 182,
        case when k = 0 then 'A' else (array['P', 'R', 'M', 'D'])[1 + (n.id + k) % 4] end, ${E},
        case when (n.id + k) % 4 = 2 then a.ids[1 + (n.id + k) % array_length(a.ids, 1)] else n.area_organizacional_id end,
        case when (n.id + k) % 4 = 0 and k > 0 then f.ids[1 + (n.id + k) % array_length(f.ids, 1)] else n.faixa_salarial_id end,
        case when n.id % 2 = 0 then '1' else '3' end,
        case when n.id % 2 = 0 then null else 2000 + k * 150 + n.id % 1000 end
      from novos n, a, f, generate_series(0, 6) k`,
    );
    await rows(db, sql`analyze`);
    admin = await t.login(DEMO_ADMIN, 1);
  }, 600_000);
  afterAll(() => t?.close());

  it('PDF and XLSX of each report', { timeout: 1_200_000 }, async () => {
    const db = t.database.db;
    const hoje = '2026-11-27';
    const ids = async (q: ReturnType<typeof sql>) => (await rows<{ id: number }>(db, q)).map((r) => r.id);
    const grupos = await ids(sql`select id from grupo_ocupacional where empresa_id = 1`);
    const cargos = await ids(sql`select id from cargo where empresa_id = 1`);
    const corpos: [string, Record<string, unknown>][] = [
      ['promocoes', { dataIni: '2025-06-01', dataFim: hoje, agruparPor: 'AREA_ORGANIZACIONAL' }],
      ['ultimas-promocoes', { dataReferencia: hoje }],
      [
        'projecoes-salariais-talentos',
        {
          dataReferencia: hoje,
          filtrarPor: 2,
          gruposOcupacionaisIds: grupos,
          quantidade: 1,
          multiplicador: 12,
        },
      ],
      ['talentos-competencias', { dataReferencia: hoje }],
      ['matriz-talentos-competencias', { dataReferencia: hoje, cargosIds: cargos }],
      ['alteracoes-cargos-e-ou-areas', { dataIni: '2025-06-01', dataFim: hoje }],
    ];
    // IPE_MEDIR_RELATORIOS=id,id measures only those.
    const so = process.env.IPE_MEDIR_RELATORIOS?.split(',');
    const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    for (const [id, corpo] of corpos.filter(([id]) => !so || so.includes(id)))
      for (const pdf of [true, false]) {
        const tempos: number[] = [];
        let linhas = '';
        for (let i = 0; i < 3; i++) {
          const t0 = performance.now();
          const res = await admin.post(`/api/cargo-salario/relatorios/${id}`, {
            ...corpo,
            estabelecimentosIds: [E],
            pdf,
          });
          tempos.push(performance.now() - t0);
          expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
          linhas = String(res.headers['x-relatorio-linhas'] ?? '');
        }
        console.log(
          `${id} ${pdf ? 'PDF ' : 'XLSX'} mediana ${Math.round(mediana(tempos))} ms (${tempos.map(Math.round).join(', ')}) ${linhas && `${linhas} linhas`}`,
        );
      }
  });
});
