import { onlyDigits, SENHA_MINIMO } from '@ipe/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { erroRelatado, usuario, usuarioEmpresa } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { SUPER_USER_ID } from '../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../platform/crud/routes.ts';
import { badRequest, fieldErrors, zodEntries } from '../../platform/http/errors.ts';
import type { ModuleDeps } from '../index.ts';

/** Extra body of a user beside the generic fields: a new password and the profile per company. */
const usuarioExtras = z.object({
  senha: z
    .string()
    .min(SENHA_MINIMO, `A senha deve ter no mínimo ${SENHA_MINIMO} caracteres`)
    .nullish()
    .or(z.literal('').transform(() => null)),
  empresas: z
    .array(
      z.object({
        empresaId: z.number().int().positive(),
        perfilId: z.number({ error: 'Perfil é obrigatório' }).int().positive('Perfil é obrigatório'),
      }),
    )
    .optional(),
});

export async function registerUtilitario(
  fastify: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/utilitario/usuarios/:id/empresas',
    {
      config: { access: 'ROLE_UTI_USUARIOS' },
      schema: { params: z.object({ id: z.coerce.number().int() }) },
    },
    async (req) =>
      db
        .select({ empresaId: usuarioEmpresa.empresaId, perfilId: usuarioEmpresa.perfilId })
        .from(usuarioEmpresa)
        .where(eq(usuarioEmpresa.usuarioId, req.params.id)),
  );

  // Reports sent from the 500 page ("Enviar"), joined to the server log by the error id.
  app.post(
    '/api/erros',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({
          erroId: z
            .string({ error: 'Identificador do erro é obrigatório' })
            .trim()
            .min(1, 'Identificador do erro é obrigatório')
            .max(64),
          mensagem: z.string().max(2000).nullish(),
          detalhes: z.string().max(20000).nullish(),
          url: z.string().max(2000).nullish(),
        }),
      },
    },
    async (req, reply) => {
      const [row] = await db
        .insert(erroRelatado)
        .values({ ...req.body, usuarioId: req.session?.usuarioId, empresaId: req.session?.empresaId })
        .returning({ id: erroRelatado.id });
      req.log.warn({ erroId: req.body.erroId, relatoId: row.id }, 'erro relatado pelo usuário');
      return reply.status(201).send({ id: row.id, message: 'Relatório de erro enviado. Obrigado!' });
    },
  );

  return {
    usuarios: {
      beforeDelete({ session, id }) {
        if (id === SUPER_USER_ID) throw badRequest('O administrador da instalação não pode ser removido.');
        if (id === session.usuarioId) throw badRequest('Você não pode remover o próprio usuário.');
      },
      validate: (body) => {
        const extras = usuarioExtras.safeParse(body);
        return extras.success ? [] : zodEntries(extras.error.issues);
      },
      async beforeSave({ db: tx, id, data }) {
        // The installation's administrator can be neither switched off nor locked out.
        if (id === SUPER_USER_ID && data.ativo === false)
          throw fieldErrors([
            { field: 'ativo', message: 'O administrador da instalação não pode ser desativado.' },
          ]);
        const [dup] = await tx
          .select({ id: usuario.id })
          .from(usuario)
          .where(and(eq(usuario.cpf, onlyDigits(String(data.cpf))), id ? ne(usuario.id, id) : undefined));
        if (dup) throw fieldErrors([{ field: 'cpf', message: 'Já existe um usuário com este CPF.' }]);
      },
      async afterSave({ db: tx, session, id, body }) {
        const extras = usuarioExtras.safeParse(body);
        if (!extras.success) throw fieldErrors(zodEntries(extras.error.issues));
        if (extras.data.senha)
          await tx
            .update(usuario)
            .set({ senhaHash: await hashPassword(extras.data.senha) })
            .where(eq(usuario.id, id));
        if (extras.data.empresas) {
          // Only the super user grants other companies; others edit the link of their own company.
          const links =
            session.usuarioId === SUPER_USER_ID
              ? extras.data.empresas
              : extras.data.empresas.filter((e) => e.empresaId === session.empresaId);
          await tx
            .delete(usuarioEmpresa)
            .where(
              and(
                eq(usuarioEmpresa.usuarioId, id),
                session.usuarioId === SUPER_USER_ID
                  ? undefined
                  : eq(usuarioEmpresa.empresaId, session.empresaId),
              ),
            );
          if (links.length)
            await tx.insert(usuarioEmpresa).values(links.map((l) => ({ ...l, usuarioId: id })));
        }
      },
    },
  };
}
