import { trocarEmpresa, userinfo as contratoUserinfo } from '@ipe/domain/sessaoContratos';
import { rota } from '../http/rota.ts';
import { buildMenu, type EmpresaResumo, type UserInfo } from '@ipe/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { empresa, parametrosSistema, usuario, usuarioEmpresa } from '../../db/schema/index.ts';
import { forbidden } from '../http/errors.ts';
import type { MenuDaSessao } from '../modules.ts';
import { sessionOf } from './access.ts';
import type { AuthDeps } from './login-routes.ts';
import { authoritiesIn, SUPER_USER_ID } from './sessions.ts';
import { sessao } from '../../db/schema/index.ts';

const empresaCols = {
  id: empresa.id,
  nome: empresa.nome,
  corPrincipal: empresa.corPrincipal,
  corSecundaria: empresa.corSecundaria,
};

/** Companies a user may switch to: all for the super user, else those where they hold a profile. */
export async function empresasDoUsuario(db: Db, usuarioId: number): Promise<EmpresaResumo[]> {
  if (usuarioId === SUPER_USER_ID) return db.select(empresaCols).from(empresa).orderBy(asc(empresa.nome));
  const ids = db
    .select({ id: usuarioEmpresa.empresaId })
    .from(usuarioEmpresa)
    .where(eq(usuarioEmpresa.usuarioId, usuarioId));
  return db.select(empresaCols).from(empresa).where(inArray(empresa.id, ids)).orderBy(asc(empresa.nome));
}

/** The session description the web builds its shell from (spec 1 §3 'Session state'). */
export const userinfoRoutes: FastifyPluginAsyncZod<AuthDeps & { menus?: readonly MenuDaSessao[] }> = async (
  app,
  { db, config, menus = [] },
) => {
  rota(app, contratoUserinfo, { config: { access: 'authenticated' } }, async (req): Promise<UserInfo> => {
    const s = sessionOf(req);
    const [[u], empresas, [parametros], doDados] = await Promise.all([
      db.select().from(usuario).where(eq(usuario.id, s.usuarioId)),
      empresasDoUsuario(db, s.usuarioId),
      // The installation's parameters (a singleton, /utilitario/parametros-sistema); absent until first saved.
      db.select({ linkChat: parametrosSistema.linkChat }).from(parametrosSistema).limit(1),
      // The modules' menu entries that come from data (a company's extra menus).
      Promise.all(menus.map((m) => m(db, s))),
    ]);
    const atual = empresas.find((e) => e.id === s.empresaId) as EmpresaResumo;
    const authorities = [...s.authorities].sort();
    return {
      usuario: { id: u.id, nome: u.nome, cpf: u.cpf, email: u.email },
      empresa: atual,
      empresas,
      authorities,
      menu: [
        ...buildMenu(s.authorities, undefined, { administradorInstalacao: s.usuarioId === SUPER_USER_ID }),
        ...doDados.flat(),
      ],
      parametrosDoSistema: {
        versao: config.versao,
        emailSuporte: config.emailSuporte,
        linkChat: parametros?.linkChat || null,
      },
      usuarioFortes: u.usuarioFortes,
      autenticadoRh: true,
      possuiSst: false,
      aceitoPoliticaSeguranca: true,
      horaExpiracao: s.expiraEm.toISOString(),
      trocarSenha: u.trocarSenha,
    };
  });

  // Switches the session's company; the web reloads its state afterwards.
  rota(app, trocarEmpresa, { config: { access: 'authenticated' } }, async (req) => {
    const s = sessionOf(req);
    if (!(await authoritiesIn(db, s.usuarioId, req.params.id))) throw forbidden();
    await db.update(sessao).set({ empresaId: req.params.id }).where(eq(sessao.tokenHash, s.tokenHash));
    return { empresaId: req.params.id };
  });
};
