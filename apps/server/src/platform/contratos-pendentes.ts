/**
 * Special routes not yet converted to a contract (issue 17): they declare no response schema. This
 * list may only shrink; a new route declares its contract (packages/domain/src/contrato.ts) and is
 * registered with `rota` (platform/http/rota.ts). Checked by registry.test.ts.
 */
export const ROTAS_SEM_CONTRATO: readonly string[] = [];
