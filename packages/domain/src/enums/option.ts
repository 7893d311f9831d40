/** One entry of an enumeration: the stored code and its pt-BR label, ready for a select or a radio group. */
export interface EnumOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/** The label of `value` in `options`, or '' when the value is missing or unknown. */
export function optionLabel<V extends string>(
  options: readonly EnumOption<V>[],
  value: V | string | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  return options.find((o) => o.value === value)?.label ?? '';
}

/** True when `value` is one of the codes of `options` (narrows the type). */
export function isOptionValue<V extends string>(
  options: readonly EnumOption<V>[],
  value: unknown,
): value is V {
  return typeof value === 'string' && options.some((o) => o.value === value);
}
