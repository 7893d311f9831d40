import { CAIXAS, CAIXAS_PADRAO, MSG_MENSAGENS, TIPOS_CAIXA } from '@ipe/domain/mensagens';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { mensagem, perfil, usuario, usuarioEmpresa, usuarioMensagem } from '../../db/schema/index.ts';
import { rows } from '../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../../test/harness.ts';
import { hashPassword } from '../auth/password.ts';
import { postarMensagem } from './index.ts';

/**
 * The message boxes (spec 3 §7 'Session and home'): postarMensagem inside a caller's transaction, and the
 * user's own routes. One app; users: 1 (admin), 2 (Maria Consulta), and two made here.
 */
let t: TestApp;
let db: Db;
let admin: Client;
let maria: Client;
let mariaId: number;
let joaoId: number; // holds ROLE_CAP_SOLICITACAO_LIBERAR in the matriz, responsible of an area
let inativoId: number; // same profile, inactive
let areaId: number;

const postar = (m: Omit<Parameters<typeof postarMensagem>[1], 'empresaId'> & { empresaId?: number }) =>
  db.transaction((tx) => postarMensagem(tx as unknown as Db, { empresaId: 1, ...m }));

const recebidos = async (mensagemId: number | null) =>
  (
    await db
      .select()
      .from(usuarioMensagem)
      .where(eq(usuarioMensagem.mensagemId, mensagemId ?? 0))
  )
    .map((r) => r.usuarioId)
    .sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = await t.login();
  maria = await t.login(DEMO_CONSULTA);
  [{ id: mariaId }] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.cpf, DEMO_CONSULTA.cpf));
  const [p] = await db
    .insert(perfil)
    .values({ nome: 'Liberador', authorities: ['ROLE_CAP_SOLICITACAO_LIBERAR'] })
    .returning();
  const [[area]] = await Promise.all([
    rows<{ area: number; colaborador: number }>(
      db,
      sql`select area_organizacional_id as area, colaborador_id as colaborador from area_responsavel order by 1 limit 1`,
    ),
  ]);
  areaId = area.area;
  const senhaHash = await hashPassword('senha123');
  const [j, i] = await db
    .insert(usuario)
    .values([
      { nome: 'João Liberador', cpf: '39053344705', senhaHash, colaboradorId: area.colaborador },
      { nome: 'Inativo', cpf: '71428793860', senhaHash, ativo: false },
    ])
    .returning();
  joaoId = j.id;
  inativoId = i.id;
  await db.insert(usuarioEmpresa).values([
    { usuarioId: joaoId, empresaId: 1, perfilId: p.id },
    { usuarioId: inativoId, empresaId: 1, perfilId: p.id },
  ]);
});
afterAll(() => t.close());

