import type { Pergunta, PerguntaInput } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { questionarioResposta, resposta } from '../../db/schema/index.ts';
import { modeloAvaliacaoCandidato } from '../../modules/captacao/schema.ts';
import { cpfFrom } from '../../test/fixtures.ts';
import type { Client, TestApp } from '../../test/harness.ts';

/** Test helpers of the question-set API, exercised through candidate evaluation models. */

export const BASE = '/api/captacao/modelos-avaliacao-candidato';

export async function novoModelo(c: Client, titulo: string, extra: Record<string, unknown> = {}) {
  const res = await c.post(BASE, { titulo, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** The question set's id of a model (not part of the model's API answer). */
export async function questionarioDe(t: TestApp, modeloId: number): Promise<number | null> {
  const [m] = await t.database.db
    .select({ q: modeloAvaliacaoCandidato.questionarioId })
    .from(modeloAvaliacaoCandidato)
    .where(eq(modeloAvaliacaoCandidato.id, modeloId));
  return m?.q ?? null;
}

/** An objective question with options [texto, peso]. */
export const objetiva = (
  texto: string,
  opcoes: [string, number][] = [
    ['Sim', 1],
    ['Não', 0],
  ],
  extra: Partial<PerguntaInput> = {},
): PerguntaInput => ({
  texto,
  tipo: 1,
  respostas: opcoes.map(([t, peso]) => ({ texto: t, peso })),
  ...extra,
});

export async function novaPergunta(c: Client, modeloId: number, p: PerguntaInput): Promise<Pergunta> {
  const res = await c.post(`${BASE}/${modeloId}/perguntas`, p);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Pergunta;
}

export async function perguntas(c: Client, modeloId: number): Promise<Pergunta[]> {
  const res = await c.get(`${BASE}/${modeloId}/perguntas`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Pergunta[];
}

/** Ids in order, and a check that ordem is dense (1..n). */
export function emOrdem(lista: Pergunta[]): number[] {
  expect(lista.map((p) => p.ordem)).toEqual(lista.map((_, i) => i + 1));
  return lista.map((p) => p.id);
}

/** Simulates one answer to a question (what the answering engine writes). */
export async function responder(
  t: TestApp,
  empresaId: number,
  questionarioId: number,
  p: Pick<Pergunta, 'id' | 'respostas'>,
) {
  const [qr] = await t.database.db
    .insert(questionarioResposta)
    .values({ empresaId, questionarioId })
    .returning({ id: questionarioResposta.id });
  await t.database.db
    .insert(resposta)
    .values({ questionarioRespostaId: qr.id, perguntaId: p.id, respostaId: p.respostas[0]?.id ?? null });
  return qr.id;
}

let seq = 0;
/** A user holding only `authorities` in `empresaId`, logged in there. */
export async function usuarioCom(t: TestApp, admin: Client, authorities: string[], empresaId: number) {
  seq += 1;
  const perfil = await admin.post('/api/utilitario/perfis', {
    nome: `Perfil questionário ${seq}`,
    authorities,
  });
  expect(perfil.statusCode, perfil.body).toBe(201);
  const cpf = cpfFrom(761000000 + seq * 13);
  const user = await admin.post('/api/utilitario/usuarios', {
    nome: `Usuário questionário ${seq}`,
    cpf,
    senha: 'segredo123',
    empresas: [{ empresaId, perfilId: perfil.json().id }],
  });
  expect(user.statusCode, user.body).toBe(201);
  return t.login({ cpf, senha: 'segredo123' }, empresaId);
}

/** The field entries of a FIELD_VALIDATION_VIOLATION answer. */
export function entries(res: { statusCode: number; json(): unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json() as { entries: { field: string; message: string }[] }).entries;
}

/** The message of a 4xx answer with the expected status. */
export function mensagem(res: { statusCode: number; json(): unknown; body: string }, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { message: string }).message;
}
