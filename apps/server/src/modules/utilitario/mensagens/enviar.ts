import {
  corpoEnviarMensagem,
  destinatariosMensagem,
  ENVIAR_MENSAGEM_ACCESS,
  enviarMensagem,
  MSG_ENVIAR_MENSAGEM as M,
} from '@ipe/domain/resources/utilitario/enviarMensagem';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { perfil, usuario, usuarioEmpresa } from '../../../db/schema/index.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { type Session, SUPER_USER_ID } from '../../../platform/auth/sessions.ts';
import { badRequest, fieldErrors, forbidden } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { postarMensagem } from '../../../platform/mensagens/index.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { usuariosVisiveis } from '../usuarios/gestao.ts';

/**
 * 'Utilitários > Enviar mensagem': a message to the boxes of chosen users and of the users holding chosen
 * profiles in the session's company. The sender reaches only the users it manages (usuariosVisiveis, the
 * user register's rule) who can enter the company: a chosen user beyond that is refused (403), a profile
 * reaches only those among its holders.
 */
const tags = ['utilitario'];

/** Active users the session manages who can enter its company. */
function alcance(s: Session): SQL {
  const naEmpresa = sql`(${usuario.id} = ${SUPER_USER_ID} or exists (select 1 from usuario_empresa ue
    where ue.usuario_id = ${usuario.id} and ue.empresa_id = ${s.empresaId}))`;
  return and(eq(usuario.ativo, true), naEmpresa, usuariosVisiveis(s)) as SQL;
}

export function registerEnviarMensagem(app: FastifyInstance, { db }: ModuleDeps): undefined {
  const opcoes = { config: { access: ENVIAR_MENSAGEM_ACCESS }, schema: { tags } };

  rota(app, destinatariosMensagem, opcoes, async (req) => {
    const s = sessionOf(req);
    const [usuarios, perfis] = await Promise.all([
      db
        .select({ id: usuario.id, nome: usuario.nome })
        .from(usuario)
        .where(alcance(s))
        .orderBy(asc(usuario.nome)),
      db
        .selectDistinct({ id: perfil.id, nome: perfil.nome })
        .from(perfil)
        .innerJoin(usuarioEmpresa, eq(usuarioEmpresa.perfilId, perfil.id))
        .where(eq(usuarioEmpresa.empresaId, s.empresaId))
        .orderBy(asc(perfil.nome), asc(perfil.id)),
    ]);
    return { usuarios, perfis };
  });

  rota(app, enviarMensagem, opcoes, async (req) => {
    const s = sessionOf(req);
    const corpo = corpoEnviarMensagem.parse(req.body);
    if (!corpo.usuariosIds.length && !corpo.perfisIds.length)
      throw fieldErrors([{ field: 'usuariosIds', message: M.semDestinatario }]);
    const escolhidos = [...new Set(corpo.usuariosIds)];
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      if (escolhidos.length) {
        const alcancados = await tx
          .select({ id: usuario.id })
          .from(usuario)
          .where(and(inArray(usuario.id, escolhidos), alcance(s)));
        if (alcancados.length !== escolhidos.length) throw forbidden(M.foraDoAlcance);
      }
      const doPerfil = corpo.perfisIds.length
        ? sql`exists (select 1 from usuario_empresa ue where ue.usuario_id = ${usuario.id}
            and ue.empresa_id = ${s.empresaId} and ue.perfil_id in ${corpo.perfisIds})`
        : undefined;
      const destinatarios = await tx
        .select({ id: usuario.id })
        .from(usuario)
        .where(
          and(alcance(s), or(escolhidos.length ? inArray(usuario.id, escolhidos) : undefined, doPerfil)),
        );
      if (!destinatarios.length) throw badRequest(M.ninguem, 'SEM_DESTINATARIOS');
      const r = await postarMensagem(tx, {
        empresaId: s.empresaId,
        tipo: corpo.tipo,
        remetente: { id: s.usuarioId, nome: s.usuarioNome },
        texto: corpo.texto,
        para: { usuarios: destinatarios.map((d) => d.id) },
      });
      return { message: M.enviada(r.destinatarios), destinatarios: r.destinatarios };
    });
  });
  return undefined;
}
