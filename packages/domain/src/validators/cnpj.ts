import { allSameChar } from './only-digits.ts';

const CNPJ_MASK = /[.\-/\s]/g;
// 12 base characters (digits, or letters A-Z in the alphanumeric CNPJ of IN RFB 2.229/2024) + 2 check digits.
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

/**
 * One CNPJ check digit over the first `n` characters. Each character is worth its char code minus 48, so
 * '0'-'9' are 0-9 and 'A'-'Z' are 17-42 (the Receita Federal rule for the alphanumeric CNPJ, which leaves
 * the numeric CNPJ unchanged). Weights run 2..9 from the right, repeating; remainder mod 11 below 2 gives 0,
 * otherwise 11 minus the remainder.
 */
function cnpjCheckDigit(s: string, n: number): number {
  let sum = 0;
  let weight = 2;
  for (let i = n - 1; i >= 0; i--) {
    sum += (s.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/**
 * Validates a CNPJ, masked ('11.222.333/0001-81') or not, numeric or alphanumeric ('12.ABC.345/01DE-35';
 * lower-case letters are accepted and read as upper-case): 14 characters, not all the same, both check
 * digits right.
 */
export function isValidCnpj(v: string | null | undefined): boolean {
  if (typeof v !== 'string') return false;
  const s = v.replace(CNPJ_MASK, '').toUpperCase();
  if (!CNPJ_SHAPE.test(s) || allSameChar(s)) return false;
  return cnpjCheckDigit(s, 12) === s.charCodeAt(12) - 48 && cnpjCheckDigit(s, 13) === s.charCodeAt(13) - 48;
}
