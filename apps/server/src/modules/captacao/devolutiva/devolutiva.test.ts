import { MODELOS_DEVOLUTIVA_PADRAO } from '@ipe/domain/resources/captacao/devolutiva/index';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSaida } from '../../../db/schema/index.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { candidato } from '../schema.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import { loginCandidato } from '../../../test/candidato.ts';
import { candidatoSolicitacao } from '../selecao/schema.ts';
import { entries, usuarioCom } from '../solicitacoes/testkit.ts';
import {
  etapas,
  mover,
  novoCandidato,
  resultado,
  SOLICITACOES,
  solicitacaoAberta,
  vincular,
} from '../selecao/testkit.ts';

/**
 * Issue 24 §3, rejection feedback (devolutiva): the company's templates, the e-mail when a candidate is
 * marked not fit (single and bulk) or the requisition closes, once per candidate, and the message in the
 * candidate area. One app for the file; the matrix (company 1) and the filial (2).
 */
const MODELOS = '/api/captacao/devolutiva/modelos';
let t: TestApp;
let admin: Client;
let E: { id: number }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 1);
  E = await etapas(t, 1);
});
afterAll(() => t?.close());

/** A candidate with an e-mail linked to the requisition and placed in its first step. */
async function naEtapa(
  s: number,
  nome: string,
  email: string | null = `${nome.split(' ')[0].toLowerCase()}@teste.com.br`,
) {
  const c = await novoCandidato(t, 1, nome);
  await t.database.db.update(candidato).set({ email }).where(eq(candidato.id, c.id));
  const v = await vincular(admin, c.id, s);
  expect((await mover(admin, v, E[0].id)).statusCode).toBe(201);
  return { ...c, v, email };
}
const emailsPara = (email: string) =>
  t.database.db
    .select()
    .from(emailSaida)
    .where(and(eq(emailSaida.empresaId, 1), like(emailSaida.origem, 'devolutiva-%')))
    .then((l) => l.filter((m) => m.destinatarios.includes(email)));

