/** The server part of each experience follow-up report, one line each (declarations: packages/domain/src/relatorios/avaliacao/). */
export { default as acompanhamentoExperienciaPrevisto } from './acompanhamento-experiencia-previsto.ts';
export { default as acompanhamentoPeriodoExperiencia } from './acompanhamento-periodo-experiencia.ts';
export { default as cartaoAcompanhamentoPeriodoExperiencia } from './cartao-acompanhamento-periodo-experiencia.ts';
export { default as rankingPerformancePeriodoExperiencia } from './ranking-performance-periodo-experiencia.ts';
export { default as resultadoAvaliacao } from './resultado-avaliacao.ts';
