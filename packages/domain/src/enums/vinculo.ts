import type { EnumOption } from './option.ts';

/** Employment bond of a personnel requisition (spec 1 §3); the default is E. */
export const VINCULO_OPTIONS = [
  { value: 'E', label: 'Emprego' },
  { value: 'S', label: 'Estágio' },
  { value: 'A', label: 'Aprendiz' },
  { value: 'T', label: 'Temporário' },
  { value: 'O', label: 'Sócio' },
] as const satisfies readonly EnumOption[];
export type Vinculo = (typeof VINCULO_OPTIONS)[number]['value'];
export const VINCULO_PADRAO: Vinculo = 'E';

/** The longer bond list (talent contracts): the five above plus domestic, casual and special insured. */
export const VINCULO_COMPLETO_OPTIONS = [
  ...VINCULO_OPTIONS,
  { value: 'ED', label: 'Doméstico' },
  { value: 'TA', label: 'Avulso' },
  { value: 'SE', label: 'Segurado especial' },
] as const satisfies readonly EnumOption[];
export type VinculoCompleto = (typeof VINCULO_COMPLETO_OPTIONS)[number]['value'];
