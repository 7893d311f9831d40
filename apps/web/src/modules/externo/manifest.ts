import type { WebModule } from '../types.ts';
import { ROUTES_EXTERNO } from './routes.ts';

/** The candidate area (/externo/*): ads, registration, CV, evaluations, account. */
export const externo: WebModule = { id: 'externo', externalRoutes: ROUTES_EXTERNO };
