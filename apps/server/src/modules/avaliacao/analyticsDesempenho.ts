/**
 * /api/analytics/desempenho (definitions in the domain's analytics/desempenho.ts): the competence radar over
 * cargoSalario's `competenciasDosTalentos` (required level and latest recorded level per talent and
 * competence), the distribution of an evaluation's results (`resultadosDaAvaliacao`) and the Nine Box over
 * time (`grafico` of nineboxGrafico.ts per evaluation). Area scope: a manager chooses among its areas and
 * the talents it sees; anything else answers 404, and every count covers only its talents.
 */
import {
  ANALYTICS_DESEMPENHO_ACCESS,
  AVALIACOES_NO_TEMPO,
  faixaDoResultado,
  NOMES_FAIXAS_RESULTADO,
  opcoesDesempenho,
  painelDesempenho,
  radarCompetencias,
} from '@ipe/domain/analytics/desempenho';
import { NINEBOX_PADRAO } from '@ipe/domain/resources/avaliacao/ninebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { diaDeHoje, type Session } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/http/errors.ts';
import { rota } from '../../platform/http/rota.ts';
import type { ModuleDeps } from '../../platform/modules.ts';
import { colaborador } from '../cargoSalario/colaboradores/schema.ts';
import {
  areasDaSessao,
  competenciasDosTalentos,
  escopoDoColaborador,
  type LinhaCompetencia,
} from '../cargoSalario/index.ts';
import { avaliacaoDaEmpresa, resultadosDaAvaliacao } from './desempenho/resultados.ts';
import { grafico } from './nineboxGrafico.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const LER = { config: { access: ANALYTICS_DESEMPENHO_ACCESS }, schema: { tags: ['analytics'] } };
const media = (v: readonly number[]) => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : 0);
const duas = (n: number) => Math.round(n * 100) / 100;

/** The ids of an area and its sub-areas, when the area is the company's and within the session's areas. */
async function areaComFilhas(db: Db, s: Session, areaId: number): Promise<number[]> {
  const visiveis = areasDaSessao(s);
  const r = await db.execute(sql`
    with recursive sub(id) as (
      select a.id from area_organizacional a where a.id = ${areaId} and a.empresa_id = ${s.empresaId}
        ${visiveis ? sql`and a.id in ${visiveis}` : sql``}
      union select f.id from area_organizacional f join sub on f.area_mae_id = sub.id)
    select id from sub`);
  const ids = rowsOf<{ id: number }>(r).map((x) => x.id);
  if (!ids.length) throw notFound();
  return ids;
}

/** The talents (visible to the session) whose current area is one of `areas`. */
async function talentosDasAreas(db: Db, s: Session, areas: readonly number[]): Promise<Set<number>> {
  const r = await db.execute(sql`
    select c.id from colaborador c where c.empresa_id = ${s.empresaId} and c.area_organizacional_id in (${sql.join(
      areas.map((a) => sql`${a}`),
      sql`, `,
    )})`);
  const ids = rowsOf<{ id: number }>(r).map((x) => x.id);
  return new Set(ids);
}

const nenhum = { estabelecimentosIds: [], areasIds: [], cargosIds: [] };

/** The rows of the radar's subject on the date (session scope applied by competenciasDosTalentos). */
async function linhasDoRadar(
  db: Db,
  s: Session,
  tipo: 'talento' | 'faixa' | 'area',
  id: number,
  data: string,
): Promise<LinhaCompetencia[]> {
  if (tipo === 'area')
    return competenciasDosTalentos(db, s, data, { ...nenhum, areasIds: await areaComFilhas(db, s, id) });
  if (tipo === 'faixa') {
    const [f] = rowsOf<{ cargo_id: number; nome: string }>(
      await db.execute(sql`
        select fx.cargo_id, fx.nome from faixa_salarial fx join cargo cg on cg.id = fx.cargo_id
         where fx.id = ${id} and cg.empresa_id = ${s.empresaId}`),
    );
    if (!f) throw notFound();
    const linhas = await competenciasDosTalentos(db, s, data, { ...nenhum, cargosIds: [f.cargo_id] });
    return linhas.filter((l) => l.faixa === f.nome);
  }
  const [t] = await db
    .select({ id: colaborador.id })
    .from(colaborador)
    .where(and(eq(colaborador.id, id), eq(colaborador.empresaId, s.empresaId), escopoDoColaborador(s)));
  if (!t) throw notFound();
  // Only the talent's area on the date is read (its history row in force then).
  const [h] = rowsOf<{ area: number }>(
    await db.execute(sql`
      select area_organizacional_id as area from colaborador_historico
       where colaborador_id = ${id} and data <= ${data}::date order by data desc, id desc limit 1`),
  );
  if (!h) return [];
  const linhas = await competenciasDosTalentos(db, s, data, { ...nenhum, areasIds: [h.area] });
  return linhas.filter((l) => l.colaborador_id === id);
}

