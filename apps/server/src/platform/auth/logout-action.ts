import { createHmac, timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE } from '@ipe/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { deleteSession, loadSession } from './sessions.ts';

/** The form's proof that the page came from this session (a cross-site form cannot know it). */
const provaDe = (tokenHash: string) => createHmac('sha256', tokenHash).update('logout.action').digest('hex');

const confere = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Written here: the small page of GET /logout.action (no script, works without the SPA). */
function paginaSair(prova: string) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Sair | Ipê RH</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f5;color:#222;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002;max-width:24rem;text-align:center}
button{font:inherit;background:#b34700;color:#fff;border:0;border-radius:4px;padding:.6rem 1.6rem;cursor:pointer}
a{color:#8a3700}
</style>
</head>
<body>
<main>
<h1>Sair do Ipê RH</h1>
<p>Deseja encerrar a sua sessão?</p>
<form method="post" action="/logout.action">
<input type="hidden" name="prova" value="${prova}" />
<button type="submit">Sair</button>
</form>
<p><a href="/">Continuar no sistema</a></p>
</main>
</body>
</html>`;
}

/**
 * The legacy logout address (spec 1 §1). A GET never logs out (a link or an image from another site
 * could): with a session it shows a page whose button POSTs here; without one it goes to /login. The
 * POST ends the session when its form carries the proof tied to the session. The web logs out with
 * POST /api/logout and then opens this address, which finds no session and lands on /login.
 */
export async function registerLogoutAction(app: FastifyInstance, db: Db, config: Config) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const sessao = async (req: FastifyRequest) => {
      const token = req.cookies?.[SESSION_COOKIE];
      return token ? loadSession(db, token, config.sessionTimeoutMin) : null;
    };
    const paraLogin = (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.redirect('/login', 303);
    };

    scope.get(
      '/logout.action',
      { config: { access: 'public' }, schema: { hide: true } },
      async (req, reply) => {
        const s = await sessao(req);
        if (!s) return paraLogin(reply);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(paginaSair(provaDe(s.tokenHash)));
      },
    );

    scope.post(
      '/logout.action',
      { config: { access: 'public' }, schema: { hide: true } },
      async (req, reply) => {
        const s = await sessao(req);
        if (!s) return paraLogin(reply);
        const prova = (req.body as { prova?: unknown } | undefined)?.prova;
        if (typeof prova !== 'string' || !confere(prova, provaDe(s.tokenHash)))
          return reply.redirect('/logout.action', 303);
        await deleteSession(db, s.tokenHash);
        return paraLogin(reply);
      },
    );
  });
}
