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
  /** Sent without the session cookie, as a visitor of the candidate area (a public route). */
  anonymous?: boolean;
  /** Also measured against a bare Fastify endpoint replaying this scenario's own SQL (`base-<id>`). */
  baseline?: boolean;
}

export const PAGE_SIZE = 15;
export const DEEP_PAGE = 500;
export const SEARCH = 'jardim';

const TALENTOS = '/api/cargo-salario/colaboradores';
/** The demo company, whose ads the public scenario lists (talentos.ts EMPRESA_DEMO_ID). */
const EMPRESA_PUBLICA = 1;
const FAIXAS = '/api/cargo-salario/faixas-salariais';
/** Part of a name with an accent (João, João Pedro, João Vítor): the talents list search. */
export const SEARCH_TALENTO = 'joão';
/** What a user types in the talent autocomplete (Maria, Mariana, Marcelo, Marques, Guimarães, Amaral…). */
export const AUTOCOMPLETE_TALENTO = 'mar';
/** The autocomplete's page size (apps/web …/colaboradores/ColaboradorAutocomplete.tsx). */
export const AUTOCOMPLETE_SIZE = 20;
/** The salary-band list's first page; its ids feed scenario (l), as the bands screen does. */
export const FAIXAS_PAGE_PATH = `${FAIXAS}?page=0`;

const SOLICITACOES = '/api/captacao/solicitacoes-pessoal';
/**
 * The requisitions screen's first request (apps/web …/solicitacoes/SolicitacoesListPage.tsx): `page` and
 * `size` only, the empty filter fields are left out (status T and visualizar T are the defaults), and no
 * `sort`: the declaration's `data,desc`.
 */
export const SOLICITACOES_PAGE_PATH = `${SOLICITACOES}?page=0&size=${PAGE_SIZE}`;
/** The screen's 'Descrição' filter field (`descricao`, not `q`): 2 of the 32 contexts (6 %), with accents. */
export const SEARCH_SOLICITACAO = 'substituição';
/**
 * The ads screen's first request (the generic ResourceListPage with the 'Situação' extra filter): `sort` is
 * the declaration's `titulo`; `situacao` is left out at its default, so the server applies VIGENTES.
 */
const ANUNCIOS_PAGE_PATH = `/api/captacao/anuncios?page=0&size=${PAGE_SIZE}&sort=titulo`;

const CANDIDATOS = '/api/captacao/candidatos';
/**
 * The candidate screen's first request (apps/web …/candidatos/CandidatosListPage.tsx): `page` and `size`
 * only (status and qualificação TODOS are left out), sorted by the declaration's `nome`.
 */
export const CANDIDATOS_PAGE_PATH = `${CANDIDATOS}?page=0&size=${PAGE_SIZE}`;
/** The filter's 'Nome': a first name and a surname, typed in lower case without accents. */
export const SEARCH_CANDIDATO_NOME = 'joao guimaraes';
/** The filter's 'Busca no currículo' (full text, ordered by relevance). */
export const SEARCH_CANDIDATO_TEXTO = 'operador de empilhadeira';
/** Scenarios whose rows come from the candidate loader (bench/candidatos.ts). */
export const CANDIDATO_SCENARIOS = ['r', 's', 't', 'u'];
/** Scenarios that need the talents' three years of career moves (bench/server.ts, BENCH_HISTORICOS). */
export const HISTORICO_SCENARIOS = ['v'];
/**
 * The positions-and-salaries dashboard's request (apps/web …/analytics/cargosSalarios): no filter, so the
 * default period (9 months back to 2 ahead) and today as the base date.
 */
export const ANALYTICS_CS_PATH = '/api/analytics/cargos-salarios';
/**
 * The vacancy dashboard's request (apps/web …/analytics/vagas): no filter, so the default period (the last
 * 12 months) over the generated requisitions and their candidates (bench/selecao.ts).
 */
