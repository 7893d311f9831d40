/**
 * pt-BR cell text for the PDF, built once per process: one Intl.NumberFormat per format (creating one per
 * cell, or calling toLocaleString, costs seconds over 10,000 rows). Calendar dates 'YYYY-MM-DD' are
 * rearranged as text, without Date.
 */
import { formatarDataHora } from '../pdf/index.ts';
import type { Formato, Valor } from './tipos.ts';

const INTEIRO = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const PERCENTUAL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const MOEDA = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const DATA_ISO = /^(\d{4})-(\d{2})-(\d{2})/;

export function textoDaCelula(v: Valor, formato: Formato = 'texto'): string {
  if (v == null || v === '') return '';
  switch (formato) {
    case 'inteiro':
      return typeof v === 'number' ? INTEIRO.format(v) : String(v);
    case 'decimal':
      return typeof v === 'number' ? DECIMAL.format(v) : String(v);
    case 'percentual':
      // Values are percentages (12.3 = 12,3 %): the pt-BR way with a space before '%'.
      return typeof v === 'number' ? `${PERCENTUAL.format(v)} %` : String(v);
    case 'moeda':
      return typeof v === 'number' ? MOEDA.format(v).replace(/\u00a0/g, ' ') : String(v);
    case 'data': {
      const m = typeof v === 'string' ? DATA_ISO.exec(v) : null;
      if (m) return `${m[3]}/${m[2]}/${m[1]}`;
      return v instanceof Date ? formatarDataHora(v).slice(0, 10) : String(v);
    }
    case 'dataHora':
      return formatarDataHora(v instanceof Date ? v : new Date(String(v)));
    default:
      return String(v);
  }
}

export const ehNumero = (f: Formato | undefined) =>
  f === 'inteiro' || f === 'decimal' || f === 'percentual' || f === 'moeda';

export const alinhamentoPadrao = (f: Formato | undefined): 'left' | 'center' | 'right' =>
  ehNumero(f) ? 'right' : f === 'data' || f === 'dataHora' ? 'center' : 'left';
