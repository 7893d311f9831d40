import { resourceSchema } from '@ipe/domain';
import { empresas, errosEmpresa } from '@ipe/domain/resources/utilitario/empresas';
import { errosQueFaltam } from '@ipe/domain/resources/utilitario/organizacao/index';
import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { empresaCamposHooks, registerCampos } from './campos.ts';
import { registerEmpresas } from './empresas.ts';
import { registerEstabelecimentos } from './estabelecimentos.ts';
import { registerLog } from './log.ts';
import { registerParametros } from './parametros.ts';

const empresaSchema = resourceSchema(empresas);

/** The company's cross-field rules that zod skipped because another field had a type error. */
function regrasEmpresaQueFaltam(body: unknown) {
  const parsed = empresaSchema.safeParse(body ?? {});
  if (parsed.success) return [];
  return errosQueFaltam(parsed.error.issues, errosEmpresa((body ?? {}) as Record<string, unknown>));
}

/**
 * Companies (with their parameters, extra fields and logo), establishments, system parameters and the
 * audit log: special routes of this part and hooks for its generic resources.
 */
export async function registerOrganizacao(
  app: FastifyInstance,
  { db, config }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const empresaHooks = registerEmpresas(app, db);
  registerCampos(app, db);
  registerParametros(app, db, config);
  registerLog(app, db);
  return {
    empresas: {
      ...empresaHooks,
      validate: (body) => [...empresaCamposHooks.validate(body), ...regrasEmpresaQueFaltam(body)],
      async afterSave(ctx) {
        await empresaHooks.afterSave?.(ctx);
        await empresaCamposHooks.afterSave(ctx);
      },
    },
    estabelecimentos: registerEstabelecimentos(app, db),
  };
}
