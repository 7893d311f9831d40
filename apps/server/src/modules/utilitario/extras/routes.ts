import { verificarExistenciaLimite } from '@ipe/domain/resources/utilitario/extras/index';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth/access.ts';
import { exigirEmpresaVisivel } from '../../../platform/auth/empresasVisiveis.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { limiteColaboradoresHooks, limiteHooks, sugestoesHooks } from './hooks.ts';
import { registerLinksMenuExtra } from './menuExtra.ts';
import { limiteColaborador } from './schema.ts';

/** Extra menus (links), improvement suggestions and the collaborator limit (spec 3 §2 Utilities, §7). */
export function registerExtras(app: FastifyInstance, { db }: ModuleDeps): Record<string, CrudHooks> {
  registerLinksMenuExtra(app);

  // Whether a company already has its limit (the form warns before a second one is refused).
  rota(app, verificarExistenciaLimite, { config: { access: 'ROLE_UTI_LIMITE_COLABORADOR' } }, async (req) => {
    await exigirEmpresaVisivel(db, sessionOf(req), req.params.id);
    const [row] = await db
      .select({ id: limiteColaborador.id })
      .from(limiteColaborador)
      .where(and(eq(limiteColaborador.empresaId, req.params.id)));
    return { existe: !!row, id: row?.id ?? null };
  });

  return {
    'sugestao-de-melhoria': sugestoesHooks(db),
    'configuracoes-limite-colaborador': limiteHooks(),
    colaboradores: limiteColaboradoresHooks,
  };
}
