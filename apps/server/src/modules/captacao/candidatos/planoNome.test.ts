import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';
import { recordStatements } from '../../../test/statements.ts';

/**
 * The plan of a name search (busca.ts, nomeSemIndice), on PostgreSQL: PGlite plans alike but is not the
 * production database. Checked with EXPLAIN on a generated base, not with timings: 12,000 candidates whose
 * first names, as in a real base, make the matches of one of them ('Maria', 5 %) sit together in the
 * alphabet. That is enough for the planner to choose, as it did at 1,000,000 candidates, to walk the list
 * index in name order and filter (the first test shows it still would with the column order), which read
 * 655,546 rows to find 15 at 1M.
 */

const PRIMEIROS = ['Alice', 'Bruno', 'Caio', 'Davi', 'Elisa', 'Fábio', 'Gael', 'Heitor', 'Igor', 'Joana'];
const OUTROS = ['Kátia', 'Lúcio', 'Maria', 'Nuno', 'Otávio', 'Paulo', 'Quitéria', 'Rui', 'Sílvia', 'Tiago'];
const SOBRENOMES = [
  'Souza',
  'Lima',
  'Costa',
  'Rocha',
  'Alves',
  'Dias',
  'Teixeira',
  'Nunes',
  'Pires',
  'Freitas',
];
const GERADOS = 12_000;
const BUSCA = '/api/captacao/candidatos?page=0&size=15&nome=maria';
const LISTA_IDX = 'candidato_lista_idx';

let t: TestApp;
let admin: Client;
let recorder: ReturnType<typeof recordStatements>;

type Plano = { 'Node Type': string; 'Index Name'?: string; Filter?: string; Plans?: Plano[] };
const nos = (p: Plano): Plano[] => [p, ...(p.Plans ?? []).flatMap(nos)];

/** The plan nodes PostgreSQL chooses for `text` with its parameters (a generic EXPLAIN, not run). */
async function plano(text: string, params: unknown[]): Promise<Plano[]> {
  const client = (t.database.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } })
    .$client;
  const res = (await client.query(`explain (format json) ${text}`, params)) as {
    rows: { 'QUERY PLAN': [{ Plan: Plano }] }[];
  };
  return nos(res.rows[0]['QUERY PLAN'][0].Plan);
}

/** The page statement of the candidate list for `url`: its ids in order (routes.ts: ids first). */
async function paginaDe(url: string) {
  recorder.take();
  const res = await admin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  const [pagina] = recorder
    .take()
    .filter((s) => /^select "id" from "candidato" .* order by .* limit/i.test(s.text));
  return { body: res.json(), pagina };
}

describe.skipIf(process.env.TEST_DB !== 'pg')('name and CV search plans (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    recorder = recordStatements(t.database);
    admin = await t.login();
    const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);
    // Without the candidate triggers (the CV search vector is not what this test reads): a few 100 ms.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into candidato (empresa_id, nome, qualificacao_cadastral, data_cadastro)
        select 1, (${arr([...PRIMEIROS, ...OUTROS])})[1 + i % 20] || ' ' || (${arr(SOBRENOMES)})[1 + (i / 20) % 10]
                  || ' ' || (${arr(SOBRENOMES)})[1 + (i / 200) % 10],
               'NAO_VERIFICADO', date '2024-01-01'
        from generate_series(1, ${GERADOS}::int) i`);
    });
    await t.database.db.execute(sql`analyze candidato`);
  });
  afterAll(() => t?.close());

  it('would walk the list index with a filter if the name order were the column (the base is large enough)', async () => {
    const { pagina } = await paginaDe(BUSCA);
    const comColuna = pagina.text.replace(
      /\("candidato"\."nome" \|\| ''\) collate "und-x-icu"/,
      '"candidato"."nome" collate "und-x-icu"',
    );
    expect(comColuna).not.toBe(pagina.text);
    const walk = (await plano(comColuna, pagina.params)).find((n) => n['Index Name'] === LISTA_IDX);
    expect(walk?.Filter).toMatch(/ipe_unaccent/);
  });

  it('finds the matches with the trigram index and sorts them, never walking the name order', async () => {
    const { body, pagina } = await paginaDe(BUSCA);
    expect(body.content).toHaveLength(15);
    expect(body.content.every((c: { nome: string }) => c.nome.startsWith('Maria'))).toBe(true);
    const nodes = await plano(pagina.text, pagina.params);
    expect(nodes.filter((n) => n['Index Name'] === LISTA_IDX)).toEqual([]);
    expect(nodes.map((n) => n['Index Name'])).toContain('candidato_nome_trgm_idx');
    // Two words and a descending order take the same path.
    const dois = await paginaDe(`${BUSCA}%20souza&sort=nome,desc`);
    expect(dois.body.content.length).toBeGreaterThan(0);
    const nodes2 = await plano(dois.pagina.text, dois.pagina.params);
    expect(nodes2.filter((n) => n['Index Name'] === LISTA_IDX)).toEqual([]);
  });

  it('ranks and counts the first 10,001 matches in one statement, then reads the page by id', async () => {
    recorder.take();
    const res = await admin.get('/api/captacao/candidatos?page=1&size=5&texto=maria');
    expect(res.statusCode, res.body).toBe(200);
    const sent = recorder.take();
    const [um, ...outros] = sent.filter((s) => /ts_rank/.test(s.text));
    expect(outros).toEqual([]);
    expect(um.text).toMatch(/with m as materialized \(.*limit \$\d+\)/s);
    expect(um.params).toContain(10_001);
    expect(sent.filter((s) => /count\(\*\)/.test(s.text))).toHaveLength(1);
    expect(sent.map((s) => s.text)).toEqual(
      expect.arrayContaining(["set local work_mem = '16MB'", 'set local enable_seqscan = off']),
    );
  });
});
