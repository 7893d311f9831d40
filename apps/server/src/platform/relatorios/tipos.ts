import type { RelatorioDef } from '@ipe/domain/relatorios/index';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Session } from '../auth/sessions.ts';

/** How a cell is shown: pt-BR text in the PDF, a typed cell with a number format in the XLSX. */
export type Formato = 'texto' | 'inteiro' | 'decimal' | 'percentual' | 'moeda' | 'data' | 'dataHora';

/** A cell's value: text, a number, a calendar date 'YYYY-MM-DD', an instant (Date or ISO string), or empty. */
export type Valor = string | number | Date | null | undefined;
export type Linha = Record<string, Valor>;

export interface Coluna<L = Linha> {
  campo: keyof L & string;
  titulo: string;
  /** Width in points at the table's 8 pt font; the PDF scales all columns to fill the page's width. */
  largura: number;
  /** Default 'texto'. Numbers are right-aligned, dates centred, text left. */
  formato?: Formato;
  alinhamento?: 'left' | 'center' | 'right';
  /**
   * The total lines: 'soma' adds the column (per group and overall); a function computes the value from
   * the sums of every 'soma' column and the row count (a percentage of two sums, an average).
   */
  total?: 'soma' | ((somas: Readonly<Record<string, number>>, linhas: number) => number | null);
}

/** One table of a report: a PDF section (heading, column header on every page) and one XLSX sheet. */
export interface Tabela<L = Linha> {
  /** The section's heading in the PDF. */
  titulo: string;
  /**
   * The XLSX sheet's name, chosen short (Excel allows 31 characters, none of : \\ / ? * [ ]) rather than
   * cut from `titulo`: 'Candidatos', 'Fontes por solicitação'. Unique within the report.
   */
  planilha: string;
  colunas: readonly Coluna<L>[];
  /**
   * The rows in batches, in the order they are shown (grouped rows come together). Page through the
   * database by key (`lotesPorChave`): the XLSX never holds more than one batch.
   */
  linhas: AsyncIterable<L[]>;
  /**
   * Rows with the same group value get a group header in the PDF (and a subtotal with `totais`); in the
   * XLSX the group is the first column, titled `titulo`.
   */
  grupo?: { titulo: string; valor: (linha: L) => string };
  /** Total lines (per group and overall) for the columns that declare `total` or with `contagem`. Default true. */
  totais?: boolean;
  /** Label of the overall total line; default 'Total geral'. */
  rotuloTotal?: string;
  /** Row count on the total lines, e.g. `(n) => \`${n} candidato(s)\``: shown beside their label. */
  contagem?: (linhas: number) => string;
}

/** What a report answers for one request: the filters as the reader should see them and its tables. */
export interface Geracao {
  /** [['Período', '01/10/2026 a 25/10/2026'], ['Status', 'Todas']]: printed under the title. */
  filtrosUsados: readonly (readonly [string, string])[];
  /** One or more tables; the report is "empty" when all of them are. */
  tabelas: readonly TabelaQualquer[];
  subtitulo?: string;
  /** Forces the orientation; by default landscape when the widest table does not fit portrait. */
  paisagem?: boolean;
}

export interface ContextoRelatorio {
  db: Db;
  session: Session;
  /** true: PDF, false: XLSX (a report may choose fewer columns for print). */
  pdf: boolean;
}

/** The server part of a report: its declaration and how it makes its tables from a valid filter. */
export interface RelatorioServidor<F extends z.ZodType = z.ZodType> {
  def: RelatorioDef<F>;
  gerar(filtro: z.output<F>, ctx: ContextoRelatorio): Promise<Geracao>;
}

/** Types a report's server part against its declaration (the filter's output type flows into `gerar`). */
export const defineRelatorioServidor = <F extends z.ZodType>(r: RelatorioServidor<F>): RelatorioServidor<F> =>
  r;

// A report's tables (and reports) have different row (and filter) types; the engine reads rows as Linha.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type TabelaQualquer = Tabela<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
export type ColunaQualquer = Coluna<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
export type RelatorioQualquer = RelatorioServidor<any>;
