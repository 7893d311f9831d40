import { rota } from '../http/rota.ts';
import {
  EMAILS_ACCESS,
  EMAILS_EDIT_ACCESS,
  type EmailDetalhe,
  type EmailLinha,
  STATUS_REENVIAVEIS,
  type StatusEmail,
  listarEmails,
  detalheEmail,
  reenviarEmail,
} from '@ipe/domain/resources/utilitario/emails';
import { and, count, desc, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { emailSaida, usuario } from '../../db/schema/index.ts';
import { sessionOf } from '../auth/access.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Mailer } from './mailer.ts';
import { pagina } from '../http/pagina.ts';

const tags = ['utilitario'];
/** Written here (the spec has no outbox). */
export const MSG_NAO_REENVIAVEL = 'Somente e-mails com erro ou não enviados podem ser reenviados.';

/** Midnight of a calendar day in the server's time zone, as the audit log reads periods. */
const inicioDoDia = (d: string, plusDays = 0) => {
  const [y, m, day] = d.split('-').map(Number);
  return new Date(y, m - 1, day + plusDays);
};

const { html: _h, texto: _t, cc: _c, ...colunasLinha } = getTableColumns(emailSaida);
const linha = { ...colunasLinha, usuarioNome: usuario.nome };
type Row = typeof emailSaida.$inferSelect & { usuarioNome: string | null };

const toLinha = (r: Omit<Row, 'html' | 'texto' | 'cc'>): EmailLinha => ({
  id: r.id,
  para: r.destinatarios,
  assunto: r.assunto,
  status: r.status as StatusEmail,
  origem: r.origem,
  usuarioNome: r.usuarioNome,
  tentativas: r.tentativas,
  ultimoErro: r.ultimoErro,
  createdAt: r.createdAt.toISOString(),
  enviadoAt: r.enviadoAt?.toISOString() ?? null,
});

/** /utilitario/emails: the company's outbox, newest first, its detail and 'Reenviar'. */
export function registerEmailRoutes(fastify: FastifyInstance, db: Db, mailer: Mailer) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function detalhe(id: number, empresaId: number): Promise<EmailDetalhe> {
    const [row] = await db
      .select({ ...getTableColumns(emailSaida), usuarioNome: usuario.nome })
      .from(emailSaida)
      .leftJoin(usuario, eq(usuario.id, emailSaida.usuarioId))
      .where(and(eq(emailSaida.id, id), eq(emailSaida.empresaId, empresaId)));
    if (!row) throw notFound();
    return { ...toLinha(row), cc: row.cc, html: row.html, texto: row.texto };
  }

  rota(app, listarEmails, { config: { access: EMAILS_ACCESS }, schema: { tags } }, async (req) => {
    const q = req.query;
    const texto = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where: SQL | undefined = and(
      eq(emailSaida.empresaId, sessionOf(req).empresaId),
      q.status ? eq(emailSaida.status, q.status) : undefined,
      q.dataIni ? gte(emailSaida.createdAt, inicioDoDia(q.dataIni)) : undefined,
      q.dataFim ? lt(emailSaida.createdAt, inicioDoDia(q.dataFim, 1)) : undefined,
      texto
        ? sql`ipe_unaccent(${emailSaida.assunto} || ' ' || array_to_string(${emailSaida.destinatarios}, ' ')) ILIKE ipe_unaccent(${texto})`
        : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      db
        .select(linha)
        .from(emailSaida)
        .leftJoin(usuario, eq(usuario.id, emailSaida.usuarioId))
        .where(where)
        .orderBy(desc(emailSaida.createdAt), desc(emailSaida.id))
        .limit(q.size)
        .offset(q.page * q.size),
      db.select({ n: count() }).from(emailSaida).where(where),
    ]);
    return pagina(rows.map(toLinha), n, q.page, q.size);
  });

  rota(app, detalheEmail, { config: { access: EMAILS_ACCESS }, schema: { tags } }, async (req) =>
    detalhe(req.params.id, sessionOf(req).empresaId),
  );

  // Puts a mail that did not go out back in the queue, with its attempts counted from zero.
  rota(app, reenviarEmail, { config: { access: EMAILS_EDIT_ACCESS }, schema: { tags } }, async (req) => {
    const empresaId = sessionOf(req).empresaId;
    const atual = await detalhe(req.params.id, empresaId);
    if (!STATUS_REENVIAVEIS.includes(atual.status)) throw badRequest(MSG_NAO_REENVIAVEL);
    await db
      .update(emailSaida)
      .set({ status: 'PENDENTE', tentativas: 0, proximaTentativa: new Date(), ultimoErro: null })
      .where(and(eq(emailSaida.id, atual.id), eq(emailSaida.empresaId, empresaId)));
    mailer.acordar();
    return detalhe(atual.id, empresaId);
  });
}
