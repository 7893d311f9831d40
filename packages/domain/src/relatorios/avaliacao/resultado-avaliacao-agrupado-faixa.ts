import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO } from './filtros.ts';
import { avaliacaoId } from './filtrosDesempenho.ts';

/**
 * The performance evaluation's results grouped by the evaluated talents' salary band (spec 2 §7
 * /resultado-avaliacao-agrupado-faixa), each band with its mean result.
 */
export const resultadoAvaliacaoAgrupadoFaixa = defineRelatorio({
  id: 'resultado-avaliacao-agrupado-faixa',
  rota: 'resultado-avaliacao-agrupado-faixa',
  modulo: 'avaliacao',
  titulo: 'Resultado da Avaliação de Desempenho por Faixa Salarial',
  descricao: 'Os resultados dos avaliados agrupados pela faixa salarial, com a média de cada faixa.',
  filtro: filtroRelatorio({ avaliacaoId, faixasIds: idsOpcionais, areasIds: idsOpcionais }),
  padrao: () => ({ avaliacaoId: undefined as unknown as number, faixasIds: [], areasIds: [] }),
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroResultadoAvaliacaoAgrupadoFaixa = z.output<typeof resultadoAvaliacaoAgrupadoFaixa.filtro>;
