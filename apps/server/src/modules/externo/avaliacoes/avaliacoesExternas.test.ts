import { MSG_QUESTIONARIO } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anuncio, anuncioAvaliacao } from '../../captacao/anuncios/schema.ts';
import { avaliacaoCandidato } from '../../captacao/schema.ts';
import { historicoCandidato } from '../../captacao/selecao/schema.ts';
import { solicitacaoAvaliacao } from '../../captacao/solicitacoes/schema.ts';
import { criarCandidato, loginCandidato } from '../../../test/candidato.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import { type Client, clientOf, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { contagem, modeloQuatroTipos, respostas } from '../../captacao/testkit.ts';
import { etapas, mover, resultado, solicitacaoAberta, vincular } from '../../captacao/testkit.ts';
import { MSG_PRAZO_EXPIRADO } from './routes.ts';

const VINCULO = (id: number) => `/api/externo/candidato-solicitacoes/${id}/avaliacoes`;
const PERGUNTAS = (id: number) => `/api/externo/avaliacoes/${id}/perguntas`;
const HISTORICO = '/api/externo/historico-candidatos';
const ETAPA = '?utilizarAvaliacoesEtapaSeletiva=true';

type Modelo = Awaited<ReturnType<typeof modeloQuatroTipos>>;
let t: TestApp;
let admin: Client;
let A: Client;
let B: Client;
let doAnuncio: Modelo;
let daSolicitacao: Modelo;
let naoVinculado: Modelo;
let solicitacaoId: number;
let vinculoA: number;
let vinculoB: number;
let candidatoA: number;
let anuncioId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  doAnuncio = await modeloQuatroTipos(admin, 'Avaliação externa do anúncio');
  daSolicitacao = await modeloQuatroTipos(admin, 'Avaliação externa da etapa');
  naoVinculado = await modeloQuatroTipos(admin, 'Avaliação externa de outra vaga');
  solicitacaoId = await solicitacaoAberta(t, admin);
  const db = t.database.db;
  await db
    .insert(solicitacaoAvaliacao)
    .values({ solicitacaoId, modeloAvaliacaoCandidatoId: daSolicitacao.id });
  const [ad] = await db
    .insert(anuncio)
    .values({ empresaId: 1, solicitacaoId, titulo: 'Analista externo', descricao: 'Vaga de teste' })
    .returning({ id: anuncio.id });
  anuncioId = ad.id;
  await db.insert(anuncioAvaliacao).values({ anuncioId, modeloAvaliacaoCandidatoId: doAnuncio.id });
  const a = await criarCandidato(t, { nome: 'Candidata A', cpf: cpfFrom(881000101) });
  const b = await criarCandidato(t, { nome: 'Candidato B', cpf: cpfFrom(881000202) });
  candidatoA = a.id;
  vinculoA = await vincular(admin, a.id, solicitacaoId);
  vinculoB = await vincular(admin, b.id, solicitacaoId);
  A = await loginCandidato(t, a);
  B = await loginCandidato(t, b);
});
afterAll(() => t?.close());

