import { MSG_QUESTIONARIO as M, type Pergunta } from '@ipe/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import { avaliacaoCandidato } from '../schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { mover, solicitacaoDireta, vincular } from '../selecao/testkit.ts';
import {
  entries,
  mensagem,
  novaPergunta,
  novoModelo,
  objetiva,
  usuarioCom,
} from '../../../platform/questionario/testkit.ts';
import {
  aplicar,
  BASE,
  CANDIDATOS,
  contagem,
  modeloQuatroTipos,
  novoCandidato,
  respostas,
  respostasGuardadas,
} from './avaliacoesTestkit.ts';

/**
 * Candidate evaluations: HR applies a candidate evaluation model to a candidate, answers it (drafts,
 * then concluding), and reads the score; bad answers leave nothing written. Company 2 (no demo models).
 */

let t: TestApp;
let admin: Client;
let modelo: { id: number; perguntas: Pergunta[] };
let outroModelo: { id: number; perguntas: Pergunta[] };

const completas = () =>
  respostas(modelo.perguntas, {
    objetiva: 1, // 'Razoavelmente': 5 × peso 2 = 10
    multipla: [0, 2], // 3 + 4 = 7
    nota: 8, // 8
    justificativa: 'Demonstrou interesse.',
    texto: 'Gosto de atender pessoas.',
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 2);
  modelo = await modeloQuatroTipos(admin, 'Entrevista de atendimento', 60);
  outroModelo = await modeloQuatroTipos(admin, 'Outro modelo', null);
});
afterAll(() => t?.close());

describe('GET /api/captacao/avaliacoes/:id/perguntas', () => {
  it("gives the model's questions, in order, ready to answer", async () => {
    const res = await admin.get(`/api/captacao/avaliacoes/${modelo.id}/perguntas`);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json();
    expect(q).toMatchObject({ titulo: 'Entrevista de atendimento', observacao: null });
    expect(q.perguntas.map((p: Pergunta) => [p.tipo, p.aspecto?.nome])).toEqual([
      [1, 'Comunicação'],
      [5, 'Equipe'],
      [4, 'Equipe'],
      [3, 'Motivação'],
    ]);
    expect(q.perguntas[2]).toMatchObject({ notaMinima: 0, notaMaxima: 10, exigirComentario: true });
  });

  it("answers 404 for another company's model", async () => {
    const matriz = await t.login(DEMO_ADMIN, 1);
    expect((await matriz.get(`/api/captacao/avaliacoes/${modelo.id}/perguntas`)).statusCode).toBe(404);
    expect((await admin.get('/api/captacao/avaliacoes/999999/perguntas')).statusCode).toBe(404);
    expect((await admin.get('/api/captacao/avaliacoes/abc/perguntas')).statusCode).toBe(404);
  });
});

