import { z } from 'zod';
import { idNome } from '../contrato.ts';
import type { MenuEntry } from '../menu.ts';
import { MSG } from '../messages.ts';
import { ANALYTICS_VAGAS_ACCESS, ANALYTICS_VAGAS_PATH } from './rotas.ts';

/**
 * Vacancy analytics (spec 3 §2 'Analytics charts', §7 'GET /vagas' under the /analytics root; issue 8):
 * one answer with the recruitment funnel, the open vacancies by area and by reason, the average days
 * open, the candidates' sources and the applications per month.
 *
 * Everything counts the same set: the company's requisitions OPENED in the period (their date), minus the
 * cancelled and the rejected ones (the set of the vacancy statistics, …/captacao/estatisticas), optionally
 * of some establishments and areas, and the candidates linked to them (links not removed).
 */
export { ANALYTICS_VAGAS_ACCESS, ANALYTICS_VAGAS_PATH } from './rotas.ts';
export const ANALYTICS_VAGAS_TITULO = 'Analytics de Vagas';

export const MSG_ANALYTICS = {
  listaIdsInvalida: 'Lista de ids inválida',
  dataInvalida: 'Data inválida',
} as const;

const pad2 = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;

/**
 * Default period: the last 12 calendar months, from the 1st of the month 11 months back to today, so the
 * monthly chart shows 12 whole months (the current one so far).
 */
export function periodoPadraoAnalytics(hoje = new Date()): { dataIni: string; dataFim: string } {
  return { dataIni: iso(new Date(hoje.getFullYear(), hoje.getMonth() - 11, 1)), dataFim: iso(hoje) };
}

/** '1,2,3' → [1, 2, 3]: query arrays travel comma-separated (spec 1 §7). */
const listaIds = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, MSG_ANALYTICS.listaIdsInvalida)
  .transform((v) => v.split(',').map((x) => Number(x.trim())));

const data = z.iso.date({ error: MSG_ANALYTICS.dataInvalida });

/** The query string: a missing date takes the default period's; the end may not precede the start. */
export const filtroAnalyticsVagas = z
  .object({
    dataIni: data.optional(),
    dataFim: data.optional(),
    estabelecimentosIds: listaIds.optional(),
    areasIds: listaIds.optional(),
  })
  .transform((f) => {
    const padrao = periodoPadraoAnalytics();
    return { ...f, dataIni: f.dataIni ?? padrao.dataIni, dataFim: f.dataFim ?? padrao.dataFim };
  })
  .refine((f) => f.dataFim >= f.dataIni, { path: ['dataFim'], message: MSG.dataFinalInferior });
export type FiltroAnalyticsVagas = z.output<typeof filtroAnalyticsVagas>;

// ---- Calculations (the server applies them to the SQL totals; tested here) -------------------------------

/** part / total in percent, one decimal; 0 when there is no total. */
export function percentual(parte: number, total: number): number {
  return total > 0 ? Math.round((parte * 1000) / total) / 10 : 0;
}

const DIA_MS = 86_400_000;
/**
 * Days a requisition stayed open (the vacancy statistics' formula): from its date to its closing date, or
 * to today while it is not closed. Calendar days, both 'YYYY-MM-DD'.
 */
export function diasEmAberto(data: string, dataEncerramento: string | null, hoje: string): number {
  const fim = dataEncerramento ?? hoje;
  return Math.round((Date.parse(`${fim}T00:00:00Z`) - Date.parse(`${data}T00:00:00Z`)) / DIA_MS);
}

/** Average time to fill: the sum of the days open over the number of requisitions, one decimal. */
export function mediaDias(somaDias: number, requisicoes: number): number {
  return requisicoes > 0 ? Math.round((somaDias * 10) / requisicoes) / 10 : 0;
}

/** One bar of the funnel. */
export const etapaFunil = z.object({
  /** null: 'Inscritos' and 'Contratados', the two ends that are not selection steps. */
  etapaId: z.number().nullable(),
  nome: z.string(),
  candidatos: z.number(),
  /** candidatos / inscritos, in percent. */
  percentualInscritos: z.number(),
  /** candidatos / the previous bar's candidatos, in percent (100 on the first bar). */
  percentualEtapaAnterior: z.number(),
});
export type EtapaFunil = z.output<typeof etapaFunil>;

export const FUNIL_INSCRITOS = 'Inscritos';
export const FUNIL_CONTRATADOS = 'Contratados';

/**
 * The funnel from the candidates' current step. A candidate went through every step up to the one where
 * they are now, so a step counts the candidates now in it or in a later one (cumulative from the last
 * step); a hired candidate went through the whole process (whatever steps were recorded), so counts in
 * every step and the bars never grow. 'Inscritos' counts every linked candidate and 'Contratados' the
 * hired ones. `etapas` come in the company's step order; `atuais` maps a step id to the candidates NOT
 * hired whose current step it is.
 */
