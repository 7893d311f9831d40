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
    'Relatórios de avaliação (acompanhamento do período de experiência e desempenho): gerar',
  ),
  // Read: HR all talents, a manager (a user linked to a talent) the talents of its areas.
  ROLE_AVA_ACOMPANHAMENTO_EXPERIENCIA: autoridade(
    'avaliacao',
    'Acompanhamento do período de experiência: consultar, responder e imprimir',
  ),
  ROLE_AVA_ACOMPANHAMENTO_EXPERIENCIA_EDITAR: autoridade(
    'avaliacao',
    'Acompanhamento do período de experiência: definir modelos, criar, decidir, remover e responder por outro usuário',
  ),
  // The performance evaluation: HR all talents; a manager (area-scoped) the evaluated talents of its areas.
  ROLE_AVA_AVALIACOES_DESEMPENHO: autoridade('avaliacao', 'Avaliações de desempenho: consultar'),
  ROLE_AVA_AVALIACOES_DESEMPENHO_EDITAR: autoridade(
    'avaliacao',
    'Avaliações de desempenho: incluir, alterar, definir participantes, liberar, clonar, enviar e-mail e remover',
  ),
  ROLE_AVA_NINEBOX: autoridade('avaliacao', 'Nine Box: consultar a configuração'),
  ROLE_AVA_NINEBOX_EDITAR: autoridade('avaliacao', 'Nine Box: incluir, alterar e remover a configuração'),
  ROLE_AVA_NINEBOX_GRAFICO: autoridade('avaliacao', 'Nine Box: gráfico, relatório e avaliadores pendentes'),
  ROLE_AVA_ANALYTICS: autoridade('avaliacao', 'Analytics de Desempenho: consultar'),
} as const;
