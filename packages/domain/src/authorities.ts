/**
 * The catalogue of named authorities (ROLE_*), grouped by module. Declared once here: the server
 * checks routes against it, the profile screen lists it as a checklist and the menu is filtered by it.
 * The spec names ROLE_CAD_INFO_PESSOAL and ROLE_ASSISTENTE_RH; the rest follow the same pattern:
 * ROLE_<MODULE>_<SCREEN> for reading a screen, with _EDITAR for writing where that is distinct.
 */
export interface AuthorityInfo {
  modulo: ModuloId;
  descricao: string;
}

export const MODULOS = {
  geral: 'Geral',
  utilitario: 'Utilitários',
  captacao: 'Recrutamento & Seleção',
  cargoSalario: 'Cargos & Salários',
  avaliacao: 'Avaliação de Desempenho',
  pesquisa: 'Pesquisas',
  desenvolvimento: 'Desenvolvimento de Talentos',
  gestaoTalentos: 'Gestão de Talentos',
  sst: 'SST',
} as const;
export type ModuloId = keyof typeof MODULOS;

const a = (modulo: ModuloId, descricao: string): AuthorityInfo => ({ modulo, descricao });

export const AUTHORITIES = {
  // geral
  ROLE_CAD_INFO_PESSOAL: a('geral', 'Atualizar os próprios dados pessoais'),
  ROLE_ASSISTENTE_RH: a('geral', 'Usar o assistente de RH (IA)'),
  ROLE_GERAL_ESTADOS: a('geral', 'Estados: consultar'),
  ROLE_GERAL_CIDADES: a('geral', 'Cidades: consultar'),
  ROLE_GERAL_BAIRROS: a('geral', 'Bairros: consultar'),
  ROLE_GERAL_BAIRROS_EDITAR: a('geral', 'Bairros: incluir, alterar e remover'),
  // utilitario
  ROLE_UTI_USUARIOS: a('utilitario', 'Usuários: consultar'),
  ROLE_UTI_USUARIOS_EDITAR: a('utilitario', 'Usuários: incluir, alterar e remover'),
  ROLE_UTI_PERFIS: a('utilitario', 'Perfis: consultar'),
  ROLE_UTI_PERFIS_EDITAR: a('utilitario', 'Perfis: incluir, alterar e remover'),
  ROLE_UTI_EMPRESAS: a('utilitario', 'Empresas: consultar'),
  ROLE_UTI_EMPRESAS_EDITAR: a('utilitario', 'Empresas: incluir, alterar e remover'),
  ROLE_UTI_ERROS: a('utilitario', 'Relatórios de erro: consultar'),
  ROLE_UTI_ESTABELECIMENTOS: a('utilitario', 'Estabelecimentos: consultar'),
  ROLE_UTI_ESTABELECIMENTOS_EDITAR: a('utilitario', 'Estabelecimentos: incluir, alterar e remover'),
  ROLE_UTI_PARAMETROS: a('utilitario', 'Parâmetros do sistema: consultar'),
  ROLE_UTI_PARAMETROS_EDITAR: a('utilitario', 'Parâmetros do sistema: alterar'),
  ROLE_UTI_LOG: a('utilitario', 'Log de alterações: consultar'),
  ROLE_UTI_EMAILS: a('utilitario', 'E-mails enviados: consultar'),
  ROLE_UTI_EMAILS_EDITAR: a('utilitario', 'E-mails enviados: reenviar'),
  ROLE_UTI_TAREFAS_AGENDADAS: a('utilitario', 'Tarefas agendadas: consultar'),
  ROLE_UTI_TAREFAS_AGENDADAS_EDITAR: a('utilitario', 'Tarefas agendadas: executar agora'),
  // captacao
  ROLE_CAP_CANDIDATOS: a('captacao', 'Candidatos: consultar'),
  ROLE_CAP_CANDIDATOS_EDITAR: a('captacao', 'Candidatos: incluir, alterar e remover'),
  ROLE_CAP_CANDIDATOS_CONFIGURACAO: a(
    'captacao',
    'Candidatos: configurar os campos obrigatórios do formulário',
  ),
  ROLE_CAP_LGPD: a('captacao', 'LGPD de candidatos: consultar exclusões e exportar os dados de um candidato'),
  ROLE_CAP_LGPD_EXPURGAR: a('captacao', 'LGPD de candidatos: executar a exclusão de inativos agora'),
  ROLE_CAP_MODELOS_AVALIACAO: a('captacao', 'Modelos de avaliação de candidato: consultar'),
  ROLE_CAP_MODELOS_AVALIACAO_EDITAR: a(
    'captacao',
    'Modelos de avaliação de candidato e suas perguntas: incluir, alterar, remover e clonar',
  ),
  ROLE_CAP_AVALIACOES_CANDIDATO: a('captacao', 'Avaliações de candidatos: aplicar, responder e remover'),
  ROLE_CAP_ANUNCIOS: a('captacao', 'Anúncios de vaga: consultar'),
  ROLE_CAP_ANUNCIOS_EDITAR: a('captacao', 'Anúncios de vaga: incluir, alterar, remover e enviar por e-mail'),
  // captacao: registers (areas, steps, reasons, sources, languages, knowledge, levels, positions)
  ROLE_CAP_AREAS_INTERESSE: a('captacao', 'Áreas de interesse: consultar'),
  ROLE_CAP_AREAS_INTERESSE_EDITAR: a('captacao', 'Áreas de interesse: incluir, alterar e remover'),
  ROLE_CAP_AREAS_FORMACAO: a('captacao', 'Áreas de formação: consultar'),
  ROLE_CAP_AREAS_FORMACAO_EDITAR: a('captacao', 'Áreas de formação: incluir, alterar e remover'),
  ROLE_CAP_ETAPAS_SELETIVAS: a('captacao', 'Etapas seletivas: consultar'),
  ROLE_CAP_ETAPAS_SELETIVAS_EDITAR: a('captacao', 'Etapas seletivas: incluir, alterar e remover'),
  ROLE_CAP_MOTIVOS_SOLICITACAO: a('captacao', 'Motivos de solicitação: consultar'),
  ROLE_CAP_MOTIVOS_SOLICITACAO_EDITAR: a('captacao', 'Motivos de solicitação: incluir, alterar e remover'),
  ROLE_CAP_COMO_FICOU_SABENDO: a('captacao', 'Como ficou sabendo da vaga: consultar e contagem'),
  ROLE_CAP_COMO_FICOU_SABENDO_EDITAR: a('captacao', 'Como ficou sabendo da vaga: incluir, alterar e remover'),
  ROLE_CAP_IDIOMAS: a('captacao', 'Idiomas: consultar'),
  ROLE_CAP_IDIOMAS_EDITAR: a('captacao', 'Idiomas: incluir, alterar e remover'),
  ROLE_CAP_CONHECIMENTOS: a('captacao', 'Conhecimentos: consultar'),
  ROLE_CAP_CONHECIMENTOS_EDITAR: a('captacao', 'Conhecimentos: incluir, alterar e remover'),
  ROLE_CAP_NIVEIS_COMPETENCIA: a('captacao', 'Níveis de competência: consultar'),
  ROLE_CAP_CARGOS: a('captacao', 'Cargos (visão do recrutamento): consultar'),
  ROLE_CAP_ESTATISTICAS_VAGA: a('captacao', 'Estatísticas de preenchimento de vaga: consultar'),
  ROLE_CAP_ANALYTICS_VAGAS: a('captacao', 'Analytics de vagas (painel de indicadores): consultar'),
  ROLE_CAP_RELATORIOS: a('captacao', 'Relatórios de recrutamento: gerar em PDF e XLSX'),
  ROLE_CAP_SOLICITACOES: a('captacao', 'Solicitações de pessoal: consultar, histórico e PDF'),
  ROLE_CAP_SOLICITACOES_EDITAR: a(
    'captacao',
    'Solicitações de pessoal: incluir, alterar, remover, clonar, suspender, reabrir, encerrar e cancelar',
  ),
  ROLE_CAP_SOLICITACAO_LIBERAR: a('captacao', 'Solicitações de pessoal: liberar ou reprovar'),
  ROLE_CAP_SELECAO: a('captacao', 'Processo seletivo: consultar candidatos das solicitações e histórico'),
  ROLE_CAP_SELECAO_EDITAR: a(
    'captacao',
    'Processo seletivo: incluir e remover candidatos, movimentar por etapa e registrar resultados',
  ),
  ROLE_CAP_SELECAO_CONTRATAR: a(
    'captacao',
    'Processo seletivo: contratar candidatos e desfazer a contratação',
  ),
  ROLE_CAP_EXAMES_PALOGRAFICO: a('captacao', 'Exames palográficos: consultar'),
  ROLE_CAP_EXAMES_PALOGRAFICO_EDITAR: a('captacao', 'Exames palográficos: registrar e alterar'),
  // cargo-salario
  ROLE_CS_AREAS: a('cargoSalario', 'Áreas organizacionais e organograma: consultar'),
  ROLE_CS_AREAS_EDITAR: a('cargoSalario', 'Áreas organizacionais: incluir, alterar e remover'),
  ROLE_CS_COMPETENCIAS: a('cargoSalario', 'Competências e níveis de competência: consultar'),
  ROLE_CS_COMPETENCIAS_EDITAR: a(
    'cargoSalario',
    'Competências e níveis de competência: incluir, alterar e remover',
  ),
  ROLE_CS_CARGOS: a('cargoSalario', 'Cargos e grupos ocupacionais: consultar'),
  ROLE_CS_CARGOS_EDITAR: a('cargoSalario', 'Cargos e grupos ocupacionais: incluir, alterar e remover'),
  ROLE_CS_FAIXAS: a('cargoSalario', 'Faixas salariais: consultar'),
  ROLE_CS_FAIXAS_EDITAR: a('cargoSalario', 'Faixas salariais e históricos: incluir, alterar e remover'),
  ROLE_CS_INDICES: a('cargoSalario', 'Índices: consultar'),
  ROLE_CS_INDICES_EDITAR: a('cargoSalario', 'Índices e históricos: incluir, alterar e remover'),
  ROLE_CS_COLABORADORES: a('cargoSalario', 'Talentos: consultar'),
  ROLE_CS_COLABORADORES_EDITAR: a('cargoSalario', 'Talentos e históricos: incluir, alterar e remover'),
  // sst
  ROLE_SST_AMBIENTES: a('sst', 'Ambientes: consultar'),
  ROLE_SST_AMBIENTES_EDITAR: a('sst', 'Ambientes: incluir, alterar e remover'),
  ROLE_SST_FUNCOES: a('sst', 'Funções: consultar'),
  ROLE_SST_FUNCOES_EDITAR: a('sst', 'Funções: incluir, alterar e remover'),
} as const satisfies Record<string, AuthorityInfo>;

export type Authority = keyof typeof AUTHORITIES;
export const ALL_AUTHORITIES = Object.keys(AUTHORITIES) as Authority[];

/**
 * What a route or screen requires. 'public' needs no session; 'authenticated' any internal session;
 * a role name, anyOf or allOf a set of roles. Anything without a rule is denied.
 */
export type AccessRule =
  | 'public'
  | 'authenticated'
  /** A candidate session of the external area (its own cookie); never an internal session. */
  | 'candidato'
  | Authority
  | { anyOf: readonly Authority[] }
  | { allOf: readonly Authority[] };

export function isAllowed(rule: AccessRule | undefined, held: ReadonlySet<string> | null): boolean {
  if (rule === undefined) return false;
  if (rule === 'public') return true;
  // Internal authorities never satisfy the candidate rule: registerAccessControl checks it on its own cookie.
  if (rule === 'candidato') return false;
  if (held === null) return false;
  if (rule === 'authenticated') return true;
  if (typeof rule === 'string') return held.has(rule);
  if ('anyOf' in rule) return rule.anyOf.some((r) => held.has(r));
  return rule.allOf.every((r) => held.has(r));
}
