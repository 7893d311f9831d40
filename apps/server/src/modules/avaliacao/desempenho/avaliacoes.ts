/**
 * Performance evaluations (spec 2 §2 /avaliacao/avaliacoes-desempenho, §3, §4, §5): the generic resource
 * `avaliacoes-desempenho` with its hooks. The model must be a performance model of the company, and the
 * evaluation's question set follows it (an empty set of its own when competence-only). Once answered, the
 * significant fields (§4) are locked; a released evaluation keeps its records' due date and set in step.
 * A manager (area-scoped session) sees the evaluations evaluating someone of its areas.
 */
import { formatDate } from '@ipe/domain';
import {
  avaliacoesDesempenho,
  CAMPOS_SIGNIFICATIVOS_DESEMPENHO,
  MSG_AVALIACAO_DESEMPENHO,
  MSG_DESEMPENHO_ACOES,
  TIPO_MODELO,
} from '@ipe/domain/resources/avaliacao/index';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { fieldOf } from '@ipe/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { diaDeHoje } from '../../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { badRequest, fieldErrors } from '../../../platform/http/errors.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { removerRegistros } from '../../../platform/questionario/colaborador/index.ts';
import { criarQuestionario, removerQuestionario } from '../../../platform/questionario/conjunto.ts';
import { areasDaSessao } from '../../cargoSalario/index.ts';
import { modeloAvaliacao } from '../schema.ts';
import { avaliacaoDesempenho } from './schema.ts';

export const ORIGEM_AVALIACAO_DESEMPENHO = 'AVALIACAO_DESEMPENHO';
const MODELO = 'modeloAvaliacaoId';
const TIPO = DONOS_AVALIACAO.desempenho;

/** The question set of the model chosen (a performance model of the company), else 400 on the field. */
async function questionarioDoModelo(tx: Db, empresaId: number, modeloId: number): Promise<number> {
  const [m] = await tx
    .select({ questionarioId: modeloAvaliacao.questionarioId })
    .from(modeloAvaliacao)
    .where(
      and(
        eq(modeloAvaliacao.id, modeloId),
        eq(modeloAvaliacao.empresaId, empresaId),
        eq(modeloAvaliacao.tipo, TIPO_MODELO.desempenho),
      ),
    );
  if (!m) throw fieldErrors([{ field: MODELO, message: MSG_AVALIACAO_DESEMPENHO.modelo }]);
  return m.questionarioId;
}

type Antes = typeof avaliacaoDesempenho.$inferSelect;

/** Spec §4: the significant fields whose value changes (null and false count alike for flags). */
export function camposAlterados(antes: Record<string, unknown>, depois: Record<string, unknown>): string[] {
  const norm = (v: unknown) => (v === undefined || v === false ? null : v);
  return CAMPOS_SIGNIFICATIVOS_DESEMPENHO.filter((c) => norm(antes[c]) !== norm(depois[c]));
}

/** Refuses, field by field, significant changes of an evaluation with answers; a past end date once released. */
function exigirAlteracaoPermitida(antes: Antes, data: Record<string, unknown>) {
  if (antes.possuiResposta) {
    const alterados = camposAlterados(antes as unknown as Record<string, unknown>, data);
    if (alterados.length)
      throw fieldErrors(
        alterados.map((c) => ({
          field: c,
          message: MSG_DESEMPENHO_ACOES.alteracaoSignificativa(fieldOf(avaliacoesDesempenho, c).label),
        })),
      );
  }
  const hoje = diaDeHoje();
  if (
    antes.liberada &&
    typeof data.dataFim === 'string' &&
    data.dataFim < hoje &&
    data.dataFim !== antes.dataFim
  )
    throw fieldErrors([{ field: 'dataFim', message: MSG_DESEMPENHO_ACOES.dataFimPassada(formatDate(hoje)) }]);
}

export function registerAvaliacoesDesempenho(
  _app: FastifyInstance,
  { db }: ModuleDeps,
): Record<string, CrudHooks> {
  const hooks: CrudHooks = {
    scope: ({ session }) => {
      const areas = areasDaSessao(session);
      return areas
        ? sql`exists (select 1 from avaliado_avaliacao_desempenho av join colaborador c on c.id = av.colaborador_id
            where av.avaliacao_desempenho_id = ${avaliacaoDesempenho.id} and c.area_organizacional_id in ${areas})`
        : undefined;
    },
    async beforeSave({ db: tx, session, id, data }) {
      if (data.tipo !== '2.0' && data.formato == null) data.formato = '0';
      if (data.avaliarSomenteCompetencias) data[MODELO] = null;
      const [antes] =
        id === null
          ? []
          : await tx.select().from(avaliacaoDesempenho).where(eq(avaliacaoDesempenho.id, id)).for('update');
      if (antes) exigirAlteracaoPermitida(antes, data);
      if (data[MODELO] != null) {
        data.questionarioId = await questionarioDoModelo(tx, session.empresaId, data[MODELO] as number);
        return;
      }
      // Competence-only: keep its own set, or create an empty one.
      data.questionarioId =
        antes && antes.modeloAvaliacaoId == null
          ? antes.questionarioId
          : await criarQuestionario(tx, session.empresaId, ORIGEM_AVALIACAO_DESEMPENHO);
    },
    // The records of an evaluation (released or blocked) follow its end date and its set.
    async afterSave({ db: tx, session, id }) {
      await tx.execute(sql`
        update colaborador_questionario cq
           set prazo = a.data_fim, questionario_id = a.questionario_id,
               lembretes_enviados = case when cq.prazo is distinct from a.data_fim then 0 else cq.lembretes_enviados end
          from avaliacao_desempenho a
         where a.id = ${id} and cq.empresa_id = ${session.empresaId} and cq.dono_tipo = ${TIPO} and cq.dono_id = a.id
           and (cq.prazo is distinct from a.data_fim or cq.questionario_id <> a.questionario_id)`);
    },
    async beforeDelete({ session, id }) {
      const [a] = await db
        .select({ possuiResposta: avaliacaoDesempenho.possuiResposta })
        .from(avaliacaoDesempenho)
        .where(and(eq(avaliacaoDesempenho.id, id), eq(avaliacaoDesempenho.empresaId, session.empresaId)));
      if (a?.possuiResposta) throw badRequest(MSG_DESEMPENHO_ACOES.possuiRespostas);
    },
    // Its records (none answered) go; its own set too when competence-only (a model's set stays the model's).
    async afterDelete({ db: tx, session, id, row }) {
      if (row.possuiResposta) throw badRequest(MSG_DESEMPENHO_ACOES.possuiRespostas); // answered meanwhile
      await removerRegistros(tx, { empresaId: session.empresaId, donoTipo: TIPO, donoId: id, todos: true });
      if (row.modeloAvaliacaoId == null) await removerQuestionario(tx, row.questionarioId as number);
    },
  };
  return { [avaliacoesDesempenho.name]: hooks };
}
