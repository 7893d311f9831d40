import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatNumber,
  formatPhone,
  formatPis,
  faixaEtaria,
  rotuloPorSexo,
  normalizeSearch,
  truncate,
} from './format.ts';

// Date tests run under several time zones; TZ is restored after each test.
const originalTz = process.env.TZ;
const withTz = (tz: string) => {
  process.env.TZ = tz;
};

describe('formatDate', () => {
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each([
    'America/Sao_Paulo',
    'America/Los_Angeles',
    'UTC',
    'Asia/Tokyo',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
  ])('shows an ISO date without shifting it in %s', (tz) => {
    withTz(tz);
    expect(formatDate('2024-01-15')).toBe('15/01/2024');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
  });

  it('would shift with a naive Date parse west of Greenwich (sanity check of the TZ switch)', () => {
    withTz('America/Los_Angeles');
    expect(new Date('2024-01-15').getDate()).toBe(14);
    expect(formatDate('2024-01-15')).toBe('15/01/2024');
  });

  it('formats Date objects and ISO datetimes in local time', () => {
    withTz('America/Sao_Paulo');
    expect(formatDate(new Date(2024, 4, 7, 23, 59))).toBe('07/05/2024');
    expect(formatDate('2024-05-07T23:59:00')).toBe('07/05/2024');
    // 01:30 UTC is still the previous day in Brasília (UTC-3).
    expect(formatDate('2024-05-08T01:30:00Z')).toBe('07/05/2024');
  });

  it('returns an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('não é data')).toBe('');
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDate('2024-13-01')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  beforeEach(() => {
    withTz('America/Sao_Paulo');
  });
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('shows dd/MM/yyyy HH:mm', () => {
    expect(formatDateTime('2024-01-15T13:45:10')).toBe('15/01/2024 13:45');
    expect(formatDateTime(new Date(2024, 0, 5, 7, 3))).toBe('05/01/2024 07:03');
    expect(formatDateTime('2024-01-15T13:45:00Z')).toBe('15/01/2024 10:45');
    expect(formatDateTime('2024-01-15T13:45:00-03:00')).toBe('15/01/2024 13:45');
  });

  it('shows an ISO date at midnight, without shifting it', () => {
    withTz('America/Los_Angeles');
    expect(formatDateTime('2024-01-15')).toBe('15/01/2024 00:00');
  });

  it('returns an empty string for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('xyz')).toBe('');
  });
});

describe('formatMoney', () => {
  it('formats reais with 2 decimals and a plain space', () => {
    expect(formatMoney(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(0.5)).toBe('R$ 0,50');
    expect(formatMoney(1234567.891)).toBe('R$ 1.234.567,89');
    expect(formatMoney(10)).toBe('R$ 10,00');
  });

  it('formats negative values', () => {
    expect(formatMoney(-1234.56)).toBe('-R$ 1.234,56');
  });

  it('returns an empty string for missing or non-finite values', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatNumber', () => {
  it('uses pt-BR grouping and 2 decimals by default', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(-0.126)).toBe('-0,13');
  });

  it('takes the number of decimals', () => {
    expect(formatNumber(1234.5678, 0)).toBe('1.235');
    expect(formatNumber(1234.5678, 1)).toBe('1.234,6');
    expect(formatNumber(1.23456, 4)).toBe('1,2346');
  });

  it('returns an empty string for missing values', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined, 3)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Byte'],
    [512, '512 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1100, '1,07 KB'],
    [10 * 1024, '10 KB'],
    [1048575, '1 MB'],
    [1048576, '1 MB'],
    [2 * 1048576, '2 MB'],
    [5.25 * 1048576, '5,25 MB'],
    [1073741824, '1 GB'],
    [1.5 * 1073741824, '1,5 GB'],
    [2048 * 1073741824, '2048 GB'],
  ])('formats %d bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('treats negative and invalid sizes as 0 bytes', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

describe('document masks', () => {
  it('formats a CPF', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('5299822')).toBe('5299822');
    expect(formatCpf(null)).toBe('');
  });

  it('formats a CNPJ, numeric or alphanumeric', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('1122233')).toBe('1122233');
    expect(formatCnpj(undefined)).toBe('');
  });

  it('formats a CEP', () => {
    expect(formatCep('12345678')).toBe('12345-678');
    expect(formatCep('12345-678')).toBe('12345-678');
    expect(formatCep('1234')).toBe('1234');
    expect(formatCep(null)).toBe('');
  });
});