describe('answering an evaluation', () => {
  it('concludes at once with the documented score, percentual and approval', async () => {
    const candidato = await novoCandidato(admin);
    const res = await aplicar(admin, candidato, modelo.id, { respostas: completas() });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.avaliacao).toMatchObject({
      id: expect.any(Number),
      modelo: { id: modelo.id, titulo: 'Entrevista de atendimento' },
      status: 'C',
      respondidoParcialmente: false,
      pontuacao: 25,
      pontuacaoMaxima: 40,
      percentual: 62.5,
      percentualMinimoAprovacao: 60,
      aprovado: true,
      concluidoEm: expect.any(String),
      aplicadaPor: { id: 1, nome: expect.any(String) },
      respondidaPeloCandidato: false,
      solicitacaoId: null,
    });
    expect(body.questionario.perguntas).toHaveLength(4);
    expect(body.resultado).toMatchObject({ status: 'C', pontuacao: 25, percentual: 62.5 });
    const [o, m, n, s] = modelo.perguntas;
    expect(body.resultado.respostas).toEqual([
      expect.objectContaining({ perguntaId: o.id, respostaId: o.respostas[1].id, pontos: 10 }),
      expect.objectContaining({
        perguntaId: m.id,
        respostasIds: [m.respostas[0].id, m.respostas[2].id],
        pontos: 7,
      }),
      expect.objectContaining({ perguntaId: n.id, nota: 8, comentario: 'Demonstrou interesse.', pontos: 8 }),
      expect.objectContaining({ perguntaId: s.id, comentario: 'Gosto de atender pessoas.', pontos: null }),
    ]);
    // The GET of one evaluation gives the same.
    const um = await admin.get(`${CANDIDATOS}/${candidato}/avaliacoes/${body.avaliacao.id}`);
    expect(um.json()).toEqual(body);
    // The answered questions are now locked in the editor.
    const editor = (await admin.get(`${BASE}/${modelo.id}/perguntas`)).json() as Pergunta[];
    expect(editor.every((p) => p.perguntasRespondidas >= 1)).toBe(true);
    const tipo = await admin.put(`${BASE}/${modelo.id}/perguntas/${o.id}`, { ...o, tipo: 5 });
    expect(mensagem(tipo)).toBe(M.tipoBloqueado);
  });

  it('is not approved below the minimum, and approval is null when the model has none', async () => {
    const candidato = await novoCandidato(admin);
    const baixas = respostas(modelo.perguntas, {
      objetiva: 2,
      multipla: [3],
      nota: 3,
      justificativa: 'Pouco.',
      texto: 'x',
    });
    const res = await aplicar(admin, candidato, modelo.id, { respostas: baixas });
    expect(res.json().avaliacao).toMatchObject({ pontuacao: 3, percentual: 7.5, aprovado: false });
    const semMinimo = await aplicar(admin, candidato, outroModelo.id, {
      respostas: respostas(outroModelo.perguntas, {
        objetiva: 0,
        multipla: [0],
        nota: 10,
        justificativa: 'a',
        texto: 'b',
      }),
    });
    // Exactly the minimum approves.
    const limite = await modeloQuatroTipos(admin, 'Modelo no limite', 62.5);
    const noLimite = await aplicar(admin, candidato, limite.id, {
      respostas: respostas(limite.perguntas, {
        objetiva: 1,
        multipla: [0, 2],
        nota: 8,
        justificativa: 'a',
        texto: 'b',
      }),
    });
    expect(noLimite.json().avaliacao).toMatchObject({ percentual: 62.5, aprovado: true });
    expect(semMinimo.json().avaliacao).toMatchObject({
      percentual: 82.5, // (20 + 3 + 10) / 40
      percentualMinimoAprovacao: null,
      aprovado: null,
    });
  });

  it('saves a draft, continues it and concludes it, always the same evaluation', async () => {
    const candidato = await novoCandidato(admin);
    const [o, , n] = modelo.perguntas;
    const rascunho = await aplicar(admin, candidato, modelo.id, {
      respostas: respostas(modelo.perguntas, { objetiva: 0 }),
      respondidoParcialmente: true,
    });
    expect(rascunho.statusCode, rascunho.body).toBe(201);
    const id = rascunho.json().avaliacao.id;
    expect(rascunho.json().avaliacao).toMatchObject({
      status: 'A',
      respondidoParcialmente: true,
      pontuacao: 20,
      pontuacaoMaxima: 40,
      percentual: 50,
      aprovado: null,
      concluidoEm: null,
    });

    // Continue: the answers sent replace the draft's (question 1 changed, question 3 added).
    const mais = await aplicar(admin, candidato, modelo.id, {
      respostas: respostas(modelo.perguntas, { objetiva: 2, nota: 6 }),
      respondidoParcialmente: true,
    });
    expect(mais.statusCode, mais.body).toBe(200);
    expect(mais.json().avaliacao).toMatchObject({ id, status: 'A', pontuacao: 6, percentual: 15 });
    const qr = mais.json().resultado.id;
    expect(await respostasGuardadas(t, qr)).toEqual([
      { perguntaId: o.id, pontos: 0 },
      { perguntaId: n.id, pontos: 6 },
    ]);

    const fim = await aplicar(admin, candidato, modelo.id, { respostas: completas() });
    expect(fim.statusCode, fim.body).toBe(200);
    expect(fim.json().avaliacao).toMatchObject({
      id,
      status: 'C',
      respondidoParcialmente: false,
      pontuacao: 25,
      aprovado: true,
      concluidoEm: expect.any(String),
    });
    expect(fim.json().resultado.id).toBe(qr);
    expect((await admin.get(`${CANDIDATOS}/${candidato}/avaliacoes`)).json()).toHaveLength(1);

    // Concluded: neither a new answer nor a draft is accepted, and nothing changes.
    const antes = await contagem(t);
    for (const respondidoParcialmente of [false, true]) {
      const again = await aplicar(admin, candidato, modelo.id, {
        respostas: completas(),
        respondidoParcialmente,
      });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'AVALIACAO_CONCLUIDA',
        message: 'Esta avaliação já foi concluída e não pode ser respondida novamente.',
      });
    }
    expect(await contagem(t)).toEqual(antes);
  });

  it('keeps one evaluation per requisition', async () => {
    const candidato = await novoCandidato(admin);
    const r1 = await aplicar(admin, candidato, modelo.id, { respostas: completas() });
    // Applied in a selection step of a requisition the candidate is in (modules/captacao/selecao).
    const solicitacaoId = await solicitacaoDireta(t, admin.empresaId);
    const vinculo = await vincular(admin, candidato, solicitacaoId);
    const etapa = await admin.post('/api/captacao/etapas-seletivas', { ordem: 1, nome: 'Entrevista' });
    const passo = (await mover(admin, vinculo, etapa.json().id)).json().id as number;
    const r2 = await aplicar(
      admin,
      candidato,
      modelo.id,
      { respostas: completas() },
      `?solicitacaoId=${solicitacaoId}&historicoCandidatoId=${passo}`,
    );
    expect(r2.statusCode, r2.body).toBe(201);
    expect(r2.json().avaliacao).toMatchObject({ solicitacaoId });
    expect(r2.json().avaliacao.id).not.toBe(r1.json().avaliacao.id);
    const [row] = await t.database.db
      .select({ h: avaliacaoCandidato.historicoCandidatoId })
      .from(avaliacaoCandidato)
      .where(eq(avaliacaoCandidato.id, r2.json().avaliacao.id));
    expect(row.h).toBe(passo);
    // A step of another candidate, or of another requisition, is refused; nothing is written.
    const outro = await novoCandidato(admin);
    const alheio = await aplicar(
      admin,
      outro,
      modelo.id,
      { respostas: completas() },
      `?solicitacaoId=${solicitacaoId}&historicoCandidatoId=${passo}`,
    );
    expect(entries(alheio)).toEqual([
      {
        field: 'historicoCandidatoId',
        message: 'A etapa informada não pertence a este candidato nesta solicitação.',
      },
    ]);
    expect(
      entries(await aplicar(admin, candidato, modelo.id, { respostas: [] }, '?solicitacaoId=abc')).map(
        (e) => e.field,
      ),
    ).toEqual(['solicitacaoId']);
  });
});

