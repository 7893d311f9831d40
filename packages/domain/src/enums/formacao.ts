import type { EnumOption } from './option.ts';

// Language and education enumerations of the candidate form (spec 1 §3).

export const NIVEL_IDIOMA_OPTIONS = [
  { value: 'BASICO', label: 'Básico' },
  { value: 'INTERMEDIARIO', label: 'Intermediário' },
  { value: 'AVANCADO', label: 'Avançado' },
] as const satisfies readonly EnumOption[];
export type NivelIdioma = (typeof NIVEL_IDIOMA_OPTIONS)[number]['value'];

export const SITUACAO_FORMACAO_OPTIONS = [
  { value: 'C', label: 'Completo' },
  { value: 'A', label: 'Em andamento' },
  { value: 'I', label: 'Incompleto' },
] as const satisfies readonly EnumOption[];
export type SituacaoFormacao = (typeof SITUACAO_FORMACAO_OPTIONS)[number]['value'];

/** Education type by one-letter code, in ascending academic level. */
export const TIPO_FORMACAO_OPTIONS = [
  { value: 'T', label: 'Técnico' },
  { value: 'G', label: 'Graduação' },
  { value: 'E', label: 'Especialização' },
  { value: 'M', label: 'Mestrado' },
  { value: 'D', label: 'Doutorado' },
  { value: 'P', label: 'Pós-doutorado' },
] as const satisfies readonly EnumOption[];
export type TipoFormacao = (typeof TIPO_FORMACAO_OPTIONS)[number]['value'];

/** Other listings name the education types in full (TECNICO, GRADUACAO...): code to name. */
export const TIPO_FORMACAO_NOMES = {
  T: 'TECNICO',
  G: 'GRADUACAO',
  E: 'ESPECIALIZACAO',
  M: 'MESTRADO',
  D: 'DOUTORADO',
  P: 'POS_DOUTORADO',
} as const satisfies Record<TipoFormacao, string>;
export type TipoFormacaoNome = (typeof TIPO_FORMACAO_NOMES)[TipoFormacao];

/** The one-letter code of a full education-type name ('GRADUACAO' -> 'G'), or null when unknown. */
export function tipoFormacaoPorNome(nome: string | null | undefined): TipoFormacao | null {
  const entry = Object.entries(TIPO_FORMACAO_NOMES).find(([, n]) => n === nome);
  return entry ? (entry[0] as TipoFormacao) : null;
}
