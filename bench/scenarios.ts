/**
 * The load scenarios. The SQL each one runs is not written here: the server process records the
 * statements the platform really sends for one request of each scenario (see `capture` in server.ts),
 * times them with EXPLAIN ANALYZE, and the baseline replays the statements recorded for scenario (a).
 */

export interface ScenarioContext {
  /** Id of the city used by the filter scenario (São Paulo, the one with most bairros). */
  cidadeId: number;
}

export interface Scenario {
  id: string;
  label: string;
  path(ctx: ScenarioContext): string;
}

export const PAGE_SIZE = 15;
export const DEEP_PAGE = 500;
export const SEARCH = 'jardim';

export const SCENARIOS: Scenario[] = [
  { id: 'a', label: 'bairros, página 0', path: () => `/api/geral/bairros?page=0&size=${PAGE_SIZE}` },
  {
    id: 'b',
    label: `bairros, página ${DEEP_PAGE}`,
    path: () => `/api/geral/bairros?page=${DEEP_PAGE}&size=${PAGE_SIZE}`,
  },
  {
    id: 'c',
    label: `bairros, busca q=${SEARCH}`,
    path: () => `/api/geral/bairros?page=0&size=${PAGE_SIZE}&q=${SEARCH}`,
  },
  {
    id: 'd',
    label: 'bairros, filtro cidadeId',
    path: (ctx) => `/api/geral/bairros?page=0&size=${PAGE_SIZE}&cidadeId=${ctx.cidadeId}`,
  },
  {
    id: 'e',
    label: 'cidades, resumido sem página',
    path: () => '/api/geral/cidades?resumido=true&unpaged=true',
  },
  { id: 'f', label: 'userinfo', path: () => '/api/userinfo' },
];

/** The baseline: bare Fastify replaying scenario (a)'s statements, no session, no validation. */
export const BASELINE = {
  id: 'base',
  label: 'baseline: Fastify + SQL de (a)',
  path: '/bairros',
};