describe('answering rules (spec 2 §5), each with its message and nothing written', () => {
  let candidato: number;
  beforeAll(async () => {
    candidato = await novoCandidato(admin);
  });

  const recusa = async (body: unknown) => {
    const antes = await contagem(t);
    const res = await aplicar(admin, candidato, modelo.id, body);
    expect(await contagem(t)).toEqual(antes);
    return res;
  };

  it('requires every required question, per type, at respostas.<perguntaId>.<campo>', async () => {
    const [o, m, n, s] = modelo.perguntas;
    expect(entries(await recusa({ respostas: [] }))).toEqual([
      { field: `respostas.${o.id}.respostaId`, message: 'Selecione uma opção de resposta' },
      { field: `respostas.${m.id}.respostasIds`, message: 'Selecione pelo menos uma opção de resposta' },
      { field: `respostas.${n.id}.nota`, message: 'Informe a nota' },
      { field: `respostas.${s.id}.comentario`, message: 'Resposta é obrigatória' },
    ]);
    const vazias = [
      { perguntaId: o.id, respostaId: null },
      { perguntaId: m.id, respostasIds: [] },
      { perguntaId: n.id, nota: null },
      { perguntaId: s.id, comentario: '   ' },
    ];
    expect(entries(await recusa({ respostas: vazias })).map((e) => e.message)).toEqual([
      M.respostaObrigatoria,
      M.respostasObrigatorias,
      M.notaObrigatoria,
      M.respostaTextoObrigatoria,
    ]);
  });

  it('requires the justification when exigirComentario, and the score within the scale', async () => {
    const n = modelo.perguntas[2];
    const semJustificativa = completas().map((r) => (r.perguntaId === n.id ? { ...r, comentario: '' } : r));
    expect(entries(await recusa({ respostas: semJustificativa }))).toEqual([
      { field: `respostas.${n.id}.comentario`, message: 'Justificativa é obrigatória' },
    ]);
    for (const nota of [11, -1])
      expect(
        entries(
          await recusa({ respostas: completas().map((r) => (r.perguntaId === n.id ? { ...r, nota } : r)) }),
        ),
      ).toEqual([{ field: `respostas.${n.id}.nota`, message: 'A nota deve estar entre 0 e 10' }]);
    // Out of the scale is refused in a draft too.
    expect(
      entries(await recusa({ respostas: [{ perguntaId: n.id, nota: 12 }], respondidoParcialmente: true })),
    ).toEqual([{ field: `respostas.${n.id}.nota`, message: M.notaForaDaEscala(0, 10) }]);
  });

  it('refuses a question of another model, an option of another question and a repeated question', async () => {
    const [o, m] = modelo.perguntas;
    const casos: [unknown[], string][] = [
      [
        [
          ...completas(),
          { perguntaId: outroModelo.perguntas[0].id, respostaId: outroModelo.perguntas[0].respostas[0].id },
        ],
        'A pergunta respondida não pertence a este questionário.',
      ],
      [
        completas().map((r) => (r.perguntaId === o.id ? { ...r, respostaId: m.respostas[0].id } : r)),
        'A opção de resposta informada não pertence à pergunta.',
      ],
      [
        completas().map((r) =>
          r.perguntaId === m.id ? { ...r, respostasIds: [outroModelo.perguntas[1].respostas[0].id] } : r,
        ),
        M.opcaoDeOutraPergunta,
      ],
      [
        [...completas(), { perguntaId: o.id, respostaId: o.respostas[0].id }],
        'A pergunta foi respondida mais de uma vez.',
      ],
    ];
    for (const [lista, message] of casos) {
      for (const respondidoParcialmente of [false, true]) {
        const res = await recusa({ respostas: lista, respondidoParcialmente });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'RESPOSTA_ESTRANGEIRA', message });
      }
    }
  });

  it('refuses a malformed body with the failing fields', async () => {
    expect(
      entries(
        await recusa({ respostas: [{ perguntaId: 'x', nota: 'dez' }], respondidoParcialmente: 'sim' }),
      ).map((e) => e.field),
    ).toEqual(
      expect.arrayContaining(['respostas.0.perguntaId', 'respostas.0.nota', 'respondidoParcialmente']),
    );
    // When the answer names its question, the error is shown under that question.
    const [p] = modelo.perguntas;
    expect(
      entries(
        await recusa({
          respostas: [{ perguntaId: p.id, comentario: 'x'.repeat(5001) }],
          respondidoParcialmente: true,
        }),
      ),
    ).toEqual([
      { field: `respostas.${p.id}.comentario`, message: 'Resposta deve ter no máximo 5000 caracteres' },
    ]);
  });

  it('does not touch a draft when a later save is refused', async () => {
    const [o] = modelo.perguntas;
    const draft = await aplicar(admin, candidato, modelo.id, {
      respostas: respostas(modelo.perguntas, { objetiva: 0 }),
      respondidoParcialmente: true,
    });
    expect(draft.statusCode).toBe(201);
    const estrangeira = await recusa({
      respostas: [{ perguntaId: o.id, respostaId: 1 }],
      respondidoParcialmente: true,
    });
    expect(estrangeira.statusCode).toBe(400);
    expect(entries(await recusa({ respostas: [] }))).toHaveLength(4);
    const depois = await admin.get(`${CANDIDATOS}/${candidato}/avaliacoes/${draft.json().avaliacao.id}`);
    expect(depois.json().resultado).toMatchObject({ status: 'A', pontuacao: 20 });
    expect(depois.json().resultado.respostas).toEqual([
      expect.objectContaining({ perguntaId: o.id, respostaId: o.respostas[0].id }),
    ]);
  });
});

