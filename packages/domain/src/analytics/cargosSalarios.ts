import { z } from 'zod';
import { defineContrato, idNome } from '../contrato.ts';
import type { MenuEntry } from '../menu.ts';
import { MSG } from '../messages.ts';
import { hojeIso } from '../salario.ts';
import { ANALYTICS_CS_ACCESS, ANALYTICS_CS_PATH } from './rotas.ts';
import { MSG_ANALYTICS } from './vagas.ts';

/**
 * Positions-and-salaries analytics (spec 2 §7 'Areas', spec 3 §2 'Analytics charts' and §7 'Analytics';
 * issue 20): the payroll by organisational area on a base date with drill-down into child areas, the
 * horizontal and vertical promotions of a period by area, the payroll over the months of the period
 * against the monthly revenue, and each position's average salary against its bands' midpoint.
 *
 * Definitions (the user guide docs/usuario/analytics-cargos-salarios.md repeats them):
 * - A talent is on the payroll on a date when admitted on or before it, not dismissed before it (the
 *   dismissal day still counts) and not a cancelled admission (situação C). Its salary and area are those
 *   of its history row in force on that date (`salarioColaboradorEm`).
 * - A promotion is counted as the position-and-salary reports count it (cargoSalario `movimentosSql`): a
 *   history row, not the admission, whose salary exceeds what the previous row paid on the same date, a
 *   collective agreement excepted; vertical when the position changes, horizontal otherwise. Counted by
 *   the row's date and area.
 * - An area's figures include its sub-areas; a drill-down shows the direct child areas, each with its
 *   sub-areas, and the area itself for its own people. The area charts start on the session's top areas,
 *   or, when there is a single one (one board, a manager of one area), on its drill-down.
 * - Monthly payroll: on the last day of each month of the period; revenue from faturamentos-mensais.
 * - Midpoint of a position: (lowest + highest value of its bands) ÷ 2 on the base date; compa-ratio =
 *   average salary ÷ midpoint × 100.
 */
export { ANALYTICS_CS_ACCESS, ANALYTICS_CS_PATH } from './rotas.ts';
export const ANALYTICS_CS_TITULO = 'Analytics de Cargos e Salários';

const pad2 = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;

/**
 * The compensation charts' default period (spec 2/3 §9: 9 months before to 2 months after today), in whole
 * months: from the 1st of the month nine months back to the last day of the month two months ahead, so
 * the monthly line has 12 points. `hoje` is Brazil's date (the server runs in America/Sao_Paulo).
 */
export function periodoPadraoCargosSalarios(hoje = hojeIso()): { dataIni: string; dataFim: string } {
  const [a, m] = hoje.split('-').map(Number);
  return {
    dataIni: iso(new Date(Date.UTC(a, m - 1 - 9, 1))),
    dataFim: iso(new Date(Date.UTC(a, m - 1 + 3, 0))),
  };
}

/** The last day of each month from `dataIni`'s to `dataFim`'s (the dates the monthly payroll is taken on). */
export function fimDosMeses(dataIni: string, dataFim: string): string[] {
  const [a, m] = dataIni.split('-').map(Number);
  const fim = dataFim.slice(0, 7);
  const datas: string[] = [];
  for (let k = 0; ; k++) {
    const d = iso(new Date(Date.UTC(a, m - 1 + k + 1, 0)));
    if (d.slice(0, 7) > fim) break;
    datas.push(d);
  }
  return datas;
}

/** At most this many months in the period (the monthly line stays readable and the query bounded). */
export const MESES_MAXIMOS = 36;

const data = z.iso.date({ error: MSG_ANALYTICS.dataInvalida });
const listaIds = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, MSG_ANALYTICS.listaIdsInvalida)
  .transform((v) => v.split(',').map((x) => Number(x.trim())));
const idArea = z.coerce.number({ error: 'Área Organizacional é obrigatória' }).int().positive();

const comPeriodo = <T extends { dataIni?: string; dataFim?: string }>(f: T) => {
  const p = periodoPadraoCargosSalarios();
  return { ...f, dataIni: f.dataIni ?? p.dataIni, dataFim: f.dataFim ?? p.dataFim };
};
const periodoValido = (f: { dataIni: string; dataFim: string }) => f.dataFim >= f.dataIni;
const periodoCurto = (f: { dataIni: string; dataFim: string }) =>
  fimDosMeses(f.dataIni, f.dataFim).length <= MESES_MAXIMOS;
export const MSG_ANALYTICS_CS = {
  periodoLongo: `O período deve ter no máximo ${MESES_MAXIMOS} meses.`,
} as const;

/** The dashboard's query: the period (promotions, monthly line), the base date (payroll by area, positions). */
export const filtroAnalyticsCargosSalarios = z
  .object({
    dataIni: data.optional(),
    dataFim: data.optional(),
    dataBase: data.optional(),
    estabelecimentosIds: listaIds.optional(),
  })
  .transform((f) => ({ ...comPeriodo(f), dataBase: f.dataBase ?? hojeIso() }))
  .refine(periodoValido, { path: ['dataFim'], message: MSG.dataFinalInferior })
  .refine(periodoCurto, { path: ['dataFim'], message: MSG_ANALYTICS_CS.periodoLongo });
