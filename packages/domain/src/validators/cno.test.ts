import { isValidCno as referenceIsValidCno } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { isValidCno } from './cno.ts';
import { casosDeDigito } from './testkit.ts';

describe('isValidCno', () => {
  casosDeDigito({
    nome: 'CNO',
    valida: isValidCno,
    validos: ['11.084.01680/62', '110840168062', '111130137368', '11.113.01373/68', '401800097960'],
    invalidos: [
      ['wrong check digit', '11.084.01680/63'],
      ['wrong check digit, unmasked', '110840168063'],
      ['11 digits', '11084016806'],
      ['13 digits', '1108401680620'],
      ['a letter', '11084016806A'],
      ['empty', ''],
    ],
    tamanho: 12,
  });

  it('follows the worked example: S = 180, 0 + 8 = 8, 10 - 8 = 2', () => {
    const base = '11084016806';
    const weights = [7, 4, 1, 8, 5, 2, 1, 6, 3, 7, 4];
    expect(weights.reduce((sum, w, i) => sum + w * Number(base[i]), 0)).toBe(180);
    expect(isValidCno(`${base}2`)).toBe(true);
  });

  it('gives 0 when 10 minus the units digit is 10', () => {
    // 1*7 + 3*4 = 19; 9 + 1 = 10; units 0; 10 - 0 = 10 -> 0.
    expect(isValidCno('130000000000')).toBe(true);
    expect(isValidCno('130000000001')).toBe(false);
  });

  it('agrees with the reference library on pseudo-random numbers', () => {
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    let valid = 0;
    for (let i = 0; i < 5000; i++) {
      const cno = String(next() % 1e6).padStart(6, '0') + String(next() % 1e6).padStart(6, '0');
      const ours = isValidCno(cno);
      expect(ours, cno).toBe(referenceIsValidCno(cno));
      if (ours) valid++;
    }
    // About one number in ten has the right check digit.
    expect(valid).toBeGreaterThan(300);
  });
});