describe('models that cannot be applied', () => {
  it("refuses an inactive model: 'O modelo de avaliação está inativo.'", async () => {
    const inativo = await modeloQuatroTipos(admin, 'Modelo desativado');
    const candidato = await novoCandidato(admin);
    // A draft started while active may still be concluded after the model is deactivated.
    const draft = await aplicar(admin, candidato, inativo.id, {
      respostas: [],
      respondidoParcialmente: true,
    });
    expect(draft.statusCode).toBe(201);
    const put = await admin.put(`${BASE}/${inativo.id}`, { titulo: 'Modelo desativado', ativo: false });
    expect(put.statusCode, put.body).toBe(200);
    const outro = await novoCandidato(admin);
    const antes = await contagem(t);
    expect(mensagem(await aplicar(admin, outro, inativo.id, { respostas: [] }))).toBe(
      'O modelo de avaliação está inativo.',
    );
    expect(await contagem(t)).toEqual(antes);
    const fim = await aplicar(admin, candidato, inativo.id, {
      respostas: respostas(inativo.perguntas, {
        objetiva: 0,
        multipla: [2],
        nota: 1,
        justificativa: 'a',
        texto: 'b',
      }),
    });
    expect(fim.statusCode, fim.body).toBe(200);
  });

  it("refuses a model without questions: 'O questionário não possui perguntas.'", async () => {
    const vazio = await novoModelo(admin, 'Modelo vazio');
    const candidato = await novoCandidato(admin);
    expect(
      mensagem(await aplicar(admin, candidato, vazio, { respostas: [], respondidoParcialmente: true })),
    ).toBe(M.questionarioSemPerguntas);
    expect((await admin.get(`${CANDIDATOS}/${candidato}/avaliacoes`)).json()).toEqual([]);
  });
});

