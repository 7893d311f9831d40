/** SQL pieces shared by the recruitment reports' row queries. */
import { SITUACAO_LABEL, situacaoDe } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { areasDaSessao } from '../../cargoSalario/index.ts';

/**
 * The report status filter (T/A/S/E/C) over the requisition alias `s`, as the requisition list applies it
 * (modules/captacao/solicitacoes/hooks.ts): A open and running, S suspended, E closed, C cancelled.
 */
export function statusSolicitacaoSql(status: 'T' | 'A' | 'S' | 'E' | 'C', s = sql.raw('s')): SQL {
  switch (status) {
    case 'A':
      return sql`and not ${s}.encerrada and not ${s}.cancelada and not ${s}.suspensa and ${s}.status <> 'R'`;
    case 'S':
      return sql`and not ${s}.encerrada and not ${s}.cancelada and ${s}.suspensa`;
    case 'E':
      return sql`and ${s}.encerrada and not ${s}.cancelada`;
    case 'C':
      return sql`and ${s}.cancelada`;
    default:
      return sql``;
  }
}

/** `and <col> in (…)` when the list has ids, nothing otherwise. */
export const idsSql = (col: SQL, ids: readonly number[]) =>
  ids.length
    ? sql`and ${col} in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql``;

/** The requisition's situation label from its stored status letter and flags. */
export const situacaoTexto = (r: {
  status: string;
  suspensa: boolean;
  encerrada: boolean;
  cancelada: boolean;
}) => SITUACAO_LABEL[situacaoDe(r as Parameters<typeof situacaoDe>[0])];

export const STATUS_TEXTO: Record<string, string> = {
  T: 'Todas',
  A: 'Aberta em andamento',
  S: 'Aberta suspensa',
  E: 'Encerrada',
  C: 'Cancelada',
};

/**
 * Names of the chosen rows of a company register (establishments, areas, steps…) for the 'filters used'
 * lines, in name order; ids of another company are simply not found.
 */
export async function nomesDe(
  db: Db,
  tabela:
    | 'estabelecimento'
    | 'area_organizacional'
    | 'etapa_seletiva'
    | 'cargo'
    | 'grupo_ocupacional'
    | 'solicitacao'
    | 'modelo_avaliacao_candidato',
  ids: readonly number[],
  empresaId: number,
  coluna = 'nome',
): Promise<string[]> {
  if (!ids.length) return [];
  const { rows } = (await db.execute(sql`
    select ${sql.identifier(coluna)} as nome from ${sql.identifier(tabela)}
    where empresa_id = ${empresaId} ${idsSql(sql.raw('id'), ids)}
    order by ${sql.identifier(coluna)} collate "und-x-icu"`)) as unknown as { rows: { nome: string }[] };
  return rows.map((r) => r.nome);
}

/** A report's filter with the areas the session sees (spec 2 §6 area scope; HR: undefined, every area). */
export type ComEscopo = { areasVisiveis?: SQL };
export const comEscopo = <F extends object>(f: F, s: Session): F & ComEscopo => ({
  ...f,
  areasVisiveis: areasDaSessao(s),
});
