import {
  MSG_CONTRATACAO as MC,
  MSG_LOTE,
  MSG_SELECAO as M,
  MSG_TRANSFERENCIA as MT,
  SELECAO_CONTRATAR,
  SELECAO_READ,
} from '@ipe/domain/resources/captacao/selecao/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { colaboradorDocumento } from '../../cargoSalario/colaboradores/documentos/schema.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { cidade } from '../../geral/schema.ts';
import { candidatoCurriculo, candidatoDocumentoAnexo } from '../documentos/schema.ts';
import { candidato } from '../schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { entries, mensagem, usuarioCom } from '../solicitacoes/testkit.ts';
import { candidatoSolicitacao } from './schema.ts';
import { historicoCandidato } from './schema.ts';
import {
  etapas,
  mover,
  novoCandidato,
  SOLICITACOES,
  solicitacaoAberta,
  solicitacaoDireta,
  VINCULOS,
  vincular,
} from './testkit.ts';

/**
 * 'Inserir Talento' (issue 24 §4): the pre-filled talent form and the talent saved with the hiring and
 * the candidate's files in one transaction. One app for the file; the tests share one requisition.
 */
let t: TestApp;
let admin: Client;
let s: number;
const PDF = Buffer.from('%PDF-1.4\n% documento de teste\n');
const previa = (c: Client, v: number) => c.get(`${VINCULOS}/${v}/talento`);
const inserir = (c: Client, valores: object, v: unknown) =>
  c.post('/api/cargo-salario/colaboradores', { ...valores, candidatoSolicitacaoId: v });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  s = await solicitacaoAberta(t, admin, 3);
});
afterAll(() => t?.close());

/** A candidate in the requisition with a document and a résumé, and the form's pre-filled values. */
async function candidatoComArquivos(nome: string) {
  const c = await novoCandidato(t, 1, nome);
  const db = t.database.db;
  const [lugar] = await db.select({ id: cidade.id, estadoId: cidade.estadoId }).from(cidade).limit(1);
  await db
    .update(candidato)
    .set({
      sexo: 'F',
      email: 'ana@example.com',
      dddCelular: '85',
      foneCelular: '988887777',
      cep: '60000000',
      logradouro: 'Rua das Flores',
      numero: '10',
      bairro: 'Centro',
      ufId: lugar.estadoId,
      cidadeId: lugar.id,
      pis: '12345678900',
    })
    .where(eq(candidato.id, c.id));
  const arquivo = {
    empresaId: 1,
    candidatoId: c.id,
    contentType: 'application/pdf',
    tamanho: PDF.length,
    conteudo: PDF,
  };
  await db.insert(candidatoDocumentoAnexo).values({ ...arquivo, descricao: 'RG', nomeArquivo: 'rg.pdf' });
  await db.insert(candidatoCurriculo).values({ ...arquivo, nomeArquivo: 'curriculo.pdf' });
  const v = await vincular(admin, c.id, s);
  const res = await previa(admin, v);
  expect(res.statusCode, res.body).toBe(200);
  return { c, v, p: res.json() };
}