describe('company scope', () => {
  it("answers 404 for another company's candidate, model or evaluation", async () => {
    const matriz = await t.login(DEMO_ADMIN, 1);
    const alheio = await novoCandidato(matriz, 'Candidato da matriz');
    const meu = await novoCandidato(admin);
    const aplicada = (await aplicar(admin, meu, modelo.id, { respostas: completas() })).json().avaliacao.id;
    const antes = await contagem(t);
    expect((await aplicar(admin, alheio, modelo.id, { respostas: completas() })).statusCode).toBe(404);
    expect((await admin.get(`${CANDIDATOS}/${alheio}/avaliacoes`)).statusCode).toBe(404);
    // The matrix's user sees neither company 2's model nor its candidate's evaluation.
    const [modeloMatriz] = (await matriz.get(`${BASE}?ativo=true`)).json() as { id: number }[];
    expect((await aplicar(admin, meu, modeloMatriz.id, { respostas: [] })).statusCode).toBe(404);
    expect((await matriz.get(`${CANDIDATOS}/${meu}/avaliacoes/${aplicada}`)).statusCode).toBe(404);
    expect((await matriz.delete(`${CANDIDATOS}/${meu}/avaliacoes/${aplicada}`)).statusCode).toBe(404);
    // An evaluation of another candidate of the same company is not found under this one.
    const outro = await novoCandidato(admin);
    expect((await admin.get(`${CANDIDATOS}/${outro}/avaliacoes/${aplicada}`)).statusCode).toBe(404);
    expect((await admin.delete(`${CANDIDATOS}/${outro}/avaliacoes/${aplicada}`)).statusCode).toBe(404);
    expect(await contagem(t)).toEqual(antes);
  });
});

