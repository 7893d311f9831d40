import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { HISTORICO, SOLICITACOES } from './testkit.ts';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

describe('demo selection process', () => {
  it('has candidates at different steps in four requisitions, one hired, and palographic exams', async () => {
    const abertas = (await admin.get(`${SOLICITACOES}/candidato`)).json() as { id: number }[];
    const ids = abertas
      .map((a) => a.id)
      .sort((a, b) => a - b)
      .slice(0, 4);
    const quadros = await Promise.all(
      ids.map(async (id) => (await admin.get(`${SOLICITACOES}/${id}/candidato`)).json()),
    );
    for (const q of quadros) expect(q.candidatos).toHaveLength(5);
    const contratados = quadros.flatMap((q) =>
      q.candidatos.filter((c: { contratado: boolean }) => c.contratado),
    );
    expect(contratados).toHaveLength(1);
    expect(quadros[2].solicitacao).toMatchObject({ quantidade: 3, qtdVagasPreenchidas: 2 });
    const resultados = quadros[0].candidatos.map(
      (c: { atual: { apto: string | null } | null }) => c.atual?.apto,
    );
    expect(resultados.sort()).toEqual(['N', 'S', null, null, undefined].sort());
    expect((await admin.get(`${HISTORICO}?apto=N`)).json().totalElements).toBe(4);
    expect((await admin.get('/api/captacao/exames-palografico')).json().totalElements).toBe(3);
  });
});
