import type { z } from 'zod';
import { filtroRelatorio, isoLocal, PERIODO } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO } from './filtros.ts';
import { candidatosIds } from './filtrosDesempenho.ts';

/**
 * The chosen talents' results across the performance evaluations ending in the period (spec 2 §7
 * /comparativo-performance-talento; §5 'Selecione ao menos um candidato'), oldest first, with the change
 * from the previous one.
 */
export const comparativoPerformanceTalento = defineRelatorio({
  id: 'comparativo-performance-talento',
  rota: 'comparativo-performance-talento',
  modulo: 'avaliacao',
  titulo: 'Comparativo de Performance do Talento',
  descricao: 'O resultado de cada talento nas avaliações de desempenho do período e a variação entre elas.',
  filtro: filtroRelatorio({ ...PERIODO, colaboradoresIds: candidatosIds }),
  padrao: () => {
    const hoje = new Date();
    return { dataIni: `${hoje.getFullYear() - 2}-01-01`, dataFim: isoLocal(hoje), colaboradoresIds: [] };
  },
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroComparativoPerformanceTalento = z.output<typeof comparativoPerformanceTalento.filtro>;