describe('postarMensagem', () => {
  it('reaches users by id, by authority and by area, once each, active and in the company only', async () => {
    const porId = await postar({
      tipo: 'U',
      texto: 'Olá',
      para: { usuarios: [1, mariaId, inativoId, 999_999] },
    });
    expect(await recebidos(porId.mensagemId)).toEqual([1, mariaId]);
    expect(porId.destinatarios).toBe(2);

    // By the profiles' authorities in the company (user 1's demo profile holds them all), not the inactive one's.
    const porAutoridade = await postar({
      tipo: 'R',
      texto: 'x',
      para: { autoridade: 'ROLE_CAP_SOLICITACAO_LIBERAR' },
    });
    expect(await recebidos(porAutoridade.mensagemId)).toEqual([1, joaoId]);
    const naFilial = await postar({
      empresaId: 2,
      tipo: 'R',
      texto: 'x',
      para: { autoridade: 'ROLE_CAP_SOLICITACAO_LIBERAR' },
    });
    expect(await recebidos(naFilial.mensagemId)).toEqual([1]);

    const porArea = await postar({
      tipo: 'R',
      texto: 'x',
      para: { areas: [areaId], usuarios: [joaoId, mariaId] },
    });
    expect(await recebidos(porArea.mensagemId)).toEqual([mariaId, joaoId].sort((a, b) => a - b));
    const soArea = await postar({ tipo: 'R', texto: 'x', para: { areas: [areaId] } });
    expect(await recebidos(soArea.mensagemId)).toEqual([joaoId]);

    // Maria has no profile in the filial: a message of the filial does not reach her.
    const filial = await postar({ empresaId: 2, tipo: 'U', texto: 'x', para: { usuarios: [1, mariaId] } });
    expect(await recebidos(filial.mensagemId)).toEqual([1]);
  });

  it('leaves out `exceto` and posts nothing when nobody is left', async () => {
    const antes = (await db.select({ id: mensagem.id }).from(mensagem)).length;
    const r = await postar({ tipo: 'U', texto: 'x', para: { usuarios: [1], exceto: [1] } });
    expect(r).toEqual({ mensagemId: null, destinatarios: 0 });
    expect(await postar({ tipo: 'U', texto: 'x', para: {} })).toEqual({ mensagemId: null, destinatarios: 0 });
    expect((await db.select({ id: mensagem.id }).from(mensagem)).length).toBe(antes);
  });

  it("is part of the caller's transaction: a rollback leaves no message", async () => {
    const antes = (await db.select({ id: mensagem.id }).from(mensagem)).length;
    await expect(
      db.transaction(async (tx) => {
        await postarMensagem(tx as unknown as Db, {
          empresaId: 1,
          tipo: 'U',
          texto: 'x',
          para: { usuarios: [1] },
        });
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect((await db.select({ id: mensagem.id }).from(mensagem)).length).toBe(antes);
  });

  it("keeps the sender, link and target; 'Sistema' by default; an absolute link opens in a new tab", async () => {
    const a = await postar({ tipo: 'U', texto: 'a', link: '/utilitario/emails', para: { usuarios: [1] } });
    const b = await postar({
      tipo: 'U',
      texto: 'b',
      remetente: { id: mariaId, nome: 'Maria Consulta' },
      link: 'https://exemplo.com.br',
      para: { usuarios: [1] },
    });
    const [ma] = await db
      .select()
      .from(mensagem)
      .where(eq(mensagem.id, a.mensagemId as number));
    const [mb] = await db
      .select()
      .from(mensagem)
      .where(eq(mensagem.id, b.mensagemId as number));
    expect(ma).toMatchObject({ remetente: MSG_MENSAGENS.sistema, remetenteId: null, target: '_self' });
    expect(mb).toMatchObject({ remetente: 'Maria Consulta', remetenteId: mariaId, target: '_blank' });
  });
});

describe('caixa-mensagens', () => {
  it('answers the eight boxes with titles, default order, unread counts, at most 30 messages, unread first', async () => {
    for (let i = 0; i < 32; i++)
      await postar({ tipo: 'P', texto: `Pesquisa ${i}\nsegunda linha`, para: { usuarios: [mariaId] } });
    const lida = await postar({ tipo: 'P', texto: 'Já lida', para: { usuarios: [mariaId] } });
    await db
      .update(usuarioMensagem)
      .set({ lida: true })
      .where(eq(usuarioMensagem.mensagemId, lida.mensagemId as number));

    const res = await maria.get('/api/userinfo/usuario/caixa-mensagens');
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b.caixasEsquerda.map((c: { tipo: string }) => c.tipo)).toEqual(CAIXAS_PADRAO.caixasEsquerda);
    expect(b.caixasDireita.map((c: { tipo: string }) => c.tipo)).toEqual(CAIXAS_PADRAO.caixasDireita);
    expect(b.caixasMinimizadas).toEqual([]);
    const p = b.caixasEsquerda.find((c: { tipo: string }) => c.tipo === 'P');
    expect(p).toMatchObject({ titulo: CAIXAS.P, naoLidas: 32, minimizado: false });
    expect(p.mensagens).toHaveLength(30);
    expect(p.mensagens.every((m: { lida: boolean }) => !m.lida)).toBe(true);
    expect(p.mensagens[0]).toMatchObject({
      texto: 'Pesquisa 31\nsegunda linha',
      textoAbreviado: 'Pesquisa 31',
    });
    expect(p.mensagens[0].usuarioMensagemId).toEqual(expect.any(Number));
    // Another user's boxes do not show Maria's messages.
    const a = (await admin.get('/api/userinfo/usuario/caixa-mensagens')).json();
    const dele = a.caixasEsquerda.find((c: { tipo: string }) => c.tipo === 'P').mensagens;
    expect(dele.some((m: { texto: string }) => m.texto.startsWith('Pesquisa '))).toBe(false);
  });

  it('saves the order and the collapsed boxes per user; a box missing joins its default column', async () => {
    const corpo = {
      caixasEsquerda: ['U', 'R'],
      caixasDireita: ['C', 'P', 'A', 'T', 'F'],
      caixasMinimizadas: ['C', 'C'],
    };
    const res = await maria.put('/api/userinfo/usuario/caixa-mensagens', { caixasMensagens: corpo });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      caixasEsquerda: ['U', 'R'],
      caixasDireita: ['C', 'P', 'A', 'T', 'F', 'S'],
      caixasMinimizadas: ['C'],
    });
    const b = (await maria.get('/api/userinfo/usuario/caixa-mensagens')).json();
    expect(b.caixasEsquerda.map((c: { tipo: string }) => c.tipo)).toEqual(['U', 'R']);
    expect(b.caixasDireita.find((c: { tipo: string }) => c.tipo === 'C').minimizado).toBe(true);
    // The admin's layout is untouched.
    const a = (await admin.get('/api/userinfo/usuario/caixa-mensagens')).json();
    expect(a.caixasEsquerda.map((c: { tipo: string }) => c.tipo)).toEqual(CAIXAS_PADRAO.caixasEsquerda);
  });

  it('refuses a box twice and an unknown code', async () => {
    const dupla = await maria.put('/api/userinfo/usuario/caixa-mensagens', {
      caixasMensagens: { caixasEsquerda: ['R'], caixasDireita: ['R'], caixasMinimizadas: [] },
    });
    expect(dupla.statusCode).toBe(400);
    expect(dupla.json().message).toBe(MSG_MENSAGENS.ordemInvalida);
    const desconhecida = await maria.put('/api/userinfo/usuario/caixa-mensagens', {
      caixasMensagens: { caixasEsquerda: ['X'], caixasDireita: [], caixasMinimizadas: [] },
    });
    expect(desconhecida.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.anonymous().get('/api/userinfo/usuario/caixa-mensagens')).statusCode).toBe(401);
    expect((await t.anonymous().get('/api/userinfo/mensagens')).statusCode).toBe(401);
  });
});

