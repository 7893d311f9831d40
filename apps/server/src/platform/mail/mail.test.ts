import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSaida, empresa, perfil } from '../../db/schema/index.ts';
import { createTestApp, DEMO_CONSULTA, type TestApp } from '../../test/harness.ts';
import { iniciarSmtpTeste, type SmtpTeste, smtpUrlInalcancavel } from '../../test/smtp.ts';
import { ESPERAS_MS, enfileirarEmail, escaparHtml, layoutEmail, MAX_TENTATIVAS } from './index.ts';
import { criarMailer } from './mailer.ts';
import { MSG_NAO_REENVIAVEL } from './routes.ts';

/** The product's e-mail: outbox in the caller's transaction, sender over SMTP, retries, Utilities screen. */

const linhaDe = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(emailSaida).where(eq(emailSaida.id, id)))[0];

async function enfileirar(t: TestApp, extra: Partial<Parameters<typeof enfileirarEmail>[1]> = {}) {
  const [e] = await t.database.db.select().from(empresa).where(eq(empresa.id, 1));
  const { html, texto } = layoutEmail({
    empresa: e,
    titulo: 'Solicitação de pessoal liberada',
    corpoHtml: `<p>A solicitação <b>${escaparHtml('Analista <RH> & Cia')}</b> foi liberada.</p><p>O recrutamento pode começar.</p>`,
  });
  return t.database.db.transaction((tx) =>
    enfileirarEmail(tx, {
      empresaId: 1,
      para: ['solicitante@exemplo.com.br'],
      assunto: 'Solicitação liberada – Analista de RH',
      html,
      texto,
      origem: 'teste',
      usuarioId: 1,
      ...extra,
    }),
  );
}

describe('with an SMTP server', () => {
  let smtp: SmtpTeste;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await iniciarSmtpTeste();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends an enqueued mail with the company name and colours, and marks it ENVIADO', async () => {
    const id = await enfileirar(t);
    expect((await linhaDe(t, id)).status).toBe('PENDENTE');
    const rodada = await t.app.mailer.processarAgora();
    expect(rodada).toMatchObject({ enviados: 1, falhas: 0 });
    const [m] = await smtp.aguardar(1);
    expect(m.para).toEqual(['solicitante@exemplo.com.br']);
    expect(m.assunto).toBe('Solicitação liberada – Analista de RH');
    expect(m.raw).toMatch(/From: "?Ipê Demonstração Ltda"?|From: =\?UTF-8/);
    expect(m.html).toContain('Ipê Demonstração Ltda');
    expect(m.html).toContain('#FF850A');
    expect(m.html).toContain('Analista &lt;RH&gt; &amp; Cia');
    expect(m.texto).toContain('Ipê Demonstração Ltda');
    // The text part as received: paragraphs apart by a blank line, as in the HTML.
    expect(m.texto.replace(/\r\n/g, '\n')).toContain(
      'Solicitação de pessoal liberada\n\nA solicitação Analista <RH> & Cia foi liberada.\n\nO recrutamento pode começar.\n\n--\n',
    );
    const row = await linhaDe(t, id);
    expect(row).toMatchObject({ status: 'ENVIADO', tentativas: 1, ultimoErro: null });
    expect(row.enviadoAt).toBeInstanceOf(Date);
    // Nothing left: a second round sends nothing again.
    expect(await t.app.mailer.processarAgora()).toMatchObject({ enviados: 0 });
    expect(smtp.mensagens).toHaveLength(1);
  });

  it('gives up at once on a permanent refusal (SMTP 5xx), with the server reply as the error', async () => {
    const id = await enfileirar(t, { para: ['recusado@exemplo.com.br'] });
    expect(await t.app.mailer.processarAgora()).toMatchObject({ enviados: 0, falhas: 1 });
    const row = await linhaDe(t, id);
    expect(row).toMatchObject({ status: 'ERRO', tentativas: 1 });
    expect(row.ultimoErro).toMatch(/550.*Mailbox does not exist/);
  });

  it("tells the installation's administrator in box U when a mail is given up, and only then", async () => {
    const admin = await t.login();
    const caixaU = async () => (await admin.get('/api/userinfo/mensagens?tipo=U&size=100')).json().content;
    const antes = (await caixaU()).length;
    await enfileirar(t, { para: ['recusado@exemplo.com.br'], assunto: 'Aviso que falha' });
    await t.app.mailer.processarAgora();
    const [m] = await caixaU();
    expect((await caixaU()).length).toBe(antes + 1);
    expect(m.texto).toMatch(
      /^O e-mail "Aviso que falha" para recusado@exemplo.com.br não pôde ser enviado.\nErro: .*550/,
    );
    expect(m).toMatchObject({ remetente: 'Sistema', link: '/utilitario/emails', lida: false });
    // A sent mail posts nothing.
    await enfileirar(t);
    await t.app.mailer.processarAgora();
    expect((await caixaU()).length).toBe(antes + 1);
  });

  it('sends each mail once when two nodes process the same outbox at the same time', async () => {
    const outroNo = criarMailer({
      db: t.database.db,
      smtpUrl: smtp.url,
      remetentePadrao: 'x@ipe',
    });
    const antes = smtp.mensagens.length;
    const para = Array.from({ length: 30 }, (_, i) => `pessoa${i}@exemplo.com.br`);
    for (const p of para) await enfileirar(t, { para: [p] });
    const [a, b] = await Promise.all([t.app.mailer.processarAgora(), outroNo.processarAgora()]);
    await outroNo.parar();
    expect(a.enviados + b.enviados).toBe(30);
    const recebidos = (await smtp.aguardar(antes + 30)).slice(antes).flatMap((m) => m.para);
    expect(recebidos.sort()).toEqual([...para].sort());
  });
});

