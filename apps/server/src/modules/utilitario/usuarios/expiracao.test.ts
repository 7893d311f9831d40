import { MSG } from '@ipe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSaida, usuario } from '../../../db/schema/index.ts';
import { diaDeHoje, dropCachedSessions } from '../../../platform/auth/sessions.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';
import { avisarExpiracoes } from './expiracao.ts';

/** The optional last day of a user's access ('Acesso válido até') and the notice to user 1 before it. */

const SENHA = 'segredo123';
let t: TestApp;
let admin: Client;
let seq = 170000000;
const hoje = diaDeHoje();
const dia = (n: number) =>
  new Date(Date.parse(`${hoje}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function usuarioAte(nome: string, dataExpiracao: string | null, ativo = true) {
  const cpf = cpfFrom(++seq);
  const res = await admin.post('/api/utilitario/usuarios', {
    nome,
    cpf,
    ativo,
    dataExpiracao,
    senha: SENHA,
    empresas: [{ empresaId: 1, perfilId: 2 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, cpf };
}

const avisos = () =>
  t.database.db
    .select({ assunto: emailSaida.assunto, para: emailSaida.destinatarios, texto: emailSaida.texto })
    .from(emailSaida)
    .where(eq(emailSaida.origem, 'usuario-expiracao'))
    .orderBy(emailSaida.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

describe('validity date', () => {
  it('refuses the login after the date with the usual message, and ends open sessions', async () => {
    const vencido = await usuarioAte('Vencido Ontem', dia(-1));
    const res = await t.anonymous().post('/api/login', { cpf: vencido.cpf, senha: SENHA, empresaId: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.loginInvalido);

    const ultimoDia = await usuarioAte('Último Dia', hoje);
    const sessao = await t.login({ cpf: ultimoDia.cpf, senha: SENHA });
    expect((await sessao.get('/api/userinfo')).statusCode).toBe(200);
    expect((await admin.get(`/api/utilitario/usuarios/${ultimoDia.id}`)).json().dataExpiracao).toBe(hoje);
    // The next day comes: the open session ends and the login is refused.
    await t.database.db
      .update(usuario)
      .set({ dataExpiracao: dia(-1) })
      .where(eq(usuario.id, ultimoDia.id));
    dropCachedSessions(); // written behind the server's back: forget the 2-second session cache
    expect((await sessao.get('/api/userinfo')).statusCode).toBe(401);
    const depois = await t.anonymous().post('/api/login', { cpf: ultimoDia.cpf, senha: SENHA, empresaId: 1 });
    expect(depois.json().message).toBe(MSG.loginInvalido);
  });
});

describe('notice to the installation administrator', () => {
  it('queues one e-mail per user and expiry date, from a week before', async () => {
    const em7 = await usuarioAte('Expira Em Sete', dia(7));
    const em3 = await usuarioAte('Expira Em Três', dia(3));
    await usuarioAte('Expira Em Oito', dia(8));
    await usuarioAte('Inativo Em Dois', dia(2), false);
    await usuarioAte('Sem Validade', null);

    expect(await avisarExpiracoes(t.database.db, hoje)).toBe(2);
    const primeiros = await avisos();
    expect(primeiros.map((a) => a.assunto).sort()).toEqual(
      [
        `O acesso de Expira Em Sete expira em ${dia(7).split('-').reverse().join('/')}`,
        `O acesso de Expira Em Três expira em ${dia(3).split('-').reverse().join('/')}`,
      ].sort(),
    );
    for (const a of primeiros) {
      expect(a.para).toEqual(['admin@demo.iperh.com.br']);
      expect(a.texto).toContain('Acesso válido até');
    }

    // Idempotent: a second run, or another node, queues nothing more.
    expect(await avisarExpiracoes(t.database.db, hoje)).toBe(0);
    // A new date is a new notice; the next day brings the user that was eight days away.
    const body = (await admin.get(`/api/utilitario/usuarios/${em3.id}`)).json();
    expect(
      (await admin.put(`/api/utilitario/usuarios/${em3.id}`, { ...body, dataExpiracao: dia(5) })).statusCode,
    ).toBe(200);
    expect(await avisarExpiracoes(t.database.db, hoje)).toBe(1);
    expect(await avisarExpiracoes(t.database.db, dia(1))).toBe(1);
    expect((await avisos()).map((a) => a.assunto)).toContain(
      `O acesso de Expira Em Oito expira em ${dia(8).split('-').reverse().join('/')}`,
    );
    expect(await avisarExpiracoes(t.database.db, dia(1))).toBe(0);
    expect(em7.id).toBeGreaterThan(0);
  });
});
