/** The server part of each evaluation report (follow-up and performance), one line each (declarations: packages/domain/src/relatorios/avaliacao/). */
export { default as acompanhamentoExperienciaPrevisto } from './acompanhamento-experiencia-previsto.ts';
export { default as acompanhamentoPeriodoExperiencia } from './acompanhamento-periodo-experiencia.ts';
export { default as cartaoAcompanhamentoPeriodoExperiencia } from './cartao-acompanhamento-periodo-experiencia.ts';
export { default as rankingPerformancePeriodoExperiencia } from './ranking-performance-periodo-experiencia.ts';
export { default as resultadoAvaliacao } from './resultado-avaliacao.ts';
export { default as analiseDesempenhoCompetenciaOrganizacional } from './analise-desempenho-competencia-organizacional.ts';
export { default as analiseDesempenhoCompetenciaTalento } from './analise-desempenho-competencia-talento.ts';
export { default as avaliacaoDesempenhoAvaliadoresAvaliados } from './avaliacao-desempenho-avaliadores-avaliados.ts';
export { default as avaliacaoDesempenhoRespondidas } from './avaliacao-desempenho-respondidas.ts';
export { default as comparativoPerformanceTalento } from './comparativo-performance-talento.ts';
export { default as pesquisaAvaliacaoDesempenho } from './pesquisa.ts';
export { default as resultadoAvaliacaoAgrupadoFaixa } from './resultado-avaliacao-agrupado-faixa.ts';
export { default as resultadoAvaliacaoDesempenho } from './resultado-avaliacao-desempenho.ts';
