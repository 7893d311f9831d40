import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, empresa } from '../../../db/schema/index.ts';
import { candidatoExperiencia } from '../candidatos/schema.ts';
import { avaliacaoCandidato, candidato } from '../schema.ts';
import { candidatoSolicitacao } from '../selecao/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { candidatoDocumentoAnexo, expurgoCandidato } from './schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { infoDoPdf, palavrasDoPdf, palavrasSemEstrutura, textoDoPdf } from '../../../test/pdf.ts';
import { usuarioCom } from '../../../platform/questionario/testkit.ts';
import { aplicar, modeloQuatroTipos, respostas } from '../avaliacoes/avaliacoesTestkit.ts';
import { nova, registros } from '../solicitacoes/testkit.ts';
import { reivindicarExecucaoDiaria } from './agendador.ts';
import { executarExpurgo } from './expurgo.ts';
import { enviar, multipart, pdfComTexto } from './testkit.ts';
import { nomesDivergentes } from '../candidatos/testkit.ts';

/**
 * LGPD: the purge of inactive candidates (what is deleted, anonymised and kept, and the log), the daily
 * claim, and the export of a candidate's data. Company 1 (it has requisitions); its demo candidates are
 * marked as updated today first, so only this file's candidates are inactive.
 */

let t: TestApp;
let admin: Client;
const ANTIGO = '2021-03-10';
const ids: Record<string, number> = {};
let aberta: number;
let encerrada: number;

const hojeMenos = (dias: number) => new Date(Date.now() - dias * 86_400_000).toISOString().slice(0, 10);

async function candidatoAntigo(nome: string, extra: Partial<typeof candidato.$inferInsert> = {}) {
  const [c] = await t.database.db
    .insert(candidato)
    .values({
      empresaId: 1,
      nome,
      cpf: '52998224725',
      email: `${nome.split(' ')[0].toLowerCase()}@exemplo.com.br`,
      dataCadastro: ANTIGO,
      dataAtualizacao: ANTIGO,
      createdAt: new Date(`${ANTIGO}T12:00:00Z`),
      ...extra,
    })
    .returning({ id: candidato.id });
  return c.id;
}

