import { expect, it } from 'vitest';

/** Test cases the validators answer alike (not exported by the package). */

type Valida = (v: string | null | undefined) => boolean;

/** Accepts each of `aceitos`, refuses each of `recusados`, null and undefined. */
export function aceitaERecusa(valida: Valida, aceitos: string[], recusados: string[]): void {
  it.each(aceitos)('accepts %s', (v) => {
    expect(valida(v)).toBe(true);
  });
  it.each(recusados)('rejects %s', (v) => {
    expect(valida(v)).toBe(false);
  });
  it('rejects null and undefined', () => {
    expect(valida(null)).toBe(false);
    expect(valida(undefined)).toBe(false);
  });
}

export interface CasosDeDigito {
  /** 'CPF', 'PIS'…, in the tests' names. */
  nome: string;
  valida: Valida;
  validos: string[];
  /** [why, value] */
  invalidos: [string, string][];
  /** How many characters the number has (all-equal numbers of this size are refused). */
  tamanho: number;
  /** The number masked, where the all-equal one must be refused masked too. */
  mascara?: (v: string) => string;
}

/** A check-digit validator (CPF, CNPJ, PIS, CNO): the valid ones, the invalid ones, all-equal numbers, null. */
export function casosDeDigito({ nome, valida, validos, invalidos, tamanho, mascara }: CasosDeDigito): void {
  it.each(validos)(`accepts the valid ${nome} %s`, (v) => {
    expect(valida(v)).toBe(true);
  });

  it.each(invalidos)('rejects %s (%s)', (_, v) => {
    expect(valida(v)).toBe(false);
  });

  it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(tamanho)))(
    `rejects the all-equal ${nome} %s`,
    (v) => {
      expect(valida(v)).toBe(false);
      if (mascara) expect(valida(mascara(v))).toBe(false);
    },
  );

  it('rejects null and undefined', () => {
    expect(valida(null)).toBe(false);
    expect(valida(undefined)).toBe(false);
  });
}

/**
 * 300 generated numbers are valid, and every other last digit gets the reference library's answer: false
 * (one check digit is right).
 */
export function concordaComReferencia(
  valida: Valida,
  gerar: () => string,
  referencia: (v: string) => boolean,
): void {
  for (let i = 0; i < 300; i++) {
    const numero = gerar();
    expect(valida(numero)).toBe(true);
    const ultimo = numero.length - 1;
    for (let d = 0; d < 10; d++) {
      const outro = `${numero.slice(0, ultimo)}${d}`;
      expect(valida(outro)).toBe(referencia(outro));
      if (String(d) !== numero[ultimo]) expect(valida(outro)).toBe(false);
    }
  }
}
