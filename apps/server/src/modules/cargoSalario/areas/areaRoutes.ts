import {
  areasMaes,
  organogramas,
  responsaveisDaArea,
  areasSemResponsaveis,
  faixasDaArea,
  talentosDaArea,
  quantidadeTalentosDaArea,
  historicosVinculadosDaArea,
  areasVinculadas,
  solicitacoesVinculadasDaArea,
} from '@ipe/domain/resources/cargoSalario/areas/contratos';
import { rota } from '../../../platform/http/rota.ts';
import { areasOrganizacionais, descendentes } from '@ipe/domain/resources/cargoSalario/areas/index';
import { and, asc, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { escopoDoColaborador } from '../colaboradores/escopo.ts';
import { colaborador, colaboradorHistorico } from '../colaboradores/schema.ts';
import { faixaSalarial } from '../faixas/schema.ts';
import { areaOrganizacional, areaResponsavel, cargo, cargoAreaOrganizacional } from './schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { collated } from '../../../platform/crud/query.ts';
import { notFound } from '../../../platform/http/errors.ts';
import {
  type AreaResumo,
  areasDaEmpresa,
  areasEmHistorico,
  empresaIntegrada,
  type Pessoa,
  responsaveisDas,
} from './areaDados.ts';
import { completarRespostas, type Row } from '../../../platform/crud/computados.ts';

const BASE = `/api${areasOrganizacionais.path}`;
const READ = { access: areasOrganizacionais.access.read };

const nomes = (ps: Pessoa[]) => ps.map((p) => p.nome).join(', ');

/** Whether an area's 'ativo' can be toggled now (spec 2 §4). */
function podeMudarStatus(areas: readonly AreaResumo[], a: AreaResumo): boolean {
  const mae = a.areaMaeId === null ? null : areas.find((x) => x.id === a.areaMaeId);
  if (mae && !mae.ativo) return false;
  return !a.ativo || !areas.some((x) => x.areaMaeId === a.id && x.ativo);
}

/** One node of the organisation chart. */
export interface NoOrganograma {
  id: number;
  nome: string;
  ativo: boolean;
  responsaveis: Pessoa[];
  coResponsaveis: Pessoa[];
  filhas: NoOrganograma[];
}

/**
 * The chart's forest: areas shown in the chart (exibirOrganograma) and matching `ativa`, each under its
 * nearest shown ancestor; `raiz` limits it to that area and its descendants.
 */
export function montarOrganograma(
  areas: readonly AreaResumo[],
  pessoas: Map<number, { responsaveis: Pessoa[]; coResponsaveis: Pessoa[] }>,
  ativa: boolean | undefined,
  raiz: number | undefined,
): NoOrganograma[] {
  const noSubconjunto = raiz === undefined ? null : new Set([raiz, ...descendentes(areas, raiz)]);
  const byId = new Map(areas.map((a) => [a.id, a]));
  const mostra = (a: AreaResumo) =>
    a.exibirOrganograma &&
    (ativa === undefined || a.ativo === ativa) &&
    (!noSubconjunto || noSubconjunto.has(a.id));
  const nos = new Map<number, NoOrganograma>();
  for (const a of areas)
    if (mostra(a))
      nos.set(a.id, {
        id: a.id,
        nome: a.nome,
        ativo: a.ativo,
        ...(pessoas.get(a.id) ?? { responsaveis: [], coResponsaveis: [] }),
        filhas: [],
      });
  const raizes: NoOrganograma[] = [];
  for (const a of areas) {
    const no = nos.get(a.id);
    if (!no) continue;
    // Nearest shown ancestor (a hidden area passes its children up).
    let mae = a.areaMaeId === null ? undefined : byId.get(a.areaMaeId);
    const vistos = new Set([a.id]);
    while (mae && !nos.has(mae.id) && !vistos.has(mae.id)) {
      vistos.add(mae.id);
      mae = mae.areaMaeId === null ? undefined : byId.get(mae.areaMaeId);
    }
    const pai = mae ? nos.get(mae.id) : undefined;
    if (pai && pai !== no) pai.filhas.push(no);
    else raizes.push(no);
  }
  return raizes;
}

/** The area of the session's company, or 404. */
async function areaDa(db: Db, s: Session, id: number) {
  const [a] = await db
    .select({ id: areaOrganizacional.id })
    .from(areaOrganizacional)
    .where(and(eq(areaOrganizacional.id, id), eq(areaOrganizacional.empresaId, s.empresaId)));
  if (!a) throw notFound();
  return a;
}

/** The calls of spec 2 §7 'Areas' beside the generic CRUD, and the computed fields of each row. */
export function registerAreaRoutes(fastify: FastifyInstance, db: Db) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  completarRespostas(fastify, BASE, async (rows: Row[], s: Session) => {
    const ids = rows.map((r) => r.id);
    const [areas, pessoas, integrada, emHistorico] = await Promise.all([
      areasDaEmpresa(db, s.empresaId),
      responsaveisDas(db, ids),
      empresaIntegrada(db, s.empresaId),
      areasEmHistorico(db, ids),
    ]);
    const byId = new Map(areas.map((a) => [a.id, a]));
    for (const r of rows) {
      const p = pessoas.get(r.id);
      const a = byId.get(r.id);
      r.nomeResponsaveis = nomes(p?.responsaveis ?? []);
      r.nomeCoResponsaveis = nomes(p?.coResponsaveis ?? []);
      // podeEditar: the parent area can be changed (not integrated with payroll, not in a talent history).
      r.podeEditar = !integrada && !emHistorico.has(r.id);
      r.podeEditarStatusAtivo = a ? podeMudarStatus(areas, a) : false;
    }
  });

  // Candidate parents of an area: the active areas except itself and its descendants, plus its current
  // parent even when inactive. Without areaId: every active area.
  rota(app, areasMaes, { config: READ }, async (req) => {
    const s = sessionOf(req);
    const { areaId, areaMaeId, resumido } = req.query;
    const areas = await areasDaEmpresa(db, s.empresaId);
    const fora = new Set(areaId === undefined ? [] : [areaId, ...descendentes(areas, areaId)]);
    return areas
      .filter((a) => !fora.has(a.id) && (a.ativo || a.id === areaMaeId))
      .map((a) =>
        resumido === 'true'
          ? { id: a.id, descricaoHierarquia: a.descricaoHierarquia }
          : {
              id: a.id,
              nome: a.nome,
              descricaoHierarquia: a.descricaoHierarquia,
              areaMaeId: a.areaMaeId,
              ativo: a.ativo,
            },
      );
  });

  rota(app, organogramas, { config: READ }, async (req) => {
    const s = sessionOf(req);
    const { ativa, areaOrganizacionalId } = req.query;
    const areas = await areasDaEmpresa(db, s.empresaId);
    if (areaOrganizacionalId !== undefined && !areas.some((a) => a.id === areaOrganizacionalId))
      throw notFound();
    const pessoas = await responsaveisDas(
      db,
      areas.map((a) => a.id),
    );
    return montarOrganograma(
      areas,
      pessoas,
      ativa === undefined ? undefined : ativa === 'true',
      areaOrganizacionalId,
    );
  });

  rota(app, responsaveisDaArea, { config: READ }, async (req) => {
    const s = sessionOf(req);
    await areaDa(db, s, req.query.id);
    const p = (await responsaveisDas(db, [req.query.id])).get(req.query.id);
    return {
      id: req.query.id,
      responsaveis: p?.responsaveis ?? [],
      coResponsaveis: p?.coResponsaveis ?? [],
    };
  });

  // Active areas without any responsible, grouped by company (only the session's company here).
  rota(app, areasSemResponsaveis, { config: READ }, async (req) => {
    const s = sessionOf(req);
    const areas = await db
      .select({
        id: areaOrganizacional.id,
        nome: areaOrganizacional.nome,
        descricaoHierarquia: areaOrganizacional.descricaoHierarquia,
      })
      .from(areaOrganizacional)
      .where(
        and(
          eq(areaOrganizacional.empresaId, s.empresaId),
          eq(areaOrganizacional.ativo, true),
          notExists(
            db
              .select({ x: sql`1` })
              .from(areaResponsavel)
              .where(eq(areaResponsavel.areaOrganizacionalId, areaOrganizacional.id)),
          ),
        ),
      )
      .orderBy(asc(collated(areaOrganizacional.descricaoHierarquia)), asc(areaOrganizacional.id));
    if (!areas.length) return [];
    const [e] = await db
      .select({ id: empresa.id, nome: empresa.nome })
      .from(empresa)
      .where(eq(empresa.id, s.empresaId));
    return [{ empresa: e, areas }];
  });

  // Salary bands of the positions linked to the area.
  rota(app, faixasDaArea, { config: READ }, async (req) => {
    const s = sessionOf(req);
    await areaDa(db, s, req.params.id);
    return db
      .select({
        id: faixaSalarial.id,
        nome: faixaSalarial.nome,
        cargo: { id: cargo.id, nome: cargo.nome, nomeMercado: cargo.nomeMercado },
      })
      .from(faixaSalarial)
      .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      .innerJoin(cargoAreaOrganizacional, eq(cargoAreaOrganizacional.cargoId, cargo.id))
      .where(
        and(
          eq(cargoAreaOrganizacional.areaOrganizacionalId, req.params.id),
          eq(cargo.empresaId, s.empresaId),
        ),
      )
      .orderBy(asc(collated(cargo.nomeMercado)), asc(collated(faixaSalarial.nome)), asc(faixaSalarial.id));
  });

  // Talents whose current area is this one.
  rota(app, talentosDaArea, { config: READ }, async (req) => {
    const s = sessionOf(req);
    await areaDa(db, s, req.params.id);
    return db
      .select({ id: colaborador.id, nome: colaborador.nome, situacao: colaborador.situacao })
      .from(colaborador)
      .where(
        and(
          eq(colaborador.areaOrganizacionalId, req.params.id),
          eq(colaborador.empresaId, s.empresaId),
          escopoDoColaborador(s),
        ),
      )
      .orderBy(asc(collated(colaborador.nome)), asc(colaborador.id));
  });

  // How many talents sit in the area or below it: the ones whose hierarchy text changes when the area
  // moves under another parent (the form warns before saving such a move).
  rota(app, quantidadeTalentosDaArea, { config: READ }, async (req) => {
    const s = sessionOf(req);
    await areaDa(db, s, req.params.id);
    const areas = [req.params.id, ...descendentes(await areasDaEmpresa(db, s.empresaId), req.params.id)];
    const [r] = await db
      .select({ n: count() })
      .from(colaborador)
      .where(and(eq(colaborador.empresaId, s.empresaId), inArray(colaborador.areaOrganizacionalId, areas)));
    return { quantidade: r.n };
  });

  // Talent history rows that point at the area (what locks its parent).
  rota(app, historicosVinculadosDaArea, { config: READ }, async (req) => {
    const s = sessionOf(req);
    await areaDa(db, s, req.params.id);
    return db
      .select({
        id: colaboradorHistorico.id,
        data: colaboradorHistorico.data,
        colaborador: { id: colaborador.id, nome: colaborador.nome },
      })
      .from(colaboradorHistorico)
      .innerJoin(colaborador, eq(colaborador.id, colaboradorHistorico.colaboradorId))
      .where(and(eq(colaboradorHistorico.areaOrganizacionalId, req.params.id), escopoDoColaborador(s)))
      .orderBy(asc(collated(colaborador.nome)), asc(colaboradorHistorico.data), asc(colaboradorHistorico.id));
  });

  // Descendant areas (children, grandchildren, …) in tree order.
  rota(app, areasVinculadas, { config: READ }, async (req) => {
    const s = sessionOf(req);
    const areas = await areasDaEmpresa(db, s.empresaId);
    if (!areas.some((a) => a.id === req.params.id)) throw notFound();
    const filhas = new Set(descendentes(areas, req.params.id));
    return areas
      .filter((a) => filhas.has(a.id))
      .map(({ id, nome, descricaoHierarquia, areaMaeId, ativo }) => ({
        id,
        nome,
        descricaoHierarquia,
        areaMaeId,
        ativo,
      }));
  });

  // Personnel requisitions come with the recruitment issues; until then no area has any.
  rota(app, solicitacoesVinculadasDaArea, { config: READ }, async (req) => {
    await areaDa(db, sessionOf(req), req.params.id);
    return [];
  });
}
