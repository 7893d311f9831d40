/**
 * Every evaluation report declaration (experience follow-up and performance), one line each. Order does not matter: index.ts sorts by title.
 */
export { acompanhamentoExperienciaPrevisto } from './acompanhamento-experiencia-previsto.ts';
export { acompanhamentoPeriodoExperiencia } from './acompanhamento-periodo-experiencia.ts';
export { cartaoAcompanhamentoPeriodoExperiencia } from './cartao-acompanhamento-periodo-experiencia.ts';
export { rankingPerformancePeriodoExperiencia } from './ranking-performance-periodo-experiencia.ts';
export { resultadoAvaliacao } from './resultado-avaliacao.ts';
export { analiseDesempenhoCompetenciaOrganizacional } from './analise-desempenho-competencia-organizacional.ts';
export { analiseDesempenhoCompetenciaTalento } from './analise-desempenho-competencia-talento.ts';
export { avaliacaoDesempenhoAvaliadoresAvaliados } from './avaliacao-desempenho-avaliadores-avaliados.ts';
export { avaliacaoDesempenhoRespondidas } from './avaliacao-desempenho-respondidas.ts';
export { comparativoPerformanceTalento } from './comparativo-performance-talento.ts';
export { pesquisaAvaliacaoDesempenho } from './pesquisa.ts';
export { resultadoAvaliacaoAgrupadoFaixa } from './resultado-avaliacao-agrupado-faixa.ts';
export { resultadoAvaliacaoDesempenho } from './resultado-avaliacao-desempenho.ts';
