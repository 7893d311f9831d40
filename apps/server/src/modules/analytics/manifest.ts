import { defineServerModule } from '../../platform/modules.ts';
import { seedDemoAnalyticsVagas } from './demo/analyticsVagas.ts';
import { registerAnalyticsCargosSalarios } from './cargosSalarios/routes.ts';
import { registerAnalyticsVagas } from './vagas/routes.ts';

/** Analytics: the job-vacancy dashboard (over recruitment's data) and the positions-and-salaries one. */
export const analytics = defineServerModule({
  id: 'analytics',
  descricao: 'Indicadores',
  register: [registerAnalyticsVagas, registerAnalyticsCargosSalarios],
  demo: [
    seedDemoAnalyticsVagas, // candidates in the other released requisitions, hires in the closed ones (dashboard)
  ],
});
