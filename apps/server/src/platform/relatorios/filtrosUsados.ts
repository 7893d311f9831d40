/** Helpers for a report's 'filters used' lines and for company pickers. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { empresa, usuarioEmpresa } from '../../db/schema/index.ts';
import type { Session } from '../auth/sessions.ts';
import { SUPER_USER_ID } from '../auth/sessions.ts';
import { forbidden } from '../http/errors.ts';
import { textoDaCelula } from './formatos.ts';

/** '01/10/2026 a 25/10/2026'. */
export const periodoTexto = (f: { dataIni: string; dataFim: string }) =>
  `${textoDaCelula(f.dataIni, 'data')} a ${textoDaCelula(f.dataFim, 'data')}`;

/** Names joined with ', ' (at most `max`, then '… e mais N'); `vazio` when there are none (default 'Todos'). */
export function listaTexto(nomes: readonly string[], vazio = 'Todos', max = 6): string {
  if (!nomes.length) return vazio;
  if (nomes.length <= max) return nomes.join(', ');
  return `${nomes.slice(0, max).join(', ')} e mais ${nomes.length - max}`;
}

/**
 * The chosen companies, by name, when the user belongs to all of them (the administrator, user 1, to any);
 * otherwise 403 'Não autorizado.': a report never reads a company the user cannot log into.
 */
export async function empresasDoUsuario(
  db: Db,
  session: Session,
  ids: readonly number[],
): Promise<{ id: number; nome: string }[]> {
  const unicos = [...new Set(ids)];
  const base = db.select({ id: empresa.id, nome: empresa.nome }).from(empresa);
  const linhas =
    session.usuarioId === SUPER_USER_ID
      ? await base.where(inArray(empresa.id, unicos)).orderBy(asc(sql`${empresa.nome} collate "und-x-icu"`))
      : await base
          .innerJoin(
            usuarioEmpresa,
            and(eq(usuarioEmpresa.empresaId, empresa.id), eq(usuarioEmpresa.usuarioId, session.usuarioId)),
          )
          .where(inArray(empresa.id, unicos))
          .orderBy(asc(sql`${empresa.nome} collate "und-x-icu"`));
  if (linhas.length !== unicos.length) throw forbidden();
  return linhas;
}
