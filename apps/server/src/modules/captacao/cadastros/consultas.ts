import {
  cargosDasAreasFormacao,
  contagemPorOrigem,
  opcoesMotivoSolicitacao,
  proximaOrdemEtapa,
} from '@ipe/domain/resources/captacao/cadastros/contratos';
import {
  comoFicouSabendoVaga,
  ETAPA_ORDEM_MAX,
  etapasSeletivas,
  motivosSolicitacao,
  percentuais,
} from '@ipe/domain/resources/captacao/cadastros/index';
import { and, asc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { cargo } from '../../cargoSalario/areas/schema.ts';
import { candidato } from '../schema.ts';
import {
  areaFormacao,
  areaFormacaoCargo,
  comoFicouSabendoVaga as fonte,
  etapaSeletiva,
  motivoSolicitacao,
} from './schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { collated } from '../../../platform/crud/query.ts';
import { rota } from '../../../platform/http/rota.ts';

/** The day after `data` ('YYYY-MM-DD'), so a period's end day is included whole. */
const diaSeguinte = (data: string) => {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The registers' lookups beside the generic routes (spec 1 §7 'Related' and 'Reference lookups'). */
export function registerConsultasCadastros(app: FastifyInstance, db: Db) {
  const tags = ['captacao'];

  // A new step goes after the company's last one; capped at the limit, where the user picks a free one.
  rota(
    app,
    proximaOrdemEtapa,
    { config: { access: etapasSeletivas.access.read }, schema: { tags } },
    async (req) => {
      const s = sessionOf(req);
      const [r] = await db
        .select({ maior: max(etapaSeletiva.ordem) })
        .from(etapaSeletiva)
        .where(eq(etapaSeletiva.empresaId, s.empresaId));
      return { ordem: Math.min((r?.maior ?? 0) + 1, ETAPA_ORDEM_MAX) };
    },
  );

  // The requisition form's dropdown: every reason with the flags the form reacts to.
  rota(
    app,
    opcoesMotivoSolicitacao,
    { config: { access: motivosSolicitacao.access.read }, schema: { tags } },
    async (req) => {
      const s = sessionOf(req);
      return db
        .select({
          id: motivoSolicitacao.id,
          descricao: motivoSolicitacao.descricao,
          turnover: motivoSolicitacao.turnover,
          considerarQtdColaboradoresPorCargo: motivoSolicitacao.considerarQtdColaboradoresPorCargo,
        })
        .from(motivoSolicitacao)
        .where(eq(motivoSolicitacao.empresaId, s.empresaId))
        .orderBy(collated(motivoSolicitacao.descricao), asc(motivoSolicitacao.id));
    },
  );

  // The positions related to formation areas (all the company's relations without a filter).
  rota(
    app,
    cargosDasAreasFormacao,
    { config: { access: { anyOf: ['ROLE_CAP_AREAS_FORMACAO', 'ROLE_CAP_CANDIDATOS'] } }, schema: { tags } },
    async (req) => {
      const s = sessionOf(req);
      const ids = req.query.areasFormacaoIds;
      return db
        .select({
          id: cargo.id,
          nome: cargo.nomeMercado,
          nomenclatura: cargo.nome,
          areasFormacaoIds: sql<
            number[]
          >`array_agg(${areaFormacaoCargo.areaFormacaoId} order by ${areaFormacaoCargo.areaFormacaoId})`,
        })
        .from(areaFormacaoCargo)
        .innerJoin(areaFormacao, eq(areaFormacao.id, areaFormacaoCargo.areaFormacaoId))
        .innerJoin(cargo, eq(cargo.id, areaFormacaoCargo.cargoId))
        .where(
          and(
            eq(areaFormacao.empresaId, s.empresaId),
            ids ? inArray(areaFormacaoCargo.areaFormacaoId, ids) : undefined,
          ),
        )
        .groupBy(cargo.id)
        .orderBy(collated(cargo.nomeMercado), asc(cargo.id));
    },
  );

  // How many candidates heard of openings through each source (registered in the period), with shares.
  rota(
    app,
    contagemPorOrigem,
    { config: { access: comoFicouSabendoVaga.access.read }, schema: { tags } },
    async (req) => {
      const s = sessionOf(req);
      const { dataIni, dataFim } = req.query;
      const rows = await db
        .select({ id: fonte.id, nome: fonte.nome, qtd: sql<number>`count(${candidato.id})::int` })
        .from(fonte)
        .leftJoin(
          candidato,
          and(
            eq(candidato.comoFicouSabendoVagaId, fonte.id),
            eq(candidato.empresaId, s.empresaId),
            dataIni ? gte(candidato.createdAt, new Date(`${dataIni}T00:00:00`)) : undefined,
            dataFim ? lt(candidato.createdAt, new Date(`${diaSeguinte(dataFim)}T00:00:00`)) : undefined,
          ),
        )
        .where(eq(fonte.empresaId, s.empresaId))
        .groupBy(fonte.id)
        .orderBy(sql`count(${candidato.id}) desc`, collated(fonte.nome), asc(fonte.id));
      const p = percentuais(rows.map((r) => r.qtd));
      return rows.map((r, i) => ({ ...r, percentual: p[i] }));
    },
  );
}
