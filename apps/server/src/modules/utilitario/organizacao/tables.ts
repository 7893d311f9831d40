import type { PartTables } from '../../../db/resource-tables.ts';
import { estabelecimento } from '../schema.ts';

/** Tables, link tables and child tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_ORGANIZACAO: PartTables = {
  tables: { estabelecimentos: estabelecimento },
  labels: {
    campo_extra_config: 'Configurações de campos extras',
    campos_extras: 'Campos extras',
    campo_candidato_config: 'Configurações do formulário de candidato',
    parametros_sistema: 'Parâmetros do Sistema',
  },
};
