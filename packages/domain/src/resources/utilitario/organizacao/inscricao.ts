/**
 * The establishment's inscription in pieces (spec 3 §3 'Establishment', §5): a CNPJ is base 8 +
 * complement 4 + 2 check digits (letters allowed in base and complement: the alphanumeric CNPJ); a CAEPF
 * (individual employer: rural producer, professional) is base 9 + complement 3 + 2 check digits.
 */
import { isValidCnpj } from '../../../validators/index.ts';

export type TipoInscricao = 'CNPJ' | 'CAEPF';

export const TIPOS_INSCRICAO = [
  { value: 'CNPJ', label: 'CNPJ' },
  { value: 'CAEPF', label: 'CAEPF' },
] as const;

/** Lengths of base and complement per kind; both end in 2 check digits. */
export const TAMANHOS_INSCRICAO: Record<TipoInscricao, { base: number; complemento: number }> = {
  CNPJ: { base: 8, complemento: 4 },
  CAEPF: { base: 9, complemento: 3 },
};

/** Characters of a piece: letters and digits for the CNPJ, digits only for the CAEPF. */
const PIECE: Record<TipoInscricao, RegExp> = { CNPJ: /^[0-9A-Z]*$/, CAEPF: /^\d*$/ };

/** Piece as stored: mask characters out, upper case. */
export const normalizarPeca = (v: unknown) =>
  typeof v === 'string' ? v.replace(/[^0-9A-Za-z]/g, '').toUpperCase() : '';

/** Weighted sum mod 11 mod 10 (the CAEPF's check digit, as published by the Receita Federal). */
function caepfDigit(s: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(s[i]) * weights[i];
  return (sum % 11) % 10;
}
const CAEPF_W1 = [6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9];
const CAEPF_W2 = [5, 6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9];

/** The two check digits of a CAEPF's first 12 digits: the CNPJ-like pair plus 12, modulo 100. */
export function caepfCheckDigits(first12: string): string {
  const d1 = caepfDigit(first12, CAEPF_W1);
  const d2 = caepfDigit(`${first12}${d1}`, CAEPF_W2);
  return String((d1 * 10 + d2 + 12) % 100).padStart(2, '0');
}

/** A whole CAEPF (14 digits, masked or not). */
export function isValidCaepf(v: string): boolean {
  const s = v.replace(/\D/g, '');
  if (!/^\d{14}$/.test(s) || /^(\d)\1{11}/.test(s)) return false;
  return caepfCheckDigits(s.slice(0, 12)) === s.slice(12);
}

export interface PecasInscricao {
  tipoInscricao: TipoInscricao;
  empresaBaseCnpjCaepf: string;
  complementoCnpjCaepf: string;
  digitoVerificadorCnpjCaepf: string;
}

/**
 * The pieces that fail, each answered 'Inválido' by the caller: base or complement of the wrong length
 * (or characters) for the kind, and the check digits when base and complement are right but the whole
 * number is not a valid CNPJ/CAEPF.
 */
export function pecasInvalidas(p: PecasInscricao): (keyof Omit<PecasInscricao, 'tipoInscricao'>)[] {
  const tam = TAMANHOS_INSCRICAO[p.tipoInscricao];
  const ok = (v: string, n: number) => v.length === n && PIECE[p.tipoInscricao].test(v);
  const out: (keyof Omit<PecasInscricao, 'tipoInscricao'>)[] = [];
  const base = normalizarPeca(p.empresaBaseCnpjCaepf);
  const comp = normalizarPeca(p.complementoCnpjCaepf);
  const dv = normalizarPeca(p.digitoVerificadorCnpjCaepf);
  if (!ok(base, tam.base)) out.push('empresaBaseCnpjCaepf');
  if (!ok(comp, tam.complemento)) out.push('complementoCnpjCaepf');
  if (!/^\d{2}$/.test(dv)) out.push('digitoVerificadorCnpjCaepf');
  if (out.length) return out;
  const whole = `${base}${comp}${dv}`;
  const valid = p.tipoInscricao === 'CNPJ' ? isValidCnpj(whole) : isValidCaepf(whole);
  return valid ? [] : ['digitoVerificadorCnpjCaepf'];
}

/** The check digits that complete a base and complement (for the form's hint and the demo data). */
export function digitosVerificadores(tipo: TipoInscricao, base: string, complemento: string): string | null {
  const b = normalizarPeca(base);
  const c = normalizarPeca(complemento);
  const tam = TAMANHOS_INSCRICAO[tipo];
  if (b.length !== tam.base || c.length !== tam.complemento) return null;
  if (tipo === 'CAEPF') return /^\d{12}$/.test(b + c) ? caepfCheckDigits(b + c) : null;
  const d1 = cnpjDigit(b + c);
  return `${d1}${cnpjDigit(`${b}${c}${d1}`)}`;
}

/** One CNPJ check digit (letters worth their char code minus 48, weights 2..9 from the right). */
function cnpjDigit(s: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = s.length - 1; i >= 0; i--) {
    sum += (s.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** '11.222.333/0001-81' or '123.456.789/001-90'. */
export function formatarInscricao(p: PecasInscricao): string {
  const b = normalizarPeca(p.empresaBaseCnpjCaepf);
  const c = normalizarPeca(p.complementoCnpjCaepf);
  const dv = normalizarPeca(p.digitoVerificadorCnpjCaepf);
  return p.tipoInscricao === 'CAEPF'
    ? `${b.slice(0, 3)}.${b.slice(3, 6)}.${b.slice(6, 9)}/${c}-${dv}`
    : `${b.slice(0, 2)}.${b.slice(2, 5)}.${b.slice(5, 8)}/${c}-${dv}`;
}
