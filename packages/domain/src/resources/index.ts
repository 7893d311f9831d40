import { DOMAIN_MODULES } from '../modules.ts';
import type { ResourceDef } from '../resource.ts';
import { bairros } from './geral/bairros.ts';
import { cidades } from './geral/cidades.ts';
import { estados } from './geral/estados.ts';
import { empresas } from './utilitario/empresas.ts';
import { perfis } from './utilitario/perfis.ts';
import { usuarios } from './utilitario/usuarios.ts';

/** The registry: every resource served by the generic machinery, from each module's manifest. */
export const RESOURCES: readonly ResourceDef[] = DOMAIN_MODULES.flatMap((m) => m.resources);

export const resourceByName = new Map(RESOURCES.map((r) => [r.name, r]));

export { bairros, cidades, empresas, estados, perfis, usuarios };
