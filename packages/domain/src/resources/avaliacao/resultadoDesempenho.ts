/**
 * The result of one evaluated talent in a performance evaluation (issue 22): one pure function shared by
 * the server's results (set-based SQL feeds it the averages), the Nine Box (its performance axis) and the
 * performance reports. The formula is documented in docs/questionario.md 'Resultado da avaliação de
 * desempenho' and the choices in docs/decisoes.md.
 *
 * - Questionnaire: the mean of the engine's `percentual` (0–100, questions weighted by `peso`) over the
 *   evaluators who concluded their form; a form with nothing scored does not count.
 * - Competences: per competence the band requires, the mean order (weight) of the levels the evaluators
 *   chose; those means against the required levels give `percentualCompetencias` (the Nine Box's formula:
 *   50 at the required level, 100 at the company's highest level, weighted by the band's competence weights).
 * - Result: the weighted mean of the two parts present (PESOS_RESULTADO_DESEMPENHO, equal weights); a
 *   part absent (competence-only evaluation, band with no requirement) leaves the other alone; null when
 *   neither is present.
 *
 * Everything rounds to two decimals, half up.
 */
import { percentualCompetencias } from './nineboxPosicao.ts';

/** Weights of the questionnaire and the competences in the result (spec silent: equal). */
export const PESOS_RESULTADO_DESEMPENHO = { questionario: 1, competencias: 1 } as const;

/** In an anonymous evaluation a result is shown only from this many evaluators (the talent itself aside). */
export const MINIMO_AVALIADORES_ANONIMA = 2;

/** One required competence with the mean level the evaluators chose (null: nobody chose one). */
export interface CompetenciaAvaliada {
  peso: number;
  /** Order of the level the band requires. */
  exigida: number;
  /** Mean order of the levels chosen by the evaluators who concluded. */
  media: number | null;
}

export interface EntradaResultado {
  /** Mean questionnaire percentage over the concluded forms (null: none scored). */
  mediaQuestionario: number | null;
  competencias: readonly CompetenciaAvaliada[];
  /** The company's highest level order. */
  ordemMaxima: number;
}

export interface ResultadoDesempenho {
  questionario: number | null;
  competencias: number | null;
  resultado: number | null;
}

const duas = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** Arithmetic mean (null for none), as SQL's avg(). */
export function media(valores: readonly (number | null)[]): number | null {
  const v = valores.filter((x): x is number => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
}

export function resultadoDesempenho(e: EntradaResultado): ResultadoDesempenho {
  const questionario = e.mediaQuestionario === null ? null : duas(e.mediaQuestionario);
  const competencias = e.competencias.length
    ? percentualCompetencias(
        e.competencias.map((c) => ({ peso: c.peso, exigida: c.exigida, registrada: c.media })),
        e.ordemMaxima,
      )
    : null;
  const partes = [
    [questionario, PESOS_RESULTADO_DESEMPENHO.questionario],
    [competencias, PESOS_RESULTADO_DESEMPENHO.competencias],
  ].filter((p): p is [number, number] => p[0] !== null);
  const pesos = partes.reduce((a, [, p]) => a + p, 0);
  const resultado = pesos ? duas(partes.reduce((a, [v, p]) => a + v * p, 0) / pesos) : null;
  return { questionario, competencias, resultado };
}