describe('with SMTP down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: await smtpUrlInalcancavel() });
  });
  afterAll(() => t.close());

  it('retries with backoff and gives up as ERRO with the last error, visible in Utilities', async () => {
    const id = await enfileirar(t);
    let agora = new Date();
    expect(await t.app.mailer.processarAgora({ agora })).toMatchObject({ enviados: 0, falhas: 1 });
    let row = await linhaDe(t, id);
    expect(row).toMatchObject({ status: 'PENDENTE', tentativas: 1 });
    expect(row.ultimoErro).toMatch(/ECONNREFUSED/);
    expect(row.proximaTentativa.getTime()).toBe(agora.getTime() + ESPERAS_MS[0]);
    // Before the wait is over nothing is tried.
    expect(await t.app.mailer.processarAgora({ agora })).toMatchObject({ falhas: 0 });
    for (let n = 2; n <= MAX_TENTATIVAS; n++) {
      agora = new Date(row.proximaTentativa.getTime() + 1);
      expect(await t.app.mailer.processarAgora({ agora })).toMatchObject({ falhas: 1 });
      row = await linhaDe(t, id);
      expect(row.tentativas).toBe(n);
    }
    expect(row).toMatchObject({ status: 'ERRO', tentativas: MAX_TENTATIVAS });
    expect(
      await t.app.mailer.processarAgora({ agora: new Date(agora.getTime() + 86_400_000) }),
    ).toMatchObject({
      falhas: 0,
    });

    const admin = await t.login();
    const det = await admin.get(`/api/utilitario/emails/${id}`);
    expect(det.statusCode).toBe(200);
    expect(det.json()).toMatchObject({ status: 'ERRO', tentativas: 5, para: ['solicitante@exemplo.com.br'] });
    expect(det.json().ultimoErro).toMatch(/ECONNREFUSED/);
    // 'Reenviar' puts it back in the queue with the attempts from zero.
    const re = await admin.post(`/api/utilitario/emails/${id}/reenviar`);
    expect(re.statusCode).toBe(200);
    expect(re.json()).toMatchObject({ status: 'PENDENTE', tentativas: 0, ultimoErro: null });
  });

  it('never undoes the business change that enqueued the mail', async () => {
    const db = t.database.db;
    const id = await db.transaction(async (tx) => {
      await tx.update(empresa).set({ emailContato: 'rh@ipe.com.br' }).where(eq(empresa.id, 1));
      const [e] = await tx.select().from(empresa).where(eq(empresa.id, 1));
      return enfileirarEmail(tx, {
        empresaId: 1,
        para: ['x@exemplo.com.br'],
        assunto: 'Alterado',
        ...layoutEmail({ empresa: e, titulo: 'Alterado', corpoHtml: '<p>ok</p>' }),
        origem: 'teste',
      });
    });
    await t.app.mailer.processarAgora();
    expect((await linhaDe(t, id)).ultimoErro).toMatch(/ECONNREFUSED/);
    const [e] = await db.select().from(empresa).where(eq(empresa.id, 1));
    expect(e.emailContato).toBe('rh@ipe.com.br');
  });
});

