import type { ResourceDef } from '../../../resource.ts';
import { faixasSalariais } from './faixasSalariais.ts';
import { indices } from './indices.ts';

export * from './acoes.ts';
export * from './mensagens.ts';
export * from './regras.ts';
export { faixasSalariais, indices };

/** The resources of this part, in menu order. */
export const RESOURCES_FAIXAS: readonly ResourceDef[] = [faixasSalariais, indices];
