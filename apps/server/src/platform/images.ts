/**
 * An image kept in a row (a company's logo, a talent's photo), served at `/api<path>/:id/<name>`.
 *
 * Usage, in your module's `register…` function. The table needs a `bytea()` column (from
 * `db/bytea.ts`) and a `varchar({ length: 100 })` for the content type, both nullable:
 *
 * ```ts
 * registerImageRoutes(fastify, db, {
 *   path: '/cargo-salario/colaboradores', name: 'foto',
 *   table: colaborador, column: colaborador.foto, contentTypeColumn: colaborador.fotoContentType,
 *   readAccess: 'ROLE_CS_COLABORADORES', writeAccess: 'ROLE_CS_COLABORADORES_EDITAR',
 *   fallback: { label: colaborador.nome },  // no photo: an SVG with the initials on a coloured circle
 * });
 * // Company logo: fallback: { label: empresa.nome, color: empresa.corPrincipal, defaultColor: '#FF850A' }
 * ```
 *
 * - `GET` answers the bytes with their content type, `Cache-Control: private, no-cache` and an ETag
 *   (304 when unchanged). Without an image: the initials avatar when `fallback` is given, else 404.
 * - `PUT` takes multipart/form-data (one file, any field name) or a raw body (`image/*`,
 *   `application/octet-stream`), at most 2 MB ('O arquivo deve ser menor que 2 MB'). PNG, JPEG, GIF and
 *   WebP are recognised by their content (file-type; the declared type is ignored); anything else answers 400
 *   'O arquivo adicionado não é uma imagem'. Answers 204. `DELETE` clears the image (204).
 * - A table with `empresaId` only serves rows of the session's company; `scope` narrows further.
 *   Rows out of reach answer 404.
 * - Generic list/get rows must not carry the bytes: leave the image columns out of the resource's fields.
 * - The initials avatar is `initialsAvatar(nome, color)`, also usable on its own (demo data).
 * On the web: `<ImageUpload url="/api/cargo-salario/colaboradores/5/foto" …/>` (platform/components).
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { type AccessRule, arquivo, formatFileSize, MSG, semConteudo } from '@ipe/domain';
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { sessionOf } from './auth/access.ts';
import type { Session } from './auth/sessions.ts';
import { badRequest, notFound } from './http/errors.ts';
import { esquemaDeResposta } from './http/rota.ts';

/** Largest image accepted. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Default colour of avatars and of companies without one (spec 3: orange). */
export const DEFAULT_COLOR = '#FF850A';
/** Written here (the spec has no message for a missing file). */
export const MSG_SEM_ARQUIVO = 'Nenhum arquivo enviado.';

export interface ImageRoutesOptions {
  /** Path of the owning resource without /api: '/cargo-salario/colaboradores'. */
  path: string;
  /** Last segment of the image's URL: 'foto', 'logo'. */
  name: string;
  table: PgTable;
  /** The `bytea` column holding the image. */
  column: PgColumn;
  /** The varchar column holding its content type ('image/png'). */
  contentTypeColumn: PgColumn;
  readAccess: AccessRule;
  writeAccess: AccessRule;
  /**
   * The session acting on the image (default: the internal session); the candidate area passes its own,
   * with `scope` narrowing the rows to the candidate.
   */
  sessao?: (req: FastifyRequest) => Session;
  /** Restricts the rows the session may reach besides the company (as CrudHooks.scope). */
  scope?: (ctx: { session: Session; table: PgTable }) => SQL | undefined;
  /**
   * Without an image, answer the initials of `label` on a circle: of colour `color` (a '#RRGGBB' column),
   * else `defaultColor`, else one picked from the name.
   */
  fallback?: { label: PgColumn; color?: PgColumn; defaultColor?: string };
}

/** The image types accepted, by file-type's answer (an animated PNG is a PNG). */
const TIPOS_IMAGEM: Readonly<Record<string, string>> = {
  'image/png': 'image/png',
  'image/apng': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
};

