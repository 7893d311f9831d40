import {
  configuracaoFaixas,
  cargosDasFaixas,
  faixasPendentesDesabilitadas,
  duplicarFaixa,
  faixasDoCargo,
  faixasDoCargoParaEscolha,
  faixaDoCargo,
  incluirFaixaNoCargo,
  alterarFaixaDoCargo,
  removerFaixaDoCargo,
  transferirFaixas,
  calcularSalarioHistorico,
  calcularSalarioHistoricoDoCargo,
  salariosDasFaixas as contratoSalarios,
} from '@ipe/domain/resources/cargoSalario/faixas/contratos';
import { rota } from '../../../platform/http/rota.ts';
import { type calcularSalarioQuerySchema, MSG_FAIXAS } from '@ipe/domain/resources/cargoSalario/faixas/index';
import { calcularSalario, hojeIso, STATUS_HISTORICO } from '@ipe/domain/salario';
import type { AccessRule } from '@ipe/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { cargo } from '../areas/schema.ts';
import { faixaSalarial, faixaSalarialHistorico, indice } from './schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { collated } from '../../../platform/crud/query.ts';
import { fieldErrors, fromDatabaseError, notFound } from '../../../platform/http/errors.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import {
  auditarFaixa,
  cargoDaEmpresa,
  empresaIntegrada,
  faixaDaEmpresa,
  gravarFaixa,
  lerFaixa,
  lerFaixas,
  parseFaixa,
  removerFaixa,
  validarFaixa,
} from './faixasStore.ts';
import { historicosDosIndices, salariosDasFaixas } from './salarios.ts';

const LER = 'ROLE_CS_FAIXAS';
const EDITAR = 'ROLE_CS_FAIXAS_EDITAR';
/** The salary calculation also serves the talent and position screens. */
const CALCULAR: AccessRule = { anyOf: ['ROLE_CS_FAIXAS', 'ROLE_CS_COLABORADORES', 'ROLE_CS_CARGOS'] };
const LER_CARGOS: AccessRule = { anyOf: ['ROLE_CS_FAIXAS', 'ROLE_CS_CARGOS'] };
const tags = ['cargoSalario'];

/**
 * The salary-band calls of spec 2 §7 'Salary bands and indices' beside the generic CRUD, and the hooks
 * that scope the generic routes to the session's company through the band's cargo.
 */
