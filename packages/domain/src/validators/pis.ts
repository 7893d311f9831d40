import { allSameChar, maskedDigits } from './only-digits.ts';

const PIS_WEIGHTS = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Validates a PIS/PASEP/NIT number, masked ('120.5637.581-1') or not: 11 digits, not all the same digit,
 * and the check digit: sum of the first 10 digits times the weights 3298765432, remainder mod 11; a
 * remainder below 2 gives 0, otherwise 11 minus the remainder.
 */
export function isValidPis(v: string | null | undefined): boolean {
  const d = maskedDigits(v);
  if (d === null || d.length !== 11 || allSameChar(d)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(d[i]) * PIS_WEIGHTS[i];
  const r = sum % 11;
  return (r < 2 ? 0 : 11 - r) === Number(d[10]);
}
