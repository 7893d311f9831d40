import type { z } from 'zod';
import { arredondarCentavos } from '../../../salario.ts';
import { PERCENTUAL_MAXIMO_REAJUSTE, VALOR_MAXIMO_REAJUSTE } from './enums.ts';
import { MSG_REAJUSTE as M } from './mensagens.ts';

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });
const vazio = (v: unknown) => v === null || v === undefined || v === '';

/**
 * A proposed salary composition (spec 2 §5 'Realignment'): type 2 needs the index ('Índice é requerido')
 * and a positive quantity, type 3 the value ('Valor é obrigatório'), never 0 and at most 999999.99.
 */
export function validarComposicao(
  c: { tipo: unknown; indiceId?: unknown; quantidade?: unknown; valor?: unknown },
  campos: { indiceId?: string; quantidade?: string; valor: string },
  ctx: Ctx,
) {
  const tipo = String(c.tipo ?? '');
  if (tipo === '2') {
    if (campos.indiceId && vazio(c.indiceId)) issue(ctx, campos.indiceId, M.indiceRequerido);
    if (campos.quantidade) {
      if (vazio(c.quantidade)) issue(ctx, campos.quantidade, M.quantidadeObrigatoria);
      else if (Number(c.quantidade) <= 0) issue(ctx, campos.quantidade, M.quantidadeInvalida);
    }
  }
  if (tipo === '3') {
    if (vazio(c.valor)) issue(ctx, campos.valor, M.valorObrigatorio);
    else validarValor(Number(c.valor), campos.valor, ctx);
  }
}

/** A value of the adjustment: not 0, at most 999999.99 (in absolute value). */
export function validarValor(v: number, campo: string, ctx: Ctx) {
  if (v === 0) issue(ctx, campo, M.valorZero);
  else if (Math.abs(v) > VALOR_MAXIMO_REAJUSTE) issue(ctx, campo, M.valorMaximo);
}

/** A percentage of the adjustment: not 0, at most 999.999%. */
export function validarPercentual(v: number, campo: string, ctx: Ctx) {
  if (v === 0) issue(ctx, campo, M.percentualZero);
  else if (Math.abs(v) > PERCENTUAL_MAXIMO_REAJUSTE) issue(ctx, campo, M.percentualMaximo);
}

/** The adjusted amount: `atual` plus `valor` percent ('P') or plus `valor` ('V'), in cents. */
export function ajustar(atual: number, forma: string, valor: number): number {
  return arredondarCentavos(forma === 'P' ? atual * (1 + valor / 100) : atual + valor);
}

/** The difference of a proposal: in reais and in percent of the current value (null without one). */
export function diferenca(atual: number | null, proposto: number | null) {
  if (atual == null || proposto == null) return { valorDiferenca: null, percentualDiferenca: null };
  const valorDiferenca = arredondarCentavos(proposto - atual);
  const percentualDiferenca = atual === 0 ? null : Math.round((valorDiferenca / atual) * 1e6) / 1e4;
  return { valorDiferenca, percentualDiferenca };
}
