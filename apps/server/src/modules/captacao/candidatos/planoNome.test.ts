import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';
import { planoDe } from '../../../test/plano.ts';
import { recordStatements } from '../../../test/statements.ts';
import { candidato } from '../schema.ts';
import { hooksBuscaCandidatos, listWhereCandidatos } from './busca.ts';

/**
 * The plan of a name search (busca.ts, paginaPorNome), on PostgreSQL: PGlite plans alike but is not the
 * production database. Checked with EXPLAIN on a generated base, not with timings: 12,000 candidates whose
 * first names, as in a real base, make the matches of one of them ('Maria', 5 %) sit together in the
 * alphabet. That is enough for the planner to choose, as it did at 1,000,000 candidates, to walk the list
 * index in name order and filter (the first test shows it still would with a name condition on candidato),
 * which read 655,546 rows to find 15 at 1M. The page now comes from the names' side table
 * (candidato_nome), which has no order index to walk; the results must be those of the old statement.
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
/** The page statement of a name search before the side table (the name condition on candidato). */
const ANTIGO = `select id from candidato where empresa_id = 1 and ipe_unaccent(nome) ilike ipe_unaccent('%maria%')
  order by nome collate "und-x-icu", id limit 15`;

let t: TestApp;
let admin: Client;
let recorder: ReturnType<typeof recordStatements>;

/** The plan nodes PostgreSQL chooses for `text` with its parameters (a generic EXPLAIN, not run). */
const plano = (text: string, params: unknown[]) => planoDe(t.database, text, params);

/** The ids `text` answers. */
async function antigos(text: string): Promise<number[]> {
  const r = await t.database.db.execute(sql.raw(text));
  return (r as unknown as { rows: { id: number }[] }).rows.map((x) => x.id);
}

async function indicesDoLado(): Promise<string[]> {
  const r = await t.database.db.execute(
    sql`select indexname from pg_indexes where tablename = 'candidato_nome' order by indexname`,
  );
  return (r as unknown as { rows: { indexname: string }[] }).rows.map((x) => x.indexname);
}

async function contagemAntiga(padrao: string): Promise<number> {
  const r = await t.database.db.execute(
    sql.raw(
      `select count(*)::int as n from candidato where empresa_id = 1 and ipe_unaccent(nome) ilike ${padrao}`,
    ),
  );
  return (r as unknown as { rows: { n: number }[] }).rows[0].n;
}

