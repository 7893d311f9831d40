import type { SaidaDe } from '@ipe/domain/contrato';
import {
  historicosDaFaixa,
  historicoDaFaixa,
  incluirHistoricoDaFaixa,
  alterarHistoricoDaFaixa,
  removerHistoricoDaFaixa,
  indicesPendentesDesabilitados,
  historicosDoIndice,
  historicoDoIndice,
  incluirHistoricoDoIndice,
  alterarHistoricoDoIndice,
  removerHistoricoDoIndice,
} from '@ipe/domain/resources/cargoSalario/faixas/contratosHistoricos';
import { rota } from '../../../platform/http/rota.ts';
import {
  historicoFaixaSchema,
  historicoIndiceSchema,
  MSG_FAIXAS,
  normalizarHistoricoFaixa,
} from '@ipe/domain/resources/cargoSalario/faixas/index';
import type { AccessRule } from '@ipe/domain';
import { calcularSalario } from '@ipe/domain/salario';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cargo } from '../areas/schema.ts';
import { faixaSalarial, faixaSalarialHistorico, indice, indiceHistorico } from './schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { collated } from '../../../platform/crud/query.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { historicoStore } from './historicos.ts';
import { historicosDosIndices } from './salarios.ts';

const tags = ['cargoSalario'];

/**
 * One-row-at-a-time history calls of spec 2 §7: a band's under the positions path
 * (/cargos/{cargoId}/faixas-salariais/{faixaId}/historicos) and an index's (/indices/…/historicos).
 */
