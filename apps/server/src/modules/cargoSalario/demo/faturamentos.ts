import { hojeDemo } from '../../../db/seed/demo/datas.ts';
import { faturamentoMensal } from '../faturamentos/schema.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** How many months of revenue the demo company gets, up to the current month. */
export const DEMO_MESES_FATURAMENTO = 24;

/** Seasonality of a wholesale-and-retail company: weak January and February, strong November and December. */
const SAZONAL = [0.9, 0.88, 0.97, 0.98, 1.0, 0.99, 1.01, 1.02, 1.0, 1.03, 1.1, 1.22];

/**
 * The demo company's monthly revenue for the last 24 months (the current one included, counted from
 * Brazil's today): about R$ 5.5 million a month growing ~0.8 % a month, with seasonality, so the
 * salary-to-revenue line of /analytics/cargos-salarios has a value for every month of its default period
 * but the two ahead.
 */
export async function seedDemoFaturamentos({ tx, matrizId }: DemoCtx): Promise<void> {
  const [ano, mes] = hojeDemo().split('-').map(Number);
  const linhas = Array.from({ length: DEMO_MESES_FATURAMENTO }, (_, i) => {
    const atras = DEMO_MESES_FATURAMENTO - 1 - i;
    const d = new Date(Date.UTC(ano, mes - 1 - atras, 1));
    const m = d.getUTCMonth();
    const valor = 5_500_000 * 1.008 ** (i - DEMO_MESES_FATURAMENTO) * SAZONAL[m] * (1 + ((i * 37) % 7) / 200);
    return {
      empresaId: matrizId,
      ano: d.getUTCFullYear(),
      mes: String(m + 1).padStart(2, '0'),
      valor: Math.round(valor * 100) / 100,
    };
  });
  await tx.insert(faturamentoMensal).values(linhas);
}
