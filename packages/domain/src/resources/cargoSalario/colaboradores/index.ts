import type { ResourceDef } from '../../../resource.ts';
import { colaboradores } from './colaboradores.ts';

export { colaboradores } from './colaboradores.ts';
export * from './enums.ts';
export * from './messages.ts';
export * from './rules.ts';
export * from './usuarios.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_COLABORADORES: readonly ResourceDef[] = [colaboradores];
