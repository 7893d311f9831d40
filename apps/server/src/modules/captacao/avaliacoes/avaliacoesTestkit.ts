import type { Pergunta, RespostaPergunta } from '@ipe/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { questionarioResposta, resposta } from '../../../db/schema/index.ts';
import { avaliacaoCandidato } from '../schema.ts';
import type { Client, TestApp } from '../../../test/harness.ts';
import { BASE, novaPergunta, novoModelo, objetiva } from '../../../platform/questionario/testkit.ts';

/** Test data of the candidate evaluation API tests, built through the API as HR would. */

export const CANDIDATOS = '/api/captacao/candidatos';

let seq = 0;
/** A candidate through the simplified form (nome and one of the company's cargos). */
export async function novoCandidato(c: Client, nome = `Candidato ${++seq}`): Promise<number> {
  const cargos = (await c.get('/api/captacao/cargo?resumido=true&unpaged=true')).json() as { id: number }[];
  const res = await c.post(CANDIDATOS, { nome, formulario: 'simplificado', cargosIds: [cargos[0].id] });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** A model with the four question types (max 40 points) and its questions in order. */
export async function modeloQuatroTipos(
  c: Client,
  titulo: string,
  percentualMinimoAprovacao: number | null = 60,
) {
  const id = await novoModelo(c, titulo, { percentualMinimoAprovacao });
  const perguntas: Pergunta[] = [];
  // 1 Objetiva, weight 2: 20 points at most.
  perguntas.push(
    await novaPergunta(
      c,
      id,
      objetiva(
        'Como o candidato se expressou?',
        [
          ['Com clareza', 10],
          ['Razoavelmente', 5],
          ['Com dificuldade', 0],
        ],
        { peso: 2, aspecto: { nome: 'Comunicação' } },
      ),
    ),
  );
  // 5 Múltipla Escolha: 3 + 3 + 4 = 10 at most.
  perguntas.push(
    await novaPergunta(c, id, {
      texto: 'Quais comportamentos demonstrou?',
      tipo: 5,
      respostas: [
        { texto: 'Coopera', peso: 3 },
        { texto: 'Compartilha', peso: 3 },
        { texto: 'Assume responsabilidades', peso: 4 },
        { texto: 'Culpa os colegas', peso: 0 },
      ],
      aspecto: { nome: 'Equipe' },
    }),
  );
  // 4 Nota 0-10 (the model's default minimum), with a justification: 10 at most.
  perguntas.push(
    await novaPergunta(c, id, {
      texto: 'Interesse pela vaga',
      tipo: 4,
      exigirComentario: true,
      comentario: 'Justifique a sua resposta:',
      aspecto: { nome: 'Equipe' },
    }),
  );
  // 3 Subjetiva: not scored.
  perguntas.push(
    await novaPergunta(c, id, {
      texto: 'Por que deseja trabalhar conosco?',
      tipo: 3,
      aspecto: { nome: 'Motivação' },
    }),
  );
  return { id, perguntas };
}

/** Answers to the four questions: option indexes for 1 and 5, the score, the texts. */
export function respostas(
  ps: Pergunta[],
  a: { objetiva?: number; multipla?: number[]; nota?: number; justificativa?: string; texto?: string },
): RespostaPergunta[] {
  const [o, m, n, s] = ps;
  return [
    ...(a.objetiva === undefined ? [] : [{ perguntaId: o.id, respostaId: o.respostas[a.objetiva].id }]),
    ...(a.multipla === undefined
      ? []
      : [{ perguntaId: m.id, respostasIds: a.multipla.map((i) => m.respostas[i].id) }]),
    ...(a.nota === undefined
      ? []
      : [{ perguntaId: n.id, nota: a.nota, comentario: a.justificativa ?? null }]),
    ...(a.texto === undefined ? [] : [{ perguntaId: s.id, comentario: a.texto }]),
  ];
}

export const aplicar = (c: Client, candidato: number, modelo: number, body: unknown, query = '') =>
  c.post(`${CANDIDATOS}/${candidato}/avaliacoes/${modelo}${query}`, body);

/** How many evaluations, answerings and answers the database holds (to prove nothing was written). */
export async function contagem(t: TestApp) {
  const n = async (table: typeof avaliacaoCandidato | typeof questionarioResposta | typeof resposta) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  return {
    avaliacoes: await n(avaliacaoCandidato),
    resultados: await n(questionarioResposta),
    respostas: await n(resposta),
  };
}

/** The stored answers of one answering. */
export const respostasGuardadas = (t: TestApp, questionarioRespostaId: number) =>
  t.database.db
    .select({ perguntaId: resposta.perguntaId, pontos: resposta.pontos })
    .from(resposta)
    .where(eq(resposta.questionarioRespostaId, questionarioRespostaId))
    .orderBy(resposta.perguntaId);

export { BASE };