/** The page statement of a name search for `url` (paginaPorNome: ids and count in one statement). */
async function paginaDe(url: string) {
  recorder.take();
  const res = await admin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  const [pagina] = recorder
    .take()
    .filter((s) => /^\s*with m as materialized \(select "candidato"\."id" as id/i.test(s.text));
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
      // What the (disabled) insert trigger does, as the bench loader does it.
      await tx.execute(sql`
        insert into candidato_nome (id, nome_busca, empresa_id, nome, disponivel, contratado, ja_foi_colaborador, qualificacao_cadastral, sexo, escolaridade, data_nascimento, cpf, cidade_id, uf_id)
        select id, lower(ipe_unaccent(nome)), empresa_id, nome, disponivel, contratado, ja_foi_colaborador, qualificacao_cadastral, sexo, escolaridade, data_nascimento, cpf, cidade_id, uf_id from candidato c
        where not exists (select 1 from candidato_nome n where n.id = c.id)`);
    });
    await t.database.db.execute(sql`analyze candidato`);
    await t.database.db.execute(sql`analyze candidato_nome`);
  });
  afterAll(() => t?.close());

  it('would walk the list index with a filter if the name were searched on candidato (the base is large enough)', async () => {
    const walk = (await plano(ANTIGO, [])).find((n) => n['Index Name'] === LISTA_IDX);
    expect(walk?.Filter).toMatch(/ipe_unaccent/);
  });

  it('reads a name search from the side table with its trigram index, never candidato nor an order', async () => {
    const { body, pagina } = await paginaDe(BUSCA);
    expect(pagina.text).toMatch(/from "candidato_nome" as "candidato" where/);
    expect(body.content.map((c: { id: number }) => c.id)).toEqual(await antigos(ANTIGO));
    expect(body.content.every((c: { nome: string }) => c.nome.startsWith('Maria'))).toBe(true);
    const nodes = await plano(pagina.text, pagina.params);
    expect(nodes.filter((n) => n['Relation Name'] === 'candidato_nome').length).toBeGreaterThan(0);
    expect(nodes.filter((n) => n['Relation Name'] === 'candidato')).toEqual([]);
    expect(nodes.filter((n) => n['Index Name'] === LISTA_IDX)).toEqual([]);
    // No index of the side table serves an order (only its key and the trigram index): none to walk.
    expect(await indicesDoLado()).toEqual(['candidato_nome_busca_trgm_idx', 'candidato_nome_pkey']);
    // Two words and a descending order take the same path, with the same rows as before.
    const dois = await paginaDe(`${BUSCA}%20souza&sort=nome,desc`);
    expect(dois.body.content.map((c: { id: number }) => c.id)).toEqual(
      await antigos(
        ANTIGO.replace("'%maria%')", "'%maria%') and ipe_unaccent(nome) ilike '%souza%'").replace(
          'collate "und-x-icu", id',
          'collate "und-x-icu" desc, id',
        ),
      ),
    );
    const nodes2 = await plano(dois.pagina.text, dois.pagina.params);
    expect(nodes2.filter((n) => n['Relation Name'] === 'candidato')).toEqual([]);
  });

  it('answers the other filters on the side table too, or joins candidato for a column it lacks', async () => {
    const { body, pagina } = await paginaDe(
      `${BUSCA.replace('size=15', 'size=20')}&status=DISPONIVEL&qualificacao=NAO_VERIFICADO`,
    );
    expect(pagina.text).toMatch(/from "candidato_nome" as "candidato" where/);
    const filtrado = "where disponivel and not contratado and qualificacao_cadastral = 'NAO_VERIFICADO' and";
    expect(body.content.map((c: { id: number }) => c.id)).toEqual(
      await antigos(ANTIGO.replace('where', filtrado).replace('15', '20')),
    );
    const nodes = await plano(pagina.text, pagina.params);
    expect(nodes.filter((n) => n['Relation Name'] === 'candidato')).toEqual([]);
    expect(nodes.filter((n) => n['Index Name'] === LISTA_IDX)).toEqual([]);

    // A condition on a column the side table does not copy (no filter has one today): joined by id.
    const query = { nome: 'maria' };
    const where = and(
      eq(candidato.empresaId, 1),
      listWhereCandidatos({ query }),
      sql`not ${candidato.primeiroEmprego}`,
    );
    recorder.take();
    const pagina2 = await hooksBuscaCandidatos.listPage?.({
      db: t.database.db,
      session: {} as never,
      where,
      query,
      size: 15,
      offset: 0,
    });
    const [junta] = recorder.take().filter((s) => /with m as materialized/.test(s.text));
    expect(junta.text).toMatch(/from "candidato_nome" join "candidato" on/);
    expect(pagina2?.ids).toEqual(await antigos(ANTIGO.replace('where', 'where not primeiro_emprego and')));
    const nodes2 = await plano(junta.text, junta.params);
    expect(nodes2.filter((n) => n['Index Name'] === LISTA_IDX)).toEqual([]);
  });

  it('counts up to 10,001 matches and says so beyond it', async () => {
    const res = await admin.get('/api/captacao/candidatos?page=0&size=15&nome=a');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 10_000, totalLimitado: true });
    const poucos = (await paginaDe(BUSCA)).body;
    expect(poucos.totalElements).toBe(await contagemAntiga("'%maria%'"));
    expect(poucos.totalLimitado).toBeUndefined();
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
