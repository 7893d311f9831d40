import type { FastifyInstance } from 'fastify';
import { colaborador } from './schema.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { registerImageRoutes } from '../../../platform/images.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { registerConsultas } from './consultas.ts';
import { registerDocumentosColaborador } from './documentos/routes.ts';
import { colaboradorHooks } from './hooks.ts';
import { registerHistoricosLista } from './historicosLista.ts';
import { registerUsuariosColaboradores } from './usuarios.ts';

/** Special routes of this part and hooks for its generic resources. */
export async function registerColaboradores(
  app: FastifyInstance,
  { db, config }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerConsultas(app, db);
  registerHistoricosLista(app, db);
  registerUsuariosColaboradores(app, db, config);
  registerDocumentosColaborador(app, db);
  // The photo; without one, an avatar with the initials of the name.
  registerImageRoutes(app, db, {
    path: '/cargo-salario/colaboradores',
    name: 'foto',
    table: colaborador,
    column: colaborador.foto,
    contentTypeColumn: colaborador.fotoContentType,
    readAccess: 'ROLE_CS_COLABORADORES',
    writeAccess: 'ROLE_CS_COLABORADORES_EDITAR',
    fallback: { label: colaborador.nome },
  });
  return { colaboradores: colaboradorHooks };
}
