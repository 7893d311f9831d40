import {
  responsabilidadeDoTalento,
  responsabilidadeDoCargo,
  cargosMaisSemAreas,
} from '@ipe/domain/resources/cargoSalario/areas/contratos';
import { rota } from '../../../platform/http/rota.ts';
import { cargos, MSG_AREAS } from '@ipe/domain/resources/cargoSalario/areas/index';
import { and, asc, desc, eq, exists, inArray, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.ts';
import { colaborador, colaboradorHistorico } from '../colaboradores/schema.ts';
import { atitude, conhecimento, habilidade } from '../competencias/schema.ts';
import { faixaSalarial } from '../faixas/schema.ts';
import { areaOrganizacional, cargo, cargoAreaOrganizacional, grupoOcupacional } from './schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { collated } from '../../../platform/crud/query.ts';
import { fieldErrors, notFound } from '../../../platform/http/errors.ts';
import { completarRespostas } from '../../../platform/crud/computados.ts';

const BASE = `/api${cargos.path}`;

/** The competence items of a position: field, sub-field of the competence and its table. */
const COMPETENCIAS = [
  { field: 'conhecimentos', sub: 'conhecimentoId', table: conhecimento },
  { field: 'habilidades', sub: 'habilidadeId', table: habilidade },
  { field: 'atitudes', sub: 'atitudeId', table: atitude },
] as const;
const READ = { access: cargos.access.read };

const descricaoCargo = {
  id: cargo.id,
  nome: cargo.nome,
  nomeMercado: cargo.nomeMercado,
  missao: cargo.missao,
  responsabilidades: cargo.responsabilidades,
};

/** Today in the server's time zone, 'YYYY-MM-DD'. */
const hoje = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The calls of spec 2 §7 'Positions' of this part, and the hooks of cargos and occupational groups. */
export function registerCargoRoutes(fastify: FastifyInstance, db: Db): Record<string, CrudHooks> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  completarRespostas(fastify, BASE, async (rows) => {
    const com = await db
      .selectDistinct({ id: faixaSalarial.cargoId })
      .from(faixaSalarial)
      .where(
        inArray(
          faixaSalarial.cargoId,
          rows.map((r) => r.id),
        ),
      );
    const ids = new Set(com.map((r) => r.id));
    for (const r of rows) r.possuiFaixaSalarial = ids.has(r.id);
  });

  // The position of a talent on a date (default today): the band of the history row in force then.
  rota(app, responsabilidadeDoTalento, { config: READ }, async (req) => {
    const s = sessionOf(req);
    const [c] = await db
      .select(descricaoCargo)
      .from(colaboradorHistorico)
      .innerJoin(colaborador, eq(colaborador.id, colaboradorHistorico.colaboradorId))
      .innerJoin(faixaSalarial, eq(faixaSalarial.id, colaboradorHistorico.faixaSalarialId))
      .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
      .where(
        and(
          eq(colaboradorHistorico.colaboradorId, req.params.colaboradorId),
          eq(colaborador.empresaId, s.empresaId),
          lte(colaboradorHistorico.data, req.query.data ?? hoje()),
        ),
      )
      .orderBy(desc(colaboradorHistorico.data), desc(colaboradorHistorico.id))
      .limit(1);
    if (!c) throw notFound('O talento não possui cargo na data informada.');
    return c;
  });

  rota(app, responsabilidadeDoCargo, { config: READ }, async (req) => {
    const s = sessionOf(req);
    const [c] = await db
      .select(descricaoCargo)
      .from(cargo)
      .where(and(eq(cargo.id, req.params.id), eq(cargo.empresaId, s.empresaId)));
    if (!c) throw notFound();
    return c;
  });

  // The positions of the given areas plus those without any area (a POST: area lists can be long).
  rota(app, cargosMaisSemAreas, { config: READ }, async (req) => {
    const s = sessionOf(req);
    const areas = [...new Set([...(req.body.areasIds ?? []), ...(req.body.areasOrganizacionaisIds ?? [])])];
    const link = (cond?: ReturnType<typeof inArray>) =>
      db
        .select({ x: sql`1` })
        .from(cargoAreaOrganizacional)
        .where(and(eq(cargoAreaOrganizacional.cargoId, cargo.id), cond));
    return db
      .select({ id: cargo.id, nome: cargo.nome, nomeMercado: cargo.nomeMercado, ativa: cargo.ativa })
      .from(cargo)
      .where(
        and(
          eq(cargo.empresaId, s.empresaId),
          req.body.ativa === undefined ? undefined : eq(cargo.ativa, req.body.ativa),
          or(
            notExists(link()),
            areas.length
              ? exists(link(inArray(cargoAreaOrganizacional.areaOrganizacionalId, areas)))
              : undefined,
          ),
        ),
      )
      .orderBy(asc(collated(cargo.nomeMercado)), asc(cargo.id));
  });

  return {
    cargos: {
      // Areas and group must be of the session's company.
      async beforeSave({ db: tx, session, data }) {
        const erros: { field: string; message: string }[] = [];
        const areas = (data.areasOrganizacionaisIds as number[] | undefined) ?? [];
        if (areas.length) {
          const ok = await tx
            .select({ id: areaOrganizacional.id })
            .from(areaOrganizacional)
            .where(
              and(inArray(areaOrganizacional.id, areas), eq(areaOrganizacional.empresaId, session.empresaId)),
            );
          if (ok.length !== new Set(areas).size)
            erros.push({ field: 'areasOrganizacionaisIds', message: MSG_AREAS.areaNaoEncontrada });
        }
        const grupo = data.grupoOcupacionalId as number | null | undefined;
        if (grupo) {
          const [g] = await tx
            .select({ id: grupoOcupacional.id })
            .from(grupoOcupacional)
            .where(and(eq(grupoOcupacional.id, grupo), eq(grupoOcupacional.empresaId, session.empresaId)));
          if (!g) erros.push({ field: 'grupoOcupacionalId', message: MSG_AREAS.grupoNaoEncontrado });
        }
        // Each competence of the company, and once per position.
        for (const { field, sub, table } of COMPETENCIAS) {
          const rows = (data[field] as Record<string, unknown>[] | undefined) ?? [];
          const ids = rows.map((r) => r[sub] as number);
          const daEmpresa = ids.length
            ? new Set(
                (
                  await tx
                    .select({ id: table.id })
                    .from(table)
                    .where(and(inArray(table.id, ids), eq(table.empresaId, session.empresaId)))
                ).map((r) => r.id),
              )
            : new Set<number>();
          ids.forEach((id, i) => {
            if (!daEmpresa.has(id))
              erros.push({ field: `${field}.${i}.${sub}`, message: MSG_AREAS.competenciaNaoEncontrada });
            else if (ids.indexOf(id) < i)
              erros.push({ field: `${field}.${i}.${sub}`, message: MSG_AREAS.competenciaRepetida });
          });
        }
        if (erros.length) throw fieldErrors(erros);
      },
    },
    'grupos-ocupacionais': {
      // One code per company, with a message on the field rather than the generic duplicate one.
      async beforeSave({ db: tx, session, id, data }) {
        const [dup] = await tx
          .select({ id: grupoOcupacional.id })
          .from(grupoOcupacional)
          .where(
            and(
              eq(grupoOcupacional.empresaId, session.empresaId),
              eq(grupoOcupacional.codigo, String(data.codigo)),
              id === null ? undefined : ne(grupoOcupacional.id, id),
            ),
          );
        if (dup) throw fieldErrors([{ field: 'codigo', message: MSG_AREAS.grupoCodigoDuplicado }]);
      },
    },
  };
}
