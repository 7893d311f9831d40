import type { PartTables } from '../../../db/resource-tables.ts';
import {
  areaFormacao,
  areaFormacaoCargo,
  areaInteresse,
  comoFicouSabendoVaga,
  etapaSeletiva,
  idioma,
  motivoSolicitacao,
} from './schema.ts';

/** Tables of the recruitment registers (see db/resource-tables.ts). */
export const TABLES_CADASTROS_CAPTACAO: PartTables = {
  tables: {
    'areas-interesse': areaInteresse,
    'areas-formacao': areaFormacao,
    'etapas-seletivas': etapaSeletiva,
    'motivos-solicitacao': motivoSolicitacao,
    'como-ficou-sabendo-vaga': comoFicouSabendoVaga,
    idiomas: idioma,
  },
  links: {
    'areas-formacao.cargosIds': {
      table: areaFormacaoCargo,
      owner: areaFormacaoCargo.areaFormacaoId,
      target: areaFormacaoCargo.cargoId,
    },
  },
  labels: { area_formacao_cargo: 'Áreas de Formação' },
};
