/**
 * Calculations of the vacancy reports (divulgação, vagas por motivo, duração, cargos), pure so the unit
 * tests pin the formulas the user guide documents. The days a requisition stayed open and the average are
 * the vacancy statistics' and the dashboard's own (analytics/vagas.ts): re-exported, not rewritten, so the
 * three places always agree. Percentages are the same share, kept exact here: the PDF prints them with
 * one decimal (the figure the screens show) and the XLSX keeps the exact value under a percent format.
 */
import { diasEmAberto, mediaDias } from '../../analytics/vagas.ts';

export { diasEmAberto, mediaDias };

/** `parte` of `todo` in percent, exact; 0 when `todo` is 0 (as the statistics and the dashboard). */
export const percentual = (parte: number, todo: number): number => (todo > 0 ? (parte * 100) / todo : 0);

/** Median with one decimal (the mean of the two middle values for an even count); null for none. */
export function mediana(valores: readonly number[]): number | null {
  if (!valores.length) return null;
  const v = [...valores].sort((a, b) => a - b);
  const meio = v.length >> 1;
  const m = v.length % 2 ? v[meio] : (v[meio - 1] + v[meio]) / 2;
  return Math.round(m * 10) / 10;
}

/** One requisition of the duration report: its days open, vacancies and filled vacancies. */
export interface DuracaoSolicitacao {
  dias: number;
  vagas: number;
  preenchidas: number;
}

export interface ResumoDuracao {
  solicitacoes: number;
  vagas: number;
  preenchidas: number;
  /** preenchidas / vagas, in percent (exact). */
  percentualPreenchimento: number;
  /** Sum of the days over the requisitions, one decimal (the statistics' average). */
  mediaDias: number;
  medianaDias: number | null;
  menorDias: number | null;
  maiorDias: number | null;
}

/** The summary line of a set of requisitions (an area, or all of them). */
export function resumoDuracao(linhas: readonly DuracaoSolicitacao[]): ResumoDuracao {
  let vagas = 0;
  let preenchidas = 0;
  let soma = 0;
  const dias: number[] = [];
  for (const l of linhas) {
    vagas += l.vagas;
    preenchidas += l.preenchidas;
    soma += l.dias;
    dias.push(l.dias);
  }
  return {
    solicitacoes: linhas.length,
    vagas,
    preenchidas,
    percentualPreenchimento: percentual(preenchidas, vagas),
    mediaDias: mediaDias(soma, linhas.length),
    medianaDias: mediana(dias),
    menorDias: dias.length ? Math.min(...dias) : null,
    maiorDias: dias.length ? Math.max(...dias) : null,
  };
}

/** A row of 'vagas por motivo': the vacancies of each month (1..12), their total and share. */
export type LinhaMensal = { [K in `m${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`]: number } & {
  total: number;
  percentual: number;
};
export const MESES = [
  'Jan',
  'Fev',
  'Mar',
  'Abr',
  'Mai',
  'Jun',
  'Jul',
  'Ago',
  'Set',
  'Out',
  'Nov',
  'Dez',
] as const;

/**
 * Spreads `(mes, vagas)` pairs (mes 1..12) into the 12 month columns, with the row's total and its share of
 * `totalGeral` (the vacancies of every row of the table).
 */
export function linhaMensal(
  porMes: readonly { mes: number; vagas: number }[],
  totalGeral: number,
): LinhaMensal {
  const linha = { total: 0, percentual: 0 } as LinhaMensal;
  for (let m = 1; m <= 12; m++) linha[`m${m}` as keyof LinhaMensal] = 0;
  for (const { mes, vagas } of porMes) {
    if (mes < 1 || mes > 12) throw new RangeError(`Mês fora do ano: ${mes}`);
    linha[`m${mes}` as `m1`] += vagas;
    linha.total += vagas;
  }
  linha.percentual = percentual(linha.total, totalGeral);
  return linha;
}

/** A source's effectiveness in the publicity report. */
export interface EfetividadeFonte {
  /** The source's share of all candidates, %. */
  percentualCandidatos: number;
  /** Hires among the source's candidates, % (its conversion). */
  taxaContratacao: number;
  /** The source's share of all hires, %. */
  percentualContratados: number;
}

export function efetividadeFonte(
  fonte: { candidatos: number; contratados: number },
  todas: { candidatos: number; contratados: number },
): EfetividadeFonte {
  return {
    percentualCandidatos: percentual(fonte.candidatos, todas.candidatos),
    taxaContratacao: percentual(fonte.contratados, fonte.candidatos),
    percentualContratados: percentual(fonte.contratados, todas.contratados),
  };
}
