import { randomUUID } from 'node:crypto';
import { type ApiErrorBody, ERROR_CODES, MSG } from '@ipe/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { descartarCorpoRestante } from './entrada.ts';

/** An error with an HTTP status and a pt-BR message, answered as `{code, message, entries?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly entries?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'REQUISICAO_INVALIDA') =>
  new HttpError(400, code, message);
export const notFound = (message: string = MSG.recursoNaoEncontrado) =>
  new HttpError(404, ERROR_CODES.naoEncontrado, message);
export const forbidden = (message: string = MSG.naoAutorizado) =>
  new HttpError(403, ERROR_CODES.naoAutorizado, message);
export const unauthorized = () => new HttpError(401, ERROR_CODES.sessaoExpirada, MSG.sessaoExpirada);
export const fieldErrors = (entries: { field: string; message: string }[]) =>
  new HttpError(400, ERROR_CODES.fieldValidation, MSG.preenchaCamposIndicados, entries);

/** Turns zod issues into the field entries of FIELD_VALIDATION_VIOLATION: every failing field. */
export function zodEntries(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
}

/** Labels of tables for 'possui dependências em …', registered by the modules that own the tables. */
export const tableLabels = new Map<string, string>();

interface PgError {
  code?: string;
  table?: string;
  constraint?: string;
  detail?: string;
}

const pgErrorOf = (e: unknown): PgError | null => {
  let cur: unknown = e;
  for (let i = 0; i < 3 && cur && typeof cur === 'object'; i++) {
    const c = cur as PgError & { cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) return c;
    cur = c.cause;
  }
  return null;
};

/** Maps database constraint errors to the user's words. `what` is the label of the row acted upon. */
export function fromDatabaseError(e: unknown, what = 'O registro'): HttpError | null {
  const pgErr = pgErrorOf(e);
  if (!pgErr) return null;
  if (pgErr.code === '23503') {
    // On delete the referencing table is the dependant; on insert/update it is the row being written.
    const dep = tableLabels.get(pgErr.table ?? '') ?? pgErr.table ?? 'outros cadastros';
    if (
      /still referenced|ainda é referenciad/i.test(pgErr.detail ?? '') ||
      pgErr.detail?.includes('is still')
    )
      return new HttpError(400, ERROR_CODES.dependencias, MSG.possuiDependencias(what, dep));
    return badRequest('Registro relacionado não encontrado.', 'REFERENCIA_INVALIDA');
  }
  if (pgErr.code === '23505')
    return badRequest('Já existe um registro com estes dados.', 'REGISTRO_DUPLICADO');
  // A required column left empty by a path the schema does not cover: the user's input, not a crash.
  if (pgErr.code === '23502') return badRequest('Campo obrigatório não informado.', 'CAMPO_OBRIGATORIO');
  if (pgErr.code === '22001') return badRequest('Valor maior que o tamanho permitido.', 'VALOR_MUITO_LONGO');
  if (pgErr.code === '22P02' || pgErr.code === '22003' || pgErr.code === '22008')
    return badRequest('Valor inválido.', 'VALOR_INVALIDO');
  return null;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError | Error, req, reply) => {
    const send = (status: number, body: ApiErrorBody) => reply.status(status).send(body);
    descartarCorpoRestante(req, reply);
    if (err instanceof HttpError)
      return send(err.status, { code: err.code, message: err.message, entries: err.entries });
    if (hasZodFastifySchemaValidationErrors(err))
      return send(400, {
        code: ERROR_CODES.fieldValidation,
        message: MSG.preenchaCamposIndicados,
        entries: err.validation.map((v) => ({
          field: (v.instancePath || '').replace(/^\//, '').replaceAll('/', '.'),
          message: v.message ?? MSG.invalido,
        })),
      });
    if (err instanceof ZodError)
      return send(400, {
        code: ERROR_CODES.fieldValidation,
        message: MSG.preenchaCamposIndicados,
        entries: zodEntries(err.issues),
      });
    const db = fromDatabaseError(err);
    if (db) return send(db.status, { code: db.code, message: db.message });
    const fe = err as FastifyError;
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const message =
        fe.statusCode === 429
          ? MSG.muitasTentativas
          : fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Corpo da requisição inválido.'
            : fe.statusCode === 413
              ? 'Requisição grande demais.'
              : fe.statusCode === 415
                ? 'Tipo de conteúdo não suportado.'
                : 'Requisição inválida.';
      const code = fe.statusCode === 413 ? 'REQUISICAO_GRANDE_DEMAIS' : (fe.code ?? 'REQUISICAO_INVALIDA');
      return send(fe.statusCode, { code, message });
    }
    const id = randomUUID();
    req.log.error({ err, erroId: id }, 'erro interno');
    return send(500, { code: ERROR_CODES.interno, message: 'Erro interno do servidor.', id });
  });
}