export function montarFunil(
  inscritos: number,
  etapas: readonly { id: number; nome: string }[],
  atuais: ReadonlyMap<number, number>,
  contratados: number,
): EtapaFunil[] {
  const porEtapa = new Array<number>(etapas.length);
  let acumulado = contratados;
  for (let i = etapas.length - 1; i >= 0; i--) {
    acumulado += atuais.get(etapas[i].id) ?? 0;
    porEtapa[i] = acumulado;
  }
  const barras = [
    { etapaId: null, nome: FUNIL_INSCRITOS, candidatos: inscritos },
    ...etapas.map((e, i) => ({ etapaId: e.id, nome: e.nome, candidatos: porEtapa[i] })),
    { etapaId: null, nome: FUNIL_CONTRATADOS, candidatos: contratados },
  ];
  return barras.map((b, i) => ({
    ...b,
    percentualInscritos: percentual(b.candidatos, inscritos),
    percentualEtapaAnterior:
      i === 0 ? (inscritos > 0 ? 100 : 0) : percentual(b.candidatos, barras[i - 1].candidatos),
  }));
}

/**
 * The months of the period as 'YYYY-MM', filled with 0 where nothing happened, so the line has one point
 * per month. Counts of months outside the period (a link made after it ended) extend it to the last one.
 */
export function serieMensal(
  dataIni: string,
  dataFim: string,
  contagens: ReadonlyMap<string, number>,
): { mes: string; candidaturas: number }[] {
  const ultimo = [dataFim.slice(0, 7), ...contagens.keys()].sort().at(-1) as string;
  let [ano, mes] = dataIni.slice(0, 7).split('-').map(Number);
  const serie: { mes: string; candidaturas: number }[] = [];
  for (;;) {
    const chave = `${ano}-${pad2(mes)}`;
    if (chave > ultimo) break;
    serie.push({ mes: chave, candidaturas: contagens.get(chave) ?? 0 });
    mes++;
    if (mes > 12) {
      mes = 1;
      ano++;
    }
  }
  return serie;
}

// ---- The answer of GET /api/analytics/vagas --------------------------------------------------------------

export const itemGrafico = z.object({
  /** null: 'Não informado' (a candidate without a source). */
  id: z.number().nullable(),
  nome: z.string(),
  valor: z.number(),
});
export type ItemGrafico = z.output<typeof itemGrafico>;

export const respostaAnalyticsVagas = z.object({
  dataIni: z.string(),
  dataFim: z.string(),
  indicadores: z.object({
    /** Requisitions counted (opened in the period, not cancelled nor rejected). */
    solicitacoes: z.number(),
    vagasSolicitadas: z.number(),
    /** Vacancies still to fill in the requisitions not closed (quantidade − preenchidas). */
    vagasAbertas: z.number(),
    vagasPreenchidas: z.number(),
    /** vagasPreenchidas / vagasSolicitadas, percent. */
    percentualPreenchimento: z.number(),
    /** Average days open (diasEmAberto), one decimal. */
    mediaDiasPreenchimento: z.number(),
    candidaturas: z.number(),
    contratados: z.number(),
    /** contratados / candidaturas, percent. */
    percentualConversao: z.number(),
    /** Distinct candidates linked to the counted requisitions (issue 24 §4). */
    curriculosRecebidos: z.number(),
    /** Distinct candidates who reached at least one selection step in them. */
    participantes: z.number(),
    /** Step results recorded (apto or não apto) in their history. */
    etapasConcluidas: z.number(),
    /** contratados / participantes, percent. */
    eficienciaSelecao: z.number(),
  }),
  funil: z.array(etapaFunil),
  vagasAbertasPorArea: z.array(itemGrafico),
  vagasAbertasPorMotivo: z.array(itemGrafico),
  origens: z.array(itemGrafico),
  candidaturasPorMes: z.array(z.object({ mes: z.string(), candidaturas: z.number() })),
});
export type AnalyticsVagas = z.output<typeof respostaAnalyticsVagas>;

export const NAO_INFORMADO = 'Não informado';

/** The filter's choices (GET /api/analytics/vagas/opcoes): the company's establishments and areas. */
export const respostaOpcoesAnalyticsVagas = z.object({
  estabelecimentos: z.array(idNome),
  areas: z.array(idNome),
});
export type OpcoesAnalyticsVagas = z.output<typeof respostaOpcoesAnalyticsVagas>;

export const MENU_ANALYTICS_VAGAS: MenuEntry[] = [
  {
    breadcrumb: ['Recrutamento & Seleção', 'Indicadores', ANALYTICS_VAGAS_TITULO],
    spaUrl: ANALYTICS_VAGAS_PATH,
    access: ANALYTICS_VAGAS_ACCESS,
  },
];
