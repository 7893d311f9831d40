import { type ResourceDef, resourceByName } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bairro, cidade, estado } from '../../modules/geral/schema.ts';
import { type Client, createTestApp, type TestApp } from '../../test/harness.ts';
import { recordStatements, type Statement } from '../../test/statements.ts';
import { listStatementCache } from './listStatements.ts';
import { parseListQuery } from './query.ts';
import { selection } from './selection.ts';
import type { CrudStorage } from './storage.ts';

/**
 * The generic list builds its statements once per query shape (conditions present, order, paging) and
 * runs them with each request's values (listStatements.ts): building a statement per request was a good
 * part of the server's time per list answer. On PostgreSQL each is a named prepared statement, but not a
 * `q` search, whose plan must see the pattern.
 */

let t: TestApp;
let admin: Client;
let recorder: ReturnType<typeof recordStatements>;
const pg = process.env.TEST_DB === 'pg';

beforeAll(async () => {
  t = await createTestApp();
  recorder = recordStatements(t.database);
  admin = await t.login();
});
afterAll(() => t?.close());

/** The page statement (rows of the ids `… limit … offset …`) and the count of one list request. */
async function sent(
  url: string,
): Promise<{ ids: Statement; total: Statement; body: { totalElements: number } }> {
  recorder.take();
  const res = await admin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  const statements = recorder.take();
  const ids = statements.find((s) =>
    /^select .* from "bairro".* in \(select "id" from "bairro".* offset/i.test(s.text),
  );
  const total = statements.find((s) => /^select count\(\*\)/i.test(s.text));
  if (!ids || !total) throw new Error(`sem ids ou contagem: ${statements.map((s) => s.text).join('\n')}`);
  return { ids, total, body: res.json() };
}

describe('generic list statements per query shape', () => {
  it('one shape, one statement: only the values change; another shape has its own', async () => {
    const a = await sent('/api/geral/bairros?page=0&size=5&cidadeId=1');
    const b = await sent('/api/geral/bairros?page=2&size=3&cidadeId=2');
    expect(b.ids.text).toBe(a.ids.text);
    expect(b.total.text).toBe(a.total.text);
    expect(a.ids.params).not.toEqual(b.ids.params);
    expect(b.ids.params).toEqual(expect.arrayContaining([2, 3, 6]));

    const dois = await sent('/api/geral/bairros?page=0&size=5&cidadeId=1,2');
    const outraOrdem = await sent('/api/geral/bairros?page=0&size=5&cidadeId=1&sort=nome,desc');
    for (const other of [dois, outraOrdem]) expect(other.ids.text).not.toBe(a.ids.text);
    expect(dois.body.totalElements).toBeGreaterThanOrEqual(a.body.totalElements);

    if (pg) {
      // Named: each connection parses it once; the name follows the shape.
      expect(a.ids.name).toMatch(/^crud_lista_bairros_pagina_/);
      expect(b.ids.name).toBe(a.ids.name);
      expect(b.total.name).toBe(a.total.name);
      expect(dois.ids.name).not.toBe(a.ids.name);
    }
  });

  it('a q search is one statement per shape too, but never a named one (its plan needs the pattern)', async () => {
    const a = await sent('/api/geral/bairros?page=0&size=5&q=jardim');
    const b = await sent('/api/geral/bairros?page=0&size=5&q=vila');
    expect(b.ids.text).toBe(a.ids.text);
    expect(b.ids.params).toContain('%vila%');
    expect(a.ids.name).toBeUndefined();
    expect(a.total.name).toBeUndefined();
  });

  it("a resource with hooks takes the shape's statements when the request brings no hook SQL, its count capped", async () => {
    // The candidates' plain list (no filter, no name or CV search): one page statement and one capped count.
    const lista = async (page: number) => {
      recorder.take();
      const res = await admin.get(`/api/captacao/candidatos?page=${page}&size=5`);
      expect(res.statusCode, res.body).toBe(200);
      return recorder.take().filter((s) => / from "candidato"/.test(s.text));
    };
    const a = await lista(0);
    const b = await lista(1);
    expect(a.map((s) => s.text)).toEqual(b.map((s) => s.text));
    expect(a).toHaveLength(2);
    expect(a.some((s) => /in \(select "id" from "candidato".* offset/i.test(s.text))).toBe(true);
    expect(a.some((s) => /count\(\*\).* limit/i.test(s.text))).toBe(true);
    if (pg) expect(a.every((s) => s.name?.startsWith('crud_lista_candidatos_'))).toBe(true);
  });

  it('keeps the built statements of a shape: the same object for the same shape', () => {
    const def = resourceByName.get('bairros') as ResourceDef;
    const storage: CrudStorage = {
      tables: { bairros: bairro, cidades: cidade, estados: estado },
      links: {},
      items: {},
    };
    const sel = selection(def, storage, 'lista');
    const cache = listStatementCache(t.database.db, 'bairros_teste', bairro, {
      sel,
      brief: sel,
      paged: sel,
      scoped: false,
    });
    const of = (qs: Record<string, string>) => cache(parseListQuery(def, storage, qs));
    const primeiro = of({ page: '0', cidadeId: '1' });
    expect(of({ page: '7', size: '20', cidadeId: '9' })).toBe(primeiro);
    expect(of({ page: '0', cidadeId: '1', estadoId: '2' })).not.toBe(primeiro);
    expect(of({ cidadeId: '1' })).not.toBe(primeiro);
  });
});
