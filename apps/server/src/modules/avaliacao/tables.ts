import type { PartTables } from '../../db/resource-tables.ts';
import { avaliacaoDesempenho } from './desempenho/schema.ts';
import { modeloAvaliacao, nineBox, nineBoxQuadrante, periodoExperiencia } from './schema.ts';

/** Tables of the evaluation module's resources (see db/resource-tables.ts); views share their base's. */
export const TABLES_AVALIACAO: PartTables = {
  tables: {
    avaliacoes: modeloAvaliacao,
    'periodos-experiencia': periodoExperiencia,
    'avaliacoes-desempenho': avaliacaoDesempenho,
    ninebox: nineBox,
  },
  items: { 'ninebox.boxes': { table: nineBoxQuadrante, owner: nineBoxQuadrante.nineBoxId } },
  labels: {
    modelo_avaliacao: 'Modelos de Avaliação',
    acompanhamento_experiencia: 'Acompanhamentos do Período de Experiência',
    avaliacao_desempenho: 'Avaliações de Desempenho',
    avaliado_avaliacao_desempenho: 'Avaliados da Avaliação de Desempenho',
    participante_avaliacao_desempenho: 'Participantes da Avaliação de Desempenho',
    resposta_competencia_desempenho: 'Níveis de Competência das Avaliações de Desempenho',
    nine_box: 'Configurações do Nine Box',
  },
};
