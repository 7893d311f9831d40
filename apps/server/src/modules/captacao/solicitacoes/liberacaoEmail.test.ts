import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { iniciarSmtpTeste, type SmtpTeste } from '../../../test/smtp.ts';
import { BASE, nova, type Registros, registros, usuarioCom } from './testkit.ts';

/** The release e-mail through the outbox to a real SMTP server (smtp-server). */
let smtp: SmtpTeste;
let t: TestApp;
let admin: Client;
let r: Registros;
beforeAll(async () => {
  smtp = await iniciarSmtpTeste();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await t.login(DEMO_ADMIN, 1);
  r = await registros(t, 1);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('release e-mail', () => {
  it('reaches the requester with the company name, the requisition and the releaser note', async () => {
    const { client: gestor } = await usuarioCom(
      t,
      admin,
      ['ROLE_CAP_SOLICITACOES', 'ROLE_CAP_SOLICITACOES_EDITAR'],
      1,
      'coordenadora@exemplo.com.br',
    );
    const id = await nova(gestor, r, { descricao: 'Operador de caixa <noturno>' });
    const res = await admin.put(`${BASE}/${id}/libera`, {
      observacaoLiberador: 'Contratar até o fim do mês',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.mailer.processarAgora()).toMatchObject({ enviados: 1, falhas: 0 });
    const [m] = await smtp.aguardar(1);
    expect(m.para).toEqual(['coordenadora@exemplo.com.br']);
    expect(m.assunto).toBe('Solicitação de pessoal liberada: Operador de caixa <noturno>');
    expect(m.html).toContain('Ipê Demonstração Ltda');
    expect(m.html).toContain('Operador de caixa &lt;noturno&gt;');
    expect(m.texto).toContain(`nº ${id} – Operador de caixa <noturno>`);
    expect(m.texto).toContain('Observação: Contratar até o fim do mês');
    expect(m.texto).toContain(`liberada por ${DEMO_ADMIN.nome}`);
  });

  it('suspending, closing or cancelling sends nothing', async () => {
    const antes = smtp.mensagens.length;
    const id = await nova(admin, r);
    await admin.put(`${BASE}/${id}/libera`, {});
    await admin.put(`${BASE}/${id}/suspende`, {});
    await admin.put(`${BASE}/${id}/cancela`, { obsCancelamento: 'Sem orçamento' });
    await t.app.mailer.processarAgora();
    // Only the release told anyone (the requester, when they have an e-mail).
    const novas = smtp.mensagens.slice(antes).map((m) => m.assunto);
    expect(novas.length).toBeLessThanOrEqual(1);
    for (const a of novas) expect(a).toBe('Solicitação de pessoal liberada: Analista de RH pleno');
  });
});
