import type { PartTables } from '../../db/resource-tables.ts';
import { modeloAvaliacao, periodoExperiencia } from './schema.ts';

/** Tables of the evaluation module's resources (see db/resource-tables.ts); views share their base's. */
export const TABLES_AVALIACAO: PartTables = {
  tables: { avaliacoes: modeloAvaliacao, 'periodos-experiencia': periodoExperiencia },
  labels: {
    modelo_avaliacao: 'Modelos de Avaliação',
    acompanhamento_experiencia: 'Acompanhamentos do Período de Experiência',
  },
};
