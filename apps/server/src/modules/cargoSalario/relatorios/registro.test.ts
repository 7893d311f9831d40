import { caminhoApiRelatorio, RELATORIOS_CARGO_SALARIO } from '@ipe/domain/relatorios/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { RELATORIOS_CARGO_SALARIO_SERVIDOR } from './index.ts';

/** Every position-and-salary report declared in the domain has one server part, and its route answers. */
let t: TestApp;
const rotas: string[] = [];
const corpos = new Map<string, unknown>();
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (r) => {
        rotas.push(`${[r.method].flat().join(',')} ${r.url}`);
        corpos.set(r.url, r.schema?.body);
      },
    },
  );
});
afterAll(() => t?.close());

describe('registro dos relatórios de cargos e salários', () => {
  it('pairs each declaration with exactly one server part', () => {
    const servidor = RELATORIOS_CARGO_SALARIO_SERVIDOR.map((r) => r.def.id).sort();
    expect(servidor).toEqual(RELATORIOS_CARGO_SALARIO.map((d) => d.id).sort());
    for (const r of RELATORIOS_CARGO_SALARIO_SERVIDOR)
      expect(
        RELATORIOS_CARGO_SALARIO.find((d) => d.id === r.def.id),
        r.def.id,
      ).toBe(r.def);
  });

  it('registers POST /api/cargo-salario/relatorios/<id> for each, behind its authority', async () => {
    const anonimo = t.anonymous();
    const admin = await t.login(DEMO_ADMIN, 1);
    for (const d of RELATORIOS_CARGO_SALARIO) {
      expect(rotas, d.id).toContain(`POST /api${caminhoApiRelatorio(d)}`);
      // Registered through its contract, whose body the OpenAPI document and the web read too.
      expect(corpos.get(d.contrato.path), d.id).toBe(d.contrato.body);
      expect((await anonimo.post(`/api${caminhoApiRelatorio(d)}`, {})).statusCode, d.id).toBe(401);
      // An empty body is a filter error or (for filters that are all optional) an answer: never a 404 or 500.
      expect([200, 400], d.id).toContain(
        (await admin.post(`/api${caminhoApiRelatorio(d)}`, { pdf: true })).statusCode,
      );
    }
  });
});
