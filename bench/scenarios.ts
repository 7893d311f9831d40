/**
 * The load scenarios. The SQL each one runs is not written here: the server process records the
 * statements the platform really sends for one request of each scenario (see `capture` in server.ts),
 * times them with EXPLAIN ANALYZE, and the baseline replays the statements recorded for scenario (a).
 */

export interface ScenarioContext {
  /** Id of the city used by the filter scenario (São Paulo, the one with most bairros). */
  cidadeId: number;
  /** A generated talent with three history rows (scenario j). */
  talentoId: number;
  /** Ids of the salary bands on page 0 of their list, as the bands screen asks their salaries (l). */
  faixaIds: number[];
}

export interface Scenario {
  id: string;
  label: string;
  path(ctx: ScenarioContext): string;
}

export const PAGE_SIZE = 15;
export const DEEP_PAGE = 500;
export const SEARCH = 'jardim';

const TALENTOS = '/api/cargo-salario/colaboradores';
const FAIXAS = '/api/cargo-salario/faixas-salariais';
/** Part of a name with an accent (João, João Pedro, João Vítor): the talents list search. */
export const SEARCH_TALENTO = 'joão';
/** What a user types in the talent autocomplete (Maria, Mariana, Marcelo, Marques, Guimarães, Amaral…). */
export const AUTOCOMPLETE_TALENTO = 'mar';
/** The autocomplete's page size (apps/web …/colaboradores/ColaboradorAutocomplete.tsx). */
export const AUTOCOMPLETE_SIZE = 20;
/** The salary-band list's first page; its ids feed scenario (l), as the bands screen does. */
export const FAIXAS_PAGE_PATH = `${FAIXAS}?page=0`;

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
  {
    id: 'g',
    label: 'talentos, página 0 (situação A)',
    path: () => `${TALENTOS}?page=0&size=${PAGE_SIZE}&sort=nome&situacao=A`,
  },
  {
    id: 'h',
    label: `talentos, busca q=${SEARCH_TALENTO}`,
    path: () =>
      `${TALENTOS}?page=0&size=${PAGE_SIZE}&sort=nome&situacao=A&q=${encodeURIComponent(SEARCH_TALENTO)}`,
  },
  {
    id: 'i',
    label: `talentos, autocomplete q=${AUTOCOMPLETE_TALENTO}`,
    path: () => `${TALENTOS}?q=${AUTOCOMPLETE_TALENTO}&page=0&size=${AUTOCOMPLETE_SIZE}&situacao=A`,
  },
  {
    id: 'j',
    label: 'talento por id (com histórico)',
    path: (ctx) => `${TALENTOS}/${ctx.talentoId}`,
  },
  { id: 'k', label: 'faixas salariais, página 0', path: () => FAIXAS_PAGE_PATH },
  {
    id: 'l',
    label: 'faixas salariais, salário em vigor',
    path: (ctx) => `${FAIXAS}/salarios?ids=${ctx.faixaIds.join(',')}`,
  },
];

/** The baseline: bare Fastify replaying scenario (a)'s statements, no session, no validation. */
export const BASELINE = {
  id: 'base',
  label: 'baseline: Fastify + SQL de (a)',
  path: '/bairros',
};