describe('permissions', () => {
  it('reads with the candidates role, writes only with the evaluations role, nothing without either', async () => {
    const candidato = await novoCandidato(admin);
    const aplicada = (await aplicar(admin, candidato, modelo.id, { respostas: completas() })).json().avaliacao
      .id;
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 2);
    const aplicador = await usuarioCom(t, admin, ['ROLE_CAP_AVALIACOES_CANDIDATO'], 2);
    const nenhum = await usuarioCom(t, admin, ['ROLE_CAP_MODELOS_AVALIACAO'], 2);
    const lista = `${CANDIDATOS}/${candidato}/avaliacoes`;
    for (const c of [leitor, aplicador]) {
      expect((await c.get(lista)).statusCode).toBe(200);
      expect((await c.get(`${lista}/${aplicada}`)).statusCode).toBe(200);
      expect((await c.get(`/api/captacao/avaliacoes/${modelo.id}/perguntas`)).statusCode).toBe(200);
    }
    expect((await aplicar(leitor, candidato, outroModelo.id, { respostas: [] })).statusCode).toBe(403);
    expect((await leitor.delete(`${lista}/${aplicada}`)).statusCode).toBe(403);
    for (const url of [lista, `${lista}/${aplicada}`, `/api/captacao/avaliacoes/${modelo.id}/perguntas`])
      expect((await nenhum.get(url)).statusCode).toBe(403);
    expect((await aplicar(nenhum, candidato, outroModelo.id, { respostas: [] })).statusCode).toBe(403);

    const res = await aplicar(aplicador, candidato, outroModelo.id, {
      respostas: [],
      respondidoParcialmente: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().avaliacao.aplicadaPor.nome).toMatch(/^Usuário questionário/);
    expect((await aplicador.delete(`${lista}/${res.json().avaliacao.id}`)).statusCode).toBe(204);
    expect((await t.anonymous().get(lista)).statusCode).toBe(401);
  });
});

