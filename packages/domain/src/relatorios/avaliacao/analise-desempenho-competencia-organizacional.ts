import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO } from './filtros.ts';
import { avaliacaoId } from './filtrosDesempenho.ts';

/**
 * The organisation's competences in a performance evaluation (spec 2 §7
 * /analise-desempenho-competencia-organizacional): per competence, over the evaluated talents, the mean
 * required and chosen levels and the percentage, with the general mean.
 */
export const analiseDesempenhoCompetenciaOrganizacional = defineRelatorio({
  id: 'analise-desempenho-competencia-organizacional',
  rota: 'analise-desempenho-competencia-organizacional',
  modulo: 'avaliacao',
  titulo: 'Análise de Desempenho das Competências da Organização',
  descricao: 'Cada competência avaliada: avaliados, nível exigido médio, nível obtido médio e percentual.',
  filtro: filtroRelatorio({ avaliacaoId, areasIds: idsOpcionais }),
  padrao: () => ({ avaliacaoId: undefined as unknown as number, areasIds: [] }),
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroAnaliseDesempenhoCompetenciaOrganizacional = z.output<
  typeof analiseDesempenhoCompetenciaOrganizacional.filtro
>;
