import { z } from 'zod';
import { dataIso, defineContrato, idNome } from '../contrato.ts';
import type { MenuEntry } from '../menu.ts';
import { ANALYTICS_DESEMPENHO_ACCESS, ANALYTICS_DESEMPENHO_PATH } from './rotas.ts';

/**
 * Performance analytics (spec 3 §2 'Analytics charts', spec 2 §3 'Competence analytics'; issue 23):
 * - the radar of the competences a band requires against those the talents show, for a talent, a band or
 *   an area (its sub-areas included) on a date: per competence the required level's order and the talent's
 *   order in its latest competence-level record on or before the date (a competence left out of the record
 *   counts 0); for a band or an area, the mean over the talents that have a record. Axis 0 to the
 *   company's highest order, step 1 (spec 3 §9);
 * - the distribution of an evaluation's results (resultadoDesempenho.ts) in ten bands of 10 points (by
 *   default the most recent evaluation already ended, else the most recent);
 * - the Nine Box over time of an area: per evaluation with answers (the last six), how many of the area's
 *   talents fall in each box (nineboxGrafico.ts, axes 'resultado').
 * The user guide docs/usuario/nine-box-e-relatorios.md repeats these definitions.
 */
export { ANALYTICS_DESEMPENHO_ACCESS, ANALYTICS_DESEMPENHO_PATH } from './rotas.ts';
export const ANALYTICS_DESEMPENHO_TITULO = 'Analytics de Desempenho';
/** How many evaluations the Nine Box over time shows (the most recent). */
export const AVALIACOES_NO_TEMPO = 6;

const BASE = `/api${ANALYTICS_DESEMPENHO_PATH}`;
const id = z.coerce.number().int().positive().max(2_147_483_647);
const data = z.iso.date({ error: 'Data inválida' });

export const TIPOS_RADAR = {
  talento: 'Talento',
  faixa: 'Faixa salarial',
  area: 'Área organizacional',
} as const;

export const opcoesDesempenho = defineContrato(`GET ${BASE}/opcoes`, {
  summary: `${ANALYTICS_DESEMPENHO_TITULO}: talentos, faixas, áreas e avaliações dos filtros`,
  response: z.object({
    talentos: z.array(idNome),
    faixas: z.array(idNome),
    areas: z.array(idNome),
    avaliacoes: z.array(idNome.extend({ data: dataIso.nullable() })),
  }),
});

export const radarCompetencias = defineContrato(`GET ${BASE}/radar`, {
  summary: `${ANALYTICS_DESEMPENHO_TITULO}: competências exigidas × do talento`,
  query: z.object({ tipo: z.enum(['talento', 'faixa', 'area']), id, data: data.optional() }),
  response: z.object({
    data: dataIso,
    labels: z.array(z.string()),
    competenciasFaixaSalarial: z.array(z.number()),
    competenciasColaborador: z.array(z.number()),
    /** Talents with a competence-level record counted in the actual side. */
    talentos: z.number(),
    ordemMaxima: z.number(),
    niveis: z.array(z.object({ ordem: z.number(), descricao: z.string() })),
  }),
});
export type RadarCompetencias = z.output<typeof radarCompetencias.response>;

export const painelDesempenho = defineContrato(`GET ${BASE}`, {
  summary: ANALYTICS_DESEMPENHO_TITULO,
  query: z.object({ avaliacaoId: id.optional(), areaId: id.optional() }),
  response: z.object({
    avaliacao: idNome.nullable(),
    /** Ten bands '0 a 10%' … '90 a 100%' (each up to its upper bound; 0 in the first). */
    distribuicao: z.array(z.object({ nome: z.string(), valor: z.number() })),
    /** Results not shown (anonymous evaluation with fewer than 2 evaluators) or not concluded. */
    semResultado: z.number(),
    /** The boxes' titles in the configuration of the most recent evaluation shown (1 to 9). */
    titulos: z.array(z.string()).length(9),
    nineBoxNoTempo: z.array(
      z.object({ avaliacao: idNome, data: dataIso, quantidades: z.array(z.number()).length(9) }),
    ),
  }),
});
export type PainelDesempenho = z.output<typeof painelDesempenho.response>;

/** The ten bands of the distribution: a result r falls in band ⌈r / 10⌉ − 1 (0 in the first). */
export function faixaDoResultado(r: number): number {
  return Math.min(9, Math.max(0, Math.ceil(r / 10) - 1));
}
export const NOMES_FAIXAS_RESULTADO = Array.from({ length: 10 }, (_, i) => `${i * 10} a ${i * 10 + 10}%`);

export const MENU_ANALYTICS_DESEMPENHO: MenuEntry[] = [
  {
    breadcrumb: ['Avaliação de Desempenho', 'Indicadores', ANALYTICS_DESEMPENHO_TITULO],
    spaUrl: ANALYTICS_DESEMPENHO_PATH,
    access: ANALYTICS_DESEMPENHO_ACCESS,
  },
];
