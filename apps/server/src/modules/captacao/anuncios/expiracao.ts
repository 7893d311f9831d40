import { hojeIso } from '@ipe/domain/salario';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { solicitacao } from '../solicitacoes/schema.ts';
import { anuncio } from './schema.ts';
import { qualified } from '../../../platform/crud/storage.ts';

/*
 * The expiry of an ad as SQL over `anuncio`, the same rule as the domain's anuncioExpirado
 * (resources/captacao/anuncios/rules.ts): the day after previsaoEncerramento, or its requisition closed
 * or cancelled. Computed at read time, so an ad expires without any scheduled job. The requisition is
 * read by a correlated subquery, so the condition fits any query over `anuncio` (the generic list and
 * its count included) without a join. Today is the server's calendar day, passed as a parameter rather
 * than the database's current_date, whose time zone may differ.
 */

/** "anuncio"."solicitacao_id", qualified: inside the subquery an unqualified name would bind to solicitacao. */
const solicitacaoDoAnuncio = () => qualified(anuncio, anuncio.solicitacaoId);

/** The ad's requisition matches `cond`. */
const solicitacaoOnde = (cond: SQL) =>
  sql`exists (select 1 from ${solicitacao} where ${solicitacao.id} = ${solicitacaoDoAnuncio()} and ${cond})`;

export function expiradoSql(hoje: string = hojeIso()): SQL<boolean> {
  return sql<boolean>`(coalesce(${qualified(anuncio, anuncio.previsaoEncerramento)} < ${hoje}::date, false) or ${solicitacaoOnde(sql`(${solicitacao.encerrada} or ${solicitacao.cancelada})`)})`;
}

/**
 * The negation of expiradoSql, written as a positive `exists` so that PostgreSQL turns it into a
 * semi-join (one primary-key lookup per ad): `not (… or exists …)` cannot be pulled up and made the list
 * and its count hash every closed requisition of every company on each request. An ad always has its
 * requisition (solicitacao_id is not null), so "not closed or cancelled" is "exists and open".
 */
export function vigenteSql(hoje: string = hojeIso()): SQL {
  return and(
    sql`coalesce(${qualified(anuncio, anuncio.previsaoEncerramento)} >= ${hoje}::date, true)`,
    solicitacaoOnde(sql`not ${solicitacao.encerrada} and not ${solicitacao.cancelada}`),
  ) as SQL;
}

/**
 * Ads a candidate may see: shown in the candidate area, not expired, and their requisition released and
 * running (a suspended requisition takes its ad off the candidate area until it is reopened).
 */
export function publicoSql(hoje: string = hojeIso()): SQL {
  return and(
    eq(anuncio.exibirModuloExterno, true),
    vigenteSql(hoje),
    solicitacaoOnde(sql`${solicitacao.status} = 'L' and not ${solicitacao.suspensa}`),
  ) as SQL;
}

/** Situation of a requisition in the letters of the domain's situacaoDe (I, A, R, S, E, C). */
export const situacaoSolicitacaoSql = sql<string>`case
  when ${solicitacao.cancelada} then 'C'
  when ${solicitacao.encerrada} then 'E'
  when ${solicitacao.suspensa} then 'S'
  when ${solicitacao.status} = 'L' then 'A'
  else ${solicitacao.status} end`;