export function registerHistoricosRoutes(fastify: FastifyInstance, { db }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // ---- Band histories -----------------------------------------------------------------------------------
  const faixaHistoricos = historicoStore<SaidaDe<typeof historicoDaFaixa>>(db, {
    entidade: 'faixas-salariais',
    table: faixaSalarialHistorico,
    id: faixaSalarialHistorico.id,
    owner: faixaSalarialHistorico.faixaSalarialId,
    data: faixaSalarialHistorico.data,
    columns: {
      id: faixaSalarialHistorico.id,
      faixaSalarialId: faixaSalarialHistorico.faixaSalarialId,
      data: faixaSalarialHistorico.data,
      tipo: faixaSalarialHistorico.tipo,
      indiceId: faixaSalarialHistorico.indiceId,
      quantidade: faixaSalarialHistorico.quantidade,
      valor: faixaSalarialHistorico.valor,
      status: faixaSalarialHistorico.status,
    },
    schema: historicoFaixaSchema,
    // The band of the path's cargo, in the session's company (the cargo id is checked by the routes).
    async dono(on, s, faixaId) {
      const [f] = await on
        .select({ nome: faixaSalarial.nome })
        .from(faixaSalarial)
        .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
        .where(and(eq(faixaSalarial.id, faixaId), eq(cargo.empresaId, s.empresaId)));
      return f?.nome ?? null;
    },
    daEmpresa: (empresaId) =>
      sql`exists (select 1 from ${faixaSalarial} f join ${cargo} c on c.id = f.cargo_id where f.id = ${faixaSalarialHistorico.faixaSalarialId} and c.empresa_id = ${empresaId})`,
    normalizar: normalizarHistoricoFaixa,
    async validar(on, s, row) {
      if (row.indiceId == null) return [];
      const [i] = await on
        .select({ id: indice.id })
        .from(indice)
        .where(and(eq(indice.id, row.indiceId as number), eq(indice.empresaId, s.empresaId)));
      return i ? [] : [{ field: 'indiceId', message: MSG_FAIXAS.indiceInvalido }];
    },
    // Each row with its index name and its value on its own date.
    async enriquecer(on, rows) {
      const ids = [
        ...new Set(rows.map((r) => r.indiceId as number | null).filter((x): x is number => x != null)),
      ];
      const indices = await historicosDosIndices(on, ids);
      const nomes = new Map(
        ids.length
          ? (
              await on
                .select({ id: indice.id, nome: indice.nome })
                .from(indice)
                .where(inArray(indice.id, ids))
            ).map((i) => [i.id, i.nome])
          : [],
      );
      return rows.map((r) => ({
        ...r,
        indiceNome: r.indiceId == null ? null : (nomes.get(r.indiceId as number) ?? null),
        salario: calcularSalario(r as never, indices, r.data),
      }));
    },
    minimoUm: true,
  });

  rota(app, historicosDaFaixa, { config: { access: 'ROLE_CS_FAIXAS' }, schema: { tags } }, async (req) => {
    await faixaDoCargo(req);
    return faixaHistoricos.listar(sessionOf(req), req.params.faixaId);
  });
  rota(app, historicoDaFaixa, { config: { access: 'ROLE_CS_FAIXAS' }, schema: { tags } }, async (req) => {
    await faixaDoCargo(req);
    return faixaHistoricos.obter(sessionOf(req), req.params.id, req.params.faixaId);
  });
  rota(
    app,
    incluirHistoricoDaFaixa,
    { config: { access: 'ROLE_CS_FAIXAS_EDITAR' }, schema: { tags } },
    async (req, reply) => {
      await faixaDoCargo(req);
      return reply
        .status(201)
        .send(await faixaHistoricos.criar(sessionOf(req), req.params.faixaId, req.body));
    },
  );
  rota(
    app,
    alterarHistoricoDaFaixa,
    { config: { access: 'ROLE_CS_FAIXAS_EDITAR' }, schema: { tags } },
    async (req) => {
      await faixaDoCargo(req);
      return faixaHistoricos.alterar(sessionOf(req), req.params.faixaId, req.params.id, req.body);
    },
  );
  rota(
    app,
    removerHistoricoDaFaixa,
    { config: { access: 'ROLE_CS_FAIXAS_EDITAR' }, schema: { tags } },
    async (req, reply) => {
      await faixaDoCargo(req);
      await faixaHistoricos.remover(sessionOf(req), req.params.faixaId, req.params.id);
      return reply.status(204).send();
    },
  );

  /** The path names a band of its cargo in the session's company (404 otherwise). */
  async function faixaDoCargo(
    req: { params: { cargoId: number; faixaId: number } } & Parameters<typeof sessionOf>[0],
  ) {
    const s = sessionOf(req);
    const [f] = await db
      .select({ id: faixaSalarial.id })
      .from(faixaSalarial)
      .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      .where(
        and(
          eq(faixaSalarial.id, req.params.faixaId),
          eq(cargo.id, req.params.cargoId),
          eq(cargo.empresaId, s.empresaId),
        ),
      );
    if (!f) throw notFound();
  }

  // ---- Index histories ----------------------------------------------------------------------------------
  const indiceHistoricos = historicoStore<SaidaDe<typeof historicoDoIndice>>(db, {
    entidade: 'indices',
    table: indiceHistorico,
    id: indiceHistorico.id,
    owner: indiceHistorico.indiceId,
    data: indiceHistorico.data,
    columns: {
      id: indiceHistorico.id,
      indiceId: indiceHistorico.indiceId,
      data: indiceHistorico.data,
      valor: indiceHistorico.valor,
    },
    schema: historicoIndiceSchema,
    async dono(on, s, indiceId) {
      const [i] = await on
        .select({ nome: indice.nome })
        .from(indice)
        .where(and(eq(indice.id, indiceId), eq(indice.empresaId, s.empresaId)));
      return i?.nome ?? null;
    },
    daEmpresa: (empresaId) =>
      sql`exists (select 1 from ${indice} i where i.id = ${indiceHistorico.indiceId} and i.empresa_id = ${empresaId})`,
  });

  const LER = 'ROLE_CS_INDICES';
  const EDITAR = 'ROLE_CS_INDICES_EDITAR';

  rota(
    app,
    indicesPendentesDesabilitados,
    {
      // Dropdowns of the band and talent histories.
      config: { access: { anyOf: [LER, 'ROLE_CS_FAIXAS', 'ROLE_CS_COLABORADORES'] } as AccessRule },
      schema: { tags },
    },
    async (req) =>
      db
        .select({ id: indice.id, nome: indice.nome, desabilitado: indice.desabilitado })
        .from(indice)
        .where(eq(indice.empresaId, sessionOf(req).empresaId))
        .orderBy(asc(collated(indice.nome)), asc(indice.id)),
  );
  rota(app, historicosDoIndice, { config: { access: LER }, schema: { tags } }, async (req) =>
    indiceHistoricos.listar(sessionOf(req), req.query.id),
  );
  rota(app, historicoDoIndice, { config: { access: LER }, schema: { tags } }, async (req) =>
    indiceHistoricos.obter(sessionOf(req), req.params.id),
  );
  rota(app, incluirHistoricoDoIndice, { config: { access: EDITAR }, schema: { tags } }, async (req, reply) =>
    reply.status(201).send(await indiceHistoricos.criar(sessionOf(req), req.params.indiceId, req.body)),
  );
  rota(app, alterarHistoricoDoIndice, { config: { access: EDITAR }, schema: { tags } }, async (req) =>
    indiceHistoricos.alterar(sessionOf(req), req.params.indiceId, req.params.id, req.body),
  );
  rota(
    app,
    removerHistoricoDoIndice,
    { config: { access: EDITAR }, schema: { tags } },
    async (req, reply) => {
      await indiceHistoricos.remover(sessionOf(req), req.params.indiceId, req.params.id);
      return reply.status(204).send();
    },
  );
}
