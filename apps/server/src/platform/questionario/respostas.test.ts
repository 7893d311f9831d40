import { type Pergunta, TIPO_PERGUNTA } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { questionarioResposta, resposta } from '../../db/schema/index.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../test/harness.ts';
import { HttpError } from '../http/errors.ts';
import { lerResultado, type SalvarRespostas, salvarRespostas } from './respostas.ts';
import { novaPergunta, novoModelo, objetiva, questionarioDe } from './testkit.ts';

/**
 * The answering engine on its own, as the external candidate area will call it: no session, the company
 * and the user given by the caller, one transaction of the caller's.
 */

let t: TestApp;
let admin: Client;
let questionarioId: number;
let ps: Pergunta[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 2);
  const modelo = await novoModelo(admin, 'Modelo do motor de respostas');
  ps = [
    await novaPergunta(
      admin,
      modelo,
      objetiva(
        'Opcional',
        [
          ['Sim', 4],
          ['Não', 0],
        ],
        { obrigatoria: false },
      ),
    ),
    await novaPergunta(admin, modelo, {
      texto: 'Nota',
      tipo: TIPO_PERGUNTA.NOTA,
      notaMinima: 1,
      notaMaxima: 5,
    }),
  ];
  questionarioId = (await questionarioDe(t, modelo)) as number;
});
afterAll(() => t?.close());

const salvar = (a: Partial<SalvarRespostas>) =>
  t.database.db.transaction((tx) =>
    salvarRespostas(tx as unknown as Db, {
      empresaId: 2,
      questionarioId,
      resultadoId: null,
      usuarioId: null,
      input: { respostas: [], respondidoParcialmente: true },
      ...a,
    }),
  );

/** The HttpError a save throws (status, code, message). */
async function falha(a: Partial<SalvarRespostas>) {
  const e = await salvar(a).then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(HttpError);
  const h = e as HttpError;
  return { status: h.status, code: h.code, message: h.message, entries: h.entries };
}

describe('salvarRespostas', () => {
  it('answers without a user (the external area), storing only what each type uses', async () => {
    const [opcional, nota] = ps;
    const r = await salvar({
      input: {
        respostas: [
          // A comment alone on an optional objective question: kept, not scored (no option chosen).
          { perguntaId: opcional.id, comentario: ' Não sei ' },
          // A stray option id on a score question is dropped, not stored.
          { perguntaId: nota.id, nota: 4, respostaId: opcional.respostas[0].id, respostasIds: [1, 2] },
        ],
      },
    });
    expect(r).toMatchObject({
      questionarioId,
      status: 'C',
      respondidoParcialmente: false,
      pontuacao: 3, // nota 4 on 1-5: 3 of 4; the unanswered optional question is not scored
      pontuacaoMaxima: 4,
      percentual: 75,
      concluidoEm: expect.any(String),
      iniciadoEm: expect.any(String),
    });
    expect(r.respostas).toEqual([
      {
        perguntaId: opcional.id,
        respostaId: null,
        respostasIds: null,
        nota: null,
        comentario: 'Não sei',
        observacao: null,
        pontos: null,
      },
      {
        perguntaId: nota.id,
        respostaId: null,
        respostasIds: null,
        nota: 4,
        comentario: null,
        observacao: null,
        pontos: 3,
      },
    ]);
    const [row] = await t.database.db
      .select()
      .from(questionarioResposta)
      .where(eq(questionarioResposta.id, r.id));
    expect(row).toMatchObject({ empresaId: 2, usuarioId: null, status: 'C' });
    expect(await lerResultado(t.database.db, r.id)).toEqual(r);
  });

  it('does not store blank answers (they would lock their questions)', async () => {
    const [opcional, nota] = ps;
    const r = await salvar({
      input: {
        respostas: [
          { perguntaId: opcional.id, respostaId: null, comentario: '  ' },
          { perguntaId: nota.id, nota: null },
        ],
        respondidoParcialmente: true,
      },
    });
    expect(r).toMatchObject({ status: 'A', respostas: [], pontuacao: 0, percentual: 0, concluidoEm: null });
    expect(
      await t.database.db.select().from(resposta).where(eq(resposta.questionarioRespostaId, r.id)),
    ).toEqual([]);
  });

  it('continues a draft keeping its user, and closes it', async () => {
    const [opcional, nota] = ps;
    const draft = await salvar({
      usuarioId: 1,
      input: { respostas: [{ perguntaId: nota.id, nota: 2 }], respondidoParcialmente: true },
    });
    const fim = await salvar({
      resultadoId: draft.id,
      input: {
        respostas: [
          { perguntaId: nota.id, nota: 5 },
          { perguntaId: opcional.id, respostaId: opcional.respostas[0].id },
        ],
      },
    });
    expect(fim).toMatchObject({
      id: draft.id,
      status: 'C',
      pontuacao: 8,
      percentual: 100,
      iniciadoEm: draft.iniciadoEm,
    });
    const [row] = await t.database.db
      .select()
      .from(questionarioResposta)
      .where(eq(questionarioResposta.id, draft.id));
    expect(row.usuarioId).toBe(1);
    expect(row.atualizadoEm.getTime()).toBeGreaterThanOrEqual(row.iniciadoEm.getTime());
    expect(
      await falha({ resultadoId: draft.id, input: { respostas: [], respondidoParcialmente: true } }),
    ).toMatchObject({
      status: 409,
      code: 'AVALIACAO_CONCLUIDA',
    });
  });

  it("answers 404 for another company's set or answering, and for an answering of another set", async () => {
    const draft = await salvar({ input: { respostas: [], respondidoParcialmente: true } });
    expect(await falha({ empresaId: 1 })).toMatchObject({ status: 404 });
    expect(await falha({ empresaId: 1, resultadoId: draft.id })).toMatchObject({ status: 404 });
    const outro = (await questionarioDe(t, await novoModelo(admin, 'Outro conjunto'))) as number;
    expect(await falha({ questionarioId: outro, resultadoId: draft.id })).toMatchObject({ status: 404 });
  });

  it('reports the schema, the rules and foreign answers as the routes answer them', async () => {
    const [, nota] = ps;
    expect(await falha({ input: { respostas: 'x' } })).toMatchObject({
      status: 400,
      code: 'FIELD_VALIDATION_VIOLATION',
      entries: [{ field: 'respostas', message: expect.any(String) }],
    });
    expect(await falha({ input: { respostas: [{ perguntaId: nota.id, nota: 6 }] } })).toMatchObject({
      status: 400,
      code: 'FIELD_VALIDATION_VIOLATION',
      entries: [{ field: `respostas.${nota.id}.nota`, message: 'A nota deve estar entre 1 e 5' }],
    });
    expect(await falha({ input: { respostas: [{ perguntaId: 2_000_000, nota: 1 }] } })).toEqual({
      status: 400,
      code: 'RESPOSTA_ESTRANGEIRA',
      message: 'A pergunta respondida não pertence a este questionário.',
      entries: [
        { field: 'respostas.2000000', message: 'A pergunta respondida não pertence a este questionário.' },
      ],
    });
  });
});
