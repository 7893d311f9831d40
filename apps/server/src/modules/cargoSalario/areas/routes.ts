import { codigosCbos } from '@ipe/domain/resources/cargoSalario/areas/contratos';
import { rota } from '../../../platform/http/rota.ts';
import type { FastifyInstance } from 'fastify';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { completarHierarquias } from './areaDados.ts';
import { areaHooks } from './areaHooks.ts';
import { registerAreaRoutes } from './areaRoutes.ts';
import { buscarCbos } from './cbo.ts';
import { definirResponsaveisDeArea } from '../../../platform/mensagens/index.ts';
import { usuariosResponsaveisDasAreas } from './responsaveisUsuarios.ts';
import { registerCargoRoutes } from './cargoRoutes.ts';
import { registerOrganogramaPdf } from './organogramaPdf.ts';
import { registerPermissoesAreas } from './permissoes.ts';

/**
 * Organisational areas (with the organisation chart), occupational groups, positions and the CBO
 * lookup: special routes and the hooks of their generic resources.
 */
export async function registerAreas(
  fastify: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerAreaRoutes(fastify, db);
  registerOrganogramaPdf(fastify, db);
  registerPermissoesAreas(fastify, db);
  // Messages addressed to an area's responsibles (platform/mensagens) reach their users through this.
  definirResponsaveisDeArea(usuariosResponsaveisDasAreas);
  fastify.addHook('onReady', () => completarHierarquias(db));
  const cargoHooks = registerCargoRoutes(fastify, db);

  // CBO 2002 occupations by code prefix or description words (at most 20): reference data any
  // signed-in screen may look up (salary bands, positions).
  rota(fastify, codigosCbos, { config: { access: 'authenticated' } }, async (req) =>
    buscarCbos(req.query.codigoOudescricao),
  );

  return { 'areas-organizacionais': areaHooks(), ...cargoHooks };
}
