import { MSG } from '@ipe/domain';
import { anuncios as def, MSG_ANUNCIO } from '@ipe/domain/resources/captacao/anuncios/index';
import { and, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  enviarAnuncioParaAmigo,
  enviarAnuncioPorEmail,
} from '@ipe/domain/resources/captacao/anuncios/contratos';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { anuncio, anuncioEnvioAmigo } from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { exigirCaptcha } from '../../../platform/captcha/index.ts';
import { badRequest, HttpError, notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { baseDosLinks, enfileirarEmail, LINK_INDISPONIVEL } from '../../../platform/mail/index.ts';
import { emailDoAnuncio, emailParaAmigo } from './emailAnuncio.ts';
import { expiradoSql, publicoSql } from './expiracao.ts';

const tags = ['captacao'];

/**
 * Send-to-friend limits, counted in the database over the last hour (so they hold across restarts and
 * server nodes): per sender e-mail, per friend's e-mail (nobody gets flooded through the form) and per IP.
 */
export const LIMITES_ENVIO_AMIGO = { porEmail: 5, porAmigo: 5, porIp: 20, janelaMin: 60 };

/** Link to the ad's own page in the candidate area (base: APP_URL, see baseDosLinks), not to the list. */
export function linkDoAnuncio(base: string, empresaId: number, anuncioId: number) {
  return `${base}/externo/anuncios/${anuncioId}?empresaId=${empresaId}`;
}

const colunasEmpresa = {
  nome: empresa.nome,
  corPrincipal: empresa.corPrincipal,
  corSecundaria: empresa.corSecundaria,
};

/**
 * POST /api/captacao/anuncios/{id}/email (HR: the ad to a list of addresses) and
 * POST /api/captacao/anuncios/{id}/enviar-amigo (public: a visitor sends an ad open to candidates to a
 * friend, behind the captcha and the limits above). Both only enqueue in the outbox (platform/mail), in
 * one transaction with their record; the mail worker sends after the commit.
 */
export function registerCompartilhar(app: FastifyInstance, db: Db, config: Config) {
  rota(
    app,
    enviarAnuncioPorEmail,
    { config: { access: def.access.write }, schema: { tags } },
    async (req) => {
      const s = sessionOf(req);
      const { assunto, emails } = req.body;
      const [a] = await db
        .select({
          id: anuncio.id,
          titulo: anuncio.titulo,
          descricao: anuncio.descricao,
          expirado: expiradoSql(),
          publico: sql<boolean>`${publicoSql()}`,
          empresa: colunasEmpresa,
        })
        .from(anuncio)
        .innerJoin(empresa, eq(empresa.id, anuncio.empresaId))
        .where(and(eq(anuncio.id, req.params.id), eq(anuncio.empresaId, s.empresaId)));
      if (!a) throw notFound();
      if (a.expirado) throw badRequest(MSG_ANUNCIO.anuncioExpirado, 'ANUNCIO_EXPIRADO');
      const base = a.publico ? baseDosLinks(config, req.log) : null;
      const link = a.publico ? (base ? linkDoAnuncio(base, s.empresaId, a.id) : LINK_INDISPONIVEL) : null;
      const { html, texto } = emailDoAnuncio(a.empresa, { ...a, link });
      // One mail per address: recipients never see each other's addresses, and one bad address
      // fails alone in the outbox.
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        for (const para of emails)
          await enfileirarEmail(tx, {
            empresaId: s.empresaId,
            para: [para],
            assunto,
            html,
            texto,
            origem: 'anuncio-email',
            usuarioId: s.usuarioId,
            semAppUrl: a.publico && !base,
          });
        await auditar(tx, s, {
          entidade: def.name,
          entidadeId: a.id,
          acao: 'ENVIAR_EMAIL',
          descricao: a.titulo,
          depois: { assunto, emails },
        });
      });
      app.mailer.acordar();
      return { message: MSG_ANUNCIO.emailEnviado(emails.length) };
    },
  );

  rota(app, enviarAnuncioParaAmigo, { config: { access: 'public' }, schema: { tags } }, async (req) => {
    const { nome, nomeAmigo, recaptcha } = req.body;
    // Addresses compared without case, so 'Ana@X.com' and 'ana@x.com' share one limit.
    const email = req.body.email.toLowerCase();
    const emailAmigo = req.body.emailAmigo.toLowerCase();
    const ip = req.ip.slice(0, 64);
    const [a] = await db
      .select({
        id: anuncio.id,
        empresaId: anuncio.empresaId,
        titulo: anuncio.titulo,
        descricao: anuncio.descricao,
        empresa: colunasEmpresa,
      })
      .from(anuncio)
      .innerJoin(empresa, eq(empresa.id, anuncio.empresaId))
      .where(
        and(
          eq(anuncio.id, req.params.id),
          req.query.empresaId ? eq(anuncio.empresaId, req.query.empresaId) : undefined,
          publicoSql(),
        ),
      );
    if (!a) throw notFound(MSG_ANUNCIO.anuncioIndisponivel);

    await limitarEnvios(db, { email, emailAmigo, ip });
    await exigirCaptcha(db, recaptcha);

    const base = baseDosLinks(config, req.log);
    const link = base ? linkDoAnuncio(base, a.empresaId, a.id) : LINK_INDISPONIVEL;
    const mail = emailParaAmigo(a.empresa, { ...a, link }, { nome, email, nomeAmigo });
    try {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx
          .insert(anuncioEnvioAmigo)
          .values({ anuncioId: a.id, nome, email, nomeAmigo, emailAmigo, ip });
        await enfileirarEmail(tx, {
          empresaId: a.empresaId,
          para: [emailAmigo],
          assunto: mail.assunto,
          html: mail.html,
          texto: mail.texto,
          origem: 'anuncio-enviar-amigo',
          semAppUrl: !base,
        });
      });
    } catch (e) {
      // The mail could not even be queued: nothing was recorded, the visitor may try again.
      req.log.error({ err: e }, 'enviar-amigo: falha ao enfileirar');
      throw new HttpError(503, 'ERRO_ENVIO_EMAIL', MSG.erroEnviarEmail);
    }
    app.mailer.acordar();
    return { message: MSG.anuncioEnviado };
  });
}

/** Refuses with 429 when the sender, the friend or the IP reached its limit in the window. */
async function limitarEnvios(db: Db, p: { email: string; emailAmigo: string; ip: string }) {
  const L = LIMITES_ENVIO_AMIGO;
  const desde = new Date(Date.now() - L.janelaMin * 60_000);
  const contar = async (cond: SQL) =>
    (
      await db
        .select({ n: count() })
        .from(anuncioEnvioAmigo)
        .where(and(cond, gt(anuncioEnvioAmigo.createdAt, desde)))
    )[0].n;
  const porEmail = await contar(eq(anuncioEnvioAmigo.email, p.email));
  const porAmigo = await contar(eq(anuncioEnvioAmigo.emailAmigo, p.emailAmigo));
  const porIp = await contar(eq(anuncioEnvioAmigo.ip, p.ip));
  if (porEmail >= L.porEmail || porAmigo >= L.porAmigo || porIp >= L.porIp)
    throw new HttpError(429, 'MUITOS_ENVIOS', MSG_ANUNCIO.muitosEnvios);
}
