import { hojeIso } from '@ipe/domain/salario';
import { and, eq, not, type SQL, sql } from 'drizzle-orm';
import { anuncio, solicitacao } from '../../../db/schema/index.ts';

/**
 * The expiry of an ad as SQL over `anuncio` joined to its `solicitacao`, the same rule as the domain's
 * anuncioExpirado (resources/captacao/anuncios/rules.ts): the requisition closed or cancelled, or the
 * day after previsaoEncerramento. Computed at read time, so an ad expires without any scheduled job.
 * Today is the server's calendar day (the company's local day), passed as a parameter rather than the
 * database's current_date, whose time zone may differ.
 */
export function expiradoSql(hoje: string = hojeIso()): SQL<boolean> {
  return sql<boolean>`(${solicitacao.encerrada} or ${solicitacao.cancelada} or coalesce(${anuncio.previsaoEncerramento} < ${hoje}::date, false))`;
}

/** Situation of the requisition in the letters of the domain's situacaoDe (I, A, R, S, E, C). */
export const situacaoSolicitacaoSql = sql<string>`case
  when ${solicitacao.cancelada} then 'C'
  when ${solicitacao.encerrada} then 'E'
  when ${solicitacao.suspensa} then 'S'
  when ${solicitacao.status} = 'L' then 'A'
  else ${solicitacao.status} end`;

/**
 * Ads a candidate may see: shown in the candidate area, not expired, and their requisition released and
 * running (a suspended requisition takes its ad off the candidate area until it is reopened).
 */
export function publicoSql(hoje: string = hojeIso()): SQL | undefined {
  return and(
    eq(anuncio.exibirModuloExterno, true),
    eq(solicitacao.status, 'L'),
    eq(solicitacao.suspensa, false),
    not(expiradoSql(hoje)),
  );
}