describe('listing and removing', () => {
  it('lists newest first, removes an evaluation with its answers, unlocking its questions, and audits it all', async () => {
    const modeloSolo = await novoModelo(admin, 'Modelo de uma pergunta');
    const p = await novaPergunta(admin, modeloSolo, objetiva('Chegou no horário?'));
    const candidato = await novoCandidato(admin, 'Candidata Auditada');
    const primeira = (await aplicar(admin, candidato, modelo.id, { respostas: completas() })).json();
    const segunda = (
      await aplicar(admin, candidato, modeloSolo, {
        respostas: [{ perguntaId: p.id, respostaId: p.respostas[0].id }],
        respondidoParcialmente: true,
      })
    ).json();
    await aplicar(admin, candidato, modeloSolo, {
      respostas: [{ perguntaId: p.id, respostaId: p.respostas[1].id }],
    });

    const lista = (await admin.get(`${CANDIDATOS}/${candidato}/avaliacoes`)).json();
    expect(lista.map((a: { id: number }) => a.id)).toEqual([segunda.avaliacao.id, primeira.avaliacao.id]);
    expect(lista[0]).toMatchObject({
      modelo: { id: modeloSolo, titulo: 'Modelo de uma pergunta' },
      status: 'C',
      percentual: 0,
      aprovado: null,
    });
    expect(Object.keys(lista[0]).sort()).toEqual(
      [
        'id',
        'modelo',
        'status',
        'respondidoParcialmente',
        'pontuacao',
        'pontuacaoMaxima',
        'percentual',
        'percentualMinimoAprovacao',
        'aprovado',
        'createdAt',
        'concluidoEm',
        'aplicadaPor',
        'respondidaPeloCandidato',
        'solicitacaoId',
      ].sort(),
    );

    const respondidas = async () =>
      (await admin.get(`${BASE}/${modeloSolo}/perguntas/quantidade-perguntas-respondidas`)).json().quantidade;
    expect(await respondidas()).toBe(1);
    expect(mensagem(await admin.delete(`${BASE}/${modeloSolo}/perguntas/${p.id}`))).toBe(
      M.perguntaRespondidaRemocao,
    );

    const del = await admin.delete(`${CANDIDATOS}/${candidato}/avaliacoes/${segunda.avaliacao.id}`);
    expect(del.statusCode, del.body).toBe(204);
    expect(
      (await admin.get(`${CANDIDATOS}/${candidato}/avaliacoes/${segunda.avaliacao.id}`)).statusCode,
    ).toBe(404);
    expect(await respostasGuardadas(t, segunda.resultado.id)).toEqual([]);
    expect(await respondidas()).toBe(0);
    expect((await admin.get(`${CANDIDATOS}/${candidato}/avaliacoes`)).json()).toHaveLength(1);
    expect(
      (await admin.delete(`${CANDIDATOS}/${candidato}/avaliacoes/${segunda.avaliacao.id}`)).statusCode,
    ).toBe(404);
    expect((await admin.delete(`${BASE}/${modeloSolo}/perguntas/${p.id}`)).statusCode).toBe(204);

    const log = await t.database.db
      .select({
        acao: auditoria.acao,
        descricao: auditoria.descricao,
        antes: auditoria.antes,
        depois: auditoria.depois,
      })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidade, 'candidatos'),
          eq(auditoria.entidadeId, candidato),
          eq(auditoria.empresaId, 2),
        ),
      )
      .orderBy(auditoria.id);
    expect(log.map((l) => [l.acao, l.descricao])).toEqual([
      ['INSERIR', 'Candidata Auditada'],
      ['APLICAR AVALIACAO', 'Candidata Auditada: Entrevista de atendimento'],
      ['APLICAR AVALIACAO', 'Candidata Auditada: Modelo de uma pergunta'],
      ['RESPONDER AVALIACAO', 'Candidata Auditada: Modelo de uma pergunta'],
      ['REMOVER AVALIACAO', 'Candidata Auditada: Modelo de uma pergunta'],
    ]);
    expect(log[1].depois).toMatchObject({ status: 'C', pontuacao: 25, percentual: 62.5, aprovado: true });
    expect(log[4].antes).toMatchObject({ id: segunda.avaliacao.id, status: 'C' });
  });
});

describe('removing the candidate', () => {
  it('removes their evaluations and answers, unlocking the questions', async () => {
    const modeloSolo = await novoModelo(admin, 'Modelo do candidato removido');
    const p = await novaPergunta(admin, modeloSolo, objetiva('Tem CNH?'));
    const candidato = await novoCandidato(admin);
    const outro = await novoCandidato(admin);
    const resposta = { respostas: [{ perguntaId: p.id, respostaId: p.respostas[0].id }] };
    const dele = (await aplicar(admin, candidato, modeloSolo, resposta)).json();
    await aplicar(admin, outro, modeloSolo, resposta);
    const respondidas = async () =>
      (await admin.get(`${BASE}/${modeloSolo}/perguntas/quantidade-perguntas-respondidas`)).json()
        .porPergunta[p.id];
    expect(await respondidas()).toBe(2);

    const del = await admin.delete(`${CANDIDATOS}/${candidato}`);
    expect(del.statusCode, del.body).toBe(204);
    expect(await respostasGuardadas(t, dele.resultado.id)).toEqual([]);
    // The other candidate's answers stay.
    expect(await respondidas()).toBe(1);
    expect((await admin.get(`${CANDIDATOS}/${outro}/avaliacoes`)).json()).toHaveLength(1);
  });
});