export function registerFaixasRoutes(
  fastify: FastifyInstance,
  { db }: ModuleDeps,
): Record<string, CrudHooks> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const cargoOu404 = async (req: Parameters<typeof sessionOf>[0], cargoId: number) => {
    const c = await cargoDaEmpresa(db, sessionOf(req), cargoId);
    if (!c) throw notFound();
    return c;
  };

  /** Bands as dropdown options; the ones awaiting the payroll's confirmation (or without history) disabled. */
  const pendentesDesabilitados = async (empresaId: number, cargoId?: number) => {
    const pendente = sql<boolean>`(exists (select 1 from ${faixaSalarialHistorico} h where h.faixa_salarial_id = ${faixaSalarial.id} and h.status = ${STATUS_HISTORICO.AGUARDANDO})
      or not exists (select 1 from ${faixaSalarialHistorico} h where h.faixa_salarial_id = ${faixaSalarial.id} and h.status <> ${STATUS_HISTORICO.CANCELADO}))`;
    return db
      .select({
        id: faixaSalarial.id,
        nome: faixaSalarial.nome,
        cargoId: faixaSalarial.cargoId,
        cargoNome: cargo.nome,
        desabilitado: pendente.mapWith(Boolean),
      })
      .from(faixaSalarial)
      .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      .where(and(eq(cargo.empresaId, empresaId), cargoId === undefined ? undefined : eq(cargo.id, cargoId)))
      .orderBy(asc(collated(cargo.nome)), asc(collated(faixaSalarial.nome)), asc(faixaSalarial.id));
  };

  rota(app, configuracaoFaixas, { config: { access: LER }, schema: { tags } }, async (req) => ({
    acIntegra: await empresaIntegrada(db, sessionOf(req).empresaId),
  }));

  rota(app, cargosDasFaixas, { config: { access: LER_CARGOS }, schema: { tags } }, async (req) =>
    db
      .select({ id: cargo.id, nome: cargo.nome })
      .from(cargo)
      .where(eq(cargo.empresaId, sessionOf(req).empresaId))
      .orderBy(asc(collated(cargo.nome)), asc(cargo.id)),
  );

  rota(app, faixasPendentesDesabilitadas, { config: { access: CALCULAR }, schema: { tags } }, async (req) =>
    pendentesDesabilitados(sessionOf(req).empresaId),
  );

  rota(app, contratoSalarios, { config: { access: CALCULAR }, schema: { tags } }, async (req) => {
    const ids = req.query.ids
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0)
      .slice(0, 1000);
    // The company's bands among the ids, in the order asked.
    const daEmpresa = new Set(
      ids.length
        ? (
            await db
              .select({ id: faixaSalarial.id })
              .from(faixaSalarial)
              .where(and(inArray(faixaSalarial.id, ids), faixaDaEmpresa(sessionOf(req).empresaId)))
          ).map((r) => r.id)
        : [],
    );
    const visiveis = [...new Set(ids)].filter((x) => daEmpresa.has(x));
    const data = req.query.data ?? hojeIso();
    const salarios = await salariosDasFaixas(db, visiveis, data);
    return visiveis.map((faixaId) => ({ id: faixaId, salario: salarios.get(faixaId) ?? null }));
  });

  const calcular = async (
    req: { query: z.infer<typeof calcularSalarioQuerySchema> } & Parameters<typeof sessionOf>[0],
  ) => {
    const q = req.query;
    const data = q.data ?? hojeIso();
    let indices = new Map();
    if (q.tipo === '2' && q.indiceId != null) {
      const [i] = await db
        .select({ id: indice.id })
        .from(indice)
        .where(and(eq(indice.id, q.indiceId), eq(indice.empresaId, sessionOf(req).empresaId)));
      if (!i) throw notFound(MSG_FAIXAS.indiceInvalido);
      indices = await historicosDosIndices(db, [i.id]);
    }
    return { data, salario: calcularSalario(q, indices, data) };
  };
  for (const contrato of [calcularSalarioHistorico, calcularSalarioHistoricoDoCargo])
    rota(app, contrato, { config: { access: CALCULAR }, schema: { tags } }, calcular);

  rota(app, duplicarFaixa, { config: { access: EDITAR }, schema: { tags } }, async (req, reply) => {
    const s = sessionOf(req);
    const b = req.body;
    const entries: { field: string; message: string }[] = [];
    const origem = await cargoDaEmpresa(db, s, b.cargoOrigemId);
    if (!origem) entries.push({ field: 'cargoOrigemId', message: MSG_FAIXAS.cargoInvalido });
    const destinoId = b.cargoDestinoId ?? b.cargoOrigemId;
    if (b.cargoDestinoId != null && !(await cargoDaEmpresa(db, s, b.cargoDestinoId)))
      entries.push({ field: 'cargoDestinoId', message: MSG_FAIXAS.cargoInvalido });
    const [faixa] = origem
      ? await lerFaixas(db, and(eq(faixaSalarial.id, b.faixaOrigemId), eq(faixaSalarial.cargoId, origem.id)))
      : [];
    if (origem && !faixa) entries.push({ field: 'faixaOrigemId', message: MSG_FAIXAS.faixaInvalida });
    if (entries.length) throw fieldErrors(entries);
    const historicos = (faixa.historicos as Record<string, unknown>[]).map(({ id: _id, ...h }) => h);
    const data = parseFaixa({
      cargoId: destinoId,
      nome: b.nome,
      codigoAC: null,
      nomeACPessoal: faixa.nomeACPessoal,
      codigoCBO: faixa.codigoCBO,
      descricaoCBO: faixa.descricaoCBO,
      historicos,
    });
    return reply.status(201).send(await gravarFaixa(db, s, null, data));
  });

  rota(app, faixasDoCargo, { config: { access: LER }, schema: { tags } }, async (req) => {
    await cargoOu404(req, req.params.cargoId);
    return lerFaixas(db, eq(faixaSalarial.cargoId, req.params.cargoId), req.query.data ?? hojeIso());
  });

  rota(app, faixasDoCargoParaEscolha, { config: { access: CALCULAR }, schema: { tags } }, async (req) => {
    await cargoOu404(req, req.params.cargoId);
    return pendentesDesabilitados(sessionOf(req).empresaId, req.params.cargoId);
  });

  rota(app, faixaDoCargo, { config: { access: LER }, schema: { tags } }, async (req) =>
    lerFaixa(db, sessionOf(req), req.params.id, req.params.cargoId),
  );

  rota(app, incluirFaixaNoCargo, { config: { access: EDITAR }, schema: { tags } }, async (req, reply) => {
    await cargoOu404(req, req.params.cargoId);
    const data = parseFaixa({ ...(req.body as object), cargoId: req.params.cargoId });
    return reply.status(201).send(await gravarFaixa(db, sessionOf(req), null, data));
  });

  rota(app, alterarFaixaDoCargo, { config: { access: EDITAR }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    await lerFaixa(db, s, req.params.id, req.params.cargoId);
    const data = parseFaixa({ ...(req.body as object), cargoId: req.params.cargoId });
    return gravarFaixa(db, s, req.params.id, data);
  });

  rota(app, removerFaixaDoCargo, { config: { access: EDITAR }, schema: { tags } }, async (req, reply) => {
    await removerFaixa(db, sessionOf(req), req.params.cargoId, req.params.id);
    return reply.status(204).send();
  });

  rota(app, transferirFaixas, { config: { access: EDITAR }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    const origem = await cargoOu404(req, req.params.cargoId);
    const { cargoDestinoId, faixasIds } = req.body;
    if (cargoDestinoId === origem.id)
      throw fieldErrors([{ field: 'cargoDestinoId', message: MSG_FAIXAS.cargoDestinoIgual }]);
    if (!(await cargoDaEmpresa(db, s, cargoDestinoId)))
      throw fieldErrors([{ field: 'cargoDestinoId', message: MSG_FAIXAS.cargoInvalido }]);
    if (faixasIds && !faixasIds.length)
      throw fieldErrors([{ field: 'faixasIds', message: MSG_FAIXAS.selecioneFaixas }]);
    try {
      const n = await db.transaction(async (t) => {
        const tx = t as unknown as typeof db;
        const antes = await lerFaixas(
          tx,
          and(
            eq(faixaSalarial.cargoId, origem.id),
            faixasIds ? inArray(faixaSalarial.id, faixasIds) : undefined,
          ),
        );
        if (faixasIds && antes.length !== new Set(faixasIds).size)
          throw fieldErrors([{ field: 'faixasIds', message: MSG_FAIXAS.faixaInvalida }]);
        if (!antes.length) throw fieldErrors([{ field: 'faixasIds', message: MSG_FAIXAS.selecioneFaixas }]);
        const ids = antes.map((f) => f.id);
        await tx.update(faixaSalarial).set({ cargoId: cargoDestinoId }).where(inArray(faixaSalarial.id, ids));
        const depois = new Map((await lerFaixas(tx, inArray(faixaSalarial.id, ids))).map((f) => [f.id, f]));
        for (const f of antes) await auditarFaixa(tx, s, f.id, 'TRANSFERIR', f, depois.get(f.id) ?? null);
        return ids.length;
      });
      return { quantidade: n, message: MSG_FAIXAS.transferidas(n) };
    } catch (e) {
      throw fromDatabaseError(e, 'A faixa salarial') ?? e;
    }
  });

  return {
    'faixas-salariais': {
      scope: ({ session }) => faixaDaEmpresa(session.empresaId),
      beforeSave: ({ db: tx, session, data }) => validarFaixa(tx, session, data),
    },
  };
}
