import { MSG_SELECAO as M } from '@ipe/domain/resources/captacao/selecao/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import { candidato, modeloAvaliacaoCandidato } from '../schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { entries, mensagem, usuarioCom } from '../solicitacoes/testkit.ts';
import {
  etapas,
  HISTORICO,
  mover,
  novoCandidato,
  resultado,
  SOLICITACOES,
  solicitacaoAberta,
  VINCULOS,
  vincular,
} from './testkit.ts';

let t: TestApp;
let admin: Client;
let E: { id: number; ordem: number; nome: string }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  E = await etapas(t, 1);
  expect(E.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => t?.close());

describe('candidate-solicitation link', () => {
  it('requires empresaId, candidatoId and at least 1 requisition, with the spec messages', async () => {
    const e = entries(await admin.post(VINCULOS, {}));
    expect(e).toEqual(
      expect.arrayContaining([
        { field: 'empresaId', message: M.empresaObrigatoria },
        { field: 'candidatoId', message: M.candidatoObrigatorio },
        { field: 'solicitacoesIds', message: M.solicitacoesObrigatorias },
      ]),
    );
    const vazio = entries(await admin.post(VINCULOS, { empresaId: 1, candidatoId: 1, solicitacoesIds: [] }));
    expect(vazio).toEqual([
      { field: 'solicitacoesIds', message: 'É necessário selecionar ao menos 1 solicitação.' },
    ]);
  });

  it('links one candidate to several open requisitions in one transaction, once per requisition', async () => {
    const c = await novoCandidato(t, 1);
    const s1 = await solicitacaoAberta(t, admin);
    const s2 = await solicitacaoAberta(t, admin);
    const res = await admin.post(VINCULOS, { empresaId: 1, candidatoId: c.id, solicitacoesIds: [s1, s2] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toHaveLength(2);
    const lista = await admin.get(`${VINCULOS}?candidatoId=${c.id}`);
    expect(
      lista
        .json()
        .map((v: { solicitacao: { id: number } }) => v.solicitacao.id)
        .sort(),
    ).toEqual([s1, s2].sort());
    expect((await admin.get(`${SOLICITACOES}/${s1}/possui-candidato`)).json()).toBe(true);

    // Again in s2 plus a new one: refused as a whole, nothing written for s3.
    const s3 = await solicitacaoAberta(t, admin);
    const de = await t.database.db
      .select({ d: solicitacao.descricao })
      .from(solicitacao)
      .where(eq(solicitacao.id, s2));
    const msg = mensagem(
      await admin.post(VINCULOS, { empresaId: 1, candidatoId: c.id, solicitacoesIds: [s2, s3] }),
    );
    expect(msg).toBe(M.jaParticipa(c.nome, de[0].d));
    expect((await admin.get(`${SOLICITACOES}/${s3}/possui-candidato`)).json()).toBe(false);
  });

  it('refuses requisitions that are not in progress, and other companies', async () => {
    const c = await novoCandidato(t, 1);
    const aberta = await solicitacaoAberta(t, admin);
    expect((await admin.put(`${SOLICITACOES}/${aberta}/suspende`, {})).statusCode).toBe(200);
    const msg = mensagem(
      await admin.post(VINCULOS, { empresaId: 1, candidatoId: c.id, solicitacoesIds: [aberta] }),
    );
    expect(msg).toMatch(/não aceita candidatos: está com situação "Suspensa"/);
    // empresaId of another company than the session's.
    expect(
      mensagem(
        await admin.post(VINCULOS, { empresaId: 2, candidatoId: c.id, solicitacoesIds: [aberta] }),
        403,
      ),
    ).toBe(M.empresaDaSessao);
    // A candidate or a requisition of the other company: not found.
    const filial = await t.login(DEMO_ADMIN, 2);
    const c2 = await novoCandidato(t, 2);
    const s1 = await solicitacaoAberta(t, admin);
    expect(
      mensagem(await filial.post(VINCULOS, { empresaId: 2, candidatoId: c2.id, solicitacoesIds: [s1] }), 404),
    ).toBe(M.solicitacaoDeOutraEmpresa);
    expect(
      mensagem(await admin.post(VINCULOS, { empresaId: 1, candidatoId: c2.id, solicitacoesIds: [s1] }), 404),
    ).toBe(M.candidatoDeOutraEmpresa);
    expect((await filial.get(`${SOLICITACOES}/${s1}/candidato`)).statusCode).toBe(404);
  });

  it('adds candidates from the requisition side and lists open requisitions', async () => {
    const s = await solicitacaoAberta(t, admin);
    const a = await novoCandidato(t, 1, 'Álvaro Seleção Teste');
    const b = await novoCandidato(t, 1, 'Beatriz Seleção Teste');
    const disp = await admin.get(`${SOLICITACOES}/${s}/candidatos-disponiveis?q=alvaro selecao`);
    expect(disp.json().map((x: { id: number }) => x.id)).toEqual([a.id]);
    const porCpf = await admin.get(`${SOLICITACOES}/${s}/candidatos-disponiveis?q=${b.cpf}`);
    expect(porCpf.json().map((x: { id: number }) => x.id)).toEqual([b.id]);
    const res = await admin.post(`${SOLICITACOES}/candidato/${s}`, { candidatosIds: [a.id, b.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(entries(await admin.post(`${SOLICITACOES}/candidato/${s}`, { candidatosIds: [] }))).toEqual([
      { field: 'candidatosIds', message: M.candidatosObrigatorios },
    ]);
    const q = (await admin.get(`${SOLICITACOES}/${s}/candidato`)).json();
    expect(q.candidatos.map((v: { candidato: { nome: string } }) => v.candidato.nome)).toEqual([
      a.nome,
      b.nome,
    ]);
    expect(q.etapas.map((e: { ordem: number }) => e.ordem)).toEqual(E.map((e) => e.ordem));
    expect((await admin.get(`${SOLICITACOES}/${s}/candidatos-disponiveis?q=alvaro selecao`)).json()).toEqual(
      [],
    );

    const abertas = (await admin.get(`${SOLICITACOES}/candidato?candidatoId=${a.id}`)).json();
    expect(abertas.find((x: { id: number }) => x.id === s).participa).toBe(true);
    expect((await admin.get(`${SOLICITACOES}/candidato/1`)).statusCode).toBe(200);
    expect(mensagem(await admin.get(`${SOLICITACOES}/candidato/2`), 403)).toBe(M.empresaDaSessao);
  });
});

describe('moves through the selection steps', () => {
  it('moves, records results, refuses impossible moves and audits each move', async () => {
    const s = await solicitacaoAberta(t, admin);
    const c = await novoCandidato(t, 1);
    const v = await vincular(admin, c.id, s);
    expect(mensagem(await resultado(admin, v, 'S'))).toBe(M.semEtapa);

    expect((await mover(admin, v, E[0].id)).statusCode).toBe(201);
    expect(mensagem(await mover(admin, v, E[0].id))).toBe(M.mesmaEtapa(E[0].nome));
    // Advancing needs 'apto' in the current step.
    expect(mensagem(await mover(admin, v, E[1].id))).toBe(M.avancarSemApto(E[0].nome));
    expect(entries(await admin.put(`${VINCULOS}/${v}/resultado`, { data: '' }))).toEqual(
      expect.arrayContaining([
        { field: 'apto', message: M.resultadoObrigatorio },
        { field: 'data', message: M.dataInvalida },
      ]),
    );
    const r = await resultado(admin, v, 'S', { responsavel: 'Camila Rocha', observacao: 'Bom currículo' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ apto: 'S', responsavel: 'Camila Rocha', observacao: 'Bom currículo' });
    expect((await mover(admin, v, E[1].id)).statusCode).toBe(201);
    // Back to a previous step is allowed (to repeat it).
    expect((await mover(admin, v, E[0].id)).statusCode).toBe(201);

    const q = (await admin.get(`${SOLICITACOES}/${s}/candidato`)).json();
    expect(q.candidatos[0].atual).toMatchObject({ etapa: { id: E[0].id }, apto: null });
    const hist = (await admin.get(`${HISTORICO}/candidato/${c.id}`)).json();
    expect(hist.vinculos[0].historicos.map((h: { etapa: { id: number } }) => h.etapa.id)).toEqual([
      E[0].id,
      E[1].id,
      E[0].id,
    ]);
    const log = await t.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.entidadeId, v))
      .orderBy(auditoria.id);
    expect(log.filter((l) => l.entidade === 'candidato-solicitacoes').map((l) => l.acao)).toEqual([
      'INCLUIR CANDIDATO',
      'MOVER ETAPA',
      'REGISTRAR RESULTADO',
      'MOVER ETAPA',
      'MOVER ETAPA',
    ]);
  });

  it('refuses a step of another company, a removed link and a closed requisition', async () => {
    const filial = await t.login(DEMO_ADMIN, 2);
    const etapaFilial = await filial.post('/api/captacao/etapas-seletivas', {
      ordem: 1,
      nome: 'Etapa da filial',
    });
    expect(etapaFilial.statusCode, etapaFilial.body).toBe(201);
    const s = await solicitacaoAberta(t, admin);
    const c = await novoCandidato(t, 1);
    const v = await vincular(admin, c.id, s);
    expect(entries(await mover(admin, v, etapaFilial.json().id))).toEqual([
      { field: 'etapaSeletivaId', message: M.etapaDeOutraEmpresa },
    ]);
    // The other company cannot touch the link.
    expect((await mover(filial, v, etapaFilial.json().id)).statusCode).toBe(404);

    expect((await admin.delete(`${VINCULOS}/${v}`)).statusCode).toBe(204);
    expect(mensagem(await mover(admin, v, E[0].id))).toBe(M.vinculoRemovido);
    expect(mensagem(await admin.delete(`${VINCULOS}/${v}`))).toBe(M.vinculoRemovido);
    // The history stays, marked removed; the candidate may join again.
    const hist = (await admin.get(`${HISTORICO}/candidato/${c.id}`)).json();
    expect(hist.vinculos[0].removedAt).toBeTruthy();
    const v2 = await vincular(admin, c.id, s);
    expect(v2).not.toBe(v);

    expect(
      (await admin.put(`${SOLICITACOES}/${s}/encerra`, { dataEncerramento: '2026-12-31' })).statusCode,
    ).toBe(200);
    expect(mensagem(await mover(admin, v2, E[0].id))).toBe(M.solicitacaoFechada('Encerrada'));
  });
});

describe('hiring', () => {
  it('fills the vacancies, marks the candidate and offers to close when all are filled', async () => {
    const s = await solicitacaoAberta(t, admin, 2);
    const [a, b, c] = [await novoCandidato(t, 1), await novoCandidato(t, 1), await novoCandidato(t, 1)];
    const [va, vb, vc] = [
      await vincular(admin, a.id, s),
      await vincular(admin, b.id, s),
      await vincular(admin, c.id, s),
    ];

    // Não apto in the current step: not hired.
    await mover(admin, vc, E[0].id);
    await resultado(admin, vc, 'N');
    expect(mensagem(await admin.post(`${VINCULOS}/${vc}/contratar`))).toBe(M.naoAptoNaoContrata(E[0].nome));

    const r1 = await admin.post(`${VINCULOS}/${va}/contratar`);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json()).toMatchObject({ quantidade: 2, qtdVagasPreenchidas: 1, todasPreenchidas: false });
    expect(mensagem(await admin.post(`${VINCULOS}/${va}/contratar`))).toBe(M.jaContratadoAqui);
    expect(mensagem(await mover(admin, va, E[0].id))).toBe(M.jaContratadoAqui);
    expect(mensagem(await admin.delete(`${VINCULOS}/${va}`))).toBe(M.contratadoNaoRemove);
    const [ca] = await t.database.db
      .select({ c: candidato.contratado })
      .from(candidato)
      .where(eq(candidato.id, a.id));
    expect(ca.c).toBe(true);

    const r2 = await admin.post(`${VINCULOS}/${vb}/contratar`);
    expect(r2.json()).toMatchObject({ qtdVagasPreenchidas: 2, todasPreenchidas: true });
    // No vacancy left for a third one.
    await resultado(admin, vc, 'S');
    expect(mensagem(await admin.post(`${VINCULOS}/${vc}/contratar`))).toBe(M.vagasPreenchidas);

    // Undo one hiring: the vacancy is free again and the candidate no longer contratado.
    const d = await admin.delete(`${VINCULOS}/${vb}/contratacao`);
    expect(d.json()).toMatchObject({ qtdVagasPreenchidas: 1 });
    const [cb] = await t.database.db
      .select({ c: candidato.contratado })
      .from(candidato)
      .where(eq(candidato.id, b.id));
    expect(cb.c).toBe(false);
    expect((await admin.post(`${VINCULOS}/${vc}/contratar`)).json()).toMatchObject({
      todasPreenchidas: true,
    });

    // The existing transition closes it; then nothing moves.
    const fecha = await admin.put(`${SOLICITACOES}/${s}/encerra`, { dataEncerramento: '2026-12-31' });
    expect(fecha.statusCode, fecha.body).toBe(200);
    expect(mensagem(await admin.delete(`${VINCULOS}/${vc}/contratacao`))).toBe(
      M.solicitacaoFechada('Encerrada'),
    );
    const q = (await admin.get(`${SOLICITACOES}/${s}/candidato`)).json();
    expect(q.solicitacao).toMatchObject({ qtdVagasPreenchidas: 2, situacao: 'E' });
  });

  it('fills the last vacancy once when two hires race', async () => {
    const s = await solicitacaoAberta(t, admin, 1);
    const [a, b] = [await novoCandidato(t, 1), await novoCandidato(t, 1)];
    const [va, vb] = [await vincular(admin, a.id, s), await vincular(admin, b.id, s)];
    const r = await Promise.all([
      admin.post(`${VINCULOS}/${va}/contratar`),
      admin.post(`${VINCULOS}/${vb}/contratar`),
    ]);
    expect(r.map((x) => x.statusCode).sort()).toEqual([200, 400]);
    expect(r.find((x) => x.statusCode === 400)?.json().message).toBe(M.vagasPreenchidas);
    const [row] = await t.database.db
      .select({ n: solicitacao.qtdVagasPreenchidas })
      .from(solicitacao)
      .where(eq(solicitacao.id, s));
    expect(row.n).toBe(1);
  });

  it('does not hire a candidate already hired elsewhere', async () => {
    const s1 = await solicitacaoAberta(t, admin);
    const s2 = await solicitacaoAberta(t, admin);
    const c = await novoCandidato(t, 1);
    const v1 = await vincular(admin, c.id, s1);
    const v2 = await vincular(admin, c.id, s2);
    expect((await admin.post(`${VINCULOS}/${v1}/contratar`)).statusCode).toBe(200);
    expect(mensagem(await admin.post(`${VINCULOS}/${v2}/contratar`))).toBe(M.jaContratado);
  });
});

describe('evaluations in a step', () => {
  it('applies a candidate evaluation model in the current step and shows it on the board', async () => {
    const [modelo] = await t.database.db
      .select({ id: modeloAvaliacaoCandidato.id })
      .from(modeloAvaliacaoCandidato)
      .where(eq(modeloAvaliacaoCandidato.empresaId, 1))
      .limit(1);
    const s = await solicitacaoAberta(t, admin);
    const c = await novoCandidato(t, 1);
    const v = await vincular(admin, c.id, s);
    const h = (await mover(admin, v, E[0].id)).json();
    const r = await admin.post(
      `/api/captacao/candidatos/${c.id}/avaliacoes/${modelo.id}?solicitacaoId=${s}&historicoCandidatoId=${h.id}`,
      { respostas: [], respondidoParcialmente: true },
    );
    expect(r.statusCode, r.body).toBe(201);
    const q = (await admin.get(`${SOLICITACOES}/${s}/candidato`)).json();
    expect(q.candidatos[0].avaliacoes).toEqual([
      expect.objectContaining({
        historicoCandidatoId: h.id,
        modelo: expect.objectContaining({ id: modelo.id }),
      }),
    ]);
    const doVinculo = (await admin.get(`${VINCULOS}/${v}/avaliacoes`)).json();
    expect(doVinculo.avaliacoes).toHaveLength(1);
    expect(doVinculo.modelos).toEqual([]);
  });
});

describe('dependencies', () => {
  it('keeps a selection step or a requisition in use from being removed', async () => {
    const s = await solicitacaoAberta(t, admin);
    const c = await novoCandidato(t, 1);
    const v = await vincular(admin, c.id, s);
    const etapa = await admin.post('/api/captacao/etapas-seletivas', { ordem: 900, nome: 'Etapa em uso' });
    expect((await mover(admin, v, etapa.json().id)).statusCode).toBe(201);
    expect(mensagem(await admin.delete(`/api/captacao/etapas-seletivas/${etapa.json().id}`))).toMatch(
      /possui dependências em (Candidatos das Solicitações de Pessoal|Históricos de Candidatos)/,
    );
    expect(mensagem(await admin.delete(`${SOLICITACOES}/${s}`))).toMatch(
      /possui dependências em Candidatos das Solicitações de Pessoal/,
    );
  });
});

describe('history', () => {
  it('lists results with filters and sets the step deadline', async () => {
    const s = await solicitacaoAberta(t, admin);
    const c = await novoCandidato(t, 1, 'Heloísa Histórico Teste');
    const v = await vincular(admin, c.id, s);
    const h = (await mover(admin, v, E[0].id)).json();
    await resultado(admin, v, 'N', { observacao: 'Sem disponibilidade' });

    const porNome = (await admin.get(`${HISTORICO}?page=0&nome=heloisa historico`)).json();
    expect(porNome.totalElements).toBe(1);
    expect(porNome.content[0]).toMatchObject({
      apto: 'N',
      candidato: { id: c.id },
      solicitacao: { id: s },
      etapa: { id: E[0].id },
    });
    expect((await admin.get(`${HISTORICO}?solicitacaoId=${s}&apto=S`)).json().totalElements).toBe(0);
    expect((await admin.get(`${HISTORICO}?solicitacaoId=${s}&apto=N`)).json().totalElements).toBe(1);
    expect((await admin.get(`${HISTORICO}?apto=X`)).statusCode).toBe(400);

    const url = `${HISTORICO}/${h.id}/data-hora-expiracao`;
    expect(mensagem(await admin.put(url, { dataHoraExpiracao: '2020-01-01T10:00:00Z' }))).toBe(
      M.expiracaoPassada,
    );
    expect(entries(await admin.put(url, { dataHoraExpiracao: 'amanhã' }))).toEqual([
      { field: 'dataHoraExpiracao', message: M.dataHoraInvalida },
    ]);
    const ok = await admin.put(url, { dataHoraExpiracao: '2099-01-01T10:00:00-03:00' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().dataHoraExpiracao).toBe('2099-01-01T13:00:00.000Z');
    expect((await admin.put(url, { dataHoraExpiracao: null })).json().dataHoraExpiracao).toBeNull();
    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await filial.put(url, { dataHoraExpiracao: null })).statusCode).toBe(404);
    expect((await filial.get(`${HISTORICO}/candidato/${c.id}`)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('reads with ROLE_CAP_SELECAO, moves with _EDITAR and hires with _CONTRATAR', async () => {
    const s = await solicitacaoAberta(t, admin);
    const c = await novoCandidato(t, 1);
    const v = await vincular(admin, c.id, s);
    const leitor = (await usuarioCom(t, admin, ['ROLE_CAP_SELECAO'], 1)).client;
    expect((await leitor.get(`${SOLICITACOES}/${s}/candidato`)).statusCode).toBe(200);
    expect((await leitor.get(HISTORICO)).statusCode).toBe(200);
    expect((await mover(leitor, v, E[0].id)).statusCode).toBe(403);
    expect(
      (await leitor.post(VINCULOS, { empresaId: 1, candidatoId: c.id, solicitacoesIds: [s] })).statusCode,
    ).toBe(403);
    const editor = (await usuarioCom(t, admin, ['ROLE_CAP_SELECAO', 'ROLE_CAP_SELECAO_EDITAR'], 1)).client;
    expect((await mover(editor, v, E[0].id)).statusCode).toBe(201);
    expect((await editor.post(`${VINCULOS}/${v}/contratar`)).statusCode).toBe(403);
    const nada = (await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1)).client;
    expect((await nada.get(`${SOLICITACOES}/${s}/candidato`)).statusCode).toBe(403);
    expect((await nada.get('/api/captacao/exames-palografico')).statusCode).toBe(403);
  });
});

describe('palographic exams', () => {
  it('reads an empty exam, patches fields, lists records by name or CPF', async () => {
    const c = await novoCandidato(t, 1, 'Paulo Palográfico Teste');
    const url = `/api/captacao/candidatos/${c.id}/exames-palografico`;
    expect((await admin.get(url)).json()).toMatchObject({
      id: c.id,
      nome: c.nome,
      cpf: c.cpf,
      ocrTexto: null,
      examePalografico: null,
      resultadoExamePalografico: null,
    });
    const p1 = await admin.patch(url, {
      ocrTexto: 'traços verticais',
      examePalografico: 'NOR 3,2; produtividade 520',
    });
    expect(p1.statusCode, p1.body).toBe(200);
    const p2 = await admin.patch(url, { resultadoExamePalografico: 'Ritmo regular, boa produtividade.' });
    expect(p2.json()).toMatchObject({
      ocrTexto: 'traços verticais',
      examePalografico: 'NOR 3,2; produtividade 520',
      resultadoExamePalografico: 'Ritmo regular, boa produtividade.',
    });
    expect(entries(await admin.patch(url, { resultadoExamePalografico: 'x'.repeat(2001) }))).toEqual([
      {
        field: 'resultadoExamePalografico',
        message: 'Resultado do exame palográfico deve ter no máximo 2000 caracteres',
      },
    ]);
    const lista = (await admin.get('/api/captacao/exames-palografico?page=0&q=paulo palografico')).json();
    expect(lista.totalElements).toBe(1);
    expect(lista.content[0]).toMatchObject({
      id: c.id,
      // A list: masked (issue 24 §3); the exam's own record above has it whole.
      cpf: `***.${c.cpf?.slice(3, 6)}.${c.cpf?.slice(6, 9)}-**`,
      resultadoExamePalografico: 'Ritmo regular, boa produtividade.',
    });
    expect((await admin.get(`/api/captacao/exames-palografico?q=${c.cpf}`)).json().totalElements).toBe(1);

    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await filial.get(url)).statusCode).toBe(404);
    expect((await filial.patch(url, { ocrTexto: 'x' })).statusCode).toBe(404);
    expect(
      (await filial.get('/api/captacao/exames-palografico?q=paulo palografico')).json().totalElements,
    ).toBe(0);
    const leitor = (await usuarioCom(t, admin, ['ROLE_CAP_EXAMES_PALOGRAFICO'], 1)).client;
    expect((await leitor.get(url)).statusCode).toBe(200);
    expect((await leitor.patch(url, { ocrTexto: 'y' })).statusCode).toBe(403);
  });
});
