import type { PartTables } from '../../db/resource-tables.ts';
import { empresa, perfil, usuario } from '../../db/schema/index.ts';

/** Companies, profiles and users are platform tables served as this module's registers. */
export const TABLES_UTILITARIO: PartTables = {
  tables: { empresas: empresa, perfis: perfil, usuarios: usuario },
};