describe('without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: null });
  });
  afterAll(() => t.close());

  it('keeps mail in the outbox as SEM_SMTP; Reenviar queues it again, other statuses are refused', async () => {
    const id = await enfileirar(t);
    expect(await t.app.mailer.processarAgora()).toMatchObject({ semSmtp: 1, enviados: 0 });
    expect(await linhaDe(t, id)).toMatchObject({ status: 'SEM_SMTP', tentativas: 0 });
    const admin = await t.login();
    const re = await admin.post(`/api/utilitario/emails/${id}/reenviar`);
    expect(re.json().status).toBe('PENDENTE');
    await t.app.mailer.processarAgora();
    expect((await linhaDe(t, id)).status).toBe('SEM_SMTP');
    // A sent mail cannot be resent.
    await t.database.db.update(emailSaida).set({ status: 'ENVIADO' }).where(eq(emailSaida.id, id));
    const recusa = await admin.post(`/api/utilitario/emails/${id}/reenviar`);
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().message).toBe(MSG_NAO_REENVIAVEL);
  });

  it('enqueues inside the caller transaction: a rolled-back change leaves no mail', async () => {
    const db = t.database.db;
    const antes = (await db.select().from(emailSaida)).length;
    await expect(
      db.transaction(async (tx) => {
        await tx.update(empresa).set({ emailContato: 'desfeito@ipe.com.br' }).where(eq(empresa.id, 1));
        await enfileirarEmail(tx, {
          empresaId: 1,
          para: ['x@exemplo.com.br'],
          assunto: 'Desfeito',
          texto: 'Desfeito',
          origem: 'teste',
        });
        throw new Error('regra de negócio falhou');
      }),
    ).rejects.toThrow('regra de negócio falhou');
    expect(await db.select().from(emailSaida)).toHaveLength(antes);
    const [e] = await db.select().from(empresa).where(eq(empresa.id, 1));
    expect(e.emailContato).not.toBe('desfeito@ipe.com.br');
  });

  it('lists the company outbox newest first with filters by status, period and text', async () => {
    const db = t.database.db;
    await db.delete(emailSaida);
    const base = { destinatarios: ['a@x.com'], html: '<p>x</p>', origem: 'teste', status: 'ENVIADO' };
    await db.insert(emailSaida).values([
      { ...base, empresaId: 1, assunto: 'Anúncio de vaga: Analista', createdAt: new Date(2026, 0, 10, 9) },
      {
        ...base,
        empresaId: 1,
        assunto: 'Solicitação liberada',
        status: 'ERRO',
        createdAt: new Date(2026, 0, 12, 9),
      },
      {
        ...base,
        empresaId: 1,
        assunto: 'Outro',
        destinatarios: ['joao.silva@exemplo.com'],
        createdAt: new Date(2026, 0, 15, 9),
      },
      { ...base, empresaId: 2, assunto: 'Da filial', createdAt: new Date(2026, 0, 11, 9) },
    ]);
    const admin = await t.login();
    const assuntos = async (qs: string) =>
      ((await admin.get(`/api/utilitario/emails?${qs}`)).json().content as { assunto: string }[]).map(
        (r) => r.assunto,
      );
    expect(await assuntos('')).toEqual(['Outro', 'Solicitação liberada', 'Anúncio de vaga: Analista']);
    expect(await assuntos('status=ERRO')).toEqual(['Solicitação liberada']);
    expect(await assuntos('dataIni=2026-01-11&dataFim=2026-01-12')).toEqual(['Solicitação liberada']);
    expect(await assuntos('q=anuncio')).toEqual(['Anúncio de vaga: Analista']);
    expect(await assuntos('q=JOAO.SILVA')).toEqual(['Outro']);
    const page = (await admin.get('/api/utilitario/emails?size=2&page=1')).json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
    expect((await admin.get('/api/utilitario/emails?status=XYZ')).statusCode).toBe(400);
    // Another company's mail is out of reach.
    const [filial] = await db.select().from(emailSaida).where(eq(emailSaida.empresaId, 2));
    expect((await admin.get(`/api/utilitario/emails/${filial.id}`)).statusCode).toBe(404);
    expect((await admin.post(`/api/utilitario/emails/${filial.id}/reenviar`)).statusCode).toBe(404);
  });

  it('checks the authorities of the Utilities routes', async () => {
    const [row] = await t.database.db.select().from(emailSaida).limit(1);
    expect((await t.anonymous().get('/api/utilitario/emails')).statusCode).toBe(401);
    const consulta = await t.login(DEMO_CONSULTA);
    expect((await consulta.get('/api/utilitario/emails')).statusCode).toBe(403);
    expect((await consulta.get(`/api/utilitario/emails/${row.id}`)).statusCode).toBe(403);
    // Reading without the right to resend.
    await t.database.db
      .update(perfil)
      .set({ authorities: ['ROLE_UTI_EMAILS'] })
      .where(eq(perfil.nome, 'Consulta'));
    const leitor = await t.login(DEMO_CONSULTA);
    expect((await leitor.get('/api/utilitario/emails')).statusCode).toBe(200);
    expect((await leitor.get(`/api/utilitario/emails/${row.id}`)).statusCode).toBe(200);
    expect((await leitor.post(`/api/utilitario/emails/${row.id}/reenviar`)).statusCode).toBe(403);
  });
});

