import { ALL_AUTHORITIES } from '@ipe/domain';
import { CANDIDATO_COOKIE } from '@ipe/domain/resources/externo/conta/index';
import { candidatosDaSolicitacaoPath } from '@ipe/domain/resources/captacao/selecao/index';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../db/schema/index.ts';
import { areaResponsavel } from '../cargoSalario/areas/schema.ts';
import { createCandidatoSession } from '../externo/testkit.ts';
import { type Client, clientOf, createTestApp, DEMO_ADMIN, type TestApp } from '../../test/harness.ts';
import { novaSolicitacao, novoAnuncio } from './anuncios/testkit.ts';
import { aplicar, modeloQuatroTipos, novoCandidato, respostas } from './avaliacoes/avaliacoesTestkit.ts';
import { MSG_MENSAGENS_CAPTACAO as M } from './mensagens.ts';
import { candidato } from './schema.ts';
import { solicitacao } from './solicitacoes/schema.ts';
import { nova, registros, usuarioCom } from './solicitacoes/testkit.ts';

/**
 * Recruitment's messages in box R (issue 19): requisition released or refused → the requester; a
 * candidate applies → the requisition's responsibles (requester, area responsibles with a user); an
 * evaluation concluded → whoever applied it, never the one who concluded it.
 */
let t: TestApp;
let admin: Client;
let solicitante: { client: Client; id: number };
let gestor: { client: Client; id: number };

const caixaR = async (c: Client) =>
  (await c.get('/api/userinfo/mensagens?tipo=R&size=100')).json().content as {
    texto: string;
    remetente: string;
    link: string;
    lida: boolean;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  solicitante = await usuarioCom(t, admin, [...ALL_AUTHORITIES], 1);
  gestor = await usuarioCom(t, admin, ['ROLE_CAD_INFO_PESSOAL'], 1);
});
afterAll(() => t?.close());

describe('requisição liberada ou reprovada', () => {
  it('tells the requester, with the releaser as sender, the note and a link; not the releaser', async () => {
    const doAdmin = (await caixaR(admin)).length; // the demo's messages
    const r = await registros(t, 1);
    const liberar = await nova(solicitante.client, r, { descricao: 'Analista fiscal' });
    const reprovar = await nova(solicitante.client, r, { descricao: 'Auxiliar de almoxarifado' });
    expect((await admin.put(`/api/captacao/solicitacoes-pessoal/${liberar}/libera`, {})).statusCode).toBe(
      200,
    );
    const rep = await admin.put(`/api/captacao/solicitacoes-pessoal/${reprovar}/reprova`, {
      observacaoLiberador: 'Sem orçamento neste trimestre.',
    });
    expect(rep.statusCode, rep.body).toBe(200);
    const caixa = await caixaR(solicitante.client);
    expect(caixa.map((m) => m.texto)).toEqual([
      `${M.reprovada(reprovar, 'Auxiliar de almoxarifado', DEMO_ADMIN.nome)}\n${M.observacao('Sem orçamento neste trimestre.')}`,
      M.liberada(liberar, 'Analista fiscal', DEMO_ADMIN.nome),
    ]);
    expect(caixa[1]).toMatchObject({
      remetente: DEMO_ADMIN.nome,
      link: `/captacao/solicitacoes-pessoal/${liberar}`,
      lida: false,
    });
    expect(await caixaR(admin)).toHaveLength(doAdmin);
  });

  it('posts nothing when the requester releases its own requisition', async () => {
    const id = await nova(solicitante.client, await registros(t, 1), { descricao: 'Própria' });
    const antes = (await caixaR(solicitante.client)).length;
    expect(
      (await solicitante.client.put(`/api/captacao/solicitacoes-pessoal/${id}/libera`, {})).statusCode,
    ).toBe(200);
    expect(await caixaR(solicitante.client)).toHaveLength(antes);
  });
});

describe('nova candidatura', () => {
  it("tells the requisition's requester and its area's responsibles who have a user", async () => {
    const db = t.database.db;
    const sol = await novaSolicitacao(db, 1);
    const [s] = await db.select().from(solicitacao).where(eq(solicitacao.id, sol));
    await db.update(solicitacao).set({ solicitanteId: solicitante.id }).where(eq(solicitacao.id, sol));
    const [resp] = await db
      .select()
      .from(areaResponsavel)
      .where(eq(areaResponsavel.areaOrganizacionalId, s.areaOrganizacionalId));
    await db.update(usuario).set({ colaboradorId: resp.colaboradorId }).where(eq(usuario.id, gestor.id));
    const anuncioId = await novoAnuncio(admin, sol);
    const [c] = await db
      .select()
      .from(candidato)
      .where(eq(candidato.empresaId, 1))
      .orderBy(asc(candidato.id))
      .limit(1);
    const { token } = await createCandidatoSession(db, c.id, 1, 30);
    const res = await clientOf(t.app, null, 1).post(
      `/api/externo/anuncios/${anuncioId}/candidatar`,
      {},
      {
        cookie: `${CANDIDATO_COOKIE}=${token}`,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const texto = M.candidatura(c.nome, sol, s.descricao);
    for (const quem of [solicitante, gestor]) {
      const [m] = await caixaR(quem.client);
      expect(m).toMatchObject({ texto, remetente: 'Sistema', link: candidatosDaSolicitacaoPath(sol) });
    }
    expect((await caixaR(admin)).some((m) => m.texto === texto)).toBe(false);
  });
});

describe('avaliação de candidato concluída', () => {
  it('tells whoever applied it when another user concludes it; a draft tells nobody', async () => {
    const modelo = await modeloQuatroTipos(admin, 'Entrevista com mensagem', 60);
    const doAdmin = (await caixaR(admin)).length;
    const cand = await novoCandidato(admin, 'Carla Avaliada');
    const rascunho = await aplicar(admin, cand, modelo.id, {
      respostas: respostas(modelo.perguntas, { objetiva: 0 }),
      respondidoParcialmente: true,
    });
    expect(rascunho.statusCode, rascunho.body).toBe(201);
    expect(await caixaR(admin)).toHaveLength(doAdmin);
    const completas = respostas(modelo.perguntas, {
      objetiva: 0,
      multipla: [0],
      nota: 8,
      justificativa: 'Ok',
      texto: 'Ok',
    });
    const fim = await aplicar(solicitante.client, cand, modelo.id, { respostas: completas });
    expect(fim.statusCode, fim.body).toBe(200);
    const [m] = await caixaR(admin);
    expect(m).toMatchObject({
      texto: M.avaliacaoConcluida('Entrevista com mensagem', 'Carla Avaliada', false),
      link: `/captacao/candidatos/${cand}/avaliacoes/${rascunho.json().avaliacao.id}`,
    });
    expect((await caixaR(solicitante.client)).some((x) => x.texto === m.texto)).toBe(false);
  });
});
