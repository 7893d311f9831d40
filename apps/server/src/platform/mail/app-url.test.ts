import { MSG_CONTA } from '@ipe/domain/resources/externo/conta/index';
import { ERRO_SEM_APP_URL } from '@ipe/domain/resources/utilitario/emails';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { emailSaida } from '../../db/schema/index.ts';
import { recuperacaoSenhaCandidato } from '../../modules/externo/schema.ts';
import { BASE, novaSolicitacao, novoAnuncio } from '../../modules/captacao/anuncios/testkit.ts';
import { criarCandidato } from '../../test/candidato.ts';
import { cpfFrom, logCapture } from '../../test/fixtures.ts';
import { createTestApp, DEMO_ADMIN, type TestApp } from '../../test/harness.ts';

/**
 * Absolute links (in e-mails and the ad's public page) come from APP_URL, never from the request's
 * headers: an attacker sending `X-Forwarded-Host: evil.example` must not get a reset token mailed to
 * their own site. Without APP_URL on PostgreSQL, link-bearing mail is kept unsent with the reason.
 */

const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function ultimoEmail(t: TestApp, origem: string) {
  const [m] = await t.database.db
    .select()
    .from(emailSaida)
    .where(eq(emailSaida.origem, origem))
    .orderBy(desc(emailSaida.id))
    .limit(1);
  return m;
}

describe('APP_URL', () => {
  it('defaults to http://localhost:$PORT on the embedded database, and to none with DATABASE_URL', () => {
    expect(loadConfig({}).appUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).appUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', APP_URL: 'https://rh.exemplo.com/' }).appUrl).toBe(
      'https://rh.exemplo.com',
    );
  });
});

describe.each([
  { caso: 'embedded default', appUrl: undefined, base: 'http://localhost:3000' },
  { caso: 'PostgreSQL without APP_URL', appUrl: null, base: null },
])('links with forged host headers ($caso)', ({ appUrl, base }) => {
  let t: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    t = await createTestApp(appUrl === undefined ? {} : { appUrl }, { logStream: log.stream });
  });
  afterAll(() => t.close());

  it('the password-recovery e-mail', async () => {
    const c = await criarCandidato(t, { cpf: cpfFrom(700400100), email: 'ana@exemplo.com.br' });
    const res = await t.anonymous().put('/api/externo/recuperar-senha', { cpf: c.cpf, empresaId: 1 }, EVIL);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG_CONTA.recuperacaoEnviada);
    const m = await ultimoEmail(t, 'candidato-recuperar-senha');
    expect(m.html).not.toContain('evil.example');
    expect(m.texto).not.toContain('evil.example');
    const tokens = await t.database.db
      .select()
      .from(recuperacaoSenhaCandidato)
      .where(eq(recuperacaoSenhaCandidato.candidatoId, c.id));
    if (base) {
      expect(m.status).toBe('PENDENTE');
      expect(m.texto).toContain(`${base}/externo/recuperar-senha?empresaId=1&token=`);
      expect(tokens).toHaveLength(1);
    } else {
      // Kept unsent, with the reason in 'E-mails enviados', no token made, and the error in the log.
      expect(m).toMatchObject({ status: 'SEM_APP_URL', ultimoErro: ERRO_SEM_APP_URL });
      expect(m.texto).not.toContain('token=');
      expect(tokens).toHaveLength(0);
      expect(log.text()).toContain('APP_URL não configurado');
      // The worker never sends it.
      await t.app.mailer.processarAgora();
      expect((await ultimoEmail(t, 'candidato-recuperar-senha')).status).toBe('SEM_APP_URL');
    }
  });

  it("the ad sent by HR and the ad's public page", async () => {
    const admin = await t.login(DEMO_ADMIN, 1);
    const id = await novoAnuncio(admin, await novaSolicitacao(t.database.db, 1));
    const envio = await admin.post(
      `${BASE}/${id}/email`,
      { assunto: 'Vaga', emails: ['rita@exemplo.com.br'] },
      EVIL,
    );
    expect(envio.statusCode, envio.body).toBe(200);
    const m = await ultimoEmail(t, 'anuncio-email');
    expect(m.html).not.toContain('evil.example');
    if (base) expect(m.texto).toContain(`${base}/externo/anuncios/${id}?empresaId=1`);
    else expect(m).toMatchObject({ status: 'SEM_APP_URL', ultimoErro: ERRO_SEM_APP_URL });

    const pagina = await t.anonymous().get(`/externo/anuncios/${id}?empresaId=1`, EVIL);
    expect(pagina.statusCode).toBe(200);
    expect(pagina.body).not.toContain('evil.example');
    if (base) {
      const url = `${base}/externo/anuncios/${id}?empresaId=1`;
      expect(pagina.body).toContain(`<link rel="canonical" href="${url}" />`);
      expect(pagina.body).toContain(`<meta property="og:url" content="${url}" />`);
    } else expect(pagina.body).not.toContain('og:url');
  });
});
