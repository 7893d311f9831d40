/** Contracts of the vacancy dashboard (GET /api/analytics/vagas and its filter's choices). */
import { defineContrato } from '../contrato.ts';
import {
  ANALYTICS_VAGAS_TITULO,
  filtroAnalyticsVagas,
  respostaAnalyticsVagas,
  respostaOpcoesAnalyticsVagas,
} from './vagas.ts';

export const painelVagas = defineContrato('GET /api/analytics/vagas', {
  summary: ANALYTICS_VAGAS_TITULO,
  query: filtroAnalyticsVagas,
  response: respostaAnalyticsVagas,
});

export const opcoesPainelVagas = defineContrato('GET /api/analytics/vagas/opcoes', {
  summary: `${ANALYTICS_VAGAS_TITULO}: estabelecimentos e áreas do filtro`,
  response: respostaOpcoesAnalyticsVagas,
});
