import type { PartTables } from '../../../db/resource-tables.ts';
import { limiteColaborador, menuExtra, menuExtraLink, sugestaoMelhoria } from './schema.ts';

/** Tables of the extra menus, improvement suggestions and collaborator limits (db/resource-tables.ts). */
export const TABLES_EXTRAS: PartTables = {
  tables: {
    'menu-extra': menuExtra,
    'sugestao-de-melhoria': sugestaoMelhoria,
    'configuracoes-limite-colaborador': limiteColaborador,
  },
  items: { 'menu-extra.links': { table: menuExtraLink, owner: menuExtraLink.menuExtraId } },
  labels: { menu_extra_link: 'Links de menus extras' },
};
