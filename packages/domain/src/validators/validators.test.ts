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
  it.each(['60115-170', '60115170', '01001-000', '12.345-678'])('accepts %s', (cep) => {
    expect(isValidCep(cep)).toBe(true);
  });

  it.each(['6011517', '601151700', '60115-17a', '', 'abcdefgh'])('rejects %s', (cep) => {
    expect(isValidCep(cep)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidCep(null)).toBe(false);
    expect(isValidCep(undefined)).toBe(false);
  });
});

describe('phones', () => {
  it('DDD has exactly 2 digits', () => {
    expect(isValidDdd('85')).toBe(true);
    expect(isValidDdd('(11)')).toBe(true);
    expect(isValidDdd('8')).toBe(false);
    expect(isValidDdd('085')).toBe(false);
    expect(isValidDdd('8a')).toBe(false);
    expect(isValidDdd('')).toBe(false);
    expect(isValidDdd(null)).toBe(false);
  });

  it('landline has 8 or 9 digits', () => {
    expect(isValidFoneFixo('33334444')).toBe(true);
    expect(isValidFoneFixo('3333-4444')).toBe(true);
    expect(isValidFoneFixo('933334444')).toBe(true);
    expect(isValidFoneFixo('3333444')).toBe(false);
    expect(isValidFoneFixo('3333344445')).toBe(false);
    expect(isValidFoneFixo('3333-444x')).toBe(false);
    expect(isValidFoneFixo(undefined)).toBe(false);
  });

  it('mobile has exactly 9 digits', () => {
    expect(isValidCelular('999999999')).toBe(true);
    expect(isValidCelular('99999-9999')).toBe(true);
    expect(isValidCelular('99999999')).toBe(false);
    expect(isValidCelular('9999999999')).toBe(false);
    expect(isValidCelular('')).toBe(false);
    expect(isValidCelular(null)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    'maria@empresa.com.br',
    'joao.silva+rh@exemplo.com',
    'a_b-c@sub.dominio.org',
    'RH@EMPRESA.COM',
    ' maria@empresa.com ',
    "o'neil@exemplo.com",
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
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
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });
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
  it.each(['00:00', '08:30', '23:59', '24:00', '99:59', '120:30', '9999999:59'])('accepts %s', (t) => {
    expect(isValidTime(t)).toBe(true);
  });

  it.each(['', '8:30', '08:60', '08:5', '0830', '08:30:00', 'ab:cd', '12345678:00', ' 08:30', '-1:00'])(
    'rejects %s',
    (t) => {
      expect(isValidTime(t)).toBe(false);
    },
  );

  it('has at most 10 characters', () => {
    expect('9999999:59'.length).toBe(10);
    expect(isValidTime('9999999:59')).toBe(true);
    expect(isValidTime('99999999:59')).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidTime(null)).toBe(false);
    expect(isValidTime(undefined)).toBe(false);
  });
});

describe('isValidTimeOfDay', () => {
  it.each(['00:00', '09:05', '19:59', '23:59'])('accepts %s', (t) => {
    expect(isValidTimeOfDay(t)).toBe(true);
  });

  it.each(['24:00', '23:60', '9:05', '120:00', '', 'xx:yy'])('rejects %s', (t) => {
    expect(isValidTimeOfDay(t)).toBe(false);
  });
});

describe('isValidColor', () => {
  it.each(['#FF850A', '#ff850a', '#000000', '#AbCdEf'])('accepts %s', (c) => {
    expect(isValidColor(c)).toBe(true);
  });

  it.each(['FF850A', '#FF850', '#FF850AA', '#GG850A', '#fff', '', ' #FF850A'])('rejects %s', (c) => {
    expect(isValidColor(c)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidColor(null)).toBe(false);
    expect(isValidColor(undefined)).toBe(false);
  });
});
