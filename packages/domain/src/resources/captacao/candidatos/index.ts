import type { ResourceDef } from '../../../resource.ts';
import { candidatos } from './candidatos.ts';

export { candidatos } from './candidatos.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_CANDIDATOS: readonly ResourceDef[] = [candidatos];
