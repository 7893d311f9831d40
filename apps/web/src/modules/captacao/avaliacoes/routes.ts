import type { AppRoute } from '../../types.ts';

/** Screens of this part that the generic resource screens cannot serve (lazy-loaded). */
export const ROUTES_AVALIACOES_CAPTACAO: AppRoute[] = [];
