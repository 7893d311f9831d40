/**
 * Performance evaluations (spec 2 §2 /avaliacao/avaliacoes-desempenho, §3, §5): the generic resource
 * `avaliacoes-desempenho` with its hooks: the model must be a performance model of the company, and the
 * evaluation's question set follows it (an empty set of its own when competence-only).
 */
import {
  avaliacoesDesempenho,
  MSG_AVALIACAO_DESEMPENHO,
  TIPO_MODELO,
} from '@ipe/domain/resources/avaliacao/index';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors } from '../../../platform/http/errors.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { criarQuestionario } from '../../../platform/questionario/conjunto.ts';
import { modeloAvaliacao } from '../schema.ts';
import { avaliacaoDesempenho } from './schema.ts';

export const ORIGEM_AVALIACAO_DESEMPENHO = 'AVALIACAO_DESEMPENHO';
const MODELO = 'modeloAvaliacaoId';

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

export function registerAvaliacoesDesempenho(
  _app: FastifyInstance,
  _deps: ModuleDeps,
): Record<string, CrudHooks> {
  const hooks: CrudHooks = {
    async beforeSave({ db: tx, session, id, data }) {
      if (data.tipo !== '2.0' && data.formato == null) data.formato = '0';
      if (data.avaliarSomenteCompetencias) data[MODELO] = null;
      if (data[MODELO] != null) {
        data.questionarioId = await questionarioDoModelo(tx, session.empresaId, data[MODELO] as number);
        return;
      }
      // Competence-only: keep its own set, or create an empty one.
      const [antes] =
        id === null
          ? []
          : await tx
              .select({ m: avaliacaoDesempenho.modeloAvaliacaoId, q: avaliacaoDesempenho.questionarioId })
              .from(avaliacaoDesempenho)
              .where(eq(avaliacaoDesempenho.id, id));
      data.questionarioId =
        antes && antes.m == null
          ? antes.q
          : await criarQuestionario(tx, session.empresaId, ORIGEM_AVALIACAO_DESEMPENHO);
    },
  };
  return { [avaliacoesDesempenho.name]: hooks };
}
