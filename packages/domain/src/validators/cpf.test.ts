import { generateCpf, isValidCpf as referenceIsValidCpf } from '@brazilian-utils/brazilian-utils';
import { describe, it } from 'vitest';
import { isValidCpf } from './cpf.ts';
import { casosDeDigito, concordaComReferencia } from './testkit.ts';

describe('isValidCpf', () => {
  casosDeDigito({
    nome: 'CPF',
    valida: isValidCpf,
    validos: [
      '529.982.247-25',
      '52998224725',
      '111.444.777-35',
      '123.456.789-09',
      '935.411.347-80',
      '000.000.001-91',
      ' 529.982.247-25 ',
    ],
    invalidos: [
      ['wrong second check digit', '529.982.247-24'],
      ['wrong first check digit', '529.982.247-35'],
      ['swapped digits', '259.982.247-25'],
      ['10 digits', '5299822472'],
      ['12 digits', '529982247250'],
      ['a letter among the digits', '529.982.247-2a'],
      ['a letter after the digits', '52998224725x'],
      ['empty', ''],
    ],
    tamanho: 11,
    mascara: (v) => `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}`,
  });

  it('accepts generated CPFs and rejects every other last digit, like the reference library', () => {
    concordaComReferencia(isValidCpf, generateCpf, referenceIsValidCpf);
  });
});
