import type { ResourceDef } from '../../resource.ts';
import { ambientes } from './ambientes.ts';
import { funcoes } from './funcoes.ts';

export { ambientes } from './ambientes.ts';
export { funcoes } from './funcoes.ts';

/** SST registers declared so far (minimal; the SST issue extends them). */
export const RESOURCES_SST: readonly ResourceDef[] = [ambientes, funcoes];
