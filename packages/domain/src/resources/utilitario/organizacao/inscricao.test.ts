import { isValidCaepf as referenceIsValidCaepf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { resourceSchema } from '../../../resource.ts';
import { estabelecimentos } from './estabelecimentos.ts';
import {
  caepfCheckDigits,
  digitosVerificadores,
  formatarInscricao,
  isValidCaepf,
  pecasInvalidas,
} from './inscricao.ts';
import { MSG_ORG } from './mensagens.ts';

const cnpj = (b: string, c: string, d: string) => ({
  tipoInscricao: 'CNPJ' as const,
  empresaBaseCnpjCaepf: b,
  complementoCnpjCaepf: c,
  digitoVerificadorCnpjCaepf: d,
});
const caepf = (b: string, c: string, d: string) => ({ ...cnpj(b, c, d), tipoInscricao: 'CAEPF' as const });

describe('CNPJ in pieces', () => {
  it('accepts base 8 + complement 4 + right check digits', () => {
    expect(pecasInvalidas(cnpj('11222333', '0001', '81'))).toEqual([]);
    expect(pecasInvalidas(cnpj('11.222.333', '0001', '81'))).toEqual([]);
    expect(pecasInvalidas(cnpj('11222333', '0002', '62'))).toEqual([]);
  });
  it('accepts the alphanumeric CNPJ', () => {
    expect(pecasInvalidas(cnpj('12ABC345', '01DE', '35'))).toEqual([]);
  });
  it('flags a complement that is not 4 characters, and the base that is not 8', () => {
    expect(pecasInvalidas(cnpj('11222333', '001', '81'))).toEqual(['complementoCnpjCaepf']);
    expect(pecasInvalidas(cnpj('11222333', '00001', '81'))).toEqual(['complementoCnpjCaepf']);
    expect(pecasInvalidas(cnpj('1122233', '0001', '81'))).toEqual(['empresaBaseCnpjCaepf']);
  });
  it('flags wrong check digits', () => {
    expect(pecasInvalidas(cnpj('11222333', '0001', '82'))).toEqual(['digitoVerificadorCnpjCaepf']);
    expect(pecasInvalidas(cnpj('11222333', '0001', '8'))).toEqual(['digitoVerificadorCnpjCaepf']);
  });
  it('computes the check digits that complete base and complement', () => {
    expect(digitosVerificadores('CNPJ', '11222333', '0001')).toBe('81');
    expect(digitosVerificadores('CNPJ', '11222333', '0002')).toBe('62');
    expect(digitosVerificadores('CNPJ', '12ABC345', '01DE')).toBe('35');
    expect(digitosVerificadores('CNPJ', '11222333', '001')).toBeNull();
  });
  it('formats', () => {
    expect(formatarInscricao(cnpj('11222333', '0001', '81'))).toBe('11.222.333/0001-81');
    expect(formatarInscricao(caepf('123456789', '001', '90'))).toBe('123.456.789/001-90');
  });
});

describe('CAEPF in pieces', () => {
  it('agrees with @brazilian-utils on generated numbers', () => {
    for (let i = 0; i < 300; i++) {
      const first12 = String(100000000000 + i * 7919 * 1013).slice(0, 12);
      const dv = caepfCheckDigits(first12);
      expect(referenceIsValidCaepf(first12 + dv)).toBe(true);
      expect(isValidCaepf(first12 + dv)).toBe(true);
      const wrong = String((Number(dv) + 1) % 100).padStart(2, '0');
      expect(isValidCaepf(first12 + wrong)).toBe(referenceIsValidCaepf(first12 + wrong));
    }
  });
  it('takes base 9 + complement 3 digits', () => {
    const dv = caepfCheckDigits('123456789001');
    expect(pecasInvalidas(caepf('123456789', '001', dv))).toEqual([]);
    expect(pecasInvalidas(caepf('123456789', '0001', dv))).toEqual(['complementoCnpjCaepf']);
    expect(pecasInvalidas(caepf('12345678', '001', dv))).toEqual(['empresaBaseCnpjCaepf']);
    expect(pecasInvalidas(caepf('12345678A', '001', dv))).toEqual(['empresaBaseCnpjCaepf']);
  });
});

describe('establishment schema', () => {
  const schema = resourceSchema(estabelecimentos);
  const valid = {
    nome: 'Matriz',
    tipoInscricao: 'CNPJ',
    empresaBaseCnpjCaepf: '11222333',
    complementoCnpjCaepf: '0001',
    digitoVerificadorCnpjCaepf: '81',
    cep: '01001-000',
    estadoId: 1,
    cidadeId: 2,
    logradouro: 'Praça da Sé',
    numero: '100',
    complemento: null,
    bairro: 'Sé',
  };
  const messages = (v: Record<string, unknown>) => {
    const r = schema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('accepts a valid establishment', () => expect(messages(valid)).toEqual({}));
  it("answers 'Inválido' for a wrong complement", () =>
    expect(messages({ ...valid, complementoCnpjCaepf: '001' })).toEqual({
      complementoCnpjCaepf: MSG_ORG.invalido,
    }));
  it('limits number and complement with the spec messages', () =>
    expect(messages({ ...valid, numero: '12345678901', complemento: 'x'.repeat(31) })).toEqual({
      numero: 'Número deve ter no máximo 10 dígitos',
      complemento: 'Logradouro deve ter no máximo 30 caracteres',
    }));
  it('requires the address', () =>
    expect(
      messages({ ...valid, estadoId: null, cidadeId: null, logradouro: '', numero: '', bairro: '' }),
    ).toEqual({
      estadoId: 'Estado é obrigatório',
      cidadeId: 'Cidade é obrigatória',
      logradouro: 'Logradouro é obrigatório',
      numero: 'Número é obrigatório',
      bairro: 'Bairro é obrigatório',
    }));
});
