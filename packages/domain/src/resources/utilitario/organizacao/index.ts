import type { MenuEntry } from '../../../menu.ts';
import type { ResourceDef } from '../../../resource.ts';
import { estabelecimentos } from './estabelecimentos.ts';
import { LOG_ACCESS, LOG_PATH } from './log.ts';
import { parametrosSistema } from './parametrosSistema.ts';

export * from './camposCandidato.ts';
export * from './camposExtras.ts';
export * from './configuracao.ts';
export * from './erros.ts';
export * from './estabelecimentos.ts';
export * from './inscricao.ts';
export * from './log.ts';
export * from './mensagens.ts';
export * from './parametrosSistema.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_ORGANIZACAO: readonly ResourceDef[] = [estabelecimentos];

/** Menu entries of this part's special screens. */
export const MENU_ORGANIZACAO: MenuEntry[] = [
  {
    breadcrumb: ['Utilitários', 'Cadastros', 'Parâmetros do Sistema'],
    spaUrl: parametrosSistema.path,
    access: parametrosSistema.access.read,
  },
  { breadcrumb: ['Utilitários', 'Log'], spaUrl: LOG_PATH, access: LOG_ACCESS },
];
