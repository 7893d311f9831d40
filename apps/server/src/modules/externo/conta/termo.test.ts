import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresa } from '../../../db/schema/index.ts';
import { candidato } from '../../captacao/schema.ts';
import { criarCandidato, loginCandidato } from '../../../test/candidato.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { versaoPolitica } from '../../captacao/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PATCH /api/externo/candidatos/{id}/aceita-termo', () => {
  it('stores the acceptance with date and policy version; a new policy text asks again', async () => {
    const a = await criarCandidato(t, { cpf: cpfFrom(700300100) });
    const c = await loginCandidato(t, a);
    expect((await c.get('/api/externo/userinfo')).json()).toMatchObject({
      exigirAceitePsi: true,
      aceitoPoliticaSeguranca: false,
    });

    const res = await c.patch(`/api/externo/candidatos/${a.id}/aceita-termo`);
    expect(res.statusCode, res.body).toBe(200);
    const [e] = await t.database.db.select().from(empresa).where(eq(empresa.id, 1));
    const [row] = await t.database.db.select().from(candidato).where(eq(candidato.id, a.id));
    expect(row.aceitoPoliticaSeguranca).toBe(true);
    expect(row.versaoPolitica).toBe(versaoPolitica(e.politicaSeguranca));
    expect(row.dataAceitePolitica).toBe(new Date().toISOString().slice(0, 10));
    expect((await c.get('/api/externo/userinfo')).json()).toMatchObject({
      aceitoPoliticaSeguranca: true,
      politicaSeguranca: null,
    });

    await t.database.db
      .update(empresa)
      .set({ politicaSeguranca: `${e.politicaSeguranca}\nNova cláusula.` })
      .where(eq(empresa.id, 1));
    const depois = (await c.get('/api/externo/userinfo')).json();
    expect(depois.aceitoPoliticaSeguranca).toBe(false);
    expect(depois.politicaSeguranca).toContain('Nova cláusula.');
    await t.database.db
      .update(empresa)
      .set({ politicaSeguranca: e.politicaSeguranca })
      .where(eq(empresa.id, 1));
  });

  it("answers 404 for another candidate's id and 401 to an internal session", async () => {
    const a = await criarCandidato(t, { cpf: cpfFrom(700300200) });
    const b = await criarCandidato(t, { cpf: cpfFrom(700300300) });
    const c = await loginCandidato(t, a);
    expect((await c.patch(`/api/externo/candidatos/${b.id}/aceita-termo`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(candidato).where(eq(candidato.id, b.id));
    expect(row.aceitoPoliticaSeguranca).toBe(false);
    expect((await (await t.login()).patch(`/api/externo/candidatos/${a.id}/aceita-termo`)).statusCode).toBe(
      401,
    );
  });

  it('does not ask when the company does not require it', async () => {
    const a = await criarCandidato(t, { empresaId: 2, cpf: cpfFrom(700300400) });
    await t.database.db.update(empresa).set({ exigirAceitePsi: false }).where(eq(empresa.id, 2));
    const info = (await (await loginCandidato(t, a)).get('/api/externo/userinfo')).json();
    expect(info).toMatchObject({ exigirAceitePsi: false, politicaSeguranca: null });
  });
});
