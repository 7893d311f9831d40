/**
 * The salary in force on a date, computed in one place for the whole product: the salary-band list,
 * GET /faixas-salariais/calcularSalarioHistorico and the talent's salary all call these functions.
 *
 * A salary history row (of a band, or of a talent) is either
 * - tipo 3 (valor fixo): the amount itself, or
 * - tipo 2 (por índice): quantidade × the value of the index in force on the date asked for.
 * The row in force on a date is the latest one dated on or before it; cancelled rows never count.
 * Dates are ISO calendar dates ('YYYY-MM-DD'), compared as text.
 */

/** Salary history types (spec 2 §3): 2 = index-based, 3 = fixed value. */
export const TIPO_SALARIO = { INDICE: '2', VALOR: '3' } as const;
export type TipoSalario = (typeof TIPO_SALARIO)[keyof typeof TIPO_SALARIO];

export const TIPO_SALARIO_OPCOES = [
  { value: TIPO_SALARIO.INDICE, label: 'Por índice' },
  { value: TIPO_SALARIO.VALOR, label: 'Valor' },
] as const;

/** Status of a salary history row towards the payroll system. Cancelled rows are ignored. */
export const STATUS_HISTORICO = { AGUARDANDO: '1', CONFIRMADO: '2', CANCELADO: '3' } as const;

export const STATUS_HISTORICO_OPCOES = [
  { value: STATUS_HISTORICO.AGUARDANDO, label: 'Aguardando confirmação' },
  { value: STATUS_HISTORICO.CONFIRMADO, label: 'Confirmado' },
  { value: STATUS_HISTORICO.CANCELADO, label: 'Cancelado' },
] as const;

/** What a salary is made of: the type and, by type, index and quantity or the fixed value. */
export interface ComposicaoSalario {
  tipo: string | number | null | undefined;
  quantidade?: number | null;
  indiceId?: number | null;
  valor?: number | null;
}

/** A dated salary history row (band or talent). */
export interface HistoricoSalarial extends ComposicaoSalario {
  id?: number | null;
  data: string;
  status?: string | number | null;
}

/** A dated index value. */
export interface HistoricoIndice {
  id?: number | null;
  data: string;
  valor: number | null;
}

/** The value histories of the indices, by index id. */
export type HistoricosIndices =
  | ReadonlyMap<number, readonly HistoricoIndice[]>
  | Readonly<Record<number, readonly HistoricoIndice[]>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar date in local time, 'YYYY-MM-DD'. */
export function hojeIso(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** Rounds to cents, half away from zero (R$ 0,005 → R$ 0,01), without binary-fraction surprises. */
export function arredondarCentavos(n: number): number {
  return (Math.sign(n) * Math.round((Math.abs(n) + Number.EPSILON) * 100)) / 100;
}

/**
 * The row in force on `data`: the latest dated on or before it (on the same date, the higher id, else
 * the later in the array). Null when every row is later, or the date is not an ISO date.
 */
export function vigenteEm<T extends { data: string; id?: number | null }>(
  rows: readonly T[] | null | undefined,
  data: string,
): T | null {
  if (!rows || !ISO_DATE.test(data)) return null;
  let best: T | null = null;
  for (const r of rows) {
    if (!r || typeof r.data !== 'string' || !ISO_DATE.test(r.data) || r.data > data) continue;
    if (!best || r.data > best.data || (r.data === best.data && (r.id ?? 0) >= (best.id ?? 0))) best = r;
  }
  return best;
}

function historicosDoIndice(indices: HistoricosIndices, id: number): readonly HistoricoIndice[] {
  if (indices instanceof Map) return indices.get(id) ?? [];
  return (indices as Readonly<Record<number, readonly HistoricoIndice[]>>)[id] ?? [];
}

/** The value of an index on `data` (its latest history on or before it), or null without one. */
export function valorIndiceEm(historicos: readonly HistoricoIndice[] | null | undefined, data: string) {
  const h = vigenteEm(historicos, data);
  return h && typeof h.valor === 'number' && Number.isFinite(h.valor) ? h.valor : null;
}

const numero = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The amount of one salary composition on `data`: tipo 3 its value; tipo 2 quantidade × the index
 * value in force on `data`, rounded to cents. Null when a part is missing (no index value yet, no
 * quantity, unknown type).
 */
export function calcularSalario(
  c: ComposicaoSalario,
  indices: HistoricosIndices,
  data: string,
): number | null {
  const tipo = c.tipo == null ? null : String(c.tipo);
  if (tipo === TIPO_SALARIO.VALOR) return numero(c.valor) ? arredondarCentavos(c.valor) : null;
  if (tipo !== TIPO_SALARIO.INDICE || c.indiceId == null || !numero(c.quantidade)) return null;
  const valor = valorIndiceEm(historicosDoIndice(indices, c.indiceId), data);
  return valor === null ? null : arredondarCentavos(c.quantidade * valor);
}

/** True when the row counts for the salary (every status but cancelled). */
export const historicoValido = (h: HistoricoSalarial) =>
  h.status == null || String(h.status) !== STATUS_HISTORICO.CANCELADO;

/**
 * The salary in force on `data` from a band's (or a talent's) history: the latest valid row on or
 * before the date, valued on that date. Null before the first row, or when its value cannot be known.
 */
export function salarioEmVigor(
  historicos: readonly HistoricoSalarial[] | null | undefined,
  indices: HistoricosIndices,
  data: string,
): number | null {
  const h = vigenteEm((historicos ?? []).filter(historicoValido), data);
  return h ? calcularSalario(h, indices, data) : null;
}

/** Ids of the indices a set of histories refers to (to load their values in one query). */
export function indicesUsados(historicos: Iterable<ComposicaoSalario>): number[] {
  const ids = new Set<number>();
  for (const h of historicos)
    if (String(h.tipo) === TIPO_SALARIO.INDICE && h.indiceId != null) ids.add(h.indiceId);
  return [...ids];
}
