import { describe, expect, it } from 'vitest';
import {
  arredondarCentavos,
  calcularSalario,
  type HistoricoIndice,
  type HistoricoSalarial,
  hojeIso,
  indicesUsados,
  salarioEmVigor,
  valorIndiceEm,
  vigenteEm,
} from './salario.ts';

const MINIMO = 1;
const minimo: HistoricoIndice[] = [
  { id: 3, data: '2025-01-01', valor: 1518 },
  { id: 1, data: '2023-05-01', valor: 1320 },
  { id: 2, data: '2024-01-01', valor: 1412 },
];
const indices = new Map([[MINIMO, minimo]]);

describe('vigenteEm', () => {
  it('takes the latest row on or before the date, whatever the array order', () => {
    expect(vigenteEm(minimo, '2024-06-30')?.valor).toBe(1412);
    expect(vigenteEm(minimo, '2030-01-01')?.valor).toBe(1518);
  });

  it('counts a row dated on the day itself, and none the day before the first', () => {
    expect(vigenteEm(minimo, '2024-01-01')?.valor).toBe(1412);
    expect(vigenteEm(minimo, '2023-12-31')?.valor).toBe(1320);
    expect(vigenteEm(minimo, '2023-05-01')?.valor).toBe(1320);
    expect(vigenteEm(minimo, '2023-04-30')).toBeNull();
  });

  it('breaks a tie on the same date by the higher id', () => {
    const rows = [
      { id: 9, data: '2024-01-01', valor: 2 },
      { id: 4, data: '2024-01-01', valor: 1 },
    ];
    expect(vigenteEm(rows, '2024-01-01')?.valor).toBe(2);
  });

  it('answers null for no rows, missing rows or a date that is not ISO', () => {
    expect(vigenteEm([], '2024-01-01')).toBeNull();
    expect(vigenteEm(null, '2024-01-01')).toBeNull();
    expect(vigenteEm(undefined, '2024-01-01')).toBeNull();
    expect(vigenteEm(minimo, '01/01/2024')).toBeNull();
    expect(vigenteEm(minimo, '')).toBeNull();
  });

  it('skips rows without a valid date', () => {
    expect(vigenteEm([{ data: '' }, { data: '2024-01-01' }], '2024-12-31')).toEqual({ data: '2024-01-01' });
  });
});

describe('valorIndiceEm', () => {
  it('is the index value in force on the date', () => {
    expect(valorIndiceEm(minimo, '2025-03-15')).toBe(1518);
    expect(valorIndiceEm(minimo, '2022-01-01')).toBeNull();
    expect(valorIndiceEm([{ data: '2024-01-01', valor: null }], '2024-02-01')).toBeNull();
  });
});

describe('calcularSalario', () => {
  it('tipo 3 (valor fixo) is the value itself, rounded to cents', () => {
    expect(calcularSalario({ tipo: '3', valor: 2500.5 }, indices, '2024-01-01')).toBe(2500.5);
    expect(calcularSalario({ tipo: 3, valor: 1000.005 }, indices, '2024-01-01')).toBe(1000.01);
    expect(calcularSalario({ tipo: '3', valor: null }, indices, '2024-01-01')).toBeNull();
  });

  it('tipo 2 (por índice) is quantity times the index value in force on the date', () => {
    const c = { tipo: '2', indiceId: MINIMO, quantidade: 2.5 };
    expect(calcularSalario(c, indices, '2023-06-01')).toBe(3300);
    expect(calcularSalario(c, indices, '2024-01-01')).toBe(3530);
    expect(calcularSalario(c, indices, '2026-01-01')).toBe(3795);
    expect(calcularSalario({ tipo: 2, indiceId: MINIMO, quantidade: 1.33 }, indices, '2025-01-01')).toBe(
      2018.94,
    );
  });

  it('tipo 2 is null without an index value on the date, an index, its history or a quantity', () => {
    expect(calcularSalario({ tipo: '2', indiceId: MINIMO, quantidade: 2 }, indices, '2020-01-01')).toBeNull();
    expect(calcularSalario({ tipo: '2', indiceId: null, quantidade: 2 }, indices, '2024-01-01')).toBeNull();
    expect(calcularSalario({ tipo: '2', indiceId: 99, quantidade: 2 }, indices, '2024-01-01')).toBeNull();
    expect(
      calcularSalario({ tipo: '2', indiceId: MINIMO, quantidade: null }, indices, '2024-01-01'),
    ).toBeNull();
  });

  it('accepts the index histories as a plain object too', () => {
    expect(calcularSalario({ tipo: '2', indiceId: 1, quantidade: 1 }, { 1: minimo }, '2024-02-01')).toBe(
      1412,
    );
  });

  it('is null for an unknown or missing type', () => {
    expect(calcularSalario({ tipo: '1', valor: 10 }, indices, '2024-01-01')).toBeNull();
    expect(calcularSalario({ tipo: null, valor: 10 }, indices, '2024-01-01')).toBeNull();
  });
});

