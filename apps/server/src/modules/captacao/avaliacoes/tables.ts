import type { PartTables } from '../../../db/resource-tables.ts';
import { modeloAvaliacaoCandidato } from '../schema.ts';

/** Tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_AVALIACOES_CAPTACAO: PartTables = {
  tables: { 'modelos-avaliacao-candidato': modeloAvaliacaoCandidato },
  labels: {
    avaliacao_candidato: 'Avaliações de Candidatos',
    questionario: 'Questionários',
    questionario_resposta: 'Respostas de Questionários',
    resposta: 'Respostas',
    pergunta: 'Perguntas',
    aspecto: 'Aspectos',
    opcao_resposta: 'Opções de Resposta',
  },
};
