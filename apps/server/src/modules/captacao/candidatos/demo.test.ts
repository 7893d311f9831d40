import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidato } from '../schema.ts';
import { DEMO_CANDIDATOS } from '../demo/captacao.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { DEMO_CANDIDATO_SENHA, loginCandidato } from '../../../test/candidato.ts';
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

describe('demo: a document request to review', () => {
  it('André Marques (candidate area login) sent his RG, waiting for HR, and still owes his CPF', async () => {
    const [andre] = await t.database.db
      .select({ id: candidato.id, cpf: candidato.cpf, nome: candidato.nome })
      .from(candidato)
      .where(and(eq(candidato.empresaId, 1), isNotNull(candidato.cpf)))
      .orderBy(asc(candidato.id))
      .limit(1);
    expect(andre.nome).toBe('André Marques');
    const c = await loginCandidato(t, { cpf: andre.cpf as string, senha: DEMO_CANDIDATO_SENHA });
    const [pedido] = (await c.get('/api/externo/pedidos-documentos')).json();
    expect(pedido).toMatchObject({ status: 'ABERTO', recebidos: 1, total: 2 });
    expect(pedido.itens.map((i: { nome: string; status: string }) => [i.nome, i.status])).toEqual([
      ['RG', 'ENVIADO'],
      ['CPF', 'PENDENTE'],
    ]);
    // HR: on the home's pending work and in 'Documentos a conferir'; the file is a PDF that opens.
    const pend = (await admin.get('/api/userinfo/pendencias')).json().itens;
    expect(pend.find((p: { codigo: string }) => p.codigo === 'documentos-a-conferir').quantidade).toBe(1);
    const lista = (await admin.get('/api/captacao/documentos-a-conferir')).json();
    expect(lista.content).toEqual([
      expect.objectContaining({ candidatoId: andre.id, candidato: 'André Marques', documento: 'RG' }),
    ]);
    const arquivo = await admin.get(
      `${CANDIDATOS}/${andre.id}/documentos-anexos/${pedido.itens[0].documentoId}/download`,
    );
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
  });
});
