import { DOCUMENTOS_ACCESS, documentosUrl } from '@ipe/domain/resources/captacao/documentos/index';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

/** Screens of candidate documents (the LGPD purge log is the generic list of its declaration). */
export const ROUTES_DOCUMENTOS: AppRoute[] = [
  {
    path: documentosUrl(':id'),
    access: DOCUMENTOS_ACCESS.read,
    component: lazy(() => import('./DocumentosAnexosPage.tsx')),
  },
  {
    path: `${documentosUrl(':id')}/new`,
    access: DOCUMENTOS_ACCESS.write,
    component: lazy(() => import('./DocumentoAnexoNovoPage.tsx')),
  },
];