describe('Inserir Talento', () => {
  it('pre-fills the talent form from the candidate and the requisition, and saves talent, hiring and files together', async () => {
    const { c, v, p } = await candidatoComArquivos('Contratação Ana');
    const [sol] = await t.database.db.select().from(solicitacao).where(eq(solicitacao.id, s));
    expect(p).toMatchObject({
      candidato: { id: c.id, nome: c.nome },
      solicitacao: { id: s },
      talentoAnterior: null,
      arquivos: 2,
      valores: {
        nome: c.nome,
        cpf: c.cpf,
        pis: '12345678900',
        email: 'ana@example.com',
        dddCelular: '85',
        celular: '988887777',
        cep: '60000000',
        historicos: [
          {
            motivo: 'A',
            estabelecimentoId: sol.estabelecimentoId,
            areaOrganizacionalId: sol.areaOrganizacionalId,
            faixaSalarialId: sol.faixaSalarialId,
          },
        ],
      },
    });
    expect(p.valores.historicos[0].data).toBe(p.valores.dataAdmissao);

    const res = await inserir(admin, p.valores, v);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const db = t.database.db;
    const [link] = await db.select().from(candidatoSolicitacao).where(eq(candidatoSolicitacao.id, v));
    expect(link).toMatchObject({ contratado: true, colaboradorId: id });
    const [cand] = await db
      .select({ contratado: candidato.contratado })
      .from(candidato)
      .where(eq(candidato.id, c.id));
    expect(cand.contratado).toBe(true);
    const [depois] = await db.select().from(solicitacao).where(eq(solicitacao.id, s));
    expect(depois.qtdVagasPreenchidas).toBe(sol.qtdVagasPreenchidas + 1);
    // The files were carried over with their bytes (nothing uploaded again).
    const docs = await db
      .select({
        descricao: colaboradorDocumento.descricao,
        nome: colaboradorDocumento.nomeArquivo,
        conteudo: colaboradorDocumento.conteudo,
      })
      .from(colaboradorDocumento)
      .where(eq(colaboradorDocumento.colaboradorId, id));
    expect(docs.map((d) => [d.descricao, d.nome]).sort()).toEqual([
      ['Currículo', 'curriculo.pdf'],
      ['RG', 'rg.pdf'],
    ]);
    expect(Buffer.from(docs[0].conteudo as Uint8Array).equals(PDF)).toBe(true);
    const audit = await db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'candidato-solicitacoes'), eq(auditoria.entidadeId, v)));
    expect(audit.map((a) => a.acao).sort()).toEqual(['CONTRATAR', 'INCLUIR CANDIDATO', 'INSERIR TALENTO']);
    // The board knows the hiring's talent is in: no 'Inserir Talento' on that card any more.
    const quadro = (await admin.get(`${SOLICITACOES}/${s}/candidato`)).json() as {
      candidatos: { id: number; contratado: boolean; talentoInserido: boolean }[];
    };
    expect(quadro.candidatos.find((x) => x.id === v)).toMatchObject({
      contratado: true,
      talentoInserido: true,
    });
    expect(quadro.candidatos.filter((x) => x.id !== v).every((x) => !x.talentoInserido)).toBe(true);

    // Once inserted, the same hiring never makes a second talent; nothing of the refused save stays.
    const outra = { ...p.valores, cpf: null, nome: 'Contratação Ana de novo' };
    expect(mensagem(await inserir(admin, outra, v))).toBe(MC.talentoJaInserido);
    expect(mensagem(await previa(admin, v))).toBe(MC.talentoJaInserido);
    expect(await db.select().from(colaborador).where(eq(colaborador.nome, outra.nome))).toHaveLength(0);
    // An existing talent is never linked to a hiring.
    const atual = (await admin.get(`/api/cargo-salario/colaboradores/${id}`)).json();
    expect(
      mensagem(
        await admin.put(`/api/cargo-salario/colaboradores/${id}`, { ...atual, candidatoSolicitacaoId: v }),
      ),
    ).toBe(MC.somenteNovoTalento);
  });

  it('starts a former employee from their talent record', async () => {
    const { c, v, p: antes } = await candidatoComArquivos('Contratação Bruno');
    const criado = await admin.post('/api/cargo-salario/colaboradores', {
      ...antes.valores,
      pis: '99988877766',
      situacao: 'D',
      motivoDesligamento: 'Pedido de demissão',
      dataDesligamento: antes.valores.dataAdmissao,
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const p = (await previa(admin, v)).json();
    expect(p.talentoAnterior).toEqual({ id: criado.json().id, nome: c.nome, situacao: 'D' });
    expect(p.valores).toMatchObject({ cpf: c.cpf, pis: '99988877766' });
    // The former record is dismissed: a new talent is saved for the same CPF.
    expect((await inserir(admin, p.valores, v)).statusCode).toBe(201);
  });

  it('needs the hiring authority and the session company (attacker tests)', async () => {
    const { v, p } = await candidatoComArquivos('Contratação Carla');
    // May save talents but not hire: both the form's values and the save are refused.
    const { client: semContratar } = await usuarioCom(
      t,
      admin,
      ['ROLE_CS_COLABORADORES', 'ROLE_CS_COLABORADORES_EDITAR', SELECAO_READ],
      1,
    );
    expect((await previa(semContratar, v)).statusCode).toBe(403);
    expect(mensagem(await inserir(semContratar, p.valores, v), 403)).toBe(MC.semPermissaoContratar);
    // May hire but not save talents.
    const { client: semTalento } = await usuarioCom(t, admin, [SELECAO_CONTRATAR, SELECAO_READ], 1);
    expect((await inserir(semTalento, p.valores, v)).statusCode).toBe(403);
    // Another company's hiring: neither its values nor its link, and no talent is left behind.
    const s2 = await solicitacaoDireta(t, 2);
    const c2 = await novoCandidato(t, 2, 'Contratação da filial');
    const [l2] = await t.database.db
      .insert(candidatoSolicitacao)
      .values({ empresaId: 2, candidatoId: c2.id, solicitacaoId: s2 })
      .returning({ id: candidatoSolicitacao.id });
    expect(mensagem(await previa(admin, l2.id))).toBe(MC.vinculoInvalido);
    const intruso = { ...p.valores, cpf: null, nome: 'Talento intruso' };
    expect(entries(await inserir(admin, intruso, l2.id))).toEqual([
      { field: 'candidatoSolicitacaoId', message: MC.vinculoInvalido },
    ]);
    expect(entries(await inserir(admin, intruso, 'x'))).toEqual([
      { field: 'candidatoSolicitacaoId', message: MC.vinculoInvalido },
    ]);
    expect(
      await t.database.db.select().from(colaborador).where(eq(colaborador.nome, intruso.nome)),
    ).toHaveLength(0);
    const [l] = await t.database.db
      .select()
      .from(candidatoSolicitacao)
      .where(eq(candidatoSolicitacao.id, l2.id));
    expect(l).toMatchObject({ contratado: false, colaboradorId: null });
  });
});

