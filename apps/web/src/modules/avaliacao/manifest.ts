import type { WebModule } from '../types.ts';
import { ROUTES_PARTICIPANTES_DESEMPENHO } from './desempenho/routes.ts';
import { ROUTES_AVALIACOES_DESEMPENHO } from './desempenho/rotasAvaliacoes.ts';
import { ROUTES_RELATORIOS_AVALIACAO } from './relatorios/routes.ts';
import { ROUTES_NINEBOX } from './ninebox/routes.ts';
import { ROUTES_MODELOS_AVALIACAO } from './routes.ts';

/** Avaliação de Desempenho: the evaluation model screens (the periods are generic screens). */
export const avaliacao: WebModule = {
  id: 'avaliacao',
  routes: [
    ...ROUTES_MODELOS_AVALIACAO,
    ...ROUTES_RELATORIOS_AVALIACAO,
    ...ROUTES_PARTICIPANTES_DESEMPENHO,
    ...ROUTES_NINEBOX,
    ...ROUTES_AVALIACOES_DESEMPENHO,
  ],
};
