import { autoridade } from '../../module.ts';

/** This module's part of the authority catalogue (see authorities.ts). */
export const AUTHORITIES_AVALIACAO = {
  // One pair for both kinds of model: their question sets share one API (/api/avaliacao/avaliacoes).
  ROLE_AVA_MODELOS_AVALIACAO: autoridade(
    'avaliacao',
    'Modelos de avaliação e de acompanhamento do período de experiência: consultar',
  ),
  ROLE_AVA_MODELOS_AVALIACAO_EDITAR: autoridade(
    'avaliacao',
    'Modelos de avaliação e de acompanhamento do período de experiência: incluir, alterar, clonar e remover',
  ),
  ROLE_AVA_PERIODOS_EXPERIENCIA: autoridade('avaliacao', 'Períodos de experiência: consultar'),
  ROLE_AVA_PERIODOS_EXPERIENCIA_EDITAR: autoridade(
    'avaliacao',
    'Períodos de experiência: incluir, alterar e remover',
  ),
  ROLE_AVA_RELATORIOS: autoridade(
    'avaliacao',
    'Relatórios do acompanhamento do período de experiência: gerar',
  ),
} as const;
