/** Contracts of the user form's reads: the user's companies with their profile, the managed companies. */
import { z } from 'zod';
import { defineContrato } from '../../contrato.ts';

export const empresasDoUsuario = defineContrato('GET /api/utilitario/usuarios/:id/empresas', {
  summary: 'Empresas do usuário, com o perfil em cada uma',
  params: z.object({ id: z.coerce.number().int() }),
  response: z.array(z.object({ empresaId: z.number(), perfilId: z.number() })),
});

/** The companies where the session gives access to users (the user form offers only these). */
export const empresasGeridas = defineContrato('GET /api/utilitario/usuarios/empresas-geridas', {
  summary: 'Empresas em que a sessão dá acesso aos usuários',
  response: z.array(z.number()),
});
