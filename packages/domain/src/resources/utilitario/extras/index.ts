import type { ResourceDef } from '../../../resource.ts';
import { configuracoesLimiteColaborador } from './limiteColaborador.ts';
import { menusExtras } from './menuExtra.ts';
import { sugestoesMelhoria } from './sugestoesMelhoria.ts';

export * from './limiteColaborador.ts';
export * from './mensagens.ts';
export * from './menuExtra.ts';
export * from './sugestoesMelhoria.ts';

/** The resources of this part (extra menus, suggestions, collaborator limit), in menu order. */
export const RESOURCES_EXTRAS: readonly ResourceDef[] = [
  menusExtras,
  sugestoesMelhoria,
  configuracoesLimiteColaborador,
];