describe('salarioEmVigor', () => {
  const faixa: HistoricoSalarial[] = [
    { id: 1, data: '2023-01-01', tipo: '3', valor: 2000, status: '2' },
    { id: 2, data: '2024-03-01', tipo: '2', indiceId: MINIMO, quantidade: 2, status: '2' },
    { id: 3, data: '2025-06-01', tipo: '3', valor: 4000, status: '3' }, // cancelled: never counts
  ];

  it('uses the fixed value before the index row takes over', () => {
    expect(salarioEmVigor(faixa, indices, '2023-01-01')).toBe(2000);
    expect(salarioEmVigor(faixa, indices, '2024-02-29')).toBe(2000);
  });

  it('values an index row with the index in force on the date asked, not on the row date', () => {
    expect(salarioEmVigor(faixa, indices, '2024-03-01')).toBe(2824);
    expect(salarioEmVigor(faixa, indices, '2025-01-01')).toBe(3036);
  });

  it('ignores cancelled rows', () => {
    expect(salarioEmVigor(faixa, indices, '2025-07-01')).toBe(3036);
  });

  it('counts rows awaiting confirmation and rows without status', () => {
    expect(
      salarioEmVigor([{ data: '2024-01-01', tipo: '3', valor: 10, status: '1' }], indices, '2024-01-01'),
    ).toBe(10);
    expect(salarioEmVigor([{ data: '2024-01-01', tipo: '3', valor: 10 }], indices, '2024-01-01')).toBe(10);
  });

  it('is null before the first row, without history and without index data', () => {
    expect(salarioEmVigor(faixa, indices, '2022-12-31')).toBeNull();
    expect(salarioEmVigor([], indices, '2024-01-01')).toBeNull();
    expect(salarioEmVigor(null, indices, '2024-01-01')).toBeNull();
    expect(salarioEmVigor(faixa, new Map(), '2024-06-01')).toBeNull();
  });
});

describe('helpers', () => {
  it('rounds half away from zero to cents', () => {
    expect(arredondarCentavos(1.005)).toBe(1.01);
    expect(arredondarCentavos(0.1 + 0.2)).toBe(0.3);
    expect(arredondarCentavos(-1.005)).toBe(-1.01);
  });

  it('lists the indices used by index rows only, once each', () => {
    expect(
      indicesUsados([
        { tipo: '2', indiceId: 1 },
        { tipo: '2', indiceId: 1 },
        { tipo: 2, indiceId: 5 },
        { tipo: '3', indiceId: 7, valor: 1 },
        { tipo: '2', indiceId: null },
      ]),
    ).toEqual([1, 5]);
  });

  it('gives today as a local ISO date', () => {
    expect(hojeIso(new Date(2024, 1, 9, 23, 59))).toBe('2024-02-09');
  });
});