describe('evaluations of an application (candidate area)', () => {
  it("lists the ad's evaluations with the progress, and the questions without weights", async () => {
    const res = await A.get(VINCULO(vinculoA));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      candidatoSolicitacaoId: vinculoA,
      solicitacaoId,
      titulo: 'Analista externo',
      utilizarAvaliacoesEtapaSeletiva: false,
      etapa: null,
      avaliacoes: [{ modelo: { id: doAnuncio.id }, situacao: 'N', respondida: false }],
      qtdAvaliacoes: 1,
      qtdAvaliacoesRespondidas: 0,
    });
    const perguntas = await A.get(PERGUNTAS(doAnuncio.id));
    expect(perguntas.statusCode).toBe(200);
    expect(perguntas.json().perguntas).toHaveLength(4);
    // Weights reveal the right answers: never sent to the candidate, nor the answer counts.
    expect(perguntas.body).not.toMatch(/"peso"|perguntasRespondidas/);
    const uma = await A.get(`${VINCULO(vinculoA)}/${doAnuncio.id}`);
    expect(uma.statusCode).toBe(200);
    expect(uma.body).not.toMatch(/"peso"|"pontos"|pontuacao|percentual/);
    expect(uma.json()).toMatchObject({ situacao: 'N', respostas: [] });
  });

  it('saves a draft, concludes as the candidate, and never again (409)', async () => {
    const p = doAnuncio.perguntas;
    const rascunho = await A.post(`${VINCULO(vinculoA)}/${doAnuncio.id}`, {
      respostas: respostas(p, { objetiva: 0 }),
      respondidoParcialmente: true,
    });
    expect(rascunho.statusCode, rascunho.body).toBe(201);
    expect(rascunho.json().situacao).toBe('A');
    expect(rascunho.body).not.toMatch(/"pontos"|pontuacao/);
    expect((await A.get(VINCULO(vinculoA))).json()).toMatchObject({
      avaliacoes: [{ situacao: 'A' }],
      qtdAvaliacoesRespondidas: 0,
    });
    // The draft comes back with the questions.
    expect((await A.get(`${VINCULO(vinculoA)}/${doAnuncio.id}`)).json().respostas).toHaveLength(1);

    const todas = respostas(p, {
      objetiva: 0,
      multipla: [0, 1],
      nota: 8,
      justificativa: 'Gosto',
      texto: 'Crescer',
    });
    const fim = await A.post(`${VINCULO(vinculoA)}/${doAnuncio.id}`, {
      respostas: todas,
      respondidoParcialmente: false,
    });
    expect(fim.statusCode, fim.body).toBe(200);
    expect(fim.json().situacao).toBe('C');
    const lista = (await A.get(VINCULO(vinculoA))).json();
    expect(lista).toMatchObject({
      qtdAvaliacoes: 1,
      qtdAvaliacoesRespondidas: 1,
      avaliacoes: [{ respondida: true }],
    });

    // The applications list shows the same progress.
    const candidaturas = (await A.get('/api/externo/candidato-solicitacoes')).json();
    expect(candidaturas).toMatchObject([{ id: vinculoA, qtdAvaliacoes: 1, qtdAvaliacoesRespondidas: 1 }]);
    // And the ad, to the candidate logged in (a visitor sees none of it).
    // The ad (asked for by id: the list's highlighted one) carries them too.
    const doAnuncioNaLista = async (c: Client) =>
      (await c.get(`/api/externo/anuncios?empresaId=1&anuncio=${anuncioId}`)).json().destaque;
    expect(await doAnuncioNaLista(A)).toMatchObject({
      candidatado: true,
      candidatoSolicitacao: { id: vinculoA },
      qtdAvaliacoes: 1,
      qtdAvaliacoesRespondidas: 1,
    });
    expect(await doAnuncioNaLista(clientOf(t.app, null, 1))).not.toHaveProperty('qtdAvaliacoes');

    const [linha] = await t.database.db
      .select()
      .from(avaliacaoCandidato)
      .where(eq(avaliacaoCandidato.candidatoId, candidatoA));
    expect(linha).toMatchObject({
      respondidaPeloCandidato: true,
      solicitacaoId,
      modeloAvaliacaoCandidatoId: doAnuncio.id,
      aplicadaPorUsuarioId: null,
    });
    // HR sees it with the score.
    const rh = (await admin.get(`/api/captacao/candidatos/${candidatoA}/avaliacoes`)).json();
    expect(rh[0]).toMatchObject({ respondidaPeloCandidato: true, status: 'C', pontuacao: 34 });

    const antes = await contagem(t);
    const denovo = await A.post(`${VINCULO(vinculoA)}/${doAnuncio.id}`, {
      respostas: todas,
      respondidoParcialmente: false,
    });
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().message).toBe(MSG_QUESTIONARIO.avaliacaoConcluida);
    expect(await contagem(t)).toEqual(antes);
  });

  it("uses the requisition's evaluations in the current step, until the step's deadline", async () => {
    // Before the first step there is nothing to answer in step mode.
    expect((await A.get(`${VINCULO(vinculoA)}${ETAPA}`)).json()).toMatchObject({
      etapa: null,
      qtdAvaliacoes: 0,
    });
    const E = await etapas(t, 1);
    expect((await mover(admin, vinculoA, E[0].id)).statusCode).toBe(201);
    const lista = (await A.get(`${VINCULO(vinculoA)}${ETAPA}`)).json();
    expect(lista).toMatchObject({
      utilizarAvaliacoesEtapaSeletiva: true,
      etapa: { nome: E[0].nome, dataHoraExpiracao: null, expirada: false },
      avaliacoes: [{ modelo: { id: daSolicitacao.id }, situacao: 'N' }],
      qtdAvaliacoes: 1,
    });
    // The deadline passes (HR can only set a future one; the clock is moved in the database).
    const passado = new Date(Date.now() - 60_000);
    await t.database.db
      .update(historicoCandidato)
      .set({ dataHoraExpiracao: passado })
      .where(eq(historicoCandidato.id, lista.etapa.historicoCandidatoId));
    expect((await A.get(`${VINCULO(vinculoA)}${ETAPA}`)).json().etapa.expirada).toBe(true);
    const antes = await contagem(t);
    const tarde = await A.post(`${VINCULO(vinculoA)}/${daSolicitacao.id}${ETAPA}`, {
      respostas: respostas(daSolicitacao.perguntas, { objetiva: 1 }),
      respondidoParcialmente: true,
    });
    expect(tarde.statusCode).toBe(403);
    expect(tarde.json().message).toBe(MSG_PRAZO_EXPIRADO(passado));
    expect(tarde.json().message).toMatch(
      /^O prazo para responder as avaliações desta etapa terminou em \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/,
    );
    expect(await contagem(t)).toEqual(antes);

    // A new deadline ahead: answered within the step, the evaluation is tied to it.
    const futuro = new Date(Date.now() + 86_400_000).toISOString();
    const put = await admin.put(
      `/api/captacao/historico-candidatos/${lista.etapa.historicoCandidatoId}/data-hora-expiracao`,
      {
        dataHoraExpiracao: futuro,
      },
    );
    expect(put.statusCode, put.body).toBe(200);
    const ok = await A.post(`${VINCULO(vinculoA)}/${daSolicitacao.id}${ETAPA}`, {
      respostas: respostas(daSolicitacao.perguntas, { objetiva: 1 }),
      respondidoParcialmente: true,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [linha] = await t.database.db
      .select({ h: avaliacaoCandidato.historicoCandidatoId })
      .from(avaliacaoCandidato)
      .where(eq(avaliacaoCandidato.modeloAvaliacaoCandidatoId, daSolicitacao.id));
    expect(linha.h).toBe(lista.etapa.historicoCandidatoId);
  });

  it("candidate B cannot list, read or answer A's evaluations; unlinked models are 404", async () => {
    const antes = await contagem(t);
    expect((await B.get(VINCULO(vinculoA))).statusCode).toBe(404);
    expect((await B.get(`${VINCULO(vinculoA)}/${doAnuncio.id}`)).statusCode).toBe(404);
    const r = await B.post(`${VINCULO(vinculoA)}/${daSolicitacao.id}${ETAPA}`, {
      respostas: respostas(daSolicitacao.perguntas, { objetiva: 0 }),
      respondidoParcialmente: true,
    });
    expect(r.statusCode).toBe(404);
    // A model of no application of A's, by id; and one of A's application through B's link.
    expect((await A.get(PERGUNTAS(naoVinculado.id))).statusCode).toBe(404);
    expect((await A.get(`${VINCULO(vinculoA)}/${naoVinculado.id}`)).statusCode).toBe(404);
    expect((await A.get(`${VINCULO(vinculoB)}`)).statusCode).toBe(404);
    expect((await A.get(`${VINCULO(999999)}`)).statusCode).toBe(404);
    expect((await A.get(`${VINCULO(0)}`)).statusCode).toBe(404);
    expect(await contagem(t)).toEqual(antes);
    // B's own application: B's evaluation is untouched by A's answers.
    expect((await B.get(VINCULO(vinculoB))).json()).toMatchObject({
      qtdAvaliacoes: 1,
      qtdAvaliacoesRespondidas: 0,
    });
  });

  it('refuses internal sessions and visitors on the candidate routes, and candidates on internal ones', async () => {
    for (const url of [VINCULO(vinculoA), PERGUNTAS(doAnuncio.id), HISTORICO]) {
      expect((await admin.get(url)).statusCode, url).toBe(401);
      expect((await clientOf(t.app, null, 1).get(url)).statusCode, url).toBe(401);
    }
    expect(
      (
        await admin.post(`${VINCULO(vinculoA)}/${doAnuncio.id}`, {
          respostas: [],
          respondidoParcialmente: true,
        })
      ).statusCode,
    ).toBe(401);
    expect((await A.get(`/api/captacao/candidatos/${candidatoA}/avaliacoes`)).statusCode).toBe(401);
    expect((await A.get(`/api/captacao/avaliacoes/${doAnuncio.id}/perguntas`)).statusCode).toBe(401);
  });

  it('a bad utilizarAvaliacoesEtapaSeletiva is a 400, not a 500', async () => {
    const r = await A.get(`${VINCULO(vinculoA)}?utilizarAvaliacoesEtapaSeletiva=talvez`);
    expect(r.statusCode).toBe(400);
  });
});

