import {
  SITUACAO_LABEL,
  situacaoDe,
  type StatusLiberacao,
} from '@ipe/domain/resources/captacao/solicitacoes/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { BASE } from './testkit.ts';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

describe('demo requisitions', () => {
  it('has 20 requisitions of the matrix in every situation, each with its history', async () => {
    const res = await admin.get(`${BASE}?page=0&size=100`);
    const rows = res.json().content as {
      id: number;
      status: StatusLiberacao;
      suspensa: boolean;
      encerrada: boolean;
      cancelada: boolean;
      solicitante: { nome: string } | null;
    }[];
    expect(rows.length).toBe(20);
    const situacoes = new Set(rows.map((r) => SITUACAO_LABEL[situacaoDe(r)]));
    expect([...situacoes].sort()).toEqual(
      ['Aguardando liberação', 'Cancelada', 'Em andamento', 'Encerrada', 'Reprovada', 'Suspensa'].sort(),
    );
    expect(rows.every((r) => r.solicitante?.nome)).toBe(true);
    const hist = await admin.get('/api/captacao/solicitacoes-pessoal/historico?page=0&size=1');
    expect(hist.json().totalElements).toBeGreaterThanOrEqual(20 + 16);
    expect((await admin.get(`${BASE}?page=0&status=A`)).json().totalElements).toBe(7 + 4);
  });
});
