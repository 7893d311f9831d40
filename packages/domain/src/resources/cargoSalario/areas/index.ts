import type { MenuEntry } from '../../../menu.ts';
import type { ResourceDef } from '../../../resource.ts';
import { areasOrganizacionais } from './areasOrganizacionais.ts';
import { ORGANOGRAMA_PATH } from '../caminhos.ts';
import { cargos } from './cargos.ts';
import { gruposOcupacionais } from './gruposOcupacionais.ts';

export { ORGANOGRAMA_PATH } from '../caminhos.ts';
export * from './regras.ts';
export { areasOrganizacionais, cargos, gruposOcupacionais };

/** The resources of this part, in menu order. */
export const RESOURCES_AREAS: readonly ResourceDef[] = [areasOrganizacionais, gruposOcupacionais, cargos];

/** Menu entries of this part's special screens. */
export const MENU_AREAS: MenuEntry[] = [
  {
    breadcrumb: ['Cargos & Salários', 'Cadastros', 'Organograma'],
    spaUrl: ORGANOGRAMA_PATH,
    access: 'ROLE_CS_AREAS',
  },
];
