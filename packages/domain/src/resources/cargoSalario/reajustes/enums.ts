import type { EnumOption } from '../../../enums/option.ts';

// Enumerations of salary realignment planning (spec 2 §3 'Enumerations').

/** What a planning table adjusts: C talents, F salary bands, I indices. */
export const TIPO_REAJUSTE_OPTIONS = [
  { value: 'C', label: 'Talentos' },
  { value: 'F', label: 'Faixas Salariais' },
  { value: 'I', label: 'Índices' },
] as const satisfies readonly EnumOption[];
export type TipoReajuste = (typeof TIPO_REAJUSTE_OPTIONS)[number]['value'];
export const TIPO_REAJUSTE = { COLABORADOR: 'C', FAIXA: 'F', INDICE: 'I' } as const;

/**
 * How a collective adjustment reaches a talent's proposed salary (spec 'Adjustment mode: by position, by
 * index, by value'): C the talent follows its band (proposed salary = the band's on the table's date, the
 * realignment to the band), I a quantity of an index (the adjusted salary divided by the index's value),
 * V a fixed value (the adjusted salary).
 */
export const MODO_REAJUSTE_OPTIONS = [
  { value: 'C', label: 'Por cargo/faixa' },
  { value: 'I', label: 'Por índice' },
  { value: 'V', label: 'Por valor' },
] as const satisfies readonly EnumOption[];
export type ModoReajuste = (typeof MODO_REAJUSTE_OPTIONS)[number]['value'];

/** The adjustment itself: a percentage on the current value, or an amount added to it. */
export const FORMA_REAJUSTE_OPTIONS = [
  { value: 'P', label: 'Percentual sobre o valor atual' },
  { value: 'V', label: 'Valor acrescido' },
] as const satisfies readonly EnumOption[];
export type FormaReajuste = (typeof FORMA_REAJUSTE_OPTIONS)[number]['value'];

/** Salary types of a talent's proposal: 1 follows the band, 2 index × quantity, 3 value (as the history's). */
export const TIPO_SALARIO_REAJUSTE_OPTIONS = [
  { value: '1', label: 'Por cargo/faixa' },
  { value: '2', label: 'Por índice' },
  { value: '3', label: 'Valor' },
] as const satisfies readonly EnumOption[];

/** Salary types of a band's proposal (spec 'Salary type in realignment: 2 index, 3 value'). */
export const TIPO_SALARIO_FAIXA_REAJUSTE_OPTIONS = [
  { value: '2', label: 'Por índice' },
  { value: '3', label: 'Valor' },
] as const satisfies readonly EnumOption[];

/** Limits of spec 2 §9: value up to 999999.99, percentage up to 999.999. */
export const VALOR_MAXIMO_REAJUSTE = 999_999.99;
export const PERCENTUAL_MAXIMO_REAJUSTE = 999.999;