describe('background worker', () => {
  it('starts with the app and sends right after acordar(), then stops with it', async () => {
    const smtp = await iniciarSmtpTeste();
    const t = await createTestApp({ smtpUrl: smtp.url, emailWorker: true });
    try {
      const id = await enfileirar(t, { para: ['auto@exemplo.com.br'] });
      t.app.mailer.acordar();
      const [m] = await smtp.aguardar(1);
      expect(m.para).toEqual(['auto@exemplo.com.br']);
      await expect.poll(async () => (await linhaDe(t, id)).status).toBe('ENVIADO');
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('sends a queue longer than one round in consecutive rounds, without waiting for the next poll', async () => {
    const smtp = await iniciarSmtpTeste();
    const t = await createTestApp({ smtpUrl: smtp.url, emailWorker: true });
    try {
      const [e] = await t.database.db.select().from(empresa).where(eq(empresa.id, 1));
      const corpo = layoutEmail({ empresa: e, titulo: 'Vaga', corpoHtml: '<p>Vaga aberta</p>' });
      const N = 250; // one round sends at most 200
      await t.database.db.insert(emailSaida).values(
        Array.from({ length: N }, (_, i) => ({
          empresaId: 1,
          destinatarios: [`fila${i}@exemplo.com.br`],
          assunto: `Vaga ${i}`,
          ...corpo,
          origem: 'teste',
          proximaTentativa: new Date(),
        })),
      );
      const inicio = performance.now();
      t.app.mailer.acordar();
      await smtp.aguardar(N, 20_000);
      const ms = performance.now() - inicio;
      console.info(`e-mail: ${N} mensagens em ${Math.round(ms)} ms (${Math.round((N * 1000) / ms)}/s)`);
    } finally {
      await t.close();
      await smtp.close();
    }
  }, 30_000);
});
