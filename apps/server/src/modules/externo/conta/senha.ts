import { randomBytes } from 'node:crypto';
import { MSG, onlyDigits } from '@ipe/domain';
import {
  alterarSenhaCandidato,
  confirmarRecuperacaoCandidato,
  recuperarSenhaCandidato,
} from '@ipe/domain/resources/externo/conta/contratos';
import { MSG_CONTA, RECUPERACAO_VALIDADE_MIN } from '@ipe/domain/resources/externo/conta/index';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { candidato } from '../../captacao/schema.ts';
import { recuperacaoSenhaCandidato, sessaoCandidato } from '../schema.ts';
import { candidatoOf, deleteCandidatoSessions } from './sessoesCandidato.ts';
import { loginLimiter } from '../../../platform/auth/login-limiter.ts';
import { hashPassword, verifyPassword } from '../../../platform/auth/password.ts';
import { hashToken } from '../../../platform/auth/sessions.ts';
import { badRequest, HttpError, notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { escaparHtml, layoutEmail } from '../../../platform/mail/layout.ts';
import { baseDosLinks, enfileirarEmail, LINK_INDISPONIVEL } from '../../../platform/mail/outbox.ts';

const TAGS = ['externo'];
const campo = (field: string, message: string) =>
  new HttpError(400, 'FIELD_VALIDATION_VIOLATION', MSG.preenchaCamposIndicados, [{ field, message }]);

/** The reset e-mail: the company's layout, the link and how long it lasts. */
export function emailRecuperacao(
  e: { nome: string; corPrincipal: string | null; corSecundaria: string | null },
  nome: string,
  link: string,
) {
  const corpoHtml = `<p>Olá, ${escaparHtml(nome)}.</p>
<p>Recebemos um pedido para criar uma nova senha da sua conta na área do candidato de ${escaparHtml(e.nome)}.</p>
<p><a href="${escaparHtml(link)}">Criar nova senha</a></p>
<p>O link vale por ${RECUPERACAO_VALIDADE_MIN} minutos e pode ser usado uma única vez. Se você não fez o pedido, ignore este e-mail: sua senha continua a mesma.</p>
<p style="font-size:12px;color:#777">Se o botão não abrir, copie este endereço no navegador: ${escaparHtml(link)}</p>`;
  return {
    assunto: `${e.nome}: nova senha da área do candidato`,
    ...layoutEmail({ empresa: e, titulo: 'Nova senha', corpoHtml }),
  };
}

/**
 * Password recovery (PUT /api/externo/recuperar-senha, then POST …/confirmar with the e-mailed token) and
 * change (PATCH /api/externo/candidatos/{id}/alterar-senha), spec 1 §5 'Password change', §7 'Candidate'.
 */
export async function registerSenhaCandidato(app: FastifyInstance, db: Db, config: Config) {
  rota(
    app,
    recuperarSenhaCandidato,
    { config: { access: 'public' }, schema: { tags: TAGS } },
    async (req) => {
      const { cpf, empresaId } = req.body;
      // Every request counts: the limit stops mail flooding of one CPF from one address.
      const limiter = loginLimiter(db, config, `recuperar|${req.ip}|${onlyDigits(cpf)}`);
      await limiter.tentar();
      const [c] = await db
        .select({
          id: candidato.id,
          nome: candidato.nome,
          email: candidato.email,
          empresa: {
            nome: empresa.nome,
            corPrincipal: empresa.corPrincipal,
            corSecundaria: empresa.corSecundaria,
          },
        })
        .from(candidato)
        .innerJoin(empresa, eq(empresa.id, candidato.empresaId))
        .where(and(eq(candidato.cpf, onlyDigits(cpf)), eq(candidato.empresaId, empresaId)))
        .limit(1);
      if (c?.email?.trim()) {
        // Without APP_URL no token is made: the mail is kept unsent with the reason (E-mails enviados).
        const base = baseDosLinks(config, req.log);
        const token = base ? randomBytes(32).toString('base64url') : null;
        const link = token
          ? `${base}/externo/recuperar-senha?empresaId=${empresaId}&token=${token}`
          : LINK_INDISPONIVEL;
        const mail = emailRecuperacao(c.empresa, c.nome, link);
        await db.transaction(async (t) => {
          const tx = t as unknown as Db;
          // Only the newest link works: earlier unused ones are dropped.
          if (token) {
            await tx
              .delete(recuperacaoSenhaCandidato)
              .where(
                and(
                  eq(recuperacaoSenhaCandidato.candidatoId, c.id),
                  isNull(recuperacaoSenhaCandidato.usadaEm),
                ),
              );
            await tx.insert(recuperacaoSenhaCandidato).values({
              tokenHash: hashToken(token),
              candidatoId: c.id,
              expiraEm: new Date(Date.now() + RECUPERACAO_VALIDADE_MIN * 60_000),
            });
          }
          await enfileirarEmail(tx, {
            empresaId,
            para: [c.email as string],
            assunto: mail.assunto,
            html: mail.html,
            texto: mail.texto,
            origem: 'candidato-recuperar-senha',
            semAppUrl: !token,
          });
        });
        app.mailer.acordar();
      }
      return { message: MSG_CONTA.recuperacaoEnviada };
    },
  );

  rota(
    app,
    confirmarRecuperacaoCandidato,
    { config: { access: 'public' }, schema: { tags: TAGS } },
    async (req) => {
      const { token, novaSenha } = req.body;
      const senha = await hashPassword(novaSenha);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // One statement marks the link used: two requests with the same token cannot both pass.
        const [usada] = await tx
          .update(recuperacaoSenhaCandidato)
          .set({ usadaEm: sql`now()` })
          .where(
            and(
              eq(recuperacaoSenhaCandidato.tokenHash, hashToken(token)),
              isNull(recuperacaoSenhaCandidato.usadaEm),
              gt(recuperacaoSenhaCandidato.expiraEm, sql`now()`),
            ),
          )
          .returning({ candidatoId: recuperacaoSenhaCandidato.candidatoId });
        if (!usada) throw badRequest(MSG_CONTA.linkInvalido, 'LINK_INVALIDO');
        await tx.update(candidato).set({ senha }).where(eq(candidato.id, usada.candidatoId));
        // Whoever knew the old password loses their session.
        await deleteCandidatoSessions(tx, usada.candidatoId);
      });
      return { message: MSG_CONTA.senhaRedefinida };
    },
  );

  rota(
    app,
    alterarSenhaCandidato,
    { config: { access: 'candidato' }, schema: { tags: TAGS } },
    async (req) => {
      const s = candidatoOf(req);
      if (req.params.id !== s.candidatoId) throw notFound();
      const [c] = await db
        .select({ senha: candidato.senha })
        .from(candidato)
        .where(eq(candidato.id, s.candidatoId));
      if (!(await verifyPassword(req.body.senha, c?.senha ?? null)))
        throw campo('senha', MSG_CONTA.senhaAtualIncorreta);
      if (req.body.novaSenha === req.body.senha) throw campo('novaSenha', MSG_CONTA.novaSenhaIgual);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx
          .update(candidato)
          .set({ senha: await hashPassword(req.body.novaSenha) })
          .where(eq(candidato.id, s.candidatoId));
        // Other devices logged in with the old password are logged out; this one stays.
        await tx
          .delete(sessaoCandidato)
          .where(
            and(eq(sessaoCandidato.candidatoId, s.candidatoId), ne(sessaoCandidato.tokenHash, s.tokenHash)),
          );
      });
      return { message: MSG_CONTA.senhaAlterada };
    },
  );
}
