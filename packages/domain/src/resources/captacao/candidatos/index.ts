import type { MenuEntry } from '../../../menu.ts';
import type { ResourceDef } from '../../../resource.ts';
import { candidatos } from './candidatos.ts';
import {
  CONFIGURACAO_CANDIDATO_ACCESS,
  CONFIGURACAO_CANDIDATO_PATH,
  CONFIGURACAO_CANDIDATO_TITULO,
} from './configuracao.ts';

export * from './candidatos.ts';
export * from './configuracao.ts';
export * from './estrangeiro.ts';
export * from './mensagens.ts';
export * from './regras.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_CANDIDATOS: readonly ResourceDef[] = [candidatos];

export const MENU_CANDIDATOS: MenuEntry[] = [
  {
    breadcrumb: ['Recrutamento & Seleção', 'Cadastros', CONFIGURACAO_CANDIDATO_TITULO],
    spaUrl: CONFIGURACAO_CANDIDATO_PATH,
    access: CONFIGURACAO_CANDIDATO_ACCESS,
  },
];
