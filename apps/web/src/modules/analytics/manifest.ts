import type { WebModule } from '../types.ts';
import { ROUTES_ANALYTICS_CS } from './cargosSalarios/routes.ts';
import { ROUTES_ANALYTICS_DESEMPENHO } from './desempenho/routes.ts';
import { ROUTES_ANALYTICS_VAGAS } from './vagas/routes.ts';

/** Analytics: the job-vacancy dashboard and the positions-and-salaries one. */
export const analytics: WebModule = {
  id: 'analytics',
  routes: [...ROUTES_ANALYTICS_VAGAS, ...ROUTES_ANALYTICS_CS, ...ROUTES_ANALYTICS_DESEMPENHO],
};
