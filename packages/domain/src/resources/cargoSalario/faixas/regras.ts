import type { z } from 'zod';
import { TIPO_SALARIO } from '../../../salario.ts';
import { MSG_FAIXAS } from './mensagens.ts';

/** `row[campo]`, when present, must be at least 1 (spec 2 §5: quantity and value of a history). */
export function minimoUm(row: Record<string, unknown>, campo: string, message: string, ctx: z.RefinementCtx) {
  const v = row[campo];
  if (typeof v === 'number' && v < 1) ctx.addIssue({ code: 'custom', path: [campo], message });
}

/** Two rows of one history on the same date would make the value in force ambiguous. */
export function datasRepetidas(rows: unknown, campo: string, ctx: z.RefinementCtx) {
  if (!Array.isArray(rows)) return;
  const vistas = new Set<string>();
  rows.forEach((r, i) => {
    const data = (r as { data?: unknown } | null)?.data;
    if (typeof data !== 'string' || !data) return;
    if (vistas.has(data))
      ctx.addIssue({ code: 'custom', path: [campo, i, 'data'], message: MSG_FAIXAS.dataRepetida });
    vistas.add(data);
  });
}

/**
 * One salary history row of a band (spec 2 §5): tipo 2 needs the index and a quantity of at least 1,
 * tipo 3 a value of at least 1.
 */
export function validarHistoricoFaixa(row: Record<string, unknown>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (row.tipo === TIPO_SALARIO.INDICE) {
    if (row.indiceId == null) issue('indiceId', MSG_FAIXAS.indiceObrigatorio);
    if (row.quantidade == null) issue('quantidade', MSG_FAIXAS.quantidadeObrigatoria);
    else minimoUm(row, 'quantidade', MSG_FAIXAS.quantidadeMinima, ctx);
  } else if (row.tipo === TIPO_SALARIO.VALOR) {
    if (row.valor == null) issue('valor', MSG_FAIXAS.valorObrigatorio);
    else minimoUm(row, 'valor', MSG_FAIXAS.valorMinimo, ctx);
  }
}

/** Keeps only the parts of a history row its type uses (index and quantity, or the value). */
export function normalizarHistoricoFaixa<T extends Record<string, unknown>>(row: T): T {
  return row.tipo === TIPO_SALARIO.INDICE
    ? { ...row, valor: null }
    : { ...row, indiceId: null, quantidade: null };
}

/** CBO 2002 occupation codes have 6 digits ('212405'). */
export const CBO_CODIGO = /^\d{6}$/;

/**
 * Rules that depend on the company's payroll integration (empresa.acIntegra), checked by the server on
 * save and by the form: the payroll description is required when integrated, the CBO code otherwise.
 */
export function regrasIntegracaoFaixa(
  value: { nomeACPessoal?: unknown; codigoCBO?: unknown },
  acIntegra: boolean,
): { field: string; message: string }[] {
  const vazio = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
  if (acIntegra)
    return vazio(value.nomeACPessoal)
      ? [{ field: 'nomeACPessoal', message: MSG_FAIXAS.descricaoFolhaObrigatoria }]
      : [];
  return vazio(value.codigoCBO) ? [{ field: 'codigoCBO', message: MSG_FAIXAS.cboObrigatorio }] : [];
}