describe('candidate history', () => {
  it("shows the candidate's own steps and dates, never HR's notes, results or responsible people", async () => {
    const E = await etapas(t, 1);
    const res0 = await resultado(admin, vinculoA, 'N', {
      responsavel: 'Fulana Recrutadora',
      observacao: 'Nota interna: não recomendo',
    });
    expect(res0.statusCode, res0.body).toBe(200);
    const res = await A.get(HISTORICO);
    expect(res.statusCode).toBe(200);
    const h = res.json();
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({
      candidatoSolicitacaoId: vinculoA,
      solicitacaoId,
      titulo: 'Analista externo',
      etapas: [{ etapa: E[0].nome }],
    });
    expect(res.body).not.toMatch(/Fulana|Nota interna|apto|responsavel|observacao|usuario/);
    // B sees only B's application, with no step yet.
    expect((await B.get(HISTORICO)).json()).toMatchObject([
      { candidatoSolicitacaoId: vinculoB, removida: false, etapas: [] },
    ]);
    // Removed by HR: still in B's history, marked; its evaluations are no longer B's to answer.
    expect((await admin.delete(`/api/captacao/candidato-solicitacoes/${vinculoB}`)).statusCode).toBe(204);
    expect((await B.get(HISTORICO)).json()).toMatchObject([
      { candidatoSolicitacaoId: vinculoB, removida: true },
    ]);
    expect((await B.get(VINCULO(vinculoB))).statusCode).toBe(404);
    expect((await B.get(PERGUNTAS(doAnuncio.id))).statusCode).toBe(404);
  });
});
