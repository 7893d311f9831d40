import { MSG } from '@ipe/domain';
import { MSG_CONTA } from '@ipe/domain/resources/externo/conta/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recuperacaoSenhaCandidato } from '../schema.ts';
import { criarCandidato, loginCandidato } from '../../../test/candidato.ts';
import { cpfFrom } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { iniciarSmtpTeste, type SmtpTeste } from '../../../test/smtp.ts';

let smtp: SmtpTeste;
let t: TestApp;
beforeAll(async () => {
  smtp = await iniciarSmtpTeste();
  t = await createTestApp({ smtpUrl: smtp.url, appUrl: 'https://rh.exemplo.com.br' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Asks for a reset and returns the token of the link the real SMTP server received. */
async function pedirLink(cpf: string, email: string): Promise<string> {
  const antes = smtp.mensagens.length;
  const res = await t.anonymous().put('/api/externo/recuperar-senha', { cpf, empresaId: 1 });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(MSG_CONTA.recuperacaoEnviada);
  expect(await t.app.mailer.processarAgora()).toMatchObject({ enviados: 1, falhas: 0 });
  const [m] = (await smtp.aguardar(antes + 1)).slice(antes);
  expect(m.para).toEqual([email]);
  expect(m.html).toContain('Ipê Demonstração Ltda');
  const link =
    /https:\/\/rh\.exemplo\.com\.br\/externo\/recuperar-senha\?empresaId=1&amp;token=([\w-]+)/.exec(m.html);
  expect(link, m.html).not.toBeNull();
  expect(m.texto).toContain('https://rh.exemplo.com.br/externo/recuperar-senha?empresaId=1&token=');
  return (link as RegExpExecArray)[1];
}

const confirmar = (token: string, novaSenha: string, confNovaSenha = novaSenha) =>
  t.anonymous().post('/api/externo/recuperar-senha/confirmar', { token, novaSenha, confNovaSenha });

describe('password recovery', () => {
  it('answers the same for an unknown CPF, and sends nothing', async () => {
    const antes = smtp.mensagens.length;
    const res = await t
      .anonymous()
      .put('/api/externo/recuperar-senha', { cpf: cpfFrom(700200999), empresaId: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG_CONTA.recuperacaoEnviada);
    expect(await t.app.mailer.processarAgora()).toMatchObject({ enviados: 0 });
    expect(smtp.mensagens.length).toBe(antes);
  });

  it('e-mails a single-use link that sets the new password and ends the old sessions', async () => {
    const c = await criarCandidato(t, {
      cpf: cpfFrom(700200100),
      senha: 'antiga-1',
      email: 'bia@exemplo.com.br',
    });
    const sessaoAntiga = await loginCandidato(t, c);
    const token = await pedirLink(c.cpf, 'bia@exemplo.com.br');

    const diferente = await confirmar(token, 'nova-senha-1', 'outra-coisa');
    expect(diferente.statusCode).toBe(400);
    expect(diferente.body).toContain(MSG.senhaNaoConfirmada);

    const ok = await confirmar(token, 'nova-senha-1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(MSG_CONTA.senhaRedefinida);
    expect((await sessaoAntiga.get('/api/externo/userinfo')).statusCode).toBe(401);
    await expect(loginCandidato(t, { ...c, senha: 'antiga-1' })).rejects.toThrow(/401/);
    await loginCandidato(t, { ...c, senha: 'nova-senha-1' });

    const deNovo = await confirmar(token, 'outra-senha-2');
    expect(deNovo.statusCode).toBe(400);
    expect(deNovo.json().message).toBe(MSG_CONTA.linkInvalido);
  });

  it('refuses an expired link and an earlier link once a newer one was sent', async () => {
    const c = await criarCandidato(t, {
      cpf: cpfFrom(700200200),
      senha: 'antiga-1',
      email: 'caio@exemplo.com.br',
    });
    const primeiro = await pedirLink(c.cpf, 'caio@exemplo.com.br');
    const segundo = await pedirLink(c.cpf, 'caio@exemplo.com.br');
    expect((await confirmar(primeiro, 'nova-senha-1')).json().message).toBe(MSG_CONTA.linkInvalido);
    await t.database.db
      .update(recuperacaoSenhaCandidato)
      .set({ expiraEm: sql`now() - interval '1 minute'` })
      .where(eq(recuperacaoSenhaCandidato.candidatoId, c.id));
    const expirado = await confirmar(segundo, 'nova-senha-1');
    expect(expirado.statusCode).toBe(400);
    expect(expirado.json().message).toBe(MSG_CONTA.linkInvalido);
    await loginCandidato(t, c); // the password did not change
  });

  it('keeps the link valid for one hour', async () => {
    const c = await criarCandidato(t, { cpf: cpfFrom(700200300), email: 'davi@exemplo.com.br' });
    await pedirLink(c.cpf, 'davi@exemplo.com.br');
    const [row] = await t.database.db
      .select()
      .from(recuperacaoSenhaCandidato)
      .where(eq(recuperacaoSenhaCandidato.candidatoId, c.id));
    const minutos = (row.expiraEm.getTime() - row.criadaEm.getTime()) / 60_000;
    expect(minutos).toBeGreaterThan(59);
    expect(minutos).toBeLessThan(61);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/); // only the hash is stored
  });
});

describe('PATCH /api/externo/candidatos/{id}/alterar-senha', () => {
  it('checks the confirmation, the current password, and changes only the own password', async () => {
    const a = await criarCandidato(t, { cpf: cpfFrom(700200400), senha: 'senha-a-1' });
    const b = await criarCandidato(t, { cpf: cpfFrom(700200500), senha: 'senha-b-1' });
    const ca = await loginCandidato(t, a);
    const url = `/api/externo/candidatos/${a.id}/alterar-senha`;

    const naoConfere = await ca.patch(url, {
      senha: 'senha-a-1',
      novaSenha: 'nova-a-1',
      confNovaSenha: 'nova-a-2',
    });
    expect(naoConfere.statusCode).toBe(400);
    expect(naoConfere.json().entries).toContainEqual({
      field: 'confNovaSenha',
      message: MSG.senhaNaoConfirmada,
    });

    const atualErrada = await ca.patch(url, {
      senha: 'errada',
      novaSenha: 'nova-a-1',
      confNovaSenha: 'nova-a-1',
    });
    expect(atualErrada.statusCode).toBe(400);
    expect(atualErrada.json().entries).toEqual([{ field: 'senha', message: MSG_CONTA.senhaAtualIncorreta }]);

    const deOutro = await ca.patch(`/api/externo/candidatos/${b.id}/alterar-senha`, {
      senha: 'senha-a-1',
      novaSenha: 'invasor-1',
      confNovaSenha: 'invasor-1',
    });
    expect(deOutro.statusCode).toBe(404);
    await loginCandidato(t, b); // B's password is untouched

    const ok = await ca.patch(url, { senha: 'senha-a-1', novaSenha: 'nova-a-1', confNovaSenha: 'nova-a-1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(MSG_CONTA.senhaAlterada);
    expect((await ca.get('/api/externo/userinfo')).statusCode).toBe(200); // this session stays
    await loginCandidato(t, { ...a, senha: 'nova-a-1' });
  });

  it('is refused to an internal session', async () => {
    const a = await criarCandidato(t, { cpf: cpfFrom(700200600), senha: 'senha-a-1' });
    const rh = await t.login();
    const res = await rh.patch(`/api/externo/candidatos/${a.id}/alterar-senha`, {
      senha: 'senha-a-1',
      novaSenha: 'nova-a-1',
      confNovaSenha: 'nova-a-1',
    });
    expect(res.statusCode).toBe(401);
  });
});
