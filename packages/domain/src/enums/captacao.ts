import type { EnumOption } from './option.ts';

// Recruitment and session enumerations of spec 1 §3 and §9.

/** Occupation type. */
export const TIPO_OCUPACAO_OPTIONS = [
  { value: 'INTERNA', label: 'Interna' },
  { value: 'EXTERNA', label: 'Externa' },
  { value: 'MISTA', label: 'Mista' },
] as const satisfies readonly EnumOption[];
export type TipoOcupacao = (typeof TIPO_OCUPACAO_OPTIONS)[number]['value'];

/** Status filter of the personnel-requisition list; the default is T (all). */
export const STATUS_SOLICITACAO_FILTRO_OPTIONS = [
  { value: 'T', label: 'Todas' },
  { value: 'A', label: 'Aberta em andamento' },
  { value: 'S', label: 'Aberta suspensa' },
  { value: 'E', label: 'Encerrada' },
  { value: 'C', label: 'Cancelada' },
] as const satisfies readonly EnumOption[];
export type StatusSolicitacaoFiltro = (typeof STATUS_SOLICITACAO_FILTRO_OPTIONS)[number]['value'];
export const STATUS_SOLICITACAO_FILTRO_PADRAO: StatusSolicitacaoFiltro = 'T';

/** Cadastral qualification of a candidate; TODOS is the filter value for "any". */
export const QUALIFICACAO_CADASTRAL_OPTIONS = [
  { value: 'TODOS', label: 'Todos' },
  { value: 'QUALIFICADO', label: 'Qualificado' },
  { value: 'NAO_QUALIFICADO', label: 'Não qualificado' },
  { value: 'DADOS_INCOMPLETOS', label: 'Dados incompletos' },
  { value: 'NAO_VERIFICADO', label: 'Não verificado' },
] as const satisfies readonly EnumOption[];
export type QualificacaoCadastral = (typeof QUALIFICACAO_CADASTRAL_OPTIONS)[number]['value'];

/** Registration status. */
export const STATUS_CADASTRO_OPTIONS = [
  { value: 'INCOMPLETO', label: 'Incompleto' },
  { value: 'COMPLETO', label: 'Completo' },
] as const satisfies readonly EnumOption[];
export type StatusCadastro = (typeof STATUS_CADASTRO_OPTIONS)[number]['value'];

/**
 * Login type of the internal login form; the default is CADASTRO: CPF and password registered in this
 * system. The spec names no other type, and offering one the server cannot authenticate (a directory/LDAP
 * login, say) would only show a broken choice, so CADASTRO is the only entry until another is implemented;
 * the form can hide the selector while the list has one item.
 */
export const TIPO_LOGIN_OPTIONS = [
  { value: 'CADASTRO', label: 'Cadastro do sistema' },
] as const satisfies readonly EnumOption[];
export type TipoLogin = (typeof TIPO_LOGIN_OPTIONS)[number]['value'];
export const TIPO_LOGIN_PADRAO: TipoLogin = 'CADASTRO';
