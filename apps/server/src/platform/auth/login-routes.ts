import {
  alterarSenha,
  empresaValida,
  empresasDoLogin,
  login,
  logout as contratoLogout,
} from '@ipe/domain/sessaoContratos';
import { rota } from '../http/rota.ts';
import { MSG, onlyDigits, SESSION_COOKIE } from '@ipe/domain';
import { MSG_SENHA_INTERNA } from '@ipe/domain/senhaInterna';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { empresa, usuario } from '../../db/schema/index.ts';
import { auditar } from '../audit.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { sessionOf } from './access.ts';
import { guardarLogin } from './login-limiter.ts';
import { registerLogoutAction } from './logout-action.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  acessoVigente,
  authoritiesIn,
  createSession,
  deleteSession,
  deleteUserSessions,
} from './sessions.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}

/** Login, logout and password change of internal users. */
export const loginRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, { db, config }) => {
  // The login page lists the companies, so it never reveals which CPFs exist.
  rota(app, empresasDoLogin, { config: { access: 'public' } }, async () =>
    db.select({ id: empresa.id, nome: empresa.nome }).from(empresa).orderBy(asc(empresa.nome)),
  );

  rota(app, login, { config: { access: 'public' } }, async (req, reply) => {
    const { cpf, senha, empresaId, captcha } = req.body;
    const guarda = await guardarLogin(db, config, {
      escopo: 'interno',
      ip: req.ip,
      cpf: onlyDigits(cpf),
      captcha,
    });

    const [user] = await db
      .select()
      .from(usuario)
      .where(eq(usuario.cpf, onlyDigits(cpf)));
    const passwordOk = await verifyPassword(senha, user?.senhaHash ?? null);
    const authorities =
      user && passwordOk && user.ativo && acessoVigente(user)
        ? await authoritiesIn(db, user.id, empresaId)
        : null;
    if (!user || !authorities) throw guarda.recusa(MSG.loginInvalido);
    // A first-access letter's code past its validity: refused (and counted as a failed attempt).
    if (user.senhaProvisoriaAte && user.senhaProvisoriaAte <= new Date())
      throw guarda.recusa(MSG_SENHA_INTERNA.cartaExpirada);
    await guarda.succeed();
    const { token } = await createSession(db, user.id, empresaId, config.sessionTimeoutMin);
    setSessionCookie(reply, config, token);
    // A password set by a manager: the web opens 'Alterar Minha Senha' before anything else.
    return user.trocarSenha ? { ok: true, trocarSenha: true } : { ok: true };
  });

  const logout = async (req: { session: { tokenHash: string } | null }) => {
    if (req.session) await deleteSession(db, req.session.tokenHash);
  };
  rota(app, contratoLogout, { config: { access: 'public' } }, async (req, reply) => {
    await logout(req);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });
  await registerLogoutAction(app, db, config);

  rota(app, alterarSenha, { config: { access: 'authenticated' } }, async (req) => {
    const s = sessionOf(req);
    if (s.usuarioFortes) throw badRequest('Usuários do fornecedor não alteram a senha por aqui.');
    const [user] = await db.select().from(usuario).where(eq(usuario.id, s.usuarioId));
    if (!(await verifyPassword(req.body.senha, user?.senhaHash ?? null)))
      throw new HttpError(400, 'FIELD_VALIDATION_VIOLATION', MSG.preenchaCamposIndicados, [
        { field: 'senha', message: 'Senha atual incorreta.' },
      ]);
    if (req.body.novaSenha === req.body.senha)
      throw new HttpError(400, 'FIELD_VALIDATION_VIOLATION', MSG.preenchaCamposIndicados, [
        { field: 'novaSenha', message: 'A nova senha deve ser diferente da atual.' },
      ]);
    const senhaHash = await hashPassword(req.body.novaSenha);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx
        .update(usuario)
        .set({ senhaHash, trocarSenha: false, senhaProvisoriaAte: null })
        .where(eq(usuario.id, s.usuarioId));
      // Whoever knew the old password is logged out everywhere else.
      await deleteUserSessions(tx, s.usuarioId, s.tokenHash);
      await auditar(tx, s, {
        entidade: 'usuarios',
        entidadeId: s.usuarioId,
        acao: 'ALTERAR_SENHA',
        descricao: s.usuarioNome,
      });
    });
    return { message: 'Senha alterada com sucesso.' };
  });

  rota(app, empresaValida, { config: { access: 'authenticated' } }, async (req) => ({
    valid: (await authoritiesIn(db, sessionOf(req).usuarioId, req.params.id)) !== null,
  }));
};
