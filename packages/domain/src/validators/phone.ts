import { maskedDigits } from './only-digits.ts';

function digitCount(v: string | null | undefined): number {
  const d = maskedDigits(v);
  return d === null ? -1 : d.length;
}

/** Area code (DDD): exactly 2 digits; '(85)' is accepted. */
export function isValidDdd(v: string | null | undefined): boolean {
  return digitCount(v) === 2;
}

/** Landline number without the DDD: 8 or 9 digits ('3333-4444'). */
export function isValidFoneFixo(v: string | null | undefined): boolean {
  const n = digitCount(v);
  return n === 8 || n === 9;
}

/** Mobile number without the DDD: exactly 9 digits ('99999-9999'). */
export function isValidCelular(v: string | null | undefined): boolean {
  return digitCount(v) === 9;
}
