import { generateCnpj, isValidCnpj as referenceIsValidCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { isValidCnpj } from './cnpj.ts';
import { casosDeDigito, concordaComReferencia } from './testkit.ts';

describe('isValidCnpj', () => {
  casosDeDigito({
    nome: 'CNPJ',
    valida: isValidCnpj,
    validos: [
      '11.222.333/0001-81',
      '11222333000181',
      '11.444.777/0001-61',
      '12.345.678/0001-95',
      '00.000.000/0001-91',
    ],
    invalidos: [
      ['wrong second check digit', '11.222.333/0001-82'],
      ['wrong first check digit', '11.222.333/0001-91'],
      ['wrong alphanumeric check digit', '12.ABC.345/01DE-36'],
      ['a letter changed in an alphanumeric CNPJ', '12.ABD.345/01DE-35'],
      ['letters in the check digits', '12ABC34501DEAB'],
      ['13 characters', '1122233300018'],
      ['15 characters', '112223330001810'],
      ['a symbol', '11.222.333/0001-8#'],
      ['empty', ''],
    ],
    tamanho: 14,
  });

  it.each(['12.ABC.345/01DE-35', '12ABC34501DE35', '12abc34501de35', 'Q0.SLF.MBD/7VX4-39', 'Q0SLFMBD7VX439'])(
    'accepts the valid alphanumeric CNPJ %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(true);
    },
  );

  it.each([1, 2] as const)('agrees with the reference library on generated version-%i CNPJs', (version) => {
    concordaComReferencia(
      isValidCnpj,
      () => generateCnpj(version),
      (v) => referenceIsValidCnpj(v, { version: 2 }),
    );
  });
});
