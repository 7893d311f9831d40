import type { ResourceDef } from '../../../resource.ts';
import { anuncios } from './anuncios.ts';

export { anuncios } from './anuncios.ts';
export * from './compartilhamento.ts';
export * from './descricao.ts';
export * from './estrutura.ts';
export { MSG_ANUNCIO, MSG_ANUNCIO_ESTRUTURA } from './messages.ts';
export * from './rules.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_ANUNCIOS: readonly ResourceDef[] = [anuncios];
