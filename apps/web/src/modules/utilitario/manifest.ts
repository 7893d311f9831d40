import { ROTAS_RECURSOS } from '@ipe/domain/rotasRecursos';
import { lazy } from 'react';
import type { WebModule } from '../types.ts';
import { ROUTES_EMAILS } from './emails/routes.ts';
import { ROUTES_EXTRAS } from './extras/routes.ts';
import { ROUTES_ENVIAR_MENSAGEM } from './mensagens/routes.ts';
import { ROUTES_ORGANIZACAO } from './organizacao/routes.ts';
import { ROUTES_TAREFAS_AGENDADAS } from './tarefasAgendadas/routes.ts';

const usuarios = ROTAS_RECURSOS.find((r) => r.name === 'usuarios');
const UsuarioFormPage = lazy(() => import('./UsuarioFormPage.tsx'));

/** Utilitários: users (the generic form plus the password and the profile per company), organisation, mail. */
export const utilitario: WebModule = {
  id: 'utilitario',
  routes: [
    {
      path: '/utilitario/usuarios/new',
      access: usuarios?.access.write ?? 'ROLE_UTI_USUARIOS_EDITAR',
      component: UsuarioFormPage,
    },
    {
      path: '/utilitario/usuarios/:id',
      access: usuarios?.access.read ?? 'ROLE_UTI_USUARIOS',
      component: UsuarioFormPage,
    },
    ...ROUTES_ORGANIZACAO,
    ...ROUTES_EMAILS,
    ...ROUTES_TAREFAS_AGENDADAS,
    ...ROUTES_EXTRAS,
    ...ROUTES_ENVIAR_MENSAGEM,
  ],
};
