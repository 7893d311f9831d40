import { onlyDigits, SENHA_MINIMO } from '@ipe/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { usuario, usuarioEmpresa } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import { deleteUserSessions, SUPER_USER_ID } from '../../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { badRequest, fieldErrors, zodEntries } from '../../../platform/http/errors.ts';
import {
  conferirPerfil,
  conferirVinculos,
  exigirUsuarioGerido,
  isSuperUser,
  mesmosVinculos,
  perfisVisiveis,
  usuariosVisiveis,
  vinculosDe,
} from './gestao.ts';

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
const extrasOf = (body: unknown) => {
  const extras = usuarioExtras.safeParse(body);
  if (!extras.success) throw fieldErrors(zodEntries(extras.error.issues));
  return extras.data;
};

export const MSG_USUARIO = {
  adminRemovido: 'O administrador da instalação não pode ser removido.',
  adminDesativado: 'O administrador da instalação não pode ser desativado.',
  adminExpira: 'O acesso do administrador da instalação não expira.',
  removerProprio: 'Você não pode remover o próprio usuário.',
  desativarProprio: 'Você não pode desativar o próprio usuário.',
  proprioVinculo: 'Você não pode alterar as próprias empresas e perfis.',
  propriaSenha: "Altere a própria senha em 'Alterar Minha Senha'.",
  cpfDuplicado: 'Já existe um usuário com este CPF.',
} as const;

/** The generic user register, restricted to what the session manages (see gestao.ts). */
export function usuariosHooks(db: Db): CrudHooks {
  return {
    scope: ({ session }) => usuariosVisiveis(session),
    async beforeDelete({ session, id }) {
      await exigirUsuarioGerido(db, session, id);
      if (id === SUPER_USER_ID) throw badRequest(MSG_USUARIO.adminRemovido);
      if (id === session.usuarioId) throw badRequest(MSG_USUARIO.removerProprio);
    },
    validate: (body) => {
      const extras = usuarioExtras.safeParse(body);
      return extras.success ? [] : zodEntries(extras.error.issues);
    },
    async beforeSave({ db: tx, session, id, data, body }) {
      if (id !== null) await exigirUsuarioGerido(tx, session, id);
      const { senha, empresas } = extrasOf(body);
      const entries: { field: string; message: string }[] = [];
      // The installation's administrator can be neither switched off nor locked out.
      if (id === SUPER_USER_ID && data.ativo === false)
        entries.push({ field: 'ativo', message: MSG_USUARIO.adminDesativado });
      if (id === SUPER_USER_ID && data.dataExpiracao)
        entries.push({ field: 'dataExpiracao', message: MSG_USUARIO.adminExpira });
      if (id === session.usuarioId) {
        if (data.ativo === false && id !== SUPER_USER_ID)
          entries.push({ field: 'ativo', message: MSG_USUARIO.desativarProprio });
        // The own password changes where the current one is checked, never from an open session alone.
        if (senha) entries.push({ field: 'senha', message: MSG_USUARIO.propriaSenha });
        if (empresas && !isSuperUser(session) && !mesmosVinculos(empresas, await vinculosDe(tx, id)))
          entries.push({ field: 'empresas', message: MSG_USUARIO.proprioVinculo });
      } else if (empresas || id === null)
        entries.push(...(await conferirVinculos(tx, session, empresas ?? [])));
      const [dup] = await tx
        .select({ id: usuario.id })
        .from(usuario)
        .where(and(eq(usuario.cpf, onlyDigits(String(data.cpf))), id ? ne(usuario.id, id) : undefined));
      if (dup) entries.push({ field: 'cpf', message: MSG_USUARIO.cpfDuplicado });
      if (entries.length) throw fieldErrors(entries);
    },
    async afterSave({ db: tx, session, id, body }) {
      const { senha, empresas } = extrasOf(body);
      if (senha) {
        // Set by a manager (never the user itself, refused above): changed at the next login (except by
        // provider-side users, who do not change passwords here), and whoever was logged in as the user
        // is logged out.
        await tx
          .update(usuario)
          .set({
            senhaHash: await hashPassword(senha),
            trocarSenha: sql`not ${usuario.usuarioFortes}`,
            senhaProvisoriaAte: null,
          })
          .where(eq(usuario.id, id));
        await deleteUserSessions(tx, id);
      }
      if (empresas && !(id === session.usuarioId && !isSuperUser(session))) {
        // Every link of a user the session changes is in a company it manages (gestao.ts): replace all.
        await tx.delete(usuarioEmpresa).where(eq(usuarioEmpresa.usuarioId, id));
        if (empresas.length)
          await tx.insert(usuarioEmpresa).values(empresas.map((l) => ({ ...l, usuarioId: id })));
      }
    },
    async auditExtra({ db: tx, id }) {
      const [row] = await tx
        .select({ trocarSenha: usuario.trocarSenha })
        .from(usuario)
        .where(eq(usuario.id, id));
      return { trocarSenha: row?.trocarSenha ?? false, empresas: await vinculosDe(tx, id) };
    },
  };
}

/** Profiles: seen and changed within the session's own authorities (see gestao.ts). */
export function perfisHooks(): CrudHooks {
  return {
    scope: ({ session }) => perfisVisiveis(session),
    async beforeSave({ db: tx, session, id, data }) {
      await conferirPerfil(tx, session, id, (data.authorities as string[] | undefined) ?? []);
    },
  };
}
