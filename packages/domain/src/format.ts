/**
 * Display formatters, pt-BR. Every formatter returns '' for a missing value, so callers can render the
 * result directly.
 */

const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Turns the accepted inputs into a Date in local time, or null. A plain ISO date 'YYYY-MM-DD' is built
 * from its parts (local midnight), so it never shifts a day by time zone as `new Date('2024-01-15')`
 * (read as UTC midnight) would west of Greenwich.
 */
function toLocalDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const m = ISO_DATE_ONLY.exec(value);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(y, mo - 1, d);
    // Reject impossible dates ('2024-02-30') instead of rolling them over.
    return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? date : null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'dd/MM/yyyy'. Accepts an ISO date ('2024-01-15', no time-zone shift), an ISO datetime or a Date. */
export function formatDate(iso: string | Date | null | undefined): string {
  const d = toLocalDate(iso);
  if (!d) return '';
  return `${pad2(d.getDate())}/${pad2(d.getMonth() + 1)}/${String(d.getFullYear()).padStart(4, '0')}`;
}

/** 'dd/MM/yyyy HH:mm' in local time. An ISO date without time shows 00:00. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  const d = toLocalDate(iso);
  if (!d) return '';
  return `${formatDate(d)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

// Intl adds a no-break space between 'R$' and the amount; it is replaced by a plain space so the text is
// the one the spec writes ('R$ 1.234,56') and matches in tests and searches.
const moneyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** 'R$ 1.234,56' (pt-BR, 2 decimals). */
export function formatMoney(n: number | null | undefined): string {
  if (!isNumber(n)) return '';
  return moneyFormat.format(n).replace(/\u00a0/g, ' ');
}

const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let f = numberFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, f);
  }
  return f;
}

/** '1.234,50' (pt-BR grouping, exactly `decimals` decimals). */
export function formatNumber(n: number | null | undefined, decimals = 2): string {
  if (!isNumber(n)) return '';
  const digits = Math.min(20, Math.max(0, Math.trunc(decimals)));
  return numberFormat(digits).format(n);
}

const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
// No grouping: '1023 Bytes', and no '1.536 GB' to be misread as a decimal.
const fileSizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, useGrouping: false });

/**
 * File size in steps of 1024: '512 Bytes', '1,5 KB', '2 MB', '1 GB' (at most 2 decimals, trailing zeros
 * dropped; GB is the largest unit). A value that rounds up to 1024 of a unit moves to the next one
 * (1048575 bytes is '1 MB', not '1024 KB'). Exactly one byte is '1 Byte'; negative or invalid sizes are
 * '0 Bytes'.
 */
export function formatFileSize(bytes: number): string {
  if (!isNumber(bytes) || bytes <= 0) return '0 Bytes';
  // Bytes are shown whole, the other units with 2 decimals at most.
  const shown = (v: number, unit: number) => (unit === 0 ? Math.round(v) : Math.round(v * 100) / 100);
  let unit = 0;
  let value = bytes;
  while (unit < FILE_SIZE_UNITS.length - 1 && shown(value, unit) >= 1024) {
    value /= 1024;
    unit++;
  }
  const n = shown(value, unit);
  if (unit === 0) return n === 1 ? '1 Byte' : `${n} Bytes`;
  return `${fileSizeFormat.format(n)} ${FILE_SIZE_UNITS[unit]}`;
}

const digitsOf = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/** '529.982.247-25'. A value without exactly 11 digits is returned as given. */
export function formatCpf(v: string | null | undefined): string {
  const d = digitsOf(v);
  if (d.length !== 11) return v ?? '';
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/**
 * '11.222.333/0001-81', also for the alphanumeric CNPJ ('12.ABC.345/01DE-35', upper-cased). A value without
 * 14 characters of the CNPJ alphabet is returned as given.
 */
export function formatCnpj(v: string | null | undefined): string {
  const s = (v ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(s)) return v ?? '';
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}

/** PIS/PASEP/NIT as '170.33259.50-4'. A value without exactly 11 digits is returned as given. */
export function formatPis(v: string | null | undefined): string {
  const d = digitsOf(v);
  if (d.length !== 11) return v ?? '';
  return `${d.slice(0, 3)}.${d.slice(3, 8)}.${d.slice(8, 10)}-${d.slice(10)}`;
}

/** '12345-678'. A value without exactly 8 digits is returned as given. */
export function formatCep(v: string | null | undefined): string {
  const d = digitsOf(v);
  if (d.length !== 8) return v ?? '';
  return `${d.slice(0, 5)}-${d.slice(5)}`;
}

/**
 * '(85) 99999-9999' for a 9-digit number, '(85) 3333-4444' for an 8-digit one. Without a DDD only the number
 * is shown; a number of another length is shown as its digits.
 */
export function formatPhone(ddd: string | null | undefined, numero: string | null | undefined): string {
  const area = digitsOf(ddd);
  const n = digitsOf(numero);
  const body = n.length === 8 || n.length === 9 ? `${n.slice(0, -4)}-${n.slice(-4)}` : n;
  if (!area) return body;
  return body ? `(${area}) ${body}` : `(${area})`;
}

/** Text for accent- and case-insensitive matching: lower-case, diacritics removed (NFD), trimmed. */
export function normalizeSearch(s: string | null | undefined): string {
  return (s ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * Limits a text to `max` characters, the ellipsis included: 'Maria Aparecida da Silva' with 20 gives
 * 'Maria Aparecida da…'. Counts code points, so an emoji is never split; trailing spaces before the
 * ellipsis are dropped.
 */
export function truncate(s: string | null | undefined, max: number): string {
  const chars = Array.from(s ?? '');
  if (chars.length <= max) return s ?? '';
  if (max <= 0) return '';
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * An age range in words: '18 a 40 anos', 'a partir de 18 anos', 'até 40 anos'; null when neither end is
 * set. One year reads '18 anos'.
 */
export function faixaEtaria(
  minima: number | null | undefined,
  maxima: number | null | undefined,
): string | null {
  const min = minima ?? null;
  const max = maxima ?? null;
  if (min === null && max === null) return null;
  if (min === null) return `até ${max} anos`;
  if (max === null) return `a partir de ${min} anos`;
  return min === max ? `${min} anos` : `${min} a ${max} anos`;
}

/**
 * A label written for both sexes ('Casado(a)', 'Viúvo(a)') in the person's own: 'Casada' for 'F', 'Casado'
 * for 'M'; '(a)' stays when the sex is unknown ('I', empty).
 */
export function rotuloPorSexo(rotulo: string, sexo: string | null | undefined): string {
  if (sexo === 'F') return rotulo.replace(/o\(a\)/g, 'a').replace(/\(a\)/g, 'a');
  if (sexo === 'M') return rotulo.replace(/\(a\)/g, '');
  return rotulo;
}
