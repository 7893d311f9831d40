import type { MenuEntry } from '../../../menu.ts';
import type { ResourceDef } from '../../../resource.ts';
import { areasOrganizacionais } from './areasOrganizacionais.ts';
import { cargos } from './cargos.ts';
import { gruposOcupacionais } from './gruposOcupacionais.ts';

export * from './regras.ts';
export { areasOrganizacionais, cargos, gruposOcupacionais };

/** The resources of this part, in menu order. */
export const RESOURCES_AREAS: readonly ResourceDef[] = [areasOrganizacionais, gruposOcupacionais, cargos];

/** The organisation chart screen (a special screen, not a resource). */
export const ORGANOGRAMA_PATH = '/cargo-salario/areas-organizacionais/organograma';

/** Menu entries of this part's special screens. */
export const MENU_AREAS: MenuEntry[] = [
  {
    breadcrumb: ['Cargos & Salários', 'Cadastros', 'Organograma'],
    spaUrl: ORGANOGRAMA_PATH,
    access: 'ROLE_CS_AREAS',
  },
];
