import type { ResourceDef } from '../resource.ts';
import { bairros } from './geral/bairros.ts';
import { cidades } from './geral/cidades.ts';
import { estados } from './geral/estados.ts';
import { empresas } from './utilitario/empresas.ts';
import { perfis } from './utilitario/perfis.ts';
import { usuarios } from './utilitario/usuarios.ts';

/** The registry: every resource served by the generic machinery. Add new ones here. */
export const RESOURCES: readonly ResourceDef[] = [estados, cidades, bairros, empresas, perfis, usuarios];

export const resourceByName = new Map(RESOURCES.map((r) => [r.name, r]));

export { bairros, cidades, empresas, estados, perfis, usuarios };
