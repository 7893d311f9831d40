import type { z } from 'zod';
import { ano, anoAtual, filtroRelatorio, idsOpcionais } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';

/**
 * Vacancies by reason (spec 1 §7 /vaga-motivo): for one year (1900 to the current year, spec 1 §5), the
 * requisitions and vacancies opened per reason ('Motivo da solicitação'), month by month, with each
 * reason's share; then the same per organisational area. Counts the vacancy statistics' requisitions
 * (not cancelled nor rejected), by their date. Empty establishments/areas lists mean all of them.
 */
export const vagaMotivo = defineRelatorio({
  id: 'vaga-motivo',
  rota: 'vaga-motivo',
  modulo: 'captacao',
  titulo: 'Vagas por Motivo',
  descricao:
    'As vagas solicitadas no ano por motivo da solicitação, mês a mês, no total e por área organizacional.',
  filtro: filtroRelatorio({ ano, estabelecimentosIds: idsOpcionais, areasIds: idsOpcionais }),
  padrao: () => ({ ano: anoAtual(), estabelecimentosIds: [], areasIds: [] }),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});
export type FiltroVagaMotivo = z.output<typeof vagaMotivo.filtro>;
