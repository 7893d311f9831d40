import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from '../../test/harness.ts';
import { planoDe, planoGenericoDe } from '../../test/plano.ts';
import { recordStatements, type Statement } from '../../test/statements.ts';

/**
 * The plan of a generic list's `q` search sorted by the searched column (query.ts: the order is then an
 * expression no index serves), on PostgreSQL: checked with EXPLAIN on a generated table, not with timings.
 * 12,000 bairros whose names start with one of five words, as real ones do ('Vila …' a fifth of them, at
 * the end of the alphabet): enough for the planner to choose, as it did at 100,000 bairros, to walk the
 * name-order index and filter every row before the matches (the first test shows it still would with the
 * column order; 79,795 rows read for 15 'vila' there).
 */

const PREFIXOS = ['Alto', 'Bela Vista do', 'Jardim', 'Parque', 'Vila'];
const NOMES = ['Acácias', 'Bosque', 'Cedro', 'Esperança', 'Figueira', 'Ipê', 'Lagoa', 'Mangueira'];
const GERADOS = 12_000;
const BUSCA = '/api/geral/bairros?page=0&size=15&q=vila';
const ORDEM_IDX = 'bairro_nome_idx';

let t: TestApp;
let admin: Client;
let recorder: ReturnType<typeof recordStatements>;

/** The plan nodes PostgreSQL chooses for a statement with its parameters (EXPLAIN, not run). */
const plano = (st: Statement) => planoDe(t.database, st.text, st.params);

/** The statement of the page (listStatements.ts: the rows of the ids `… order by … limit …`). */
async function paginaDe(url: string) {
  recorder.take();
  const res = await admin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  const [pagina] = recorder
    .take()
    .filter((s) =>
      /^select .* from "bairro" .*in \(select "id" from "bairro".* order by .* limit/i.test(s.text),
    );
  return { body: res.json() as { content: { nome: string }[] }, pagina };
}

describe.skipIf(process.env.TEST_DB !== 'pg')('generic q search plan (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    recorder = recordStatements(t.database);
    admin = await t.login();
    const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);
    await t.database.db.execute(sql`
      insert into bairro (nome, estado_id, cidade_id)
      select (${arr(PREFIXOS)})[1 + i % 5] || ' ' || (${arr(NOMES)})[1 + (i / 5) % 8] || ' ' || (i / 40)::text,
             c.estado_id, c.id
      from generate_series(1, ${GERADOS}::int) i, (select id, estado_id from cidade order by id limit 1) c`);
    await t.database.db.execute(sql`analyze bairro`);
  });
  afterAll(() => t?.close());

  it('would walk the name index with a filter if the order were the column (the table is large enough)', async () => {
    const { pagina } = await paginaDe(BUSCA);
    // The column order, and the pattern as a value the planner sees (a custom plan of the statement
    // before the pattern became `(select ipe_unaccent($1))`, test below).
    const comColuna = pagina.text
      .replace(/\("bairro"\."nome" \|\| ''\) collate "und-x-icu"/g, '"bairro"."nome" collate "und-x-icu"')
      .replace(/\(select ipe_unaccent\((\$\d+)\)\)/g, 'ipe_unaccent($1)');
    expect(comColuna).not.toBe(pagina.text);
    const walk = (await plano({ ...pagina, text: comColuna })).find((n) => n['Index Name'] === ORDEM_IDX);
    expect(walk?.Filter).toMatch(/ipe_unaccent/);
  });

  it('finds the matches with the trigram index and sorts them, never walking the name order', async () => {
    const { body, pagina } = await paginaDe(BUSCA);
    expect(body.content).toHaveLength(15);
    expect(body.content.every((b) => b.nome.startsWith('Vila'))).toBe(true);
    const nodes = await plano(pagina);
    expect(nodes.filter((n) => n['Index Name'] === ORDEM_IDX)).toEqual([]);
    expect(nodes.map((n) => n['Index Name'])).toContain('bairro_nome_trgm_idx');
    // Descending, the same path; sorted by another column, the index of that order stays usable.
    const desc = await paginaDe(`${BUSCA}&sort=nome,desc`);
    expect(desc.body.content[0].nome >= desc.body.content[14].nome).toBe(true);
    expect((await plano(desc.pagina)).filter((n) => n['Index Name'] === ORDEM_IDX)).toEqual([]);
    const semBusca = await paginaDe('/api/geral/bairros?page=0&size=15');
    expect(semBusca.pagina.text).toMatch(/order by "bairro"\."nome" collate "und-x-icu"/);
  });

  it('unaccents the search pattern once per statement, also in the prepared (generic) plan', async () => {
    // The list's statements are named prepared statements (listStatements.ts): after five runs PostgreSQL
    // keeps a generic plan, where `ipe_unaccent($1)` is no constant and was computed again for each of the
    // matching rows (the recheck of 24,240 bairros at the bench: ~15 ms more per statement).
    recorder.take();
    expect((await admin.get(BUSCA)).statusCode).toBe(200);
    const busca = recorder.take().filter((s) => /ILIKE/i.test(s.text));
    expect(busca.length).toBeGreaterThanOrEqual(2); // the page and its count
    for (const st of busca) {
      const nodes = await planoGenericoDe(t.database, st.text, st.params);
      const conds = nodes.flatMap((n) => [n.Filter, n['Recheck Cond'], n['Index Cond']]).filter(Boolean);
      expect(conds.join(' | ')).toMatch(/ipe_unaccent/);
      expect(conds.filter((c) => /ipe_unaccent\(\$\d/.test(c as string))).toEqual([]);
    }
  });
});
