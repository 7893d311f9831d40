/**
 * Where a talent falls in the Nine Box: pure functions shared by the server (the chart, its PDF) and the web
 * (the chart screen). The formulas are in docs/usuario/nine-box-e-relatorios.md ('Como o talento é posicionado').
 *
 * - Each axis is a percentage 0–100 cut by two thresholds (spec 2 §3: default 33 and 66): Baixo up to the low
 *   threshold (inclusive), Alto from the high threshold on (inclusive), Médio strictly between.
 * - Performance (desempenho) is the talent's evaluation result in percent; potential (potencial) is the
 *   competence percentage (`percentualCompetencias`). With the inverted-axis parameter (`eixoInvertido`) the
 *   two sources swap axes: the evaluation result is the potential and the competences the performance.
 * - Box numbers follow NINEBOX_PADRAO: rows from high to low potential, columns from low to high performance.
 */
import { NINEBOX_PADRAO, type NivelEixo } from './ninebox.ts';

export interface LimitesNineBox {
  percentualBaixoPotencial: number;
  percentualAltoPotencial: number;
  percentualBaixoDesempenho: number;
  percentualAltoDesempenho: number;
}

/** The level of a percentage on an axis: ≤ low → Baixo; ≥ high → Alto; otherwise Médio. */
export function nivelNoEixo(percentual: number, baixo: number, alto: number): NivelEixo {
  if (percentual <= baixo) return 'B';
  if (percentual >= alto) return 'A';
  return 'M';
}

/** The box (1–9) of a potential level and a performance level. */
export function boxDosNiveis(potencial: NivelEixo, desempenho: NivelEixo): number {
  const box = NINEBOX_PADRAO.find((b) => b.potencial === potencial && b.desempenho === desempenho);
  return (box as (typeof NINEBOX_PADRAO)[number]).posicao;
}

/** The box of a performance and a potential percentage under a configuration's thresholds. */
export function boxNineBox(desempenho: number, potencial: number, limites: LimitesNineBox): number {
  return boxDosNiveis(
    nivelNoEixo(potencial, limites.percentualBaixoPotencial, limites.percentualAltoPotencial),
    nivelNoEixo(desempenho, limites.percentualBaixoDesempenho, limites.percentualAltoDesempenho),
  );
}

/**
 * The box of a talent from its two sources: the evaluation result and the competence percentage (both
 * 0–100). Normally the result is the performance and the competences the potential; `eixoInvertido`
 * swaps them.
 */
export function posicionarNoNineBox(
  fontes: { resultadoAvaliacao: number; percentualCompetencias: number },
  config: LimitesNineBox & { eixoInvertido: boolean },
): { box: number; desempenho: number; potencial: number } {
  const desempenho = config.eixoInvertido ? fontes.percentualCompetencias : fontes.resultadoAvaliacao;
  const potencial = config.eixoInvertido ? fontes.resultadoAvaliacao : fontes.percentualCompetencias;
  return { box: boxNineBox(desempenho, potencial, config), desempenho, potencial };
}

/** One competence the talent's salary band requires: its weight, the required level's order and the talent's. */
export interface CompetenciaComparada {
  peso: number;
  /** Order (weight) of the level the band requires. */
  exigida: number;
  /** Order of the talent's recorded level; null when none is recorded (counts as 0). */
  registrada: number | null;
}

/**
 * The competence percentage (the potential axis): the talent's recorded levels against the levels the band
 * requires, 0–100. Per competence, 0 with no level, 50 exactly at the required level, 100 at the company's
 * highest level, linear in between (below: 50 × registrada / exigida; above: 50 + 50 × (registrada − exigida)
 * / (máxima − exigida)); the percentage is the average weighted by the band's competence weights. Meeting
 * every requirement is 50 (Médio with the default thresholds); exceeding them, room to grow, goes up to 100.
 * null when the band requires no competence (the talent cannot be placed).
 */
export function percentualCompetencias(
  competencias: readonly CompetenciaComparada[],
  ordemMaxima: number,
): number | null {
  let soma = 0;
  let pesos = 0;
  for (const c of competencias) {
    if (c.peso <= 0 || c.exigida <= 0) continue;
    const t = Math.min(Math.max(c.registrada ?? 0, 0), ordemMaxima);
    let nota: number;
    if (t <= c.exigida) nota = (50 * t) / c.exigida;
    else nota = ordemMaxima > c.exigida ? 50 + (50 * (t - c.exigida)) / (ordemMaxima - c.exigida) : 50;
    soma += c.peso * nota;
    pesos += c.peso;
  }
  return pesos ? Math.round((soma / pesos) * 100) / 100 : null;
}
