import { type SQL, sql } from 'drizzle-orm';

/** `and <col> in (…)` for a non-empty id list, nothing otherwise. */
export const emIds = (col: SQL, list: number[] | undefined) =>
  list?.length
    ? sql`and ${col} in (${sql.join(
        list.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql``;

export interface FiltroSolicitacoesContadas {
  dataIni: string;
  dataFim: string;
  estabelecimentosIds?: number[];
  areasIds?: number[];
  cargosIds?: number[];
  /**
   * Which date the period applies to: the opening (the requisition's date, default) or the closing
   * (data_encerramento: only closed requisitions, the duration report's set).
   */
  periodoPor?: 'abertura' | 'encerramento';
  /** The areas an area-scoped session sees (cargoSalario's `areasDaSessao`); undefined: every area. */
  areasVisiveis?: SQL;
}

/** `and <col> in <areas>` for an area-scoped session, nothing for HR. */
export const nasAreasVisiveis = (col: SQL, areas: SQL | undefined) =>
  areas ? sql`and ${col} in ${areas}` : sql``;

/**
 * The requisitions the vacancy figures count, with their days open: the company's requisitions opened
 * (their date) in the period, minus the cancelled and the rejected ones (they never meant an open
 * vacancy). Days open: from the requisition's date to its closing date, or to today while not closed
 * (packages/domain …/analytics/vagas.ts `diasEmAberto`). Filled vacancies are capped at the requested
 * quantity. Shared by the vacancy statistics and the vacancy analytics, so both count the same set with
 * the same formula. Use it as a CTE body.
 */
export function solicitacoesContadas(empresaId: number, f: FiltroSolicitacoesContadas): SQL {
  return sql`select s.id, s.descricao, s.data, s.data_encerramento, s.quantidade,
        least(s.qtd_vagas_preenchidas, s.quantidade) as preenchidas,
        (coalesce(s.data_encerramento, current_date) - s.data) as dias,
        s.cargo_id, s.area_organizacional_id, s.estabelecimento_id, s.motivo_solicitacao_id,
        s.status, s.suspensa, s.encerrada, s.cancelada
      from solicitacao s
      where s.empresa_id = ${empresaId}
        ${
          f.periodoPor === 'encerramento'
            ? sql`and s.encerrada and s.data_encerramento between ${f.dataIni}::date and ${f.dataFim}::date`
            : sql`and s.data between ${f.dataIni}::date and ${f.dataFim}::date`
        }
        and not s.cancelada and s.status <> 'R'
        ${emIds(sql`s.estabelecimento_id`, f.estabelecimentosIds)}
        ${emIds(sql`s.area_organizacional_id`, f.areasIds)}
        ${emIds(sql`s.cargo_id`, f.cargosIds)}
        ${nasAreasVisiveis(sql`s.area_organizacional_id`, f.areasVisiveis)}`;
}
