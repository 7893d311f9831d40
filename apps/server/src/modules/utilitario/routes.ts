import {
  empresasDoUsuario,
  empresasGeridas as empresasGeridasContrato,
} from '@ipe/domain/resources/utilitario/contratosUsuarios';
import { relatarErro } from '@ipe/domain/sessaoContratos';
import { rota } from '../../platform/http/rota.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { erroRelatado } from '../../db/schema/index.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import type { CrudHooks } from '../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../platform/modules.ts';
import { empresasGeridas, exigirUsuarioVisivel, vinculosDe } from './usuarios/gestao.ts';
import { perfisHooks, usuariosHooks } from './usuarios/hooks.ts';

export async function registerUtilitario(
  fastify: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const opcoes = { config: { access: 'ROLE_UTI_USUARIOS' } } as const;
  rota(app, empresasDoUsuario, opcoes, async (req) => {
    await exigirUsuarioVisivel(db, sessionOf(req), req.params.id);
    return vinculosDe(db, req.params.id);
  });

  // The companies where the session gives access to users (the user form offers only these).
  rota(app, empresasGeridasContrato, opcoes, async (req) => empresasGeridas(db, sessionOf(req)));

  // Reports sent from the 500 page ("Enviar"), joined to the server log by the error id.
  rota(app, relatarErro, { config: { access: 'public' } }, async (req, reply) => {
    const [row] = await db
      .insert(erroRelatado)
      .values({ ...req.body, usuarioId: req.session?.usuarioId, empresaId: req.session?.empresaId })
      .returning({ id: erroRelatado.id });
    req.log.warn({ erroId: req.body.erroId, relatoId: row.id }, 'erro relatado pelo usuário');
    return reply.status(201).send({ id: row.id, message: 'Relatório de erro enviado. Obrigado!' });
  });

  return { usuarios: usuariosHooks(db), perfis: perfisHooks() };
}
