/**
 * The home page's constants the shell and the route table need (painel.ts re-exports them). A file that
 * builds no schema: the first internal screen loads no zod (docs/arquitetura/build-peso.md, 'Route tables
 * without declarations').
 */

/** 'Minhas pendências': what the user must answer (spec: self-service, every user, usable on a phone). */
export const MINHAS_PENDENCIAS_PATH = '/minhas-pendencias';

/** -1 crítica, 0 importante (both open by themselves on the start page while unread), 1 normal. */
export const CRITICIDADES_QUE_ABREM = [-1, 0] as const;
