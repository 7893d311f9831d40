import { esquemaDoRegistro, type Field, RESOURCES, type ResourceDef } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Client, createTestApp, type TestApp } from '../../test/harness.ts';
import { pageFields } from './selection.ts';

/**
 * The web types the generic routes' answers from the declarations without checking them at run time
 * (`recurso(def)`, apps/web/src/platform/api/recurso.ts): a record is `RegistroDe<D>`, a reference's
 * label `{id, <label>} | null` with a text or a number, and the values the hooks add are the
 * declaration's `computed` (`CalculadosDe<D>`). Here every resource's demo rows, as the routes answer
 * them (a page, an unpaged list, a get), must fit those types and carry no other key: `esquemaDoRegistro`
 * is the run-time form of `RegistroDe`, `computed` holds the schemas of the added values.
 *
 * Its one test makes three requests per resource (about a hundred): 11 s measured on a loaded machine,
 * over the 10 s rule of docs/testing.md, which this file accepts for covering every declaration at once.
 */

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

const rotulo = z
  .object({ id: z.number() })
  .catchall(z.union([z.string(), z.number(), z.null()]))
  .nullable();

/**
 * The schema of a row with `fields` of the declaration, their references' labels and the values the
 * hooks add (`computed`), and nothing else.
 */
function esquema(def: ResourceDef, fields: readonly Field[]) {
  const labels = Object.fromEntries(
    fields.filter((f) => f.kind === 'reference').map((f) => [f.name.replace(/Id$/, ''), rotulo]),
  );
  const extras = { ...labels, ...def.computed };
  const chaves = new Set(['id', ...fields.map((f) => f.name), ...Object.keys(extras)]);
  return esquemaDoRegistro({ ...def, fields })
    .and(z.looseObject(extras))
    .superRefine((row, ctx) => {
      for (const k of Object.keys(row))
        if (!chaves.has(k)) ctx.addIssue({ code: 'custom', path: [k], message: 'não declarado' });
    });
}

/** The issues of the rows, named by resource and field ('cargos.7.missao: …'). */
function problemas(nome: string, schema: z.ZodType, rows: { id: number }[]) {
  return rows.flatMap((row) => {
    const r = schema.safeParse(row);
    return r.success ? [] : r.error.issues.map((i) => `${nome}.${row.id}.${i.path.join('.')}: ${i.message}`);
  });
}

const servidos = (op: 'list' | 'get') => (def: ResourceDef) => (def.operations ?? [op]).includes(op);

describe('generic answers fit the types the web reads them with', () => {
  it('a page, an unpaged list and a get of every resource', { timeout: 120_000 }, async () => {
    const erros: string[] = [];
    let lidos = 0;
    for (const def of RESOURCES.filter(servidos('list'))) {
      const res = await admin.get(`/api${def.path}?page=0&size=5`);
      if (res.statusCode !== 200) {
        erros.push(`${def.name}: GET page ${res.statusCode}`);
        continue;
      }
      const pagina: { id: number }[] = res.json().content;
      const naPagina = pageFields(def);
      erros.push(
        ...problemas(
          `${def.name} (página)`,
          esquema(
            def,
            def.fields.filter((f) => naPagina.has(f.name)),
          ),
          pagina,
        ),
      );
      if (!pagina.length) continue;
      lidos++;
      const ids = pagina.map((r) => r.id).join(',');
      const inteiras = (await admin.get(`/api${def.path}?ids=${ids}`)).json();
      const naLista = def.fields.filter((f) => f.kind !== 'items' || def.list.columns.includes(f.name));
      erros.push(...problemas(`${def.name} (lista)`, esquema(def, naLista), inteiras));
      if (!servidos('get')(def)) continue;
      const registro = await admin.get(`/api${def.path}/${pagina[0].id}`);
      erros.push(...problemas(`${def.name} (registro)`, esquema(def, def.fields), [registro.json()]));
    }
    expect(erros).toEqual([]);
    // The demo has rows in most registers: the check is not vacuous.
    expect(lidos).toBeGreaterThan(RESOURCES.length / 2);
  });
});
