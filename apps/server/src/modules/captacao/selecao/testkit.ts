import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { etapaSeletiva } from '../cadastros/schema.ts';
import { candidato } from '../schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import type { Client, TestApp } from '../../../test/harness.ts';
import { nova, registros } from '../solicitacoes/testkit.ts';

export const VINCULOS = '/api/captacao/candidato-solicitacoes';
export const SOLICITACOES = '/api/captacao/solicitacoes-pessoal';
export const HISTORICO = '/api/captacao/historico-candidatos';

let seq = 0;
/** A candidate of the company with a valid CPF (inserted directly: the candidate form is another part). */
export async function novoCandidato(t: TestApp, empresaId: number, nome?: string) {
  seq += 1;
  const [c] = await t.database.db
    .insert(candidato)
    .values({ empresaId, nome: nome ?? `Candidato seleção ${seq}`, cpf: cpfFrom(731000000 + seq * 13) })
    .returning({ id: candidato.id, nome: candidato.nome, cpf: candidato.cpf });
  return c;
}

/** A released requisition (in progress) of the client's company with `quantidade` vacancies. */
export async function solicitacaoAberta(t: TestApp, c: Client, quantidade = 1) {
  const id = await nova(c, await registros(t, c.empresaId), { quantidade });
  const res = await c.put(`${SOLICITACOES}/${id}/libera`, {});
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/**
 * A requisition in progress written straight into a company without registers of its own (the filial):
 * it borrows the matrix's establishment, area, band and reason, which the process never looks at.
 */
export async function solicitacaoDireta(t: TestApp, empresaId: number) {
  const r = await registros(t, 1);
  const [s] = await t.database.db
    .insert(solicitacao)
    .values({
      empresaId,
      data: '2026-03-02',
      descricao: 'Solicitação de teste da seleção',
      horarioComercial: '08:00 às 17:48',
      ...r,
      status: 'L',
    })
    .returning({ id: solicitacao.id });
  return s.id;
}

/** The company's selection steps in ordem. */
export async function etapas(t: TestApp, empresaId: number) {
  return t.database.db
    .select({ id: etapaSeletiva.id, ordem: etapaSeletiva.ordem, nome: etapaSeletiva.nome })
    .from(etapaSeletiva)
    .where(and(eq(etapaSeletiva.empresaId, empresaId)))
    .orderBy(asc(etapaSeletiva.ordem));
}

/** Links one candidate to a requisition and answers the link's id. */
export async function vincular(c: Client, candidatoId: number, solicitacaoId: number) {
  const res = await c.post(VINCULOS, {
    empresaId: c.empresaId,
    candidatoId,
    solicitacoesIds: [solicitacaoId],
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }[])[0].id;
}

export async function mover(c: Client, vinculoId: number, etapaSeletivaId: number) {
  return c.post(`${VINCULOS}/${vinculoId}/etapa`, { etapaSeletivaId });
}

export async function resultado(c: Client, vinculoId: number, apto: 'S' | 'N', extra: object = {}) {
  return c.put(`${VINCULOS}/${vinculoId}/resultado`, { apto, data: '2026-01-10', ...extra });
}
