import { type ResourceDef, resourceByName } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from '../../test/harness.ts';
import { recordStatements, type Statement } from '../../test/statements.ts';
import { pageFields } from './selection.ts';

/**
 * The shape of a paged generic list (routes.ts, selection.ts, listStatements.ts): the rows of the page's
 * ids only (`where id in (select id … offset …)`, or the ids first and then their rows when hooks add SQL),
 * with the columns the list shows. Checked on the statements the driver is asked to
 * run, not on timings: one statement with ORDER BY … OFFSET made PostgreSQL compute the labels and id
 * arrays of every skipped row (page 500 of a million candidates: 7,515 rows of subqueries for 15).
 */

let t: TestApp;
let admin: Client;
let recorder: ReturnType<typeof recordStatements>;
type Sent = Statement[];

/** The statements of one request. */
async function statementsOf(url: string) {
  recorder.take();
  const res = await admin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), sent: recorder.take() };
}

/** The label keys a reference field adds to a row (estadoId → estado). */
const labels = (names: Set<string>, resource: string) => {
  const def = resourceByName.get(resource);
  return [...names].flatMap((n) =>
    def?.fields.find((f) => f.name === n)?.kind === 'reference' ? [n.replace(/Id$/, '')] : [],
  );
};

const candidatos = resourceByName.get('candidatos') as ResourceDef;
const cargos = resourceByName.get('cargos') as ResourceDef;

beforeAll(async () => {
  t = await createTestApp();
  recorder = recordStatements(t.database);
  admin = await t.login();
});
afterAll(() => t?.close());

describe('paged generic list', () => {
  it('computes labels and id arrays for the rows of the page only, ids and rows in one statement', async () => {
    const { body, sent } = await statementsOf('/api/cargo-salario/cargos?page=1&size=3');
    expect(body.content).toHaveLength(3);
    const paging = sent.filter((s) => /\boffset\b/i.test(s.text));
    expect(paging).toHaveLength(1);
    // select <columns, labels, id arrays> from cargo where id in (select id … order by … limit … offset …)
    const [, outside, ids] =
      paging[0].text.match(
        /^(select .* from "cargo") where "cargo"\."id" in \((select "id" from "cargo" .*offset \$\d+)\)/i,
      ) ?? [];
    expect(ids, paging[0].text).toBeDefined();
    expect(ids).not.toMatch(/json_build_object|array_agg|json_agg/i);
    // The references column's id array and the reference label, outside the paging.
    expect(outside).toMatch(/array_agg/);
    expect(outside).toMatch(/json_build_object/);
    // No second round trip for the rows.
    expect(sent.filter((s) => /= any\(/i.test(s.text))).toHaveLength(0);
  });

  it('answers the page in the order of the list, with the same statement for pages of one shape', async () => {
    const a = await statementsOf('/api/geral/cidades?page=0&size=5&sort=nome,desc');
    const b = await statementsOf('/api/geral/cidades?page=3&size=4&sort=nome,desc');
    for (const { body } of [a, b]) {
      const names = body.content.map((r: { nome: string }) => r.nome);
      expect(names).toEqual([...names].sort((x: string, y: string) => y.localeCompare(x, 'pt-BR')));
    }
    const pageOf = (sent: Sent) => sent.filter((s) => /\boffset\b/i.test(s.text));
    expect(pageOf(a.sent)).toHaveLength(1);
    expect(pageOf(b.sent)[0].text).toBe(pageOf(a.sent)[0].text);
    expect(b.body.content[0].nome.localeCompare(a.body.content[4].nome, 'pt-BR')).toBeLessThan(0);
  });

  it('a list whose hooks add SQL pages the ids without labels, then reads the rows of those ids only', async () => {
    // A filter the candidates' hooks turn into SQL (without one, the list takes its shape's statements).
    const { body, sent } = await statementsOf(`/api${candidatos.path}?page=1&size=3&status=DISPONIVEL`);
    expect(body.content).toHaveLength(3);
    const paging = sent.filter((s) => /\boffset\b/i.test(s.text));
    expect(paging).toHaveLength(1);
    expect(paging[0].text).not.toMatch(/json_build_object|array_agg|json_agg/i);
    const rows = sent.filter((s) => /= any\(/i.test(s.text));
    expect(rows).toHaveLength(1);
    expect(rows[0].text).not.toMatch(/\b(limit|offset)\b/i);
    expect(rows[0].params).toEqual([body.content.map((r: { id: number }) => r.id)]);
    // Prepared once per resource: node-postgres gets a statement name (PGlite has no named statements).
    if (t.database.driver === 'pg') expect(rows[0].name).toBe('crud_pagina_candidatos');
  });

  it('answers only the id, the list columns, the rowFields and their labels', async () => {
    for (const def of [candidatos, cargos]) {
      const { body } = await statementsOf(`/api${def.path}?page=0&size=5`);
      expect(body.content.length).toBeGreaterThan(0);
      const fields = pageFields(def);
      const allowed = new Set(['id', ...fields, ...labels(fields, def.name)]);
      // cargos: possuiFaixaSalarial is computed per answer (completarRespostas), not a column.
      if (def === cargos) allowed.add('possuiFaixaSalarial');
      for (const row of body.content) expect(Object.keys(row).filter((k) => !allowed.has(k))).toEqual([]);
    }
    const { body } = await statementsOf(`/api${candidatos.path}?page=0&size=1`);
    expect(Object.keys(body.content[0]).sort()).toEqual(
      [
        'id',
        'nome',
        'cpf',
        'cidadeId',
        'cidade',
        'foneCelular',
        'qualificacaoCadastral',
        'disponivel',
        'ufId',
        'uf',
        'dddCelular',
        'contratado',
        'mensagemQualificacao',
      ].sort(),
    );
  });

  it('keeps whole rows in an unpaged list (options and registers read other fields)', async () => {
    const { body } = await statementsOf(`/api${candidatos.path}?page=0&size=1`);
    const unpaged = await statementsOf(`/api${candidatos.path}?ids=${body.content[0].id}`);
    expect(unpaged.body).toHaveLength(1);
    expect(Object.keys(unpaged.body[0])).toEqual(expect.arrayContaining(['email', 'cargosIds', 'sexo']));
  });
});
