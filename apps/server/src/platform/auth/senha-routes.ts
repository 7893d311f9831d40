import { onlyDigits } from '@ipe/domain';
import { definirSenha, MSG_SENHA_INTERNA, recuperarSenhaInterna } from '@ipe/domain/senhaInterna';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { empresa, usuario, usuarioEmpresa, usuarioLinkSenha } from '../../db/schema/index.ts';
import { auditar } from '../audit.ts';
import { badRequest } from '../http/errors.ts';
import { rota } from '../http/rota.ts';
import { baseDosLinks } from '../mail/outbox.ts';
import { enviarLinkSenha } from './linkSenha.ts';
import type { AuthDeps } from './login-routes.ts';
import { loginLimiter } from './login-limiter.ts';
import { hashPassword } from './password.ts';
import { acessoVigente, deleteUserSessions, hashToken } from './sessions.ts';

/**
 * Internal users' forgotten password (issue 19): PUT /api/recuperar-senha mails a single-use link valid
 * for an hour; POST /api/recuperar-senha/confirmar sets the password with it (also the employee's
 * first-access link) and ends every session of the user, as the candidate area does.
 */
export const senhaRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, { db, config }) => {
  rota(app, recuperarSenhaInterna, { config: { access: 'public' } }, async (req) => {
    const cpf = onlyDigits(req.body.cpf);
    // Every request counts (kept apart from the login's keys): it stops mail flooding of one CPF.
    await loginLimiter(db, config, [
      { chave: `interno-recuperar|${req.ip}|${cpf}`, max: config.loginMaxAttempts },
      { chave: `interno-recuperar|cpf|${cpf}`, max: config.loginMaxAttemptsCpf },
    ]).tentar();
    const [u] = await db
      .select({
        id: usuario.id,
        nome: usuario.nome,
        email: usuario.email,
        ativo: usuario.ativo,
        usuarioFortes: usuario.usuarioFortes,
        dataExpiracao: usuario.dataExpiracao,
      })
      .from(usuario)
      .where(eq(usuario.cpf, cpf));
    // The mail goes out in the name of the user's first company (the one a login lists first).
    const [e] = u
      ? await db
          .select({
            id: empresa.id,
            nome: empresa.nome,
            corPrincipal: empresa.corPrincipal,
            corSecundaria: empresa.corSecundaria,
          })
          .from(usuarioEmpresa)
          .innerJoin(empresa, eq(empresa.id, usuarioEmpresa.empresaId))
          .where(eq(usuarioEmpresa.usuarioId, u.id))
          .orderBy(asc(empresa.id))
          .limit(1)
      : [];
    // Provider-side users do not change their password here; inactive or expired users cannot log in.
    if (u?.email?.trim() && e && u.ativo && !u.usuarioFortes && acessoVigente(u)) {
      const base = baseDosLinks(config, req.log);
      await db.transaction(async (t) => {
        await enviarLinkSenha(t as unknown as Db, {
          usuario: { id: u.id, nome: u.nome, email: u.email as string },
          empresa: e,
          finalidade: 'RECUPERACAO',
          base,
        });
      });
      app.mailer.acordar();
    }
    return { message: MSG_SENHA_INTERNA.recuperacaoEnviada };
  });

  rota(app, definirSenha, { config: { access: 'public' } }, async (req) => {
    const senhaHash = await hashPassword(req.body.novaSenha);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // One statement marks the link used: two requests with the same token cannot both pass.
      const [usado] = await tx
        .update(usuarioLinkSenha)
        .set({ usadaEm: sql`now()` })
        .where(
          and(
            eq(usuarioLinkSenha.tokenHash, hashToken(req.body.token)),
            isNull(usuarioLinkSenha.usadaEm),
            gt(usuarioLinkSenha.expiraEm, sql`now()`),
          ),
        )
        .returning({ usuarioId: usuarioLinkSenha.usuarioId, finalidade: usuarioLinkSenha.finalidade });
      if (!usado) throw badRequest(MSG_SENHA_INTERNA.linkInvalido, 'LINK_INVALIDO');
      const [u] = await tx
        .update(usuario)
        .set({ senhaHash, trocarSenha: false, senhaProvisoriaAte: null })
        .where(eq(usuario.id, usado.usuarioId))
        .returning({ nome: usuario.nome });
      // Whoever knew the old password loses every session.
      await deleteUserSessions(tx, usado.usuarioId);
      // No session: the user acted through the link (the log names the user in the description).
      await auditar(tx, null, {
        entidade: 'usuarios',
        entidadeId: usado.usuarioId,
        acao: usado.finalidade === 'PRIMEIRO_ACESSO' ? 'PRIMEIRO_ACESSO' : 'RECUPERAR_SENHA',
        descricao: u.nome,
      });
    });
    return { message: MSG_SENHA_INTERNA.senhaDefinida };
  });
};