describe('templates', () => {
  it('answers the pt-BR defaults, saves edits, and refuses unknown placeholders with their message', async () => {
    const lidos = (await admin.get(MODELOS)).json();
    expect(lidos).toEqual([
      { tipo: 'NAO_APTO', ativo: true, padrao: true, ...MODELOS_DEVOLUTIVA_PADRAO.NAO_APTO },
      { tipo: 'ENCERRAMENTO', ativo: true, padrao: true, ...MODELOS_DEVOLUTIVA_PADRAO.ENCERRAMENTO },
    ]);
    const bad = await admin.put(MODELOS, {
      modelos: [{ tipo: 'NAO_APTO', assunto: 'Olá {nome}', corpo: ' ' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(entries(bad)).toEqual([
      {
        field: 'modelos.0.assunto',
        message: 'Marcador desconhecido: {nome}. Use {candidato}, {vaga} ou {empresa}.',
      },
      { field: 'modelos.0.corpo', message: 'Mensagem é obrigatória' },
    ]);
    const ok = await admin.put(MODELOS, {
      modelos: [
        {
          tipo: 'NAO_APTO',
          assunto: 'Sobre a vaga {vaga}',
          corpo: 'Olá, {candidato}.\n\nObrigado por participar da seleção da {empresa}.',
        },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()[0]).toMatchObject({ tipo: 'NAO_APTO', padrao: false, assunto: 'Sobre a vaga {vaga}' });
    expect(ok.json()[1].padrao).toBe(true);
  });

  it('attackers: reading needs the selection authority, editing its editing one; each company has its own', async () => {
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_SELECAO'], 1);
    expect((await leitor.client.get(MODELOS)).statusCode).toBe(200);
    const put = await leitor.client.put(MODELOS, {
      modelos: [{ tipo: 'NAO_APTO', assunto: 'x', corpo: 'y' }],
    });
    expect(put.statusCode).toBe(403);
    const nada = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 1);
    expect((await nada.client.get(MODELOS)).statusCode).toBe(403);
    // The filial sees its defaults, not the matrix's edit, and its edit does not reach the matrix.
    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await filial.get(MODELOS)).json()[0].padrao).toBe(true);
    const f = await filial.put(MODELOS, {
      modelos: [{ tipo: 'NAO_APTO', ativo: false, assunto: 'Filial', corpo: 'Filial' }],
    });
    expect(f.statusCode, f.body).toBe(200);
    expect((await admin.get(MODELOS)).json()[0]).toMatchObject({
      ativo: true,
      assunto: 'Sobre a vaga {vaga}',
    });
  });
});

describe('sending', () => {
  it('not fit (single and bulk): one e-mail per candidate with the placeholders filled, never twice', async () => {
    const s = await solicitacaoAberta(t, admin, 2);
    const ana = await naEtapa(s, 'Ana Devolutiva');
    const bia = await naEtapa(s, 'Bia Devolutiva');
    const caio = await naEtapa(s, 'Caio Devolutiva', null);
    await t.database.db.update(candidato).set({ nomeSocial: 'Bia Social' }).where(eq(candidato.id, bia.id));
    expect((await resultado(admin, ana.v, 'N')).statusCode).toBe(200);
    const [m] = await emailsPara(ana.email as string);
    expect(m.assunto).toMatch(/^Sobre a vaga .+/);
    expect(m.assunto).not.toContain('{');
    expect(m.texto).toContain('Olá, Ana Devolutiva.');
    expect(m.texto).toContain('Obrigado por participar da seleção da ');
    expect(m.html).toContain('<p>Olá, Ana Devolutiva.</p>');
    expect(m.origem).toBe('devolutiva-nao-apto');

    // Bulk: Ana again (already sent), Bia (social name), Caio (no e-mail: the message only).
    const lote = await admin.post(`${SOLICITACOES}/${s}/candidatos/lote`, {
      acao: 'reprovar',
      vinculosIds: [ana.v, bia.v, caio.v],
    });
    expect(lote.statusCode, lote.body).toBe(200);
    expect(await emailsPara(ana.email as string)).toHaveLength(1);
    const [mb] = await emailsPara(bia.email as string);
    expect(mb.texto).toContain('Olá, Bia Social.');
    const links = await t.database.db
      .select({ id: candidatoSolicitacao.id, msg: candidatoSolicitacao.devolutivaMensagem })
      .from(candidatoSolicitacao)
      .where(inArray(candidatoSolicitacao.id, [ana.v, bia.v, caio.v]));
    expect(links.every((l) => l.msg?.startsWith('Olá, '))).toBe(true);

    // Apto then not apto again, then the closing: still one e-mail each.
    await resultado(admin, ana.v, 'S');
    await resultado(admin, ana.v, 'N');
    const enc = await admin.put(`${SOLICITACOES}/${s}/encerra`, { dataEncerramento: '2026-11-28' });
    expect(enc.statusCode, enc.body).toBe(200);
    expect(await emailsPara(ana.email as string)).toHaveLength(1);
    expect(await emailsPara(bia.email as string)).toHaveLength(1);
  });

  it('closing the requisition: the closing template to the candidates not hired and not removed, once', async () => {
    const s = await solicitacaoAberta(t, admin, 2);
    const dani = await naEtapa(s, 'Dani Encerramento');
    const edu = await naEtapa(s, 'Edu Contratado');
    const fabi = await naEtapa(s, 'Fabi Removida');
    await resultado(admin, edu.v, 'S');
    expect(
      (await admin.post(`/api/captacao/candidato-solicitacoes/${edu.v}/contratar`, {})).statusCode,
    ).toBeLessThan(300);
    expect((await admin.delete(`/api/captacao/candidato-solicitacoes/${fabi.v}`)).statusCode).toBeLessThan(
      300,
    );
    const enc = await admin.put(`${SOLICITACOES}/${s}/encerra`, { dataEncerramento: '2026-11-28' });
    expect(enc.statusCode, enc.body).toBe(200);
    const [m] = await emailsPara(dani.email as string);
    expect(m.origem).toBe('devolutiva-encerramento');
    expect(m.texto).toContain('Olá, Dani Encerramento.');
    expect(await emailsPara(edu.email as string)).toHaveLength(0);
    expect(await emailsPara(fabi.email as string)).toHaveLength(0);
    // Reopened and closed again: nothing more.
    if ((await admin.put(`${SOLICITACOES}/${s}/reabre`, {})).statusCode === 200) {
      await admin.put(`${SOLICITACOES}/${s}/encerra`, { dataEncerramento: '2026-11-28' });
      expect(await emailsPara(dani.email as string)).toHaveLength(1);
    }
  });

  it('an inactive template sends nothing; the candidate area shows the closed application with the message', async () => {
    const inativo = { tipo: 'ENCERRAMENTO', ativo: false, ...MODELOS_DEVOLUTIVA_PADRAO.ENCERRAMENTO };
    expect((await admin.put(MODELOS, { modelos: [inativo] })).statusCode).toBe(200);
    const s1 = await solicitacaoAberta(t, admin);
    const hugo = await naEtapa(s1, 'Hugo Inativo');
    await admin.put(`${SOLICITACOES}/${s1}/encerra`, { dataEncerramento: '2026-11-28' });
    expect(await emailsPara(hugo.email as string)).toHaveLength(0);
    await admin.put(MODELOS, { modelos: [{ ...inativo, ativo: true }] });

    const s = await solicitacaoAberta(t, admin);
    const gil = await naEtapa(s, 'Gil Candidato');
    const senha = 'senha-gil-123';
    await t.database.db
      .update(candidato)
      .set({ senha: await hashPassword(senha) })
      .where(eq(candidato.id, gil.id));
    const c = await loginCandidato(t, { cpf: gil.cpf as string, senha });
    const antes = (await c.get('/api/externo/candidato-solicitacoes')).json();
    expect(antes.find((x: { id: number }) => x.id === gil.v)).toMatchObject({ devolutiva: null });
    await resultado(admin, gil.v, 'N');
    const minhas = (await c.get('/api/externo/candidato-solicitacoes')).json();
    const app = minhas.find((x: { id: number }) => x.id === gil.v);
    expect(app.status).toBe('Encerrada');
    expect(app.devolutiva).toContain('Olá, Gil Candidato.');
    expect(app.devolutivaEm).toBeTruthy();
  });
});
