/**
 * Receiving and answering attached files (platform: candidate documents and résumés today, any module's
 * attachments tomorrow): one file (and its text fields) from a multipart body with a size limit, checked
 * by content (`verificarArquivo`, @ipe/domain/arquivos), and the download answer with the original name,
 * streamed from the database in pieces.
 */
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { formatFileSize, MSG } from '@ipe/domain';
import { nomeSeguro, type TipoArquivo, verificarArquivo } from '@ipe/domain/arquivos';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG_SEM_ARQUIVO } from '../images.ts';
import { exigirSemNulo } from '../http/entrada.ts';
import { badRequest } from '../http/errors.ts';

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_ERR_CTP_BODY_TOO_LARGE']);

/**
 * Multipart for the routes registered in `scoped` (an encapsulated plugin), with `limite` bytes per file:
 * a bigger file answers 400 'O arquivo deve ser menor que {limit}' instead of a bare 413.
 */
export async function aceitarArquivos(scoped: FastifyInstance, limite: number): Promise<void> {
  await scoped.register(multipart, { limits: { fileSize: limite, files: 1, fields: 10, parts: 12 } });
  scoped.setErrorHandler((err: FastifyError) => {
    if (TOO_LARGE.has(err.code))
      throw badRequest(MSG.arquivoMenorQue(formatFileSize(limite)), 'ARQUIVO_GRANDE');
    if (err.code === 'FST_FILES_LIMIT') throw badRequest('Envie um arquivo por vez.');
    if (err.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(MSG_SEM_ARQUIVO);
    throw err;
  });
}

export interface ArquivoRecebido {
  nome: string;
  bytes: Buffer;
  tipo: TipoArquivo;
  /** The text fields sent with it ('descricao'). */
  campos: Record<string, string>;
}

/**
 * Reads the request's file (required unless `opcional`) and fields, and checks its content: an accepted
 * kind whose extension agrees (see verificarArquivo). Answers null for a body without a file when optional.
 */
export async function receberArquivo(
  req: FastifyRequest,
  opts: { somenteCurriculo?: boolean; opcional?: boolean } = {},
): Promise<ArquivoRecebido | null> {
  if (!req.isMultipart()) {
    if (opts.opcional) return null;
    throw badRequest(MSG_SEM_ARQUIVO);
  }
  const campos: Record<string, string> = {};
  let arquivo: { nome: string; bytes: Buffer } | null = null;
  for await (const parte of req.parts()) {
    if (parte.type === 'file')
      arquivo = { nome: nomeSeguro(parte.filename ?? ''), bytes: await parte.toBuffer() };
    else if (typeof parte.value === 'string') campos[parte.fieldname] = parte.value;
  }
  exigirSemNulo(campos);
  if (!arquivo || (arquivo.bytes.length === 0 && !arquivo.nome)) {
    if (opts.opcional) return null;
    throw badRequest(MSG_SEM_ARQUIVO);
  }
  const r = await verificarArquivo(arquivo.bytes, arquivo.nome, { somenteCurriculo: opts.somenteCurriculo });
  if (!r.ok) throw badRequest(r.mensagem, 'ARQUIVO_INVALIDO');
  return { ...arquivo, tipo: r.tipo, campos };
}

/**
 * Content-Disposition with the original name: an ASCII fallback in filename= and the exact UTF-8 name
 * in filename*= (RFC 5987/6266), which every current browser prefers.
 */
export function contentDisposition(nome: string, tipo: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const codificado = encodeURIComponent(nome).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${tipo}; filename="${ascii}"; filename*=UTF-8''${codificado}`;
}

/** Chunk read from the database per query while streaming a download. */
const PEDACO = 512 * 1024;

/**
 * The bytes of a bytea column read in chunks of 512 KB (`substring` on the row), so a download holds one
 * chunk in memory at a time, however big the file.
 */
export function lerEmPedacos(
  tamanho: number,
  ler: (inicio: number, quantos: number) => Promise<Buffer | null>,
): Readable {
  return Readable.from(
    (async function* () {
      for (let inicio = 0; inicio < tamanho; inicio += PEDACO) {
        const pedaco = await ler(inicio + 1, Math.min(PEDACO, tamanho - inicio));
        if (!pedaco) return;
        yield pedaco;
      }
    })(),
  );
}

/**
 * Answers a stored file as a download: the type recognised on upload, the original name, no sniffing and
 * a sandbox CSP, so a file is never run as a page of the application.
 */
export function enviarArquivo(
  reply: FastifyReply,
  a: { nomeArquivo: string; contentType: string; tamanho: number },
  corpo: Readable | Buffer,
): FastifyReply {
  return reply
    .type(a.contentType)
    .header('content-disposition', contentDisposition(a.nomeArquivo))
    .header('content-length', String(a.tamanho))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(corpo);
}
