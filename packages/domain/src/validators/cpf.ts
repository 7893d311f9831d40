import { allSameChar, maskedDigits } from './only-digits.ts';

/** One CPF check digit over the first `n` digits: weights n+1 down to 2, mod 11 (remainder < 2 gives 0). */
function cpfCheckDigit(digits: string, n: number): number {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += Number(digits[i]) * (n + 1 - i);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/**
 * Validates a CPF, masked ('529.982.247-25') or not ('52998224725'): 11 digits, not all the same digit,
 * and both check digits right.
 */
export function isValidCpf(v: string | null | undefined): boolean {
  const d = maskedDigits(v);
  if (d === null || d.length !== 11 || allSameChar(d)) return false;
  return cpfCheckDigit(d, 9) === Number(d[9]) && cpfCheckDigit(d, 10) === Number(d[10]);
}