async function vincular(candidatoId: number, solicitacaoId: number, criado = ANTIGO) {
  await t.database.db.insert(candidatoSolicitacao).values({
    empresaId: 1,
    candidatoId,
    solicitacaoId,
    createdAt: new Date(`${criado}T12:00:00Z`),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  const db = t.database.db;
  await db.update(empresa).set({ tempoExclusaoCandidato: 12 }).where(eq(empresa.id, 1));
  await db.update(candidato).set({ dataAtualizacao: sql`current_date` }).where(eq(candidato.empresaId, 1));
  const r = await registros(t, 1);
  aberta = await nova(admin, r);
  encerrada = await nova(admin, r);
  await db.update(solicitacao).set({ encerrada: true }).where(eq(solicitacao.id, encerrada));

  ids.excluir = await candidatoAntigo('Ana Excluída');
  ids.anonimizar = await candidatoAntigo('Bruno Anonimizado', {
    observacao: 'Mora perto',
    foneCelular: '987654321',
  });
  ids.contratado = await candidatoAntigo('Carla Contratada', { contratado: true });
  ids.emSelecao = await candidatoAntigo('Daniel Em Seleção');
  ids.recente = await candidatoAntigo('Elisa Recente', { dataAtualizacao: hojeMenos(40) });
  ids.documentoRecente = await candidatoAntigo('Fábio Documento Recente');
  ids.inscricaoRecente = await candidatoAntigo('Gabi Inscrição Recente');
  ids.outraEmpresa = (
    await db
      .insert(candidato)
      .values({
        empresaId: 2,
        nome: 'Hugo Outra Empresa',
        dataCadastro: ANTIGO,
        dataAtualizacao: ANTIGO,
        createdAt: new Date(`${ANTIGO}T12:00:00Z`),
      })
      .returning({ id: candidato.id })
  )[0].id;
  await db.update(empresa).set({ tempoExclusaoCandidato: 12 }).where(eq(empresa.id, 2));

  // Ana: an old document (goes with her). Bruno: took part in a closed selection, has an experience,
  // a document and an audit copy. Daniel: in an open selection. Fábio: a document attached last week.
  const pdf = await pdfComTexto(['RG']);
  for (const k of ['excluir', 'anonimizar', 'documentoRecente']) {
    const res = await enviar(
      admin,
      'post',
      `/api/captacao/candidatos/${ids[k]}/documentos-anexos`,
      multipart({ nome: 'rg.pdf', bytes: pdf }, { descricao: 'RG' }),
    );
    expect(res.statusCode, res.body).toBe(201);
  }
  await db
    .update(candidatoDocumentoAnexo)
    .set({ dataCadastro: new Date(`${ANTIGO}T12:00:00Z`) })
    .where(inArray(candidatoDocumentoAnexo.candidatoId, [ids.excluir, ids.anonimizar]));
  await db
    .update(candidatoDocumentoAnexo)
    .set({ dataCadastro: new Date(Date.now() - 7 * 86_400_000) })
    .where(eq(candidatoDocumentoAnexo.candidatoId, ids.documentoRecente));
  await vincular(ids.anonimizar, encerrada);
  await db
    .insert(candidatoExperiencia)
    .values({ candidatoId: ids.anonimizar, empresa: 'Padaria Pão Quente', dataAdmissao: '2015-02-01' });
  await db.insert(auditoria).values({
    empresaId: 1,
    entidade: 'candidatos',
    entidadeId: ids.anonimizar,
    acao: 'ALTERAR',
    descricao: 'Bruno Anonimizado',
    depois: { nome: 'Bruno Anonimizado', cpf: '52998224725' },
  });
  // Ivo: evaluated (in no selection), with free-text answers about him.
  ids.avaliado = await candidatoAntigo('Ivo Avaliado');
  const modelo = await modeloQuatroTipos(admin, 'Entrevista LGPD');
  const aplicada = await aplicar(admin, ids.avaliado, modelo.id, {
    respostas: respostas(modelo.perguntas, {
      objetiva: 0,
      multipla: [0],
      nota: 7,
      justificativa: 'Mora com a avó no Jardim Europa',
      texto: 'Quero ficar perto da família',
    }),
  });
  expect(aplicada.statusCode, aplicada.body).toBe(201);
  await db
    .update(avaliacaoCandidato)
    .set({ createdAt: new Date(`${ANTIGO}T12:00:00Z`) })
    .where(eq(avaliacaoCandidato.candidatoId, ids.avaliado));
  await db.update(candidato).set({ dataAtualizacao: ANTIGO }).where(eq(candidato.id, ids.avaliado));
  await vincular(ids.emSelecao, aberta);
  await vincular(ids.inscricaoRecente, encerrada, hojeMenos(20));
});
afterAll(() => t?.close());

const existe = async (id: number) =>
  (await t.database.db.select({ id: candidato.id }).from(candidato).where(eq(candidato.id, id))).length > 0;

describe('purge of inactive candidates (POST /api/captacao/expurgos-candidatos/executar)', () => {
  it('is refused without ROLE_CAP_LGPD_EXPURGAR', async () => {
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_LGPD'], 1);
    expect((await leitor.post('/api/captacao/expurgos-candidatos/executar')).statusCode).toBe(403);
    expect((await leitor.get('/api/captacao/expurgos-candidatos?page=0')).statusCode).toBe(200);
  });

  it('deletes, anonymises and keeps each candidate as the policy says, and logs it', async () => {
    const res = await admin.post('/api/captacao/expurgos-candidatos/executar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ anonimizados: 2, excluidos: 1, mantidos: 1 });
    const db = t.database.db;

    // Deleted with everything of hers.
    expect(await existe(ids.excluir)).toBe(false);
    expect(
      await db
        .select()
        .from(candidatoDocumentoAnexo)
        .where(eq(candidatoDocumentoAnexo.candidatoId, ids.excluir)),
    ).toEqual([]);

    // Anonymised: the row and its selection link stay, nothing identifies him.
    const [b] = await db.select().from(candidato).where(eq(candidato.id, ids.anonimizar));
    expect(b).toMatchObject({
      nome: 'Candidato anonimizado',
      cpf: null,
      email: null,
      foneCelular: null,
      observacao: null,
      disponivel: false,
    });
    // The name search's side table was renamed with him (and lost the deleted one): no old name left.
    expect(await nomesDivergentes(t)).toEqual([]);
    expect(
      (await admin.get('/api/captacao/candidatos?page=0&nome=bruno%20anonimizado')).json().content,
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(candidatoExperiencia)
        .where(eq(candidatoExperiencia.candidatoId, ids.anonimizar)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(candidatoDocumentoAnexo)
        .where(eq(candidatoDocumentoAnexo.candidatoId, ids.anonimizar)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(candidatoSolicitacao)
        .where(eq(candidatoSolicitacao.candidatoId, ids.anonimizar)),
    ).toHaveLength(1);
    const copias = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'candidatos'), eq(auditoria.entidadeId, ids.anonimizar)));
    expect(copias.length).toBeGreaterThan(0);
    for (const c of copias) expect([c.antes, c.depois, c.descricao]).toEqual([null, null, null]);

    // The evaluated candidate: anonymised, scores kept, free-text answers gone.
    const [av] = await db
      .select({ nome: candidato.nome })
      .from(candidato)
      .where(eq(candidato.id, ids.avaliado));
    expect(av.nome).toBe('Candidato anonimizado');
    const textos = await db.execute(sql`
      select r.comentario, r.pontos from resposta r join avaliacao_candidato a on a.questionario_resposta_id = r.questionario_resposta_id
       where a.candidato_id = ${ids.avaliado}`);
    const rs = (
      textos as unknown as { rows: { comentario: string | null; pontos: string | number | null }[] }
    ).rows;
    expect(rs.length).toBe(4);
    for (const r of rs) expect(r.comentario).toBeNull();
    expect(rs.some((r) => Number(r.pontos) > 0)).toBe(true);

    // Kept: hired, in an open selection, recent update, recent document, recent application, other company.
    for (const k of [
      'contratado',
      'emSelecao',
      'recente',
      'documentoRecente',
      'inscricaoRecente',
      'outraEmpresa',
    ])
      expect(await existe(ids[k]), k).toBe(true);
    const [d] = await db
      .select({ nome: candidato.nome })
      .from(candidato)
      .where(eq(candidato.id, ids.emSelecao));
    expect(d.nome).toBe('Daniel Em Seleção');

    // The log: one row each, no personal data.
    const log = (await admin.get('/api/captacao/expurgos-candidatos?page=0')).json();
    expect(log.totalElements).toBe(3);
    // Whole rows (unpaged): a page carries only the list's columns, without mesesSemAtividade.
    const linhas = (await admin.get('/api/captacao/expurgos-candidatos')).json();
    expect(linhas).toHaveLength(3);
    const porCandidato = Object.fromEntries(linhas.map((l: { candidatoId: number }) => [l.candidatoId, l]));
    expect(porCandidato[ids.excluir]).toMatchObject({
      acao: 'EXCLUIDO',
      origem: 'MANUAL',
      ultimaAtividade: ANTIGO,
      mesesSemAtividade: 12,
      usuarioNome: expect.any(String),
    });
    expect(porCandidato[ids.anonimizar]).toMatchObject({
      acao: 'ANONIMIZADO',
      origem: 'MANUAL',
      ultimaAtividade: ANTIGO,
    });
    expect(JSON.stringify(log)).not.toMatch(/Ana|Bruno|52998224725/);
    // Another company sees none of it.
    const outra = await t.login(DEMO_ADMIN, 2);
    expect((await outra.get('/api/captacao/expurgos-candidatos?page=0')).json().totalElements).toBe(0);
  });

  it('does not purge an anonymised candidate again', async () => {
    const res = await admin.post('/api/captacao/expurgos-candidatos/executar');
    expect(res.json()).toEqual({ anonimizados: 0, excluidos: 0, mantidos: 1 });
    expect(
      (await t.database.db.select().from(expurgoCandidato).where(eq(expurgoCandidato.empresaId, 1))).length,
    ).toBe(3);
  });

  it('purges every company with a period in the scheduled run, none without one', async () => {
    await t.database.db.update(empresa).set({ tempoExclusaoCandidato: null }).where(eq(empresa.id, 1));
    const r = await executarExpurgo(t.database.db, { origem: 'AGENDADO' });
    expect(r.excluidos).toBeGreaterThanOrEqual(1);
    expect(await existe(ids.outraEmpresa)).toBe(false);
    const [log] = await t.database.db
      .select()
      .from(expurgoCandidato)
      .where(eq(expurgoCandidato.candidatoId, ids.outraEmpresa));
    expect(log).toMatchObject({ empresaId: 2, acao: 'EXCLUIDO', origem: 'AGENDADO', usuarioNome: null });
  });

  it('lets one node claim the daily run once a day', async () => {
    const agora = new Date(Date.now() + 2 * 86_400_000);
    const primeira = await reivindicarExecucaoDiaria(t.database.db, agora);
    expect(primeira).toEqual(expect.any(Number));
    expect(await reivindicarExecucaoDiaria(t.database.db, new Date(agora.getTime() + 3_600_000))).toBeNull();
    expect(
      await reivindicarExecucaoDiaria(t.database.db, new Date(agora.getTime() + 24 * 3_600_000)),
    ).toEqual(expect.any(Number));
  });
});

describe('GET /api/captacao/candidatos/:id/exportar-dados', () => {
  it('gives every datum kept about the candidate as JSON, and logs the export', async () => {
    const id = ids.documentoRecente;
    const res = await admin.get(`/api/captacao/candidatos/${id}/exportar-dados?formato=json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="dados-candidato-${id}.json"`);
    const d = res.json();
    expect(d.candidato).toMatchObject({ id, nome: 'Fábio Documento Recente', cpf: '52998224725' });
    expect(d.candidato).not.toHaveProperty('senha');
    expect(d.documentosAnexos).toMatchObject([{ descricao: 'RG', nomeArquivo: 'rg.pdf' }]);
    expect(d.consentimento).toEqual({
      aceitoPoliticaSeguranca: false,
      dataAceitePolitica: null,
      versaoPolitica: null,
    });
    const sel = (await admin.get(`/api/captacao/candidatos/${ids.inscricaoRecente}/exportar-dados`)).json();
    expect(sel.processosSeletivos).toMatchObject([
      { solicitacaoId: encerrada, contratado: false, etapas: [] },
    ]);
    const log = await t.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidadeId, id), eq(auditoria.acao, 'EXPORTAR')));
    expect(log).toHaveLength(1);
  });

  it('gives the same data as a readable PDF', async () => {
    const res = await admin.get(`/api/captacao/candidatos/${ids.emSelecao}/exportar-dados?formato=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = await textoDoPdf(res.rawPayload);
    expect(texto).toContain('Dados pessoais do candidato (LGPD)');
    expect(texto).toContain('Daniel Em Seleção');
    expect(texto).toContain('529.982.247-25');
    expect(texto).toContain('Processos seletivos');
    expect(texto).toContain('Analista de RH pleno');
    expect((await infoDoPdf(res.rawPayload)).Tagged).toBe('yes');
    expect(await palavrasSemEstrutura(res.rawPayload, ['Administrador'])).toEqual([]);
    const { largura, palavras } = await palavrasDoPdf(res.rawPayload);
    expect(palavras.filter((p) => p.xMin < 41 || p.xMax > largura - 41)).toEqual([]);
  });

  it('answers 403 without ROLE_CAP_LGPD, 404 for another company and 400 for an unknown format', async () => {
    const rh = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS', 'ROLE_CAP_CANDIDATOS_EDITAR'], 1);
    expect((await rh.get(`/api/captacao/candidatos/${ids.recente}/exportar-dados`)).statusCode).toBe(403);
    const outra = await t.login(DEMO_ADMIN, 2);
    expect((await outra.get(`/api/captacao/candidatos/${ids.recente}/exportar-dados`)).statusCode).toBe(404);
    expect(
      (await admin.get(`/api/captacao/candidatos/${ids.recente}/exportar-dados?formato=xml`)).statusCode,
    ).toBe(400);
  });
});
