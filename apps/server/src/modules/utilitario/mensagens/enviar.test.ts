import { MSG_ENVIAR_MENSAGEM as M } from '@ipe/domain/resources/utilitario/enviarMensagem';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perfil, usuario } from '../../../db/schema/index.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../../../test/harness.ts';

/** 'Utilitários > Enviar mensagem': who may send, to whom (the users one manages), by user or profile. */
const URL = '/api/utilitario/enviar-mensagem';
let t: TestApp;
let admin: Client;
let maria: Client;
let mariaId: number;
let consultaPerfilId: number;
let gestorFilial: Client; // sends and manages users in the filial only
let daFilialId: number; // a user linked to the filial only

const caixa = async (c: Client, tipo = 'U') =>
  (await c.get(`/api/userinfo/mensagens?tipo=${tipo}&size=100`)).json().content as {
    texto: string;
    remetente: string;
  }[];

async function novoUsuario(nome: string, n: number, empresaId: number, perfilId: number) {
  const cpf = cpfFrom(818000000 + n * 7);
  const res = await admin.post('/api/utilitario/usuarios', {
    nome,
    cpf,
    senha: 'segredo123',
    empresas: [{ empresaId, perfilId }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, cpf };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  maria = await t.login(DEMO_CONSULTA);
  const db = t.database.db;
  [{ id: mariaId }] = await db
    .select({ id: usuario.id })
    .from(usuario)
    .where(eq(usuario.cpf, DEMO_CONSULTA.cpf));
  [{ id: consultaPerfilId }] = await db
    .select({ id: perfil.id })
    .from(perfil)
    .where(eq(perfil.nome, 'Consulta'));
  const p = await admin.post('/api/utilitario/perfis', {
    nome: 'Gestor de mensagens',
    authorities: ['ROLE_UTI_ENVIAR_MENSAGEM', 'ROLE_UTI_USUARIOS', 'ROLE_CAD_INFO_PESSOAL'],
  });
  expect(p.statusCode, p.body).toBe(201);
  const gestor = await novoUsuario('Gestor da Filial', 1, 2, p.json().id);
  daFilialId = (await novoUsuario('Usuário da Filial', 2, 2, consultaPerfilId)).id;
  gestorFilial = await t.login({ cpf: gestor.cpf, senha: 'segredo123' }, 2);
});
afterAll(() => t?.close());

describe('Enviar mensagem', () => {
  it('sends to chosen users, into the chosen box, with the sender and line breaks', async () => {
    const res = await admin.post(URL, {
      tipo: 'P',
      texto: 'Pesquisa de clima\naberta até sexta.',
      usuariosIds: [mariaId],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.enviada(1), destinatarios: 1 });
    expect((await caixa(maria, 'P'))[0]).toMatchObject({
      texto: 'Pesquisa de clima\naberta até sexta.',
      remetente: 'Administrador Demonstração',
    });
  });

  it("sends to a profile's users in the session's company (box U by default)", async () => {
    const res = await admin.post(URL, {
      texto: 'Aviso aos perfis de consulta',
      perfisIds: [consultaPerfilId],
    });
    expect(res.statusCode, res.body).toBe(200);
    // Maria holds Consulta in the matriz; the filial's Consulta user is not reached from the matriz.
    expect(res.json().destinatarios).toBe(1);
    expect((await caixa(maria))[0].texto).toBe('Aviso aos perfis de consulta');
  });

  it('lists the users one manages and the profiles of the company', async () => {
    const d = (await admin.get(`${URL}/destinatarios`)).json();
    expect(d.usuarios.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([1, mariaId]));
    expect(d.usuarios.map((u: { id: number }) => u.id)).not.toContain(daFilialId);
    expect(d.perfis.map((p: { nome: string }) => p.nome)).toEqual(
      expect.arrayContaining(['Administrador', 'Consulta']),
    );
    const f = (await gestorFilial.get(`${URL}/destinatarios`)).json();
    expect(f.usuarios.map((u: { id: number }) => u.id)).toContain(daFilialId);
    expect(f.usuarios.map((u: { id: number }) => u.id)).not.toContain(1);
  });

  it('requires a text and a recipient', async () => {
    const semTexto = await admin.post(URL, { texto: '  ', usuariosIds: [mariaId] });
    expect(semTexto.statusCode).toBe(400);
    expect(semTexto.json().entries).toEqual([{ field: 'texto', message: M.textoObrigatorio }]);
    const semNinguem = await admin.post(URL, { texto: 'Olá' });
    expect(semNinguem.statusCode).toBe(400);
    expect(semNinguem.json().entries).toEqual([{ field: 'usuariosIds', message: M.semDestinatario }]);
  });

  it('reaches only the users the sender manages: a chosen one beyond is refused, a profile is narrowed', async () => {
    const fora = await gestorFilial.post(URL, { texto: 'x', usuariosIds: [daFilialId, mariaId] });
    expect(fora.statusCode).toBe(403);
    expect(fora.json().message).toBe(M.foraDoAlcance);
    expect((await gestorFilial.post(URL, { texto: 'x', usuariosIds: [1] })).statusCode).toBe(403);
    const [{ id: adminPerfil }] = await t.database.db
      .select({ id: perfil.id })
      .from(perfil)
      .where(eq(perfil.nome, 'Administrador'));
    // The filial's Administrador profile is user 1's, whom the manager does not manage.
    const soAdmin = await gestorFilial.post(URL, { texto: 'x', perfisIds: [adminPerfil] });
    expect(soAdmin.statusCode).toBe(400);
    expect(soAdmin.json().message).toBe(M.ninguem);
    const ok = await gestorFilial.post(URL, { texto: 'Da filial', usuariosIds: [daFilialId] });
    expect(ok.json()).toEqual({ message: M.enviada(1), destinatarios: 1 });
  });

  it('needs the authority', async () => {
    expect((await maria.post(URL, { texto: 'x', usuariosIds: [1] })).statusCode).toBe(403);
    expect((await maria.get(`${URL}/destinatarios`)).statusCode).toBe(403);
  });
});
