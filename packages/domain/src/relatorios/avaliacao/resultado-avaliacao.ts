import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais, PERIODO, periodoPadrao } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { ACESSO_RELATORIOS_AVALIACAO, areasIds, modeloId } from './filtros.ts';

/**
 * The result of each follow-up of one model answered in a period (spec 2 §7 /resultado-avaliacao): the
 * score percentage against the model's minimum approval percentage, 'Aprovado' when it reaches it.
 */
export const resultadoAvaliacao = defineRelatorio({
  id: 'resultado-avaliacao',
  rota: 'resultado-avaliacao',
  modulo: 'avaliacao',
  titulo: 'Resultado da Avaliação de Experiência',
  descricao:
    'A performance de cada acompanhamento do modelo respondido no período, comparada ao percentual mínimo de aprovação.',
  filtro: filtroRelatorio({ ...PERIODO, modeloId, areasIds, estabelecimentosIds: idsOpcionais }),
  padrao: () => ({
    ...periodoPadrao(),
    modeloId: undefined as unknown as number, // none chosen yet: the screen asks for one
    areasIds: [],
    estabelecimentosIds: [],
  }),
  xlsx: true,
  access: ACESSO_RELATORIOS_AVALIACAO,
});
export type FiltroResultadoAvaliacao = z.output<typeof resultadoAvaliacao.filtro>;
