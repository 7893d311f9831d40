import { MSG_COMPETENCIA as M } from './messages.ts';

/** The company's level configuration (stored per company). */
export interface ConfigNiveis {
  /** Levels carry a minimum percentage; off: the field is disabled and not kept. */
  considerarPercentualMinimo: boolean;
  /** Every level must carry its minimum percentage (only with considerarPercentualMinimo). */
  obrigarPercentual: boolean;
}

export const CONFIG_NIVEIS_PADRAO: ConfigNiveis = {
  considerarPercentualMinimo: false,
  obrigarPercentual: false,
};

/** A number with at most 2 decimal places (tolerant of binary floating point: 12.34 passes). */
export function temAteDuasCasas(v: number): boolean {
  return Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
}

/**
 * Whether a level (and a level-history row) must carry its minimum percentage: only when the company
 * considers minimum percentages, and then when it asks for it or when competences are already evaluated
 * by criteria (behaviours or registered criteria), as in the legacy product.
 */
export function percentualObrigatorio(config: ConfigNiveis, existeCriterio: boolean): boolean {
  return config.considerarPercentualMinimo && (config.obrigarPercentual || existeCriterio);
}

/** Why a level without minimum percentage is refused, or null when it is accepted. */
export function erroPercentualAusente(
  percentual: number | null | undefined,
  config: ConfigNiveis,
  existeCriterio: boolean,
): string | null {
  if (percentual != null || !percentualObrigatorio(config, existeCriterio)) return null;
  return existeCriterio ? M.percentualObrigatorioCriterios : M.percentualObrigatorio;
}

/** How many behaviours a save adds: rows without an id, or with an id the competence does not have. */
export function comportamentosAdicionados(
  rows: readonly { id?: number | null }[],
  existentes: Iterable<number>,
): number {
  const ids = new Set(existentes);
  return rows.filter((r) => !r.id || !ids.has(r.id)).length;
}

/**
 * Spec 2 §4: behaviours cannot be added while competence levels exist without a configured minimum
 * percentage. Applies when the company considers minimum percentages (otherwise no level has one and
 * behaviours are free). Returns the message, or null when the save may go on.
 */
export function erroComportamentosSemPercentual(p: {
  adicionados: number;
  config: ConfigNiveis;
  niveisSemPercentual: number;
}): string | null {
  if (p.adicionados === 0 || !p.config.considerarPercentualMinimo || p.niveisSemPercentual === 0) return null;
  return M.comportamentosSemPercentual;
}
