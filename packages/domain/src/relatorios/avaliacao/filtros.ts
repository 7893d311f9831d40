/**
 * Filter pieces of the experience follow-up reports (spec 2 §5 'Evaluation reports'): the evaluation model
 * (required: 'Modelo de Avaliação é obrigatório'), areas ≥ 1 ('Selecione ao menos uma Área Organizacional'),
 * experience periods 1 to 6, talents ≥ 1. The spec gives the texts of the first two; the others are ours.
 */
import { z } from 'zod';
import { idsAoMenosUm, MSG_FILTRO } from '../filtros.ts';

export const PERIODOS_MAXIMO = 6;

export const MSG_FILTRO_AVALIACAO = {
  modeloObrigatorio: 'Modelo de Avaliação é obrigatório',
  selecioneArea: MSG_FILTRO.selecioneArea,
  selecionePeriodo: 'Selecione ao menos um Período de Experiência',
  periodosMaximo: `Selecione no máximo ${PERIODOS_MAXIMO} Períodos de Experiência`,
  selecioneTalento: 'Selecione ao menos um Talento',
} as const;

/** The follow-up model whose answers are read (one model: the score is relative to its questions). */
export const modeloId = z
  .number({ error: MSG_FILTRO_AVALIACAO.modeloObrigatorio })
  .int({ error: MSG_FILTRO_AVALIACAO.modeloObrigatorio })
  .positive({ error: MSG_FILTRO_AVALIACAO.modeloObrigatorio });

export const areasIds = idsAoMenosUm(MSG_FILTRO_AVALIACAO.selecioneArea);
export const colaboradoresIds = idsAoMenosUm(MSG_FILTRO_AVALIACAO.selecioneTalento);

/** The experience periods shown (one column block per period): 1 to 6. */
export const periodosIds = idsAoMenosUm(MSG_FILTRO_AVALIACAO.selecionePeriodo).max(
  PERIODOS_MAXIMO,
  MSG_FILTRO_AVALIACAO.periodosMaximo,
);

export const ACESSO_RELATORIOS_AVALIACAO = 'ROLE_AVA_RELATORIOS' as const;
