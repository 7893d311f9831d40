import { ENVIAR_MENSAGEM_ACCESS, ENVIAR_MENSAGEM_PATH } from '@ipe/domain/resources/utilitario/rotas';
import { lazy } from 'react';
import type { AppRoute } from '../../types.ts';

/** 'Utilitários > Enviar mensagem' (messages to the home page's boxes). */
export const ROUTES_ENVIAR_MENSAGEM: AppRoute[] = [
  {
    path: ENVIAR_MENSAGEM_PATH,
    access: ENVIAR_MENSAGEM_ACCESS,
    component: lazy(() => import('./EnviarMensagemPage.tsx')),
  },
];