describe('formatPhone', () => {
  it('formats mobile and landline numbers with the DDD', () => {
    expect(formatPhone('85', '999999999')).toBe('(85) 99999-9999');
    expect(formatPhone('85', '33334444')).toBe('(85) 3333-4444');
    expect(formatPhone('(85)', '99999-9999')).toBe('(85) 99999-9999');
  });

  it('formats a number without a DDD', () => {
    expect(formatPhone(null, '33334444')).toBe('3333-4444');
    expect(formatPhone('', '999999999')).toBe('99999-9999');
  });

  it('keeps other lengths as digits and handles missing parts', () => {
    expect(formatPhone('85', '1234')).toBe('(85) 1234');
    expect(formatPhone('85', null)).toBe('(85)');
    expect(formatPhone(undefined, undefined)).toBe('');
  });
});

describe('normalizeSearch', () => {
  it('lower-cases, removes accents and trims', () => {
    expect(normalizeSearch('  Ação Rápida ')).toBe('acao rapida');
    expect(normalizeSearch('SOLICITAÇÕES DE PESSOAL')).toBe('solicitacoes de pessoal');
    expect(normalizeSearch('Pós-Graduação, Índice, Ü')).toBe('pos-graduacao, indice, u');
    expect(normalizeSearch('')).toBe('');
  });

  it('makes accented and plain spellings equal', () => {
    expect(normalizeSearch('Avaliação')).toBe(normalizeSearch('avaliacao'));
    // A precomposed and a decomposed 'é' normalise the same way.
    expect(normalizeSearch('caf\u00e9')).toBe(normalizeSearch('cafe\u0301'));
  });
});

describe('truncate', () => {
  it('keeps short texts', () => {
    expect(truncate('Maria', 20)).toBe('Maria');
    expect(truncate('12345678901234567890', 20)).toBe('12345678901234567890');
    expect(truncate('', 20)).toBe('');
  });

  it('cuts to max characters, the ellipsis included', () => {
    expect(truncate('Maria Aparecida da Silva', 20)).toBe('Maria Aparecida da…');
    expect(truncate('123456789012345678901', 20)).toBe('1234567890123456789…');
    expect(truncate('123456789012345678901', 20)).toHaveLength(20);
  });

  it('drops the spaces before the ellipsis', () => {
    expect(truncate('Ana Maria  Souza', 11)).toBe('Ana Maria…');
  });

  it('never splits an emoji', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀…');
  });

  it('handles tiny limits and missing text', () => {
    expect(truncate('abc', 1)).toBe('…');
    expect(truncate('abc', 0)).toBe('');
    expect(truncate(null, 5)).toBe('');
  });
});

describe('formatPis, faixaEtaria, rotuloPorSexo', () => {
  it('formats a PIS as 000.00000.00-0 and leaves other values alone', () => {
    expect(formatPis('12056412547')).toBe('120.56412.54-7');
    expect(formatPis('120.5641.254-7')).toBe('120.56412.54-7');
    expect(formatPis('123')).toBe('123');
    expect(formatPis(null)).toBe('');
  });

  it('writes an age range with one or both ends', () => {
    expect(faixaEtaria(18, 40)).toBe('18 a 40 anos');
    expect(faixaEtaria(18, null)).toBe('a partir de 18 anos');
    expect(faixaEtaria(undefined, 40)).toBe('até 40 anos');
    expect(faixaEtaria(21, 21)).toBe('21 anos');
    expect(faixaEtaria(null, null)).toBeNull();
  });

  it('writes gendered labels for the person, keeping (a) when the sex is unknown', () => {
    expect(rotuloPorSexo('Casado(a) - comunhão parcial de bens', 'F')).toBe(
      'Casada - comunhão parcial de bens',
    );
    expect(rotuloPorSexo('Viúvo(a)', 'M')).toBe('Viúvo');
    expect(rotuloPorSexo('Separado(a) judicialmente', 'F')).toBe('Separada judicialmente');
    expect(rotuloPorSexo('Solteiro(a)', 'I')).toBe('Solteiro(a)');
    expect(rotuloPorSexo('Solteiro(a)', null)).toBe('Solteiro(a)');
  });
});
