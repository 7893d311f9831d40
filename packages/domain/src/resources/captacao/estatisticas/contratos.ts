/** Contract of the vacancy statistics (spec 1 §2 /captacao/estatisticas-preenchimento-vaga). */
import { defineContrato } from '../../../contrato.ts';
import { filtroEstatisticas, paginaEstatisticas } from './index.ts';

export const estatisticasPreenchimentoVaga = defineContrato(
  'GET /api/captacao/estatisticas-preenchimento-vaga',
  {
    summary: 'Estatísticas de preenchimento de vaga',
    query: filtroEstatisticas,
    response: paginaEstatisticas,
  },
);
