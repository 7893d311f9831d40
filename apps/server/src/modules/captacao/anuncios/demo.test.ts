import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { BASE } from './testkit.ts';

/** The demo's job ads (modules/captacao/demo/anuncios.ts), as the screens read them. */

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

type Linha = {
  id: number;
  titulo: string;
  expirado: boolean;
  exibirModuloExterno: boolean;
  situacaoSolicitacao: string;
};

describe('demo: anúncios', () => {
  it('has 8 ads on the requisitions: current and expired, external and internal', async () => {
    const todos = (await admin.get(`${BASE}?situacao=TODOS`)).json() as Linha[];
    expect(todos).toHaveLength(8);
    const expirados = todos.filter((a) => a.expirado);
    // Past its date, its requisition closed, its requisition cancelled.
    expect(expirados).toHaveLength(3);
    expect(expirados.map((a) => a.situacaoSolicitacao).sort()).toEqual(['A', 'C', 'E']);
    expect(todos.filter((a) => !a.exibirModuloExterno)).toHaveLength(1);
    expect(todos.filter((a) => a.situacaoSolicitacao === 'S')).toHaveLength(1);
    // The candidate area: external, current, requisition running.
    const publicos = (await t.anonymous().get('/api/externo/anuncios?empresaId=1')).json().anuncios;
    expect(publicos).toHaveLength(3);
    expect((await t.anonymous().get('/api/externo/anuncios?empresaId=2')).json().anuncios).toEqual([]);
  });
});
