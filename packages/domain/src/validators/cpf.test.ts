import { generateCpf, isValidCpf as referenceIsValidCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { isValidCpf } from './cpf.ts';

describe('isValidCpf', () => {
  it.each([
    '529.982.247-25',
    '52998224725',
    '111.444.777-35',
    '123.456.789-09',
    '935.411.347-80',
    '000.000.001-91',
    ' 529.982.247-25 ',
  ])('accepts the valid CPF %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['wrong second check digit', '529.982.247-24'],
    ['wrong first check digit', '529.982.247-35'],
    ['swapped digits', '259.982.247-25'],
    ['10 digits', '5299822472'],
    ['12 digits', '529982247250'],
    ['a letter among the digits', '529.982.247-2a'],
    ['a letter after the digits', '52998224725x'],
    ['empty', ''],
  ])('rejects %s (%s)', (_, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(11)))(
    'rejects the all-equal CPF %s',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
      expect(isValidCpf(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)).toBe(
        false,
      );
    },
  );

  it('rejects null and undefined', () => {
    expect(isValidCpf(null)).toBe(false);
    expect(isValidCpf(undefined)).toBe(false);
  });

  it('accepts generated CPFs and rejects every other last digit, like the reference library', () => {
    for (let i = 0; i < 300; i++) {
      const cpf = generateCpf();
      expect(isValidCpf(cpf)).toBe(true);
      for (let d = 0; d < 10; d++) {
        const other = `${cpf.slice(0, 10)}${d}`;
        expect(isValidCpf(other)).toBe(referenceIsValidCpf(other));
        if (String(d) !== cpf[10]) expect(isValidCpf(other)).toBe(false);
      }
    }
  });
});
