import { z } from 'zod';
import { MSG } from '../../../messages.ts';

/** One row of the 'Generic count register' (spec 1 §3): id, nome, qtd, percentual. */
export const linhaContagem = z.object({
  id: z.number(),
  nome: z.string(),
  qtd: z.number(),
  percentual: z.number(),
});
export type LinhaContagem = z.output<typeof linhaContagem>;

/**
 * Each count's share of the total in percent with two decimals, rounded so that the shares add up to
 * exactly 100 (largest remainder: the hundredths lost by rounding down go to the largest remainders).
 * All zero when the total is zero.
 */
export function percentuais(qtds: readonly number[]): number[] {
  const total = qtds.reduce((a, b) => a + b, 0);
  if (total <= 0) return qtds.map(() => 0);
  const exatos = qtds.map((q) => (q * 10_000) / total);
  const base = exatos.map(Math.floor);
  let faltam = 10_000 - base.reduce((a, b) => a + b, 0);
  const ordem = exatos
    .map((e, i) => ({ i, resto: e - base[i] }))
    .sort((a, b) => b.resto - a.resto || a.i - b.i);
  for (const { i } of ordem) {
    if (faltam <= 0) break;
    base[i] += 1;
    faltam -= 1;
  }
  return base.map((c) => c / 100);
}

const data = z.iso.date({ error: 'Data inválida' });

/** Optional period of a count or statistics query: both ends optional, end not before start. */
export const periodoOpcional = z
  .object({ dataIni: data.optional(), dataFim: data.optional() })
  .refine((p) => !p.dataIni || !p.dataFim || p.dataFim >= p.dataIni, {
    path: ['dataFim'],
    message: MSG.dataFinalInferior,
  });
