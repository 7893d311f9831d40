import type { z } from 'zod';
import { filtroRelatorio, PERIODO, periodoPadrao } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';

/**
 * Referred candidates (spec 1 §7 /indicacao-candidato). A candidate is referred when the CV names who
 * referred them ('Indicado por') or the source ('Como ficou sabendo da vaga') is a referral (its name
 * starts with 'Indicação'). Grouped by who referred: each candidate registered or taking part in a
 * selection in the period, the requisitions joined in the period and the outcome (contratado or not).
 */
export const indicacaoCandidato = defineRelatorio({
  id: 'indicacao-candidato',
  rota: 'indicacao-candidato',
  modulo: 'captacao',
  titulo: 'Candidatos por Indicação',
  descricao: 'Quem indicou cada candidato, as solicitações em que ele entrou e se foi contratado.',
  filtro: filtroRelatorio({ ...PERIODO }),
  padrao: () => periodoPadrao(),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});
export type FiltroIndicacaoCandidato = z.output<typeof indicacaoCandidato.filtro>;
