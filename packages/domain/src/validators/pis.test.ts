import { generatePis, isValidPis as referenceIsValidPis } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { isValidPis } from './pis.ts';
import { casosDeDigito, concordaComReferencia } from './testkit.ts';

describe('isValidPis', () => {
  casosDeDigito({
    nome: 'PIS',
    valida: isValidPis,
    validos: ['170.33259.50-4', '17033259504', '977.45410.87-4', '836.30213.10-3'],
    invalidos: [
      ['wrong check digit', '170.33259.50-5'],
      ['10 digits', '1703325950'],
      ['12 digits', '170332595040'],
      ['a letter', '1703325950a'],
      ['empty', ''],
    ],
    tamanho: 11,
  });

  it('uses the weights 3298765432 and turns a remainder below 2 into 0', () => {
    // 1*3 + 7*2 + 0*9 + 3*8 + 3*7 + 2*6 + 5*5 + 9*4 + 5*3 + 0*2 = 150; 150 % 11 = 7; 11 - 7 = 4.
    expect(isValidPis('17033259504')).toBe(true);
    // 1*3 + 4*2 = 11; remainder 0 gives 0.
    expect(isValidPis('14000000000')).toBe(true);
    // 4*3 = 12; remainder 1 gives 0.
    expect(isValidPis('40000000000')).toBe(true);
    expect(isValidPis('40000000001')).toBe(false);
    // 1*2 (last weight) = 2; remainder 2 gives 9.
    expect(isValidPis('00000000019')).toBe(true);
  });

  it('agrees with the reference library on generated numbers and their other check digits', () => {
    concordaComReferencia(isValidPis, generatePis, referenceIsValidPis);
  });
});
