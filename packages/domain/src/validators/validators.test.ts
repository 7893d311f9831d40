import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  dateRangeError,
  isValidCelular,
  isValidCep,
  isValidColor,
  isValidDdd,
  isValidEmail,
  isValidFoneFixo,
  isValidTime,
  isValidTimeOfDay,
  onlyDigits,
} from './index.ts';
import { aceitaERecusa } from './testkit.ts';

describe('onlyDigits', () => {
  it('keeps only the digits', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(85) 99999-9999')).toBe('85999999999');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits('0012')).toBe('0012');
  });

  it('turns null, undefined and empty into an empty string', () => {
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
    expect(onlyDigits('')).toBe('');
  });
});

describe('isValidCep', () => {
  aceitaERecusa(
    isValidCep,
    ['60115-170', '60115170', '01001-000', '12.345-678'],
    ['6011517', '601151700', '60115-17a', '', 'abcdefgh'],
  );
});

describe('phones', () => {
  describe('DDD has exactly 2 digits', () => {
    aceitaERecusa(isValidDdd, ['85', '(11)'], ['8', '085', '8a', '']);
  });
  describe('landline has 8 or 9 digits', () => {
    aceitaERecusa(
      isValidFoneFixo,
      ['33334444', '3333-4444', '933334444'],
      ['3333444', '3333344445', '3333-444x'],
    );
  });
  describe('mobile has exactly 9 digits', () => {
    aceitaERecusa(isValidCelular, ['999999999', '99999-9999'], ['99999999', '9999999999', '']);
  });
});

describe('isValidEmail', () => {
  aceitaERecusa(
    isValidEmail,
    [
      'maria@empresa.com.br',
      'joao.silva+rh@exemplo.com',
      'a_b-c@sub.dominio.org',
      'RH@EMPRESA.COM',
      ' maria@empresa.com ',
      "o'neil@exemplo.com",
    ],
    [
      '',
      'maria',
      'maria@',
      '@empresa.com',
      'maria@empresa',
      'maria@@empresa.com',
      'maria@empresa..com',
      'maria.@empresa.com',
      '.maria@empresa.com',
      'ma..ria@empresa.com',
      'maria silva@empresa.com',
      'maria@empresa.c',
      'maria@-empresa.com',
      'maria@empresa-.com',
      'maria@empresa.com.',
      `${'a'.repeat(65)}@empresa.com`,
      `maria@${'a'.repeat(250)}.com`,
    ],
  );
});

describe('dateRangeError', () => {
  it('reports an end date earlier than the start date', () => {
    expect(dateRangeError('2024-05-10', '2024-05-09')).toBe(MSG.dataFinalInferior);
    expect(dateRangeError('2024-05-10', '2023-12-31')).toBe('Data final inferior a data inicial.');
  });

  it('accepts equal and later end dates', () => {
    expect(dateRangeError('2024-05-10', '2024-05-10')).toBeNull();
    expect(dateRangeError('2024-05-10', '2024-05-11')).toBeNull();
    expect(dateRangeError('2023-12-31', '2024-01-01')).toBeNull();
  });

  it('compares datetimes by their date part', () => {
    expect(dateRangeError('2024-05-10T18:00:00', '2024-05-10T08:00:00')).toBeNull();
    expect(dateRangeError('2024-05-10T00:00:00', '2024-05-09T23:59:59')).toBe(MSG.dataFinalInferior);
  });

  it('leaves missing or non-ISO dates to the other rules', () => {
    expect(dateRangeError(null, '2024-05-10')).toBeNull();
    expect(dateRangeError('2024-05-10', undefined)).toBeNull();
    expect(dateRangeError('', '')).toBeNull();
    expect(dateRangeError()).toBeNull();
    expect(dateRangeError('10/05/2024', '09/05/2024')).toBeNull();
  });
});

describe('isValidTime', () => {
  aceitaERecusa(
    isValidTime,
    ['00:00', '08:30', '23:59', '24:00', '99:59', '120:30', '9999999:59'],
    ['', '8:30', '08:60', '08:5', '0830', '08:30:00', 'ab:cd', '12345678:00', ' 08:30', '-1:00'],
  );

  it('has at most 10 characters', () => {
    expect('9999999:59'.length).toBe(10);
    expect(isValidTime('9999999:59')).toBe(true);
    expect(isValidTime('99999999:59')).toBe(false);
  });
});

describe('isValidTimeOfDay', () => {
  aceitaERecusa(
    isValidTimeOfDay,
    ['00:00', '09:05', '19:59', '23:59'],
    ['24:00', '23:60', '9:05', '120:00', '', 'xx:yy'],
  );
});

describe('isValidColor', () => {
  aceitaERecusa(
    isValidColor,
    ['#FF850A', '#ff850a', '#000000', '#AbCdEf'],
    ['FF850A', '#FF850', '#FF850AA', '#GG850A', '#fff', '', ' #FF850A'],
  );
});