/** The image type of some bytes by their content (file-type's signatures), or null when it is not one of ours. */
export async function imageTypeOf(b: Uint8Array): Promise<string | null> {
  // Imported on first use: file-type is not needed to start the server.
  const achado = b.length > 0 ? await (await import('file-type')).fileTypeFromBuffer(b) : undefined;
  return (achado && TIPOS_IMAGEM[achado.mime]) ?? null;
}

/** Colours of avatars whose row has none: chosen by the name, so a person keeps theirs. */
const AVATAR_COLORS = [
  '#FF850A',
  '#2E7D32',
  '#1565C0',
  '#6A1B9A',
  '#AD1457',
  '#00838F',
  '#5D4037',
  '#C62828',
];
const NAME_PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e', 'di', 'du']);
const HEX = /^#[0-9a-f]{6}$/i;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** 'Maria da Silva Souza' → 'MS'; one word → its first letter; nothing → '?'. */
export function initialsOf(nome: string): string {
  // Letters and digits only: 'Ana <Lima>' → 'AL'.
  const words = nome
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w && !NAME_PARTICLES.has(w.toLowerCase()));
  if (words.length === 0) return '?';
  const first = [...words[0]][0];
  const last = words.length > 1 ? [...words[words.length - 1]][0] : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}

/** A colour of the palette picked from the name (same name, same colour). */
export function colorFor(nome: string): string {
  let h = 0;
  for (const c of nome) h = (h * 31 + (c.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLORS[h % AVATAR_COLORS.length];
}

/** Black or white text, whichever reads better on the background. */
function textColorOn(bg: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(bg.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  // Contrast with white vs with black (WCAG formula).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#FFFFFF' : '#111827';
}

/** An SVG avatar: the initials of `nome` on a circle of `color` ('#RRGGBB'; default from the name). */
export function initialsAvatar(nome: string, color?: string | null): string {
  const bg = color && HEX.test(color) ? color.toUpperCase() : colorFor(nome);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img"' +
    ` aria-label="${escapeXml(nome.trim())}">` +
    `<circle cx="64" cy="64" r="64" fill="${bg}"/>` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif"` +
    ` font-size="52" font-weight="600" fill="${textColorOn(bg)}">${escapeXml(initialsOf(nome))}</text></svg>`
  );
}

/** Property name of a column in its table (what `db.update().set()` takes). */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`registerImageRoutes: coluna ${column.name} não pertence à tabela`);
  return entry[0];
}

/** Answers of the image routes (their contracts are built here, one set per image column). */
const IMAGEM = esquemaDeResposta({
  response: arquivo('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'),
});
const VAZIO = esquemaDeResposta({ response: semConteudo });

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_ERR_CTP_BODY_TOO_LARGE', 'FST_FILES_LIMIT']);

/** The uploaded bytes: the first file of a multipart body, or the raw body. */
async function uploadedBytes(req: FastifyRequest): Promise<Buffer> {
  if (req.isMultipart()) {
    const file = await req.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (!file) throw badRequest(MSG_SEM_ARQUIVO);
    return file.toBuffer();
  }
  if (Buffer.isBuffer(req.body)) return req.body;
  throw badRequest(MSG.arquivoNaoImagem, 'ARQUIVO_NAO_IMAGEM');
}