describe('mensagens', () => {
  it('lists every message of the user, newest first, paged, with the box filter', async () => {
    await postar({ tipo: 'S', texto: 'SST 1', para: { usuarios: [mariaId] } });
    await postar({ tipo: 'S', texto: 'SST 2', para: { usuarios: [mariaId] } });
    const s = (await maria.get('/api/userinfo/mensagens?tipo=S&size=1')).json();
    expect(s).toMatchObject({ totalElements: 2, totalPages: 2, number: 0, size: 1 });
    expect(s.content.map((m: { texto: string }) => m.texto)).toEqual(['SST 2']);
    expect((await maria.get('/api/userinfo/mensagens?tipo=S&size=1&page=1')).json().content[0].texto).toBe(
      'SST 1',
    );
    const todas = (await maria.get('/api/userinfo/mensagens')).json();
    expect(todas.size).toBe(15);
    expect(todas.totalElements).toBeGreaterThan(33);
    expect((await maria.get('/api/userinfo/mensagens?tipo=X')).statusCode).toBe(400);
  });

  it('marks read and unread; another user or company answers 404', async () => {
    const { mensagemId } = await postar({ tipo: 'T', texto: 'Curso', para: { usuarios: [mariaId, 1] } });
    const [meu] = await db
      .select()
      .from(usuarioMensagem)
      .where(
        sql`${usuarioMensagem.mensagemId} = ${mensagemId} and ${usuarioMensagem.usuarioId} = ${mariaId}`,
      );
    const lida = await maria.patch(`/api/userinfo/mensagens/${meu.id}/lida/true`);
    expect(lida.statusCode).toBe(200);
    expect(lida.json()).toEqual({ usuarioMensagemId: meu.id, lida: true });
    expect((await maria.patch(`/api/userinfo/mensagens/${meu.id}/lida/false`)).json().lida).toBe(false);
    // The admin tries Maria's row.
    expect((await admin.patch(`/api/userinfo/mensagens/${meu.id}/lida/true`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/userinfo/mensagens/${meu.id}`)).statusCode).toBe(404);
    expect((await db.select().from(usuarioMensagem).where(eq(usuarioMensagem.id, meu.id)))[0].lida).toBe(
      false,
    );
    expect((await maria.patch(`/api/userinfo/mensagens/${meu.id}/lida/talvez`)).statusCode).toBe(400);
    // The admin's own row of a filial message is not reachable from the matriz session.
    const filial = await postar({ empresaId: 2, tipo: 'U', texto: 'Filial', para: { usuarios: [1] } });
    const [daFilial] = await db
      .select()
      .from(usuarioMensagem)
      .where(eq(usuarioMensagem.mensagemId, filial.mensagemId as number));
    expect((await admin.patch(`/api/userinfo/mensagens/${daFilial.id}/lida/true`)).statusCode).toBe(404);
  });

  it('removes from the user box only; the message goes with its last recipient', async () => {
    const { mensagemId } = await postar({ tipo: 'F', texto: 'Talentos', para: { usuarios: [mariaId, 1] } });
    const linhas = await db
      .select()
      .from(usuarioMensagem)
      .where(eq(usuarioMensagem.mensagemId, mensagemId as number));
    const daMaria = linhas.find((l) => l.usuarioId === mariaId) as (typeof linhas)[0];
    const doAdmin = linhas.find((l) => l.usuarioId === 1) as (typeof linhas)[0];
    expect((await maria.delete(`/api/userinfo/mensagens/${daMaria.id}`)).statusCode).toBe(204);
    expect((await maria.delete(`/api/userinfo/mensagens/${daMaria.id}`)).statusCode).toBe(404);
    expect(
      await db
        .select()
        .from(mensagem)
        .where(eq(mensagem.id, mensagemId as number)),
    ).toHaveLength(1);
    expect((await admin.delete(`/api/userinfo/mensagens/${doAdmin.id}`)).statusCode).toBe(204);
    expect(
      await db
        .select()
        .from(mensagem)
        .where(eq(mensagem.id, mensagemId as number)),
    ).toHaveLength(0);
  });

  it('has every box code of the spec', () => {
    expect(TIPOS_CAIXA).toEqual(['R', 'C', 'P', 'A', 'T', 'F', 'S', 'U']);
  });
});
