import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidato } from '../schema.ts';
import { DEMO_CANDIDATOS } from '../demo/captacao.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { CANDIDATOS } from './testkit.ts';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

describe('demo: the CVs of the 40 evaluated candidates', () => {
  it('have personal data, address, positions, lists, extra fields, consent and a computed qualification', async () => {
    const ids = (
      await t.database.db
        .select({ id: candidato.id })
        .from(candidato)
        .where(eq(candidato.empresaId, 1))
        .orderBy(asc(candidato.id))
        .limit(DEMO_CANDIDATOS)
    ).map((r) => r.id);
    const qualificacoes: Record<string, number> = {};
    let comExperiencia = 0;
    for (const id of ids) {
      const c = (await admin.get(`${CANDIDATOS}/${id}/completo`)).json();
      expect(c.sexo).toMatch(/^[MF]$/);
      expect(c.cidadeId).toEqual(expect.any(Number));
      expect(c.cargosIds.length).toBeGreaterThan(0);
      expect(c.camposExtras.texto2).toMatch(/^(Sim|Não)$/);
      expect(c.aceitoPoliticaSeguranca).toBe(true);
      expect(c.versaoPolitica).toMatch(/^[0-9a-f]{64}$/);
      expect(c.primeiroEmprego || c.experiencias.length > 0).toBe(true);
      if (c.experiencias.length) comExperiencia++;
      qualificacoes[c.qualificacaoCadastral] = (qualificacoes[c.qualificacaoCadastral] ?? 0) + 1;
      // The stored qualification is what the pending-data check answers today.
      const p = (await admin.get(`${CANDIDATOS}/${id}/empresa/1/verificar-pendencias`)).json();
      expect(p.qualificacaoCadastral).toBe(c.qualificacaoCadastral);
    }
    expect(qualificacoes).toEqual({ QUALIFICADO: 35, DADOS_INCOMPLETOS: 5 });
    expect(comExperiencia).toBeGreaterThan(20);
  });
});
