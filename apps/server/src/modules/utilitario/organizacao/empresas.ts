import { COR_PADRAO } from '@ipe/domain';
import {
  type EmpresaConfiguracao,
  type EmpresaPermitida,
  PARAMETROS_EMPRESA,
  type ParametrosEmpresa,
} from '@ipe/domain/resources/utilitario/organizacao/index';
import {
  configuracaoDaEmpresa,
  configuracaoDaEmpresaDaSessao,
  empresasPermitidasPorCompartilharColaboradores,
  maximoCargos,
} from '@ipe/domain/resources/utilitario/organizacao/contratosEmpresas';
import { and, arrayContains, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { empresa, perfil, usuarioEmpresa } from '../../../db/schema/index.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { type Session, SUPER_USER_ID } from '../../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { registerImageRoutes } from '../../../platform/images.ts';
import { rota } from '../../../platform/http/rota.ts';
import { lerParametros } from './parametros.ts';
import { empresasVisiveis } from '../../../platform/auth/empresasVisiveis.ts';

const BASE = '/api/utilitario/empresas';
const tags = ['utilitario'];

const parametrosCols = Object.fromEntries(PARAMETROS_EMPRESA.map((k) => [k, empresa[k]])) as {
  [K in (typeof PARAMETROS_EMPRESA)[number]]: (typeof empresa)[K];
};

/** The configuration of one company (colours with the default orange, logo URL, parameters). */
export async function configuracaoDa(db: Db, empresaId: number): Promise<EmpresaConfiguracao> {
  const [row] = await db
    .select({
      id: empresa.id,
      nome: empresa.nome,
      corPrincipal: empresa.corPrincipal,
      corSecundaria: empresa.corSecundaria,
      temLogo: sql<boolean>`${empresa.logo} is not null`,
      ...parametrosCols,
    })
    .from(empresa)
    .where(eq(empresa.id, empresaId));
  if (!row) throw notFound();
  const { id, nome, corPrincipal, corSecundaria, temLogo, ...parametros } = row;
  return {
    id,
    nome,
    corPrincipal: corPrincipal || COR_PADRAO,
    corSecundaria: corSecundaria || COR_PADRAO,
    logoUrl: temLogo ? `${BASE}/${id}/logo` : null,
    parametros: parametros as ParametrosEmpresa,
  };
}

/**
 * Companies the user may pick where talents are shared (spec 1 §6, spec 3 §6): the administrator sees
 * all; with the sharing flag on, the companies where the user's profile holds every authority asked;
 * otherwise only the session's company.
 */
async function permitidas(db: Db, s: Session, permissoes: string[]): Promise<EmpresaPermitida[]> {
  const cols = { id: empresa.id, nome: empresa.nome };
  const order = [asc(sql`${empresa.nome} collate "und-x-icu"`), asc(empresa.id)];
  if (s.usuarioId === SUPER_USER_ID)
    return db
      .select(cols)
      .from(empresa)
      .orderBy(...order);
  const { compartilharColaboradores } = await lerParametros(db);
  if (!compartilharColaboradores) return db.select(cols).from(empresa).where(eq(empresa.id, s.empresaId));
  const comPermissoes = db
    .select({ id: usuarioEmpresa.empresaId })
    .from(usuarioEmpresa)
    .innerJoin(perfil, eq(perfil.id, usuarioEmpresa.perfilId))
    .where(
      and(
        eq(usuarioEmpresa.usuarioId, s.usuarioId),
        permissoes.length ? arrayContains(perfil.authorities, permissoes) : undefined,
      ),
    );
  return db
    .select(cols)
    .from(empresa)
    .where(or(eq(empresa.id, s.empresaId), inArray(empresa.id, comPermissoes)))
    .orderBy(...order);
}

/** Read endpoints of the company (spec 1 §7, spec 3 §7), the logo, and the register's hooks. */
export function registerEmpresas(app: FastifyInstance, db: Db): CrudHooks {
  const opcoes = { config: { access: 'authenticated' }, schema: { tags } } as const;
  rota(app, configuracaoDaEmpresaDaSessao, opcoes, async (req) =>
    configuracaoDa(db, sessionOf(req).empresaId),
  );

  // Public: the candidate area shows the company's colours, logo and privacy policy before any login.
  rota(app, configuracaoDaEmpresa, { config: { access: 'public' }, schema: { tags } }, async (req) =>
    configuracaoDa(db, req.params.id),
  );

  rota(
    app,
    maximoCargos,
    opcoes,
    async (req) => (await configuracaoDa(db, sessionOf(req).empresaId)).parametros.maxCandidataCargo,
  );

  rota(app, empresasPermitidasPorCompartilharColaboradores, opcoes, async (req) => {
    const permissoes = (req.query.permissoes ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    return permitidas(db, sessionOf(req), permissoes);
  });

  registerImageRoutes(app, db, {
    path: '/utilitario/empresas',
    name: 'logo',
    table: empresa,
    column: empresa.logo,
    contentTypeColumn: empresa.logoContentType,
    readAccess: 'authenticated',
    writeAccess: 'ROLE_UTI_EMPRESAS_EDITAR',
    scope: ({ session }) => empresasVisiveis(db, session),
    fallback: { label: empresa.nome, color: empresa.corPrincipal, defaultColor: COR_PADRAO },
  });

  return {
    scope: ({ session }) => empresasVisiveis(db, session),
    beforeDelete({ session, id }) {
      if (id === session.empresaId)
        throw badRequest('A empresa em que você está conectado não pode ser removida.');
    },
    async afterSave({ db: tx, session, id }) {
      // Whoever creates a company (other than the administrator) gets there the profile they hold in the
      // current one, or they could not see what they just created.
      if (session.usuarioId === SUPER_USER_ID) return;
      const [link] = await tx
        .select({ id: usuarioEmpresa.empresaId })
        .from(usuarioEmpresa)
        .where(and(eq(usuarioEmpresa.usuarioId, session.usuarioId), eq(usuarioEmpresa.empresaId, id)));
      if (link) return;
      const [atual] = await tx
        .select({ perfilId: usuarioEmpresa.perfilId })
        .from(usuarioEmpresa)
        .where(
          and(
            eq(usuarioEmpresa.usuarioId, session.usuarioId),
            eq(usuarioEmpresa.empresaId, session.empresaId),
          ),
        );
      if (atual)
        await tx
          .insert(usuarioEmpresa)
          .values({ usuarioId: session.usuarioId, empresaId: id, perfilId: atual.perfilId });
    },
  };
}