export type FiltroAnalyticsCargosSalarios = z.output<typeof filtroAnalyticsCargosSalarios>;

/** One slice of an area chart: the area with its sub-areas (or, `propria`, the area's own people). */
export const itemArea = z.object({
  id: z.number(),
  nome: z.string(),
  valor: z.number(),
  /** Talents behind the value (payroll: on the payroll; promotions: promoted talents). */
  talentos: z.number(),
  /** The area has child areas: a click drills down. */
  possuiFilhas: z.boolean(),
  /** The slice of the drilled area's own people (not of a child). */
  propria: z.boolean(),
});
export type ItemArea = z.output<typeof itemArea>;

export const mesFolha = z.object({
  /** 'YYYY-MM'. */
  mes: z.string(),
  folha: z.number(),
  faturamento: z.number().nullable(),
  /** folha ÷ faturamento × 100, null without revenue for the month. */
  percentual: z.number().nullable(),
});
export type MesFolha = z.output<typeof mesFolha>;

export const salarioCargo = z.object({
  id: z.number(),
  nome: z.string(),
  talentos: z.number(),
  salarioMedio: z.number(),
  /** (lowest + highest band value) ÷ 2 on the base date; null when no band has a value then. */
  pontoMedio: z.number().nullable(),
  /** salarioMedio ÷ pontoMedio × 100, one decimal. */
  compaRatio: z.number().nullable(),
});
export type SalarioCargo = z.output<typeof salarioCargo>;

export const respostaAnalyticsCargosSalarios = z.object({
  dataIni: z.string(),
  dataFim: z.string(),
  dataBase: z.string(),
  indicadores: z.object({
    /** Talents on the payroll on the base date. */
    talentos: z.number(),
    folha: z.number(),
    salarioMedio: z.number(),
    promocoesHorizontais: z.number(),
    promocoesVerticais: z.number(),
    /** Payroll ÷ revenue of the base date's month, null without revenue. */
    percentualFaturamento: z.number().nullable(),
  }),
  folhaPorArea: z.array(itemArea),
  promocoesHorizontais: z.array(itemArea),
  promocoesVerticais: z.array(itemArea),
  folhaFaturamento: z.array(mesFolha),
  salarioPorCargo: z.array(salarioCargo),
});
export type AnalyticsCargosSalarios = z.output<typeof respostaAnalyticsCargosSalarios>;

/** A drill-down: the area's children (each with its sub-areas) and its own people; a message without children. */
export const respostaAreasFilhas = z.object({
  area: idNome,
  itens: z.array(itemArea),
  /** 'Área Organizacional não possui área filha.' when the area has no child area. */
  mensagem: z.string().nullable(),
});
export type AreasFilhas = z.output<typeof respostaAreasFilhas>;

const BASE = `/api${ANALYTICS_CS_PATH}`;

export const painelCargosSalarios = defineContrato(`GET ${BASE}`, {
  summary: ANALYTICS_CS_TITULO,
  query: filtroAnalyticsCargosSalarios,
  response: respostaAnalyticsCargosSalarios,
});

export const salariosAreasFilhas = defineContrato(`GET ${BASE}/salarios-areas-filhas`, {
  summary: `${ANALYTICS_CS_TITULO}: folha das áreas filhas de uma área na data-base`,
  query: z
    .object({ areaId: idArea, dataBase: data.optional(), estabelecimentosIds: listaIds.optional() })
    .transform((f) => ({ ...f, dataBase: f.dataBase ?? hojeIso() })),
  response: respostaAreasFilhas,
});

const filtroPromocoesFilhas = z
  .object({
    areaOrganizacionalId: idArea,
    dataIni: data.optional(),
    dataFim: data.optional(),
    estabelecimentosIds: listaIds.optional(),
  })
  .transform(comPeriodo)
  .refine(periodoValido, { path: ['dataFim'], message: MSG.dataFinalInferior });

export const promocoesHorizontalAreasFilhas = defineContrato(
  `GET ${BASE}/promocoes-horizontal-areas-filhas`,
  {
    summary: `${ANALYTICS_CS_TITULO}: promoções horizontais das áreas filhas de uma área no período`,
    query: filtroPromocoesFilhas,
    response: respostaAreasFilhas,
  },
);

export const promocoesVerticalAreasFilhas = defineContrato(`GET ${BASE}/promocoes-vertical-areas-filhas`, {
  summary: `${ANALYTICS_CS_TITULO}: promoções verticais das áreas filhas de uma área no período`,
  query: filtroPromocoesFilhas,
  response: respostaAreasFilhas,
});

/** part ÷ total × 100 with one decimal; null without a total. */
export const percentualOuNulo = (parte: number, total: number | null) =>
  total ? Math.round((parte * 1000) / total) / 10 : null;

export const MENU_ANALYTICS_CS: MenuEntry[] = [
  {
    breadcrumb: ['Cargos & Salários', 'Indicadores', ANALYTICS_CS_TITULO],
    spaUrl: ANALYTICS_CS_PATH,
    access: ANALYTICS_CS_ACCESS,
  },
];
