import { allSameChar, maskedDigits } from './only-digits.ts';

const CNO_WEIGHTS = [7, 4, 1, 8, 5, 2, 1, 6, 3, 7, 4];

/**
 * Validates a CNO (Cadastro Nacional de Obras) number, masked ('11.084.01680/62') or not ('110840168062').
 *
 * The CNO kept the numbering of the CEI (Cadastro Específico do INSS) it replaced: 12 digits, the last one
 * a check digit. The CEI/CNO check-digit rule:
 *   1. multiply the first 11 digits by the weights 7 4 1 8 5 2 1 6 3 7 4 and add the products (sum S);
 *   2. add the units digit and the tens digit of S;
 *   3. the check digit is 10 minus the units digit of that addition, and 0 when the result is 10.
 * Example: for 11.084.01680/62 the base 11084016806 gives S = 180; 0 + 8 = 8; 10 - 8 = 2, the last digit.
 * The Receita Federal's CNO pages do not publish the rule. This is the rule the reference implementations use
 * (e.g. @brazilian-utils/brazilian-utils, which reports checking it against the CNO open data of the Receita
 * Federal); the tests compare this implementation with that library.
 * Numbers with all 12 digits equal are rejected.
 */
export function isValidCno(v: string | null | undefined): boolean {
  const d = maskedDigits(v);
  if (d === null || d.length !== 12 || allSameChar(d)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(d[i]) * CNO_WEIGHTS[i];
  const unitsPlusTens = (sum % 10) + (Math.floor(sum / 10) % 10);
  return (10 - (unitsPlusTens % 10)) % 10 === Number(d[11]);
}
