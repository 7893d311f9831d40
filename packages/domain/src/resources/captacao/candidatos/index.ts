import type { ResourceDef } from '../../../resource.ts';
import { candidatos } from './candidatos.ts';

export * from './candidatos.ts';
export * from './mensagens.ts';
export * from './regras.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_CANDIDATOS: readonly ResourceDef[] = [candidatos];
