import type { ResourceDef } from '../../../resource.ts';
import { faturamentosMensais } from './faturamentosMensais.ts';

export * from './faturamentosMensais.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_FATURAMENTOS: readonly ResourceDef[] = [faturamentosMensais];
