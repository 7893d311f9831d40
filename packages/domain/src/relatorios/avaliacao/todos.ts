/**
 * Every experience follow-up report declaration, one line each. Order does not matter: index.ts sorts by title.
 */
export { acompanhamentoExperienciaPrevisto } from './acompanhamento-experiencia-previsto.ts';
export { acompanhamentoPeriodoExperiencia } from './acompanhamento-periodo-experiencia.ts';
export { cartaoAcompanhamentoPeriodoExperiencia } from './cartao-acompanhamento-periodo-experiencia.ts';
export { rankingPerformancePeriodoExperiencia } from './ranking-performance-periodo-experiencia.ts';
export { resultadoAvaliacao } from './resultado-avaliacao.ts';