export const ANALYTICS_VAGAS_PATH = '/api/analytics/vagas';

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
    baseline: true,
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
    baseline: true,
  },
  {
    id: 'h',
    label: `talentos, busca q=${SEARCH_TALENTO}`,
    path: () =>
      `${TALENTOS}?page=0&size=${PAGE_SIZE}&sort=nome&situacao=A&q=${encodeURIComponent(SEARCH_TALENTO)}`,
    baseline: true,
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
  {
    id: 'm',
    label: 'solicitações de pessoal, página 0',
    path: () => SOLICITACOES_PAGE_PATH,
    baseline: true,
  },
  {
    id: 'n',
    label: 'solicitações, situação A',
    path: () => `${SOLICITACOES_PAGE_PATH}&status=A`,
  },
  {
    id: 'o',
    label: `solicitações, descrição=${SEARCH_SOLICITACAO}`,
    path: () => `${SOLICITACOES_PAGE_PATH}&descricao=${encodeURIComponent(SEARCH_SOLICITACAO)}`,
    baseline: true,
  },
  { id: 'p', label: 'anúncios, página 0 (vigentes)', path: () => ANUNCIOS_PAGE_PATH },
  {
    id: 'q',
    label: 'anúncios públicos (área do candidato)',
    path: () => `/api/externo/anuncios?empresaId=${EMPRESA_PUBLICA}`,
    anonymous: true,
  },
  { id: 'r', label: 'candidatos, página 0', path: () => CANDIDATOS_PAGE_PATH, baseline: true },
  {
    id: 's',
    label: `candidatos, nome=${SEARCH_CANDIDATO_NOME}`,
    path: () => `${CANDIDATOS_PAGE_PATH}&nome=${encodeURIComponent(SEARCH_CANDIDATO_NOME)}`,
    baseline: true,
  },
  {
    id: 't',
    label: `candidatos, texto=${SEARCH_CANDIDATO_TEXTO}`,
    path: () => `${CANDIDATOS_PAGE_PATH}&texto=${encodeURIComponent(SEARCH_CANDIDATO_TEXTO)}`,
    baseline: true,
  },
  { id: 'u', label: 'analytics de vagas (12 meses)', path: () => ANALYTICS_VAGAS_PATH, baseline: true },
  { id: 'v', label: 'analytics de cargos e salários', path: () => ANALYTICS_CS_PATH },
];

/** The baseline: bare Fastify replaying scenario (a)'s statements, no session, no validation. */
export const BASELINE = {
  id: 'base',
  label: 'baseline: Fastify + SQL de (a)',
  path: '/bairros',
};

/** What the single-user table needs from the loaded candidates: a city and a CPF of the base. */
export interface UmUsuarioContext {
  cidadeId: number;
  cpfPrefixo: string;
}

/**
 * The single-user table (issue 18): each candidate search and list page, one request at a time, with the
 * bare SQL time beside it. Words of the generated base: 'vendas' is in ~10 % of the CVs, 'wenceslau' in
 * a few dozen; 'maria' is a first name (5 % of the names, all together in the alphabet).
 */
export const UM_USUARIO: { id: string; label: string; path(ctx: UmUsuarioContext): string }[] = [
  ['nome-1', 'nome, uma palavra comum (maria)', () => 'nome=maria'],
  [
    'nome-2',
    `nome, duas palavras (${SEARCH_CANDIDATO_NOME})`,
    () => `nome=${encodeURIComponent(SEARCH_CANDIDATO_NOME)}`,
  ],
  ['cpf', 'CPF, primeiros dígitos', (c: UmUsuarioContext) => `cpf=${c.cpfPrefixo}`],
  ['status', 'status disponível', () => 'status=DISPONIVEL'],
  ['qualificacao', 'qualificação: qualificado', () => 'qualificacao=QUALIFICADO'],
  ['sexo', 'sexo feminino', () => 'sexo=F'],
  ['escolaridade', 'escolaridade 07', () => 'escolaridade=07'],
  ['cidade', 'cidade', (c: UmUsuarioContext) => `cidadeId=${c.cidadeId}`],
  ['idade', 'idade de 30 a 40', () => 'idadeMin=30&idadeMax=40'],
  [
    'combinados',
    'nome + status + sexo + idade + escolaridade',
    () => 'nome=maria&status=DISPONIVEL&sexo=F&idadeMin=25&idadeMax=45&escolaridade=07',
  ],
  ['texto-comum', 'currículo: palavra comum (vendas)', () => 'texto=vendas'],
  ['texto-rara', 'currículo: palavra rara (wenceslau)', () => 'texto=wenceslau'],
  [
    'texto-frase',
    `currículo: frase ("${SEARCH_CANDIDATO_TEXTO}")`,
    () => `texto=${encodeURIComponent(`"${SEARCH_CANDIDATO_TEXTO}"`)}`,
  ],
  [
    'texto-negacao',
    'currículo: negação (vendas -varejo)',
    () => `texto=${encodeURIComponent('vendas -varejo')}`,
  ],
  ['pagina-0', 'lista, página 0', () => ''],
  ['pagina-10', 'lista, página 10', () => 'page=10'],
  ['pagina-500', `lista, página ${DEEP_PAGE}`, () => `page=${DEEP_PAGE}`],
].map(([id, label, q]) => ({
  id: id as string,
  label: label as string,
  path: (ctx: UmUsuarioContext) => {
    const query = (q as (c: UmUsuarioContext) => string)(ctx);
    const page = query.startsWith('page=') ? '' : 'page=0&';
    return `${CANDIDATOS}?${page}size=${PAGE_SIZE}${query ? `&${query}` : ''}`;
  },
}));
