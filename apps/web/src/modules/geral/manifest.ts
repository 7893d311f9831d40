import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { WebModule } from '../types.ts';

const documentosAnexos = rotaRecurso('documentos-anexos');

const DocumentoAnexoFormPage = lazy(() => import('./DocumentoAnexoFormPage.tsx'));

/** Geral: the attached documents' screens (the file beside the generic fields); the rest is generic. */
export const geral: WebModule = {
  id: 'geral',
  routes: [
    {
      path: documentosAnexos.path,
      access: documentosAnexos.access.read,
      component: lazy(() => import('./DocumentosAnexosListPage.tsx')),
    },
    {
      path: `${documentosAnexos.path}/new`,
      access: documentosAnexos.access.write,
      component: DocumentoAnexoFormPage,
    },
    {
      path: `${documentosAnexos.path}/:id`,
      access: documentosAnexos.access.read,
      component: DocumentoAnexoFormPage,
    },
  ],
};
