import type { ResourceDef } from '../../../resource.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_FAIXAS: readonly ResourceDef[] = [];
