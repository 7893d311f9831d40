import type { WebModule } from '../types.ts';
import { ROUTES_ANALYTICS_VAGAS } from './vagas/routes.ts';

/** Analytics: the job-vacancy dashboard. */
export const analytics: WebModule = { id: 'analytics', routes: ROUTES_ANALYTICS_VAGAS };
