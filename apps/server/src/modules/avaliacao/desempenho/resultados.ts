/**
 * Results of a performance evaluation per evaluated talent (issue 22; formula in resultadoDesempenho.ts,
 * docs/questionario.md 'Resultado da avaliação de desempenho'): two set-based queries for the whole
 * evaluation — the questionnaire mean and the evaluator count per evaluated talent, the chosen level mean
 * per evaluated talent and competence — then the pure function per talent. Only concluded forms count.
 * Anonymous evaluations: a talent's numbers are withheld below MINIMO_AVALIADORES_ANONIMA evaluators
 * besides the talent itself, so no figure is one evaluator's answer.
 */
import {
  type CompetenciaAvaliada,
  MINIMO_AVALIADORES_ANONIMA,
  resultadoDesempenho,
} from '@ipe/domain/resources/avaliacao/resultadoDesempenho';
import type { ResultadoAvaliado } from '@ipe/domain/resources/avaliacao/desempenhoQuestionarios';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { areasDaSessao } from '../../cargoSalario/index.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export interface AvaliacaoResumo {
  id: number;
  titulo: string;
  anonima: boolean;
  exibeResultadoAutoAvaliacao: boolean;
}

/** The evaluation of the company, else 404. */
export async function avaliacaoDaEmpresa(db: Db, empresaId: number, id: number): Promise<AvaliacaoResumo> {
  const r = await db.execute(sql`
    select id, titulo, anonima, exibe_resultado_auto_avaliacao as exibe from avaliacao_desempenho
     where id = ${id} and empresa_id = ${empresaId}`);
  const [a] = rowsOf<{ id: number; titulo: string; anonima: boolean; exibe: boolean }>(r);
  if (!a) throw notFound();
  return { id: a.id, titulo: a.titulo, anonima: a.anonima, exibeResultadoAutoAvaliacao: a.exibe };
}

/**
 * The evaluated talents whose results a manager (area-scoped session holding HR's read authority) reads,
 * as a condition over `c` (colaborador): those of its areas (with sub-areas), itself only when the
 * evaluation shows results to the evaluated (else its own line would tell it what HR hides from it).
 * Empty for HR.
 */
export function escopoDosResultados(s: Session, a: AvaliacaoResumo): SQL {
  const areas = areasDaSessao(s);
  if (!areas) return sql``;
  const proprio = a.exibeResultadoAutoAvaliacao ? sql`` : sql`and c.id <> ${s.colaboradorId ?? 0}`;
  return sql`and c.area_organizacional_id in ${areas} ${proprio}`;
}

/** Per evaluated talent: concluded forms, those by others than the talent, the questionnaire mean. */
const SQL_QUESTIONARIO = (avaliacaoId: number, avaliadoId?: number, escopo: SQL = sql``) => sql`
  with avaliados as (
    select colaborador_id as id from avaliado_avaliacao_desempenho where avaliacao_desempenho_id = ${avaliacaoId}
    union
    select avaliado_colaborador_id from colaborador_questionario
     where dono_tipo = ${DONOS_AVALIACAO.desempenho} and dono_id = ${avaliacaoId} and avaliado_colaborador_id is not null)
  select v.id, c.nome,
         count(cq.id)::int as avaliadores,
         count(cq.id) filter (where cq.respondente_colaborador_id is distinct from v.id)::int as outros,
         avg(qr.percentual)::float8 as media
    from avaliados v
    join colaborador c on c.id = v.id
    left join colaborador_questionario cq
      on cq.dono_tipo = ${DONOS_AVALIACAO.desempenho} and cq.dono_id = ${avaliacaoId}
     and cq.avaliado_colaborador_id = v.id and cq.concluido_em is not null
    left join questionario_resposta qr on qr.id = cq.questionario_resposta_id
   where true ${avaliadoId ? sql`and v.id = ${avaliadoId}` : sql``} ${escopo}
   group by v.id, c.nome
   order by c.nome, v.id`;

/** Per evaluated talent and competence: weight, required order, mean chosen order, evaluators. */
export const SQL_COMPETENCIAS = (avaliacaoId: number, avaliadoId?: number) => sql`
  select r.avaliado_colaborador_id as avaliado, r.tipo_competencia as tipo, r.competencia_id as id,
         max(r.peso)::int as peso, max(ne.ordem)::int as exigida, avg(nc.ordem)::float8 as media,
         count(nc.id)::int as avaliadores
    from resposta_competencia_desempenho r
    join colaborador_questionario cq on cq.id = r.colaborador_questionario_id and cq.concluido_em is not null
    left join nivel_competencia ne on ne.id = r.nivel_exigido_id
    left join nivel_competencia nc on nc.id = r.nivel_competencia_id
   where r.avaliacao_desempenho_id = ${avaliacaoId}
   ${avaliadoId ? sql`and r.avaliado_colaborador_id = ${avaliadoId}` : sql``}
   group by r.avaliado_colaborador_id, r.tipo_competencia, r.competencia_id`;

/** The results of the evaluation (or of one evaluated talent), by name; `escopo` a condition over `c`. */
export async function resultadosDaAvaliacao(
  db: Db,
  empresaId: number,
  a: AvaliacaoResumo,
  avaliadoId?: number,
  escopo?: SQL,
): Promise<ResultadoAvaliado[]> {
  const [q, comp, max] = await Promise.all([
    db.execute(SQL_QUESTIONARIO(a.id, avaliadoId, escopo)),
    db.execute(SQL_COMPETENCIAS(a.id, avaliadoId)),
    db.execute(
      sql`select coalesce(max(ordem), 0)::int as m from nivel_competencia where empresa_id = ${empresaId}`,
    ),
  ]);
  const ordemMaxima = rowsOf<{ m: number }>(max)[0].m;
  const porAvaliado = new Map<number, CompetenciaAvaliada[]>();
  for (const c of rowsOf<{ avaliado: number; peso: number; exigida: number | null; media: number | null }>(
    comp,
  )) {
    if (c.exigida == null) continue;
    const lista = porAvaliado.get(c.avaliado) ?? [];
    lista.push({ peso: c.peso, exigida: c.exigida, media: c.media });
    porAvaliado.set(c.avaliado, lista);
  }
  return rowsOf<{ id: number; nome: string; avaliadores: number; outros: number; media: number | null }>(
    q,
  ).map((l) => {
    const oculto = a.anonima && l.outros < MINIMO_AVALIADORES_ANONIMA;
    const r = resultadoDesempenho({
      mediaQuestionario: l.media,
      competencias: l.avaliadores ? (porAvaliado.get(l.id) ?? []) : [],
      ordemMaxima,
    });
    return {
      avaliado: { id: l.id, nome: l.nome },
      avaliadores: l.avaliadores,
      questionario: oculto ? null : r.questionario,
      competencias: oculto ? null : r.competencias,
      resultado: oculto ? null : r.resultado,
      oculto,
    };
  });
}
