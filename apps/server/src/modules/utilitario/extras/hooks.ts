/**
 * Rules of the improvement suggestions and the collaborator limit (the generic routes serve both; these
 * hooks add what the declarations cannot say).
 */
import { SITUACOES_ENCERRADAS } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import {
  MSG_EXTRAS,
  MSG_LIMITE_SO_ADMINISTRADOR,
  SUGESTOES_LEITOR,
} from '@ipe/domain/resources/utilitario/extras/index';
import { and, count, eq, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { usuarioEmpresa } from '../../../db/schema/index.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { type Session, SUPER_USER_ID } from '../../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { limiteColaborador, sugestaoMelhoria } from './schema.ts';

/** Suggestions: the sender and date are the server's; others' suggestions only for their readers. */
export function sugestoesHooks(db: Db): CrudHooks {
  return {
    scope: ({ session }) =>
      session.authorities.has(SUGESTOES_LEITOR)
        ? undefined
        : eq(sugestaoMelhoria.usuarioId, session.usuarioId),
    async beforeSave({ db: tx, session, id, data }) {
      if (id === null) {
        data.usuarioId = session.usuarioId; // the date is the column's default (today)
        return;
      }
      const [row] = await tx
        .select({ usuarioId: sugestaoMelhoria.usuarioId, empresaId: sugestaoMelhoria.empresaId })
        .from(sugestaoMelhoria)
        .where(eq(sugestaoMelhoria.id, id));
      if (!row || row.empresaId !== session.empresaId || row.usuarioId === session.usuarioId) {
        // The update's own scope answers 404 for a row out of reach.
      } else if (session.authorities.has(SUGESTOES_LEITOR)) throw forbidden(MSG_EXTRAS.sugestaoSoAutor);
      else throw notFound();
      delete data.usuarioId;
      delete data.data;
    },
    async beforeDelete({ session, id }) {
      if (session.authorities.has(SUGESTOES_LEITOR)) return;
      const [row] = await db
        .select({ usuarioId: sugestaoMelhoria.usuarioId })
        .from(sugestaoMelhoria)
        .where(and(eq(sugestaoMelhoria.id, id), eq(sugestaoMelhoria.empresaId, session.empresaId)));
      // Out of its scope (another's suggestion), as the get and the update answer.
      if (row && row.usuarioId !== session.usuarioId) throw notFound();
    },
  };
}

/** The companies whose limits a session sees: all for the installation's administrator, else its own. */
function empresasDaSessao(s: Session): SQL | undefined {
  if (s.usuarioId === SUPER_USER_ID) return undefined;
  return sql`${limiteColaborador.empresaId} in (select ${usuarioEmpresa.empresaId} from ${usuarioEmpresa} where ${usuarioEmpresa.usuarioId} = ${s.usuarioId})`;
}

const soAdministrador = (s: Session) => {
  if (s.usuarioId !== SUPER_USER_ID) throw forbidden(MSG_LIMITE_SO_ADMINISTRADOR);
};

/** The collaborator limit: one row per company, written by the installation's administrator only. */
export function limiteHooks(): CrudHooks {
  return {
    scope: ({ session }) => empresasDaSessao(session),
    async beforeSave({ db: tx, session, id, data }) {
      soAdministrador(session);
      const [outra] = await tx
        .select({ id: limiteColaborador.id })
        .from(limiteColaborador)
        .where(
          and(
            eq(limiteColaborador.empresaId, data.empresaId as number),
            id === null ? undefined : ne(limiteColaborador.id, id),
          ),
        );
      if (outra) throw badRequest(MSG_EXTRAS.limiteEmpresaRepetida);
    },
    beforeDelete: ({ session }) => soAdministrador(session),
  };
}

/** Any number: the advisory lock key of the per-company talent count (with the company id). */
const TRAVA_LIMITE = 190401;

/** Talents that hold a place: every situation but dismissed (D) and cancelled (C). */
const ocupaVaga = (situacao: unknown) => !SITUACOES_ENCERRADAS.includes(situacao as never);

/** The company's limit and its talents holding a place now (other than `exceto`). */
export async function situacaoDoLimite(db: Db, empresaId: number, exceto?: number | null) {
  const [[lim], [{ n }]] = await Promise.all([
    db
      .select({ limite: limiteColaborador.limite })
      .from(limiteColaborador)
      .where(eq(limiteColaborador.empresaId, empresaId)),
    db
      .select({ n: count() })
      .from(colaborador)
      .where(
        and(
          eq(colaborador.empresaId, empresaId),
          notInArray(colaborador.situacao, [...SITUACOES_ENCERRADAS]),
          exceto ? ne(colaborador.id, exceto) : undefined,
        ),
      ),
  ]);
  return { limite: lim?.limite ?? null, ativos: n };
}

/**
 * Talents: a save that makes a talent hold a place (a new active one, or a dismissed one readmitted) is
 * refused once the company has its limit of them. Counted under a per-company lock in the save's
 * transaction, so two saves at once cannot both pass.
 */
export const limiteColaboradoresHooks: CrudHooks = {
  async beforeSave({ db: tx, session, id, data }) {
    if (!ocupaVaga(data.situacao)) return;
    if (id !== null) {
      const [antes] = await tx
        .select({ situacao: colaborador.situacao })
        .from(colaborador)
        .where(eq(colaborador.id, id));
      if (antes && ocupaVaga(antes.situacao)) return;
    }
    await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_LIMITE}, ${session.empresaId})`);
    const { limite, ativos } = await situacaoDoLimite(tx, session.empresaId, id);
    if (limite !== null && ativos >= limite) throw badRequest(MSG_EXTRAS.limiteAtingido(limite));
  },
};
