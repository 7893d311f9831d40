import type { ResourceDef } from '../../../resource.ts';
import { anuncios } from './anuncios.ts';

export { anuncios } from './anuncios.ts';
export * from './compartilhamento.ts';
export { MSG_ANUNCIO } from './messages.ts';
export * from './rules.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_ANUNCIOS: readonly ResourceDef[] = [anuncios];
