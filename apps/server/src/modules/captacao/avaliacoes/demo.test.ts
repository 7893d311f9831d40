import { isValidCpf } from '@ipe/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BASE_CANDIDATOS } from '../demo/candidatos.ts';
import { DEMO_CANDIDATOS } from '../demo/captacao.ts';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';

/** The recruitment demo (modules/captacao/demo/captacao.ts) as the API serves it. */
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

interface Pergunta {
  tipo: number;
}
interface Resumo {
  status: string;
  percentual: number | null;
  aprovado: boolean | null;
  modelo: { titulo: string };
  aplicadaPor: { nome: string } | null;
}

describe('recruitment demo', () => {
  it('has 40 candidates with valid CPFs and two models using the four question types', async () => {
    const candidatos = (await admin.get('/api/captacao/candidatos?page=0&size=100')).json();
    // The 40 evaluated candidates and the generated candidate base (modules/captacao/demo/candidatos.ts).
    expect(candidatos.totalElements).toBe(DEMO_CANDIDATOS + DEMO_BASE_CANDIDATOS);
    // The list masks the CPF (issue 24 §3); the stored one is valid.
    for (const c of candidatos.content) expect(c.cpf, c.nome).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    const guardados = await rows<{ nome: string; cpf: string }>(
      t.database.db,
      sql`select nome, cpf from candidato`,
    );
    expect(guardados).toHaveLength(DEMO_CANDIDATOS + DEMO_BASE_CANDIDATOS);
    for (const c of guardados) expect(isValidCpf(c.cpf), c.nome).toBe(true);

    const modelos = (await admin.get('/api/captacao/modelos-avaliacao-candidato')).json() as { id: number }[];
    expect(modelos).toHaveLength(2);
    for (const m of modelos) {
      const perguntas = (
        await admin.get(`/api/captacao/modelos-avaliacao-candidato/${m.id}/perguntas`)
      ).json();
      expect(new Set(perguntas.map((p: Pergunta) => p.tipo))).toEqual(new Set([1, 3, 4, 5]));
    }
  });

  it('has evaluated candidates: concluded ones with a score and a verdict, and drafts', async () => {
    // The candidates with an evaluation, from the company's list of applied evaluations (one request, not
    // one per candidate of the 2,040: that loop took over 30 s on a loaded machine); then each one's.
    const aplicadas = (await admin.get('/api/captacao/avaliacoes?page=0&size=100')).json() as {
      totalElements: number;
      content: { candidato: { id: number } }[];
    };
    expect(aplicadas.totalElements).toBe(13);
    const candidatos = [...new Set(aplicadas.content.map((a) => a.candidato.id))];
    const todas: Resumo[] = [];
    for (const id of candidatos)
      todas.push(...(await admin.get(`/api/captacao/candidatos/${id}/avaliacoes`)).json());
    const concluidas = todas.filter((a) => a.status === 'C');
    expect(concluidas).toHaveLength(11);
    expect(todas.filter((a) => a.status === 'A')).toHaveLength(2);
    for (const a of concluidas) {
      expect(a.percentual).toBeGreaterThan(0);
      expect(typeof a.aprovado).toBe('boolean');
      expect(a.aplicadaPor?.nome).toBe('Administrador Demonstração');
    }
  });
});