describe('Transferir candidatos', () => {
  const transferir = (c: Client, origem: number, body: object) =>
    c.post(`${SOLICITACOES}/${origem}/candidatos/transferir`, body);

  it('moves candidates to another board with their history and reports each refusal', async () => {
    const [origem, destino, outra] = [
      await solicitacaoAberta(t, admin, 2),
      await solicitacaoAberta(t, admin, 1),
      await solicitacaoAberta(t, admin, 1),
    ];
    const [E0] = await etapas(t, 1);
    const a = await novoCandidato(t, 1, 'Transferência Ana');
    const b = await novoCandidato(t, 1, 'Transferência Bruno');
    const c = await novoCandidato(t, 1, 'Transferência Carla');
    const [va, vb, vc] = [
      await vincular(admin, a.id, origem),
      await vincular(admin, b.id, origem),
      await vincular(admin, c.id, origem),
    ];
    await vincular(admin, c.id, destino);
    const vx = await vincular(admin, a.id, outra);
    expect((await mover(admin, va, E0.id)).statusCode).toBe(201);
    expect((await admin.post(`${VINCULOS}/${vb}/contratar`, {})).statusCode).toBe(200);

    const res = await transferir(admin, origem, { destinoId: destino, vinculosIds: [va, vb, vc, vx] });
    expect(res.statusCode, res.body).toBe(200);
    const [sd] = await t.database.db
      .select({ descricao: solicitacao.descricao })
      .from(solicitacao)
      .where(eq(solicitacao.id, destino));
    expect(res.json()).toEqual({
      feitos: [{ id: va, nome: a.nome }],
      recusados: [
        { id: vb, nome: b.nome, motivo: MT.contratadoNaoTransfere },
        { id: vc, nome: c.nome, motivo: M.jaParticipa(c.nome, sd.descricao) },
        { id: vx, nome: '', motivo: MSG_LOTE.foraDaSolicitacao },
      ],
    });
    // The link changed requisition and kept its step and history.
    const [link] = await t.database.db
      .select()
      .from(candidatoSolicitacao)
      .where(eq(candidatoSolicitacao.id, va));
    expect(link).toMatchObject({ solicitacaoId: destino, etapaSeletivaId: E0.id });
    const hist = await t.database.db
      .select()
      .from(historicoCandidato)
      .where(eq(historicoCandidato.candidatoSolicitacaoId, va));
    expect(hist).toHaveLength(1);
    const board = (await admin.get(`${SOLICITACOES}/${destino}/candidato`)).json();
    expect(JSON.stringify(board)).toContain(a.nome);

    expect(entries(await transferir(admin, origem, { destinoId: origem, vinculosIds: [vc] }))).toEqual([
      { field: 'destinoId', message: MT.mesmaSolicitacao },
    ]);
    expect(entries(await transferir(admin, origem, { vinculosIds: [] }))).toEqual([
      { field: 'destinoId', message: MT.destinoObrigatorio },
      { field: 'vinculosIds', message: M.candidatosObrigatorios },
    ]);

    // Attackers: no authority; another company's requisition as origin or destination.
    const { client: leitor } = await usuarioCom(t, admin, [SELECAO_READ], 1);
    expect((await transferir(leitor, origem, { destinoId: outra, vinculosIds: [vc] })).statusCode).toBe(403);
    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await transferir(filial, origem, { destinoId: outra, vinculosIds: [vc] })).statusCode).toBe(404);
    const s2 = await solicitacaoDireta(t, 2);
    expect((await transferir(admin, origem, { destinoId: s2, vinculosIds: [vc] })).statusCode).toBe(404);
    const [ainda] = await t.database.db
      .select()
      .from(candidatoSolicitacao)
      .where(eq(candidatoSolicitacao.id, vc));
    expect(ainda.solicitacaoId).toBe(origem);
  });
});
