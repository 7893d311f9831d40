import { maskedDigits } from './only-digits.ts';

/** Validates a CEP, masked ('60115-170') or not: exactly 8 digits (the length the CEP lookup needs). */
export function isValidCep(v: string | null | undefined): boolean {
  const d = maskedDigits(v);
  return d !== null && d.length === 8;
}
