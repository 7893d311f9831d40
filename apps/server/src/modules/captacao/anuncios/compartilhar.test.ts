import { MSG } from '@ipe/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, emailSaida, empresa } from '../../../db/schema/index.ts';
import { anuncioEnvioAmigo } from './schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { iniciarSmtpTeste, type SmtpTeste } from '../../../test/smtp.ts';
import { entries, mensagem } from '../../../platform/questionario/testkit.ts';
import { LIMITES_ENVIO_AMIGO } from './compartilhar.ts';
import {
  BASE,
  captchaResolvido,
  diasDeHoje,
  mudarSolicitacao,
  novaSolicitacao,
  novoAnuncio,
} from './testkit.ts';

/**
 * Sharing an ad: HR's 'Enviar por e-mail', the candidate area's public list and the public
 * send-to-friend (captcha, limits, the mail as a real SMTP server receives it).
 */

let t: TestApp;
let smtp: SmtpTeste;
let admin: Client; // company 1
let filial: Client; // company 2
let visitante: Client;
let externo: number; // external, current ad of company 1
let interno: number;
let expirado: number;
let suspenso: number;
let daFilial: number;

beforeAll(async () => {
  smtp = await iniciarSmtpTeste();
  t = await createTestApp({ smtpUrl: smtp.url, appUrl: 'https://rh.exemplo.com.br' });
  admin = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  visitante = t.anonymous();
  const db = t.database.db;
  await db.update(empresa).set({ corPrincipal: '#12AB34' }).where(eq(empresa.id, 1));
  externo = await novoAnuncio(admin, await novaSolicitacao(db, 1), {
    titulo: 'Desenvolvedora <Front-end>',
    descricao: 'Trabalho remoto & híbrido.\nReact e TypeScript.',
    previsaoEncerramento: diasDeHoje(5),
  });
  interno = await novoAnuncio(admin, await novaSolicitacao(db, 1), {
    titulo: 'Vaga interna',
    exibirModuloExterno: false,
  });
  expirado = await novoAnuncio(admin, await novaSolicitacao(db, 1), {
    titulo: 'Vaga expirada',
    previsaoEncerramento: diasDeHoje(-1),
  });
  const solSuspensa = await novaSolicitacao(db, 1);
  suspenso = await novoAnuncio(admin, solSuspensa, { titulo: 'Vaga suspensa' });
  await mudarSolicitacao(db, solSuspensa, { suspensa: true });
  daFilial = await novoAnuncio(filial, await novaSolicitacao(db, 2), { titulo: 'Vaga da filial' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const enviados = () => t.app.mailer.processarAgora();
const amigo = (extra: Record<string, unknown> = {}) => ({
  nome: 'Joana Prado',
  email: 'joana@exemplo.com',
  nomeAmigo: 'Rita Alves',
  emailAmigo: 'rita@exemplo.com',
  ...extra,
});

describe('GET /api/externo/anuncios', () => {
  it('lists to anyone only the company’s external, current ads of running requisitions, public fields only', async () => {
    const res = await visitante.get('/api/externo/anuncios?empresaId=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.empresa).toMatchObject({ id: 1, nome: 'Ipê Demonstração Ltda', corPrincipal: '#12AB34' });
    const ids = body.anuncios.map((a: { id: number }) => a.id);
    expect(ids).toContain(externo);
    for (const id of [interno, expirado, suspenso, daFilial]) expect(ids).not.toContain(id);
    const a = body.anuncios.find((x: { id: number }) => x.id === externo);
    expect(Object.keys(a).sort()).toEqual([
      'beneficios',
      'candidatado',
      'cidade',
      'descricao',
      'expirado',
      'id',
      'modeloTrabalho',
      'pcd',
      'previsaoEncerramento',
      'publicadoEm',
      'salarioACombinar',
      'salarioMaximo',
      'salarioMinimo',
      'tipoContrato',
      'titulo',
      'uf',
    ]);
    const daOutra = (await visitante.get('/api/externo/anuncios?empresaId=2')).json();
    expect(daOutra.anuncios.map((x: { id: number }) => x.id)).toEqual([daFilial]);
  });

  it('answers in pages, newest first, with the total and the linked ad even from another page', async () => {
    const todos = (await visitante.get('/api/externo/anuncios?empresaId=1&size=50')).json();
    expect(todos.totalElements).toBe(todos.anuncios.length);
    expect(todos.totalElements).toBeGreaterThan(1);
    const ultimo = todos.anuncios[todos.anuncios.length - 1];
    const pagina0 = (await visitante.get('/api/externo/anuncios?empresaId=1&size=1')).json();
    expect(pagina0.anuncios.map((a: { id: number }) => a.id)).toEqual([todos.anuncios[0].id]);
    expect(pagina0.totalElements).toBe(todos.totalElements);
    expect(pagina0.destaque).toBeNull();
    const ultimaPagina = (
      await visitante.get(`/api/externo/anuncios?empresaId=1&size=1&page=${todos.totalElements - 1}`)
    ).json();
    expect(ultimaPagina.anuncios.map((a: { id: number }) => a.id)).toEqual([ultimo.id]);
    const comLink = (
      await visitante.get(`/api/externo/anuncios?empresaId=1&size=1&anuncio=${ultimo.id}`)
    ).json();
    expect(comLink.destaque).toEqual(ultimo);
    // An ad that is not public is never the highlighted one.
    const oculto = (await visitante.get(`/api/externo/anuncios?empresaId=1&anuncio=${interno}`)).json();
    expect(oculto.destaque).toBeNull();
    expect((await visitante.get('/api/externo/anuncios?empresaId=1&size=51')).statusCode).toBe(400);
  });

  it('refuses a non-numeric company and answers 404 for an unknown one', async () => {
    expect(entries(await visitante.get('/api/externo/anuncios?empresaId=abc'))[0].message).toBe(
      MSG.empresaIdInvalido,
    );
    expect(mensagem(await visitante.get('/api/externo/anuncios?empresaId=999'), 404)).toBe(
      'Empresa não encontrada.',
    );
  });
});

describe('POST /{id}/email', () => {
  it('checks subject and addresses with their messages', async () => {
    const url = `${BASE}/${externo}/email`;
    expect(entries(await admin.post(url, {}))).toEqual([
      { field: 'assunto', message: 'Assunto é obrigatório' },
      { field: 'emails', message: 'Informe pelo menos um e-mail' },
    ]);
    expect(entries(await admin.post(url, { assunto: ' ', emails: [] }))).toEqual([
      { field: 'assunto', message: 'Assunto é obrigatório' },
      { field: 'emails', message: 'Informe pelo menos um e-mail' },
    ]);
    expect(
      entries(
        await admin.post(url, { assunto: 'Vaga', emails: ['ok@exemplo.com', 'ruim@', 'OK@exemplo.com'] }),
      ),
    ).toEqual([
      { field: 'emails.1', message: 'E-mail inválido: ruim@' },
      { field: 'emails.2', message: 'E-mail repetido: OK@exemplo.com' },
    ]);
    const muitos = Array.from({ length: 51 }, (_, i) => `p${i}@exemplo.com`);
    expect(entries(await admin.post(url, { assunto: 'Vaga', emails: muitos }))).toEqual([
      { field: 'emails', message: 'Informe no máximo 50 e-mails' },
    ]);
    expect(
      mensagem(await admin.post(`${BASE}/${expirado}/email`, { assunto: 'a', emails: ['a@b.com'] })),
    ).toBe('Este anúncio está expirado.');
    expect(
      (await admin.post(`${BASE}/${daFilial}/email`, { assunto: 'a', emails: ['a@b.com'] })).statusCode,
    ).toBe(404);
  });

  it('queues one mail per address in one transaction, audited, and they arrive', async () => {
    const antes = smtp.mensagens.length;
    // The demo's outbox may hold mails of this origin already: only the new rows count.
    const [{ ultimo }] = await t.database.db
      .select({ ultimo: sql<number>`coalesce(max(${emailSaida.id}), 0)` })
      .from(emailSaida);
    const res = await admin.post(`${BASE}/${externo}/email`, {
      assunto: 'Vaga aberta na Ipê',
      emails: ['ana@exemplo.com', 'bruno@exemplo.com'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Anúncio enviado para 2 e-mails.');
    const fila = await t.database.db
      .select()
      .from(emailSaida)
      .where(and(eq(emailSaida.origem, 'anuncio-email'), gt(emailSaida.id, ultimo)))
      .orderBy(emailSaida.id);
    expect(fila.every((e) => e.empresaId === 1 && e.status === 'PENDENTE')).toBe(true);
    expect(fila.map((e) => e.destinatarios)).toEqual([['ana@exemplo.com'], ['bruno@exemplo.com']]);
    const [log] = await t.database.db
      .select()
      .from(auditoria)
      .where(sql`${auditoria.entidade} = 'anuncios' and ${auditoria.acao} = 'ENVIAR_EMAIL'`);
    expect(log).toMatchObject({ entidadeId: externo, usuarioNome: DEMO_ADMIN.nome });
    await enviados();
    const chegaram = (await smtp.aguardar(antes + 2)).slice(antes);
    expect(chegaram.map((m) => m.para[0]).sort()).toEqual(['ana@exemplo.com', 'bruno@exemplo.com']);
    const m = chegaram[0];
    expect(m.assunto).toBe('Vaga aberta na Ipê');
    expect(m.html).toContain('Desenvolvedora &lt;Front-end&gt;');
    expect(m.html).toContain('#12AB34');
    // The job's own page, not the list.
    expect(m.html).toContain(`https://rh.exemplo.com.br/externo/anuncios/${externo}?empresaId=1"`);
    expect(m.texto).toContain('Trabalho remoto & híbrido.');
  });
});

describe('POST /{id}/email of an internal ad', () => {
  it('sends the description without a link to the candidate area', async () => {
    const antes = smtp.mensagens.length;
    const res = await admin.post(`${BASE}/${interno}/email`, {
      assunto: 'Vaga interna',
      emails: ['rh@exemplo.com'],
    });
    expect(res.json().message).toBe('Anúncio enviado para 1 e-mail.');
    await enviados();
    const [m] = (await smtp.aguardar(antes + 1)).slice(antes);
    expect(m.para).toEqual(['rh@exemplo.com']);
    expect(m.html).toContain('Vaga interna');
    expect(m.html).not.toContain('/externo/anuncios');
    // The record read back carries its computed situation.
    expect((await admin.get(`${BASE}/${interno}`)).json()).toMatchObject({
      expirado: false,
      situacaoSolicitacao: 'A',
    });
  });
});

describe('POST /{id}/enviar-amigo', () => {
  const url = (id: number, empresaId = 1) => `${BASE}/${id}/enviar-amigo?empresaId=${empresaId}`;

  it('checks every field with the spec’s messages, the captcha included', async () => {
    const res = await visitante.post(url(externo), {
      nome: 'x'.repeat(101),
      email: `${'a'.repeat(45)}@exemplo.com`,
      nomeAmigo: '',
      emailAmigo: 'rita@',
    });
    expect(entries(res)).toEqual([
      { field: 'nome', message: 'Seu nome deve ter no máximo 100 caracteres' },
      { field: 'email', message: 'Seu e-mail deve ter no máximo 50 caracteres' },
      { field: 'nomeAmigo', message: 'Nome do amigo é obrigatório' },
      { field: 'emailAmigo', message: 'E-mail inválido' },
      { field: 'recaptcha', message: 'Confirme que você não é um robô' },
    ]);
    expect(entries(await visitante.post(url(externo), amigo({ email: 'joana', recaptcha: 'x' })))).toEqual([
      { field: 'email', message: 'E-mail inválido' },
    ]);
    expect(
      entries(await visitante.post(url(externo), amigo({ nome: ' ', emailAmigo: '', recaptcha: '' }))),
    ).toEqual([
      { field: 'nome', message: 'Seu nome é obrigatório' },
      { field: 'emailAmigo', message: 'E-mail do amigo é obrigatório' },
      { field: 'recaptcha', message: 'Confirme que você não é um robô' },
    ]);
  });

  it('refuses a wrong or replayed captcha with the spec’s message', async () => {
    expect(mensagem(await visitante.post(url(externo), amigo({ recaptcha: 'bm90LWEtcGF5bG9hZA==' })))).toBe(
      'Confirme que você não é um robô.',
    );
    const payload = await captchaResolvido(visitante);
    const ok = await visitante.post(url(externo), amigo({ recaptcha: payload }));
    expect(ok.statusCode, ok.body).toBe(200);
    const replay = await visitante.post(
      url(externo),
      amigo({ recaptcha: payload, emailAmigo: 'outra@exemplo.com' }),
    );
    expect(mensagem(replay)).toBe('Confirme que você não é um robô.');
    await enviados();
  });

  it('sends only ads open to candidates, of the company in the link', async () => {
    for (const id of [interno, expirado, suspenso])
      expect(mensagem(await visitante.post(url(id), amigo({ recaptcha: 'x' })), 404)).toBe(
        'Este anúncio não está mais disponível.',
      );
    expect(mensagem(await visitante.post(url(daFilial, 1), amigo({ recaptcha: 'x' })), 404)).toBe(
      'Este anúncio não está mais disponível.',
    );
    expect(mensagem(await visitante.post(url(externo, 2), amigo({ recaptcha: 'x' })), 404)).toBe(
      'Este anúncio não está mais disponível.',
    );
  });

  it('queues the company-coloured mail to the friend, which the SMTP server receives', async () => {
    const antes = smtp.mensagens.length;
    const res = await visitante.post(
      url(externo),
      amigo({
        email: 'carla@exemplo.com',
        emailAmigo: 'davi@exemplo.com',
        nomeAmigo: 'Davi',
        recaptcha: await captchaResolvido(visitante),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Anúncio de vaga enviado com sucesso.' });
    const [envio] = await t.database.db
      .select()
      .from(anuncioEnvioAmigo)
      .where(eq(anuncioEnvioAmigo.emailAmigo, 'davi@exemplo.com'));
    expect(envio).toMatchObject({ anuncioId: externo, nome: 'Joana Prado', email: 'carla@exemplo.com' });
    await enviados();
    const [m] = (await smtp.aguardar(antes + 1)).slice(antes);
    expect(m.para).toEqual(['davi@exemplo.com']);
    expect(m.assunto).toBe('Joana Prado indicou uma vaga para você: Desenvolvedora <Front-end>');
    expect(m.html).toContain('Olá, Davi!');
    expect(m.html).toContain('background:#12AB34');
    expect(m.html).toContain('Ipê Demonstração Ltda');
    expect(m.texto).toContain(`https://rh.exemplo.com.br/externo/anuncios/${externo}?empresaId=1`);
  });

  it('limits sends per sender e-mail, per friend and per IP, counted in the database (429)', async () => {
    const db = t.database.db;
    const L = LIMITES_ENVIO_AMIGO;
    const linha = (extra: Record<string, string>) => ({
      anuncioId: externo,
      nome: 'Robô',
      email: 'robo@exemplo.com',
      nomeAmigo: 'Alvo',
      emailAmigo: 'alvo@exemplo.com',
      ip: '10.0.0.1',
      ...extra,
    });
    await db
      .insert(anuncioEnvioAmigo)
      .values(
        Array.from({ length: L.porEmail }, (_, i) =>
          linha({ emailAmigo: `x${i}@exemplo.com`, ip: `10.1.0.${i}` }),
        ),
      );
    expect(
      mensagem(await visitante.post(url(externo), amigo({ email: 'robo@exemplo.com', recaptcha: 'x' })), 429),
    ).toBe('Muitos envios em pouco tempo. Aguarde alguns minutos e tente novamente.');
    await db
      .insert(anuncioEnvioAmigo)
      .values(
        Array.from({ length: L.porAmigo }, (_, i) =>
          linha({ email: `r${i}@exemplo.com`, ip: `10.2.0.${i}` }),
        ),
      );
    expect(
      (await visitante.post(url(externo), amigo({ emailAmigo: 'ALVO@exemplo.com', recaptcha: 'x' })))
        .statusCode,
    ).toBe(429);
    // The limit of the inject client's IP (127.0.0.1).
    await db
      .insert(anuncioEnvioAmigo)
      .values(
        Array.from({ length: L.porIp }, (_, i) =>
          linha({ email: `s${i}@exemplo.com`, emailAmigo: `t${i}@exemplo.com`, ip: '127.0.0.1' }),
        ),
      );
    expect(
      (await visitante.post(url(externo), amigo({ email: 'nova@exemplo.com', recaptcha: 'x' }))).statusCode,
    ).toBe(429);
    // Sends older than the window no longer count.
    await db.update(anuncioEnvioAmigo).set({ createdAt: new Date(Date.now() - (L.janelaMin + 1) * 60_000) });
    const ok = await visitante.post(
      url(externo),
      amigo({ email: 'robo@exemplo.com', recaptcha: await captchaResolvido(visitante) }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('answers the failure message when the mail cannot be queued, and records nothing', async () => {
    const db = t.database.db;
    await db.delete(anuncioEnvioAmigo);
    await db.execute(sql`alter table email_saida add constraint teste_falha check (false) not valid`);
    try {
      const res = await visitante.post(url(externo), amigo({ recaptcha: await captchaResolvido(visitante) }));
      expect(mensagem(res, 503)).toBe('Erro ao enviar e-mail. Por favor, tente novamente.');
      expect(await db.select().from(anuncioEnvioAmigo)).toEqual([]);
    } finally {
      await db.execute(sql`alter table email_saida drop constraint teste_falha`);
    }
  });
});
