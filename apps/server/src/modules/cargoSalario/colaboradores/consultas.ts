import { colaboradorVisivel, escopoDoColaborador } from './escopo.ts';
import {
  situacoesDeColaborador,
  opcoesDeColaborador,
  colaboradoresDaArea,
  colaboradoresPorIds,
  participantes,
  dataEstabilidade,
  salarioDoColaborador as contratoSalario,
} from '@ipe/domain/resources/cargoSalario/colaboradores/contratos';
import { rota } from '../../../platform/http/rota.ts';
import {
  MSG_COLABORADOR as M,
  SITUACAO_COLABORADOR_OPTIONS,
  SITUACAO_FILTRO_TODOS,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { hojeIso } from '@ipe/domain/salario';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { areaOrganizacional, cargo } from '../areas/schema.ts';
import { faixaSalarial, indice } from '../faixas/schema.ts';
import { colaborador } from './schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { collated } from '../../../platform/crud/query.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { salarioDoColaborador } from './salario.ts';

const READ = 'ROLE_CS_COLABORADORES';
const tags = ['cargoSalario'];

/** The short form of a talent answered by the calls: identity, situation and current position. */
const resumo = {
  id: colaborador.id,
  nome: colaborador.nome,
  nomeComercial: colaborador.nomeComercial,
  matricula: colaborador.matricula,
  cpf: colaborador.cpf,
  situacao: colaborador.situacao,
  dataAdmissao: colaborador.dataAdmissao,
  estabelecimento: { id: estabelecimento.id, nome: estabelecimento.nome },
  areaOrganizacional: {
    id: areaOrganizacional.id,
    nome: areaOrganizacional.nome,
    descricaoHierarquia: areaOrganizacional.descricaoHierarquia,
  },
  cargo: { id: cargo.id, nome: cargo.nome, nomeMercado: cargo.nomeMercado },
  faixaSalarial: { id: faixaSalarial.id, nome: faixaSalarial.nome },
};

/** Talents of the company matching `where`, by name. */
function listarResumo(db: Db, empresaId: number, ...where: (SQL | undefined)[]) {
  return db
    .select(resumo)
    .from(colaborador)
    .innerJoin(estabelecimento, eq(estabelecimento.id, colaborador.estabelecimentoId))
    .innerJoin(areaOrganizacional, eq(areaOrganizacional.id, colaborador.areaOrganizacionalId))
    .innerJoin(cargo, eq(cargo.id, colaborador.cargoId))
    .innerJoin(faixaSalarial, eq(faixaSalarial.id, colaborador.faixaSalarialId))
    .where(and(eq(colaborador.empresaId, empresaId), ...where))
    .orderBy(asc(collated(colaborador.nome)), asc(colaborador.id));
}

const porSituacao = (s: string) => (s === SITUACAO_FILTRO_TODOS ? undefined : eq(colaborador.situacao, s));
const anyOf = <T>(col: Parameters<typeof inArray>[0], ids: T[] | undefined) =>
  ids?.length ? inArray(col, ids) : undefined;

/** The talent calls of spec 2 §7 'Employees' and spec 3 §7 'Talent detail calls' (reads only). */
export function registerConsultas(fastify: FastifyInstance, db: Db) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  rota(app, situacoesDeColaborador, { config: { access: 'authenticated' }, schema: { tags } }, async () => [
    ...SITUACAO_COLABORADOR_OPTIONS,
  ]);

  // The choices of the talent form and list (establishments, areas, positions, bands named with their
  // position, indices), readable with the talent authority alone: editing talents needs no access to the
  // registers of the other screens.
  rota(app, opcoesDeColaborador, { config: { access: READ }, schema: { tags } }, async (req) => {
    const empresaId = sessionOf(req).empresaId;
    const [estabelecimentos, areas, cargos, faixas, indices] = await Promise.all([
      db
        .select({ value: estabelecimento.id, label: estabelecimento.nome })
        .from(estabelecimento)
        .where(eq(estabelecimento.empresaId, empresaId))
        .orderBy(asc(collated(estabelecimento.nome)), asc(estabelecimento.id)),
      db
        .select({
          value: areaOrganizacional.id,
          label: sql<string>`coalesce(${areaOrganizacional.descricaoHierarquia}, ${areaOrganizacional.nome})`,
          ativo: areaOrganizacional.ativo,
        })
        .from(areaOrganizacional)
        .where(eq(areaOrganizacional.empresaId, empresaId))
        .orderBy(asc(collated(areaOrganizacional.descricaoHierarquia)), asc(areaOrganizacional.id)),
      db
        .select({ value: cargo.id, label: cargo.nomeMercado })
        .from(cargo)
        .where(eq(cargo.empresaId, empresaId))
        .orderBy(asc(collated(cargo.nomeMercado)), asc(cargo.id)),
      db
        .select({
          value: faixaSalarial.id,
          label: sql<string>`${cargo.nomeMercado} || ' / ' || ${faixaSalarial.nome}`,
          cargoId: faixaSalarial.cargoId,
        })
        .from(faixaSalarial)
        .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
        .where(eq(cargo.empresaId, empresaId))
        .orderBy(asc(collated(cargo.nomeMercado)), asc(collated(faixaSalarial.nome)), asc(faixaSalarial.id)),
      db
        .select({ value: indice.id, label: indice.nome, desabilitado: indice.desabilitado })
        .from(indice)
        .where(eq(indice.empresaId, empresaId))
        .orderBy(asc(collated(indice.nome)), asc(indice.id)),
    ]);
    return { estabelecimentos, areas, cargos, faixas, indices };
  });

  rota(app, colaboradoresDaArea, { config: { access: READ }, schema: { tags } }, async (req) =>
    listarResumo(
      db,
      sessionOf(req).empresaId,
      eq(colaborador.areaOrganizacionalId, req.query.areaId),
      porSituacao(req.query.situacao),
      escopoDoColaborador(sessionOf(req)),
    ),
  );

  rota(app, colaboradoresPorIds, { config: { access: READ }, schema: { tags } }, async (req) => {
    const ids = req.query.ids ?? [];
    const s = sessionOf(req);
    return ids.length
      ? listarResumo(db, s.empresaId, inArray(colaborador.id, ids), escopoDoColaborador(s))
      : [];
  });

  rota(app, participantes, { config: { access: READ }, schema: { tags } }, async (req) => {
    const q = req.query;
    const areas = [...(q.areasIds ?? []), ...(q.areasOrganizacionaisIds ?? [])];
    return listarResumo(
      db,
      sessionOf(req).empresaId,
      eq(colaborador.situacao, 'A'),
      anyOf(colaborador.estabelecimentoId, q.estabelecimentosIds),
      anyOf(colaborador.areaOrganizacionalId, areas),
      anyOf(colaborador.cargoId, q.cargosIds),
      escopoDoColaborador(sessionOf(req)),
    );
  });

  // Stability (job security) end date. The periods that grant one (CIPA mandate, work-accident leave,
  // pregnancy) come with the SST and talent-management registers; until then none applies.
  rota(app, dataEstabilidade, { config: { access: READ }, schema: { tags } }, async (req) => {
    const [c] = await db
      .select({ id: colaborador.id })
      .from(colaborador)
      .where(
        and(
          eq(colaborador.id, req.params.id),
          eq(colaborador.empresaId, sessionOf(req).empresaId),
          escopoDoColaborador(sessionOf(req)),
        ),
      );
    if (!c) throw notFound();
    return { dataEstabilidade: null, motivo: M.semEstabilidade };
  });

  rota(app, contratoSalario, { config: { access: READ }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    if (!(await colaboradorVisivel(db, s, req.params.id))) throw notFound();
    const r = await salarioDoColaborador(db, s.empresaId, req.params.id, req.query.data ?? hojeIso());
    if (!r) throw notFound();
    return r;
  });
}
