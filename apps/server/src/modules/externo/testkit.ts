/** The candidate area's test helpers that other modules' tests use (a candidate session without logging in). */
export { createCandidatoSession } from './conta/sessoesCandidato.ts';
