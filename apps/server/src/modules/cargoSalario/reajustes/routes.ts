import {
  aplicarColaboradores as contratoAplicarColaboradores,
  aplicarDissidioColaboradores,
  aplicarDissidioFaixas,
  aplicarDissidioIndices,
  aplicarFaixas as contratoAplicarFaixas,
  aplicarIndices as contratoAplicarIndices,
  cancelarReajuste as contratoCancelar,
  coletivoColaboradoresSchema,
  coletivoFaixasSchema,
  coletivoIndicesSchema,
} from '@ipe/domain/resources/cargoSalario/reajustes/index';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { aplicarColaboradores, aplicarFaixas, aplicarIndices, cancelarReajuste } from './aplicar.ts';
import { coletivoColaboradores, coletivoFaixas, coletivoIndices } from './coletivo.ts';
import { registerConsultasReajustes } from './consultas.ts';
import { hooksReajustes } from './hooks.ts';

const tags = ['cargoSalario'];
const EDITAR = 'ROLE_CS_REAJUSTES_EDITAR';
const APLICAR = 'ROLE_CS_REAJUSTES_APLICAR';

/** Salary realignment planning: the calls of spec 2 §7 'Realignment' and the records' hooks. */
export async function registerReajustes(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerConsultasReajustes(app, db);

  // Collective adjustments: one transaction, one insert … select each (coletivo.ts).
  rota(
    app,
    aplicarDissidioColaboradores,
    { config: { access: EDITAR }, schema: { tags } },
    async (req, reply) => {
      const body = coletivoColaboradoresSchema.parse(req.body);
      const r = await db.transaction((tx) => coletivoColaboradores(tx, sessionOf(req), body));
      reply.status(201);
      return r;
    },
  );
  rota(app, aplicarDissidioFaixas, { config: { access: EDITAR }, schema: { tags } }, async (req, reply) => {
    const body = coletivoFaixasSchema.parse(req.body);
    const r = await db.transaction((tx) => coletivoFaixas(tx, sessionOf(req), body));
    reply.status(201);
    return r;
  });
  rota(app, aplicarDissidioIndices, { config: { access: EDITAR }, schema: { tags } }, async (req, reply) => {
    const body = coletivoIndicesSchema.parse(req.body);
    const r = await db.transaction((tx) => coletivoIndices(tx, sessionOf(req), body));
    reply.status(201);
    return r;
  });

  // Apply and cancel: one transaction each, audited (aplicar.ts).
  const acao = (f: typeof aplicarColaboradores) => async (req: { params: { id: number } }) =>
    db.transaction((tx) => f(tx, sessionOf(req as never), req.params.id));
  rota(
    app,
    contratoAplicarColaboradores,
    { config: { access: APLICAR }, schema: { tags } },
    acao(aplicarColaboradores),
  );
  rota(app, contratoAplicarFaixas, { config: { access: APLICAR }, schema: { tags } }, acao(aplicarFaixas));
  rota(app, contratoAplicarIndices, { config: { access: APLICAR }, schema: { tags } }, acao(aplicarIndices));
  rota(app, contratoCancelar, { config: { access: APLICAR }, schema: { tags } }, acao(cancelarReajuste));

  return hooksReajustes(db);
}