export function registerAnalyticsDesempenho(app: FastifyInstance, { db }: ModuleDeps): undefined {
  rota(app, opcoesDesempenho, LER, async (req) => {
    const s = sessionOf(req);
    const visiveis = areasDaSessao(s);
    const [talentos, faixas, areas, avaliacoes] = await Promise.all([
      db
        .select({ id: colaborador.id, nome: colaborador.nome })
        .from(colaborador)
        .where(
          and(
            eq(colaborador.empresaId, s.empresaId),
            sql`${colaborador.situacao} not in ('D', 'C')`,
            escopoDoColaborador(s),
          ),
        )
        .orderBy(sql`${colaborador.nome} collate "und-x-icu"`),
      db.execute(sql`
        select fx.id, cg.nome_mercado || ' — ' || fx.nome as nome from faixa_salarial fx
          join cargo cg on cg.id = fx.cargo_id where cg.empresa_id = ${s.empresaId}
         order by cg.nome_mercado collate "und-x-icu", fx.nome collate "und-x-icu"`),
      db.execute(sql`
        select id, coalesce(descricao_hierarquia, nome) as nome from area_organizacional
         where empresa_id = ${s.empresaId} ${visiveis ? sql`and id in ${visiveis}` : sql``}
         order by coalesce(descricao_hierarquia, nome) collate "und-x-icu"`),
      db.execute(sql`
        select id, titulo as nome, data_fim::text as data from avaliacao_desempenho
         where empresa_id = ${s.empresaId} and possui_resposta order by data_fim desc nulls last, id desc`),
    ]);
    return {
      talentos,
      faixas: rowsOf<{ id: number; nome: string }>(faixas),
      areas: rowsOf<{ id: number; nome: string }>(areas),
      avaliacoes: rowsOf<{ id: number; nome: string; data: string | null }>(avaliacoes),
    };
  });

  rota(app, radarCompetencias, LER, async (req) => {
    const s = sessionOf(req);
    const data = req.query.data ?? diaDeHoje();
    const [linhas, niveis] = await Promise.all([
      linhasDoRadar(db, s, req.query.tipo, req.query.id, data),
      db
        .execute(
          sql`select ordem, descricao from nivel_competencia where empresa_id = ${s.empresaId} order by ordem, id`,
        )
        .then((r) => rowsOf<{ ordem: number; descricao: string }>(r)),
    ]);
    // A talent counts on the actual side when its record gives a level to any required competence.
    const avaliados = new Set(linhas.filter((l) => l.ordem_registrada != null).map((l) => l.colaborador_id));
    const porCompetencia = new Map<string, { nome: string; exigidas: number[]; registradas: number[] }>();
    for (const l of linhas) {
      if (l.tipo == null || l.competencia == null) continue;
      const chave = `${l.tipo}-${l.competencia_id}`;
      const c = porCompetencia.get(chave) ?? { nome: l.competencia, exigidas: [], registradas: [] };
      c.exigidas.push(l.ordem ?? 0);
      if (avaliados.has(l.colaborador_id)) c.registradas.push(l.ordem_registrada ?? 0);
      porCompetencia.set(chave, c);
    }
    const comps = [...porCompetencia.values()];
    return {
      data,
      labels: comps.map((c) => c.nome),
      competenciasFaixaSalarial: comps.map((c) => duas(media(c.exigidas))),
      competenciasColaborador: comps.map((c) => duas(media(c.registradas))),
      talentos: avaliados.size,
      ordemMaxima: Math.max(0, ...niveis.map((n) => n.ordem)),
      niveis,
    };
  });

  rota(app, painelDesempenho, LER, async (req) => {
    const s = sessionOf(req);
    const areas = req.query.areaId ? await areaComFilhas(db, s, req.query.areaId) : null;
    const daArea = areas ? await talentosDasAreas(db, s, areas) : null;
    const hoje = diaDeHoje();
    const recentes = rowsOf<{ id: number; nome: string; encerrada: boolean }>(
      await db.execute(sql`
        select id, titulo as nome, coalesce(data_fim <= ${hoje}::date, false) as encerrada from avaliacao_desempenho
         where empresa_id = ${s.empresaId} and possui_resposta
         order by data_fim desc nulls last, id desc limit ${AVALIACOES_NO_TEMPO}`),
    );
    // By default the latest evaluation already ended (an open one's results are partial), else the latest.
    const avaliacaoId = req.query.avaliacaoId ?? (recentes.find((a) => a.encerrada) ?? recentes[0])?.id;
    const distribuicao = NOMES_FAIXAS_RESULTADO.map((nome) => ({ nome, valor: 0 }));
    let semResultado = 0;
    let avaliacao: { id: number; nome: string } | null = null;
    if (avaliacaoId != null) {
      const a = await avaliacaoDaEmpresa(db, s.empresaId, avaliacaoId);
      avaliacao = { id: a.id, nome: a.titulo };
      const todos = await resultadosDaAvaliacao(db, s.empresaId, a);
      const vistos = new Set(
        (
          await db
            .select({ id: colaborador.id })
            .from(colaborador)
            .where(and(eq(colaborador.empresaId, s.empresaId), escopoDoColaborador(s)))
        ).map((c) => c.id),
      );
      for (const r of todos) {
        if (!vistos.has(r.avaliado.id) || (daArea && !daArea.has(r.avaliado.id))) continue;
        if (r.resultado == null) semResultado++;
        else distribuicao[faixaDoResultado(r.resultado)].valor++;
      }
    }
    const noTempo = [];
    let titulos: string[] = NINEBOX_PADRAO.map((b) => b.nomeclatura);
    for (const a of [...recentes].reverse()) {
      const g = await grafico(db, s, a.id, 'resultado');
      titulos = g.boxes.map((b) => b.nomeclatura);
      const conta = (ids: number[]) => ids.filter((i) => !daArea || daArea.has(i)).length;
      noTempo.push({
        avaliacao: { id: a.id, nome: a.nome },
        data: g.data,
        quantidades: g.boxes.map((b) => conta(b.colaboradorIds)),
      });
    }
    return { avaliacao, distribuicao, semResultado, titulos, nineBoxNoTempo: noTempo };
  });
}