/** Serves GET, PUT and DELETE of one image column (see the comment at the top of this file). */
export function registerImageRoutes(app: FastifyInstance, db: Db, opts: ImageRoutesOptions): void {
  const { table, column, contentTypeColumn, fallback } = opts;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns.id;
  if (!idColumn) throw new Error('registerImageRoutes: a tabela precisa de uma coluna id');
  const empresaColumn = columns.empresaId;
  const imageKey = keyOf(table, column);
  const typeKey = keyOf(table, contentTypeColumn);
  const url = `/api${opts.path}/:id/${opts.name}`;
  // The module's id as the other routes tag it ('cargo-salario' → 'cargoSalario').
  const tags = [(opts.path.split('/')[1] ?? 'imagens').replace(/-(\w)/g, (_, c: string) => c.toUpperCase())];
  const params = z.object({ id: z.coerce.number().int().positive() });
  const sessao = opts.sessao ?? sessionOf;

  const where = (s: Session, id: number) =>
    and(
      eq(idColumn, id),
      empresaColumn ? eq(empresaColumn, s.empresaId) : undefined,
      opts.scope?.({ session: s, table }),
    );

  const selection: Record<string, PgColumn> = { bytes: column, type: contentTypeColumn };
  if (fallback) selection.label = fallback.label;
  if (fallback?.color) selection.color = fallback.color;

  // Encapsulated: multipart and the raw-body parsers apply to these routes only.
  app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    scoped.addContentTypeParser(
      /^(image\/|application\/octet-stream)/,
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
      (_req, body, done) => done(null, body),
    );
    // A file above the limit is the user's mistake: the upload message, not a bare 413.
    scoped.setErrorHandler((err: FastifyError) => {
      if (TOO_LARGE.has(err.code)) throw badRequest(MSG.arquivoMenorQue(formatFileSize(MAX_IMAGE_BYTES)));
      throw err;
    });
    const r = scoped.withTypeProvider<ZodTypeProvider>();

    r.get(
      url,
      {
        config: { access: opts.readAccess },
        schema: { tags, summary: `Imagem (${opts.name})`, params, response: IMAGEM },
      },
      async (req, reply) => {
        const s = sessao(req);
        const [row] = (await db.select(selection).from(table).where(where(s, req.params.id))) as {
          bytes: Buffer | null;
          type: string | null;
          label?: unknown;
          color?: unknown;
        }[];
        if (!row) throw notFound();
        let body: Buffer | string;
        let type: string;
        if (row.bytes && row.bytes.length > 0) {
          body = row.bytes;
          type = row.type ?? (await imageTypeOf(row.bytes)) ?? 'application/octet-stream';
        } else if (fallback) {
          const color =
            typeof row.color === 'string' && HEX.test(row.color) ? row.color : fallback.defaultColor;
          body = initialsAvatar(row.label == null ? '' : String(row.label), color);
          type = 'image/svg+xml';
        } else throw notFound();
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        reply.header('cache-control', 'private, no-cache').header('etag', etag);
        if (req.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type(type).send(body);
      },
    );

    r.put(
      url,
      {
        config: { access: opts.writeAccess },
        schema: { tags, summary: `Envia a imagem (${opts.name})`, params, response: VAZIO },
      },
      async (req, reply) => {
        const s = sessao(req);
        const bytes = await uploadedBytes(req);
        if (bytes.length > MAX_IMAGE_BYTES)
          throw badRequest(MSG.arquivoMenorQue(formatFileSize(MAX_IMAGE_BYTES)));
        const type = await imageTypeOf(bytes);
        if (!type) throw badRequest(MSG.arquivoNaoImagem, 'ARQUIVO_NAO_IMAGEM');
        const rows = await db
          .update(table)
          .set({ [imageKey]: bytes, [typeKey]: type })
          .where(where(s, req.params.id))
          .returning({ id: idColumn });
        if (rows.length === 0) throw notFound();
        return reply.status(204).send();
      },
    );

    r.delete(
      url,
      {
        config: { access: opts.writeAccess },
        schema: { tags, summary: `Remove a imagem (${opts.name})`, params, response: VAZIO },
      },
      async (req, reply) => {
        const s = sessao(req);
        const rows = await db
          .update(table)
          .set({ [imageKey]: null, [typeKey]: null })
          .where(where(s, req.params.id))
          .returning({ id: idColumn });
        if (rows.length === 0) throw notFound();
        return reply.status(204).send();
      },
    );
  });
}
