import { rotaRecurso } from '@ipe/domain/rotasRecursos';
import {
  DOCUMENTOS_A_CONFERIR_ACCESS,
  DOCUMENTOS_A_CONFERIR_PATH,
  DOCUMENTOS_ACCESS,
  documentosUrl,
} from '@ipe/domain/resources/captacao/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

const expurgosCandidatos = rotaRecurso('expurgos-candidatos');

/**
 * Screens of candidate documents, the files waiting for HR's review across candidates and the LGPD purge
 * log (its generic list plus 'Executar agora').
 */
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
  {
    path: DOCUMENTOS_A_CONFERIR_PATH,
    access: DOCUMENTOS_A_CONFERIR_ACCESS,
    component: lazy(() => import('./pedidos/DocumentosAConferirPage.tsx')),
  },
  {
    path: expurgosCandidatos.path,
    access: expurgosCandidatos.access.read,
    component: lazy(() => import('./ExpurgosPage.tsx')),
  },
];
