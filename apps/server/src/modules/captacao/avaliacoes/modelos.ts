import { NOTA_MINIMA_MODELO } from '@ipe/domain';
import { modelosAvaliacaoCandidato } from '@ipe/domain/resources/captacao/avaliacoes/index';
import type { FastifyInstance } from 'fastify';
import { modeloAvaliacaoCandidato } from '../schema.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import {
  criarQuestionario,
  registerQuestionSet,
  removerQuestionario,
} from '../../../platform/questionario/conjunto.ts';

export const ORIGEM_MODELO_AVALIACAO_CANDIDATO = 'MODELO_AVALIACAO_CANDIDATO';

/**
 * Candidate evaluation models: the generic resource plus its question set, edited with the
 * questionnaire engine under the model's path. Creating a model creates its empty set; removing it
 * removes the set (a model already applied to candidates cannot be removed: its evaluations refer to it).
 */
export function registerModelos(app: FastifyInstance, { db }: ModuleDeps): CrudHooks {
  const def = modelosAvaliacaoCandidato;
  registerQuestionSet(app, db, {
    base: `/api${def.path}`, // the routes of conjuntoDoModelo (domain contratos.ts)
    tags: [def.modulo],
    access: def.access,
    origem: ORIGEM_MODELO_AVALIACAO_CANDIDATO,
    notaMinimaPadrao: NOTA_MINIMA_MODELO,
    table: modeloAvaliacaoCandidato,
    columns: {
      id: modeloAvaliacaoCandidato.id,
      empresaId: modeloAvaliacaoCandidato.empresaId,
      questionarioId: modeloAvaliacaoCandidato.questionarioId,
      titulo: modeloAvaliacaoCandidato.titulo,
      observacao: modeloAvaliacaoCandidato.observacao,
    },
    auditEntidade: def.name,
  });
  return {
    async beforeSave({ db: tx, session, id, data }) {
      if (id === null)
        data.questionarioId = await criarQuestionario(
          tx,
          session.empresaId,
          ORIGEM_MODELO_AVALIACAO_CANDIDATO,
        );
    },
    async afterDelete({ db: tx, row }) {
      await removerQuestionario(tx, row.questionarioId as number);
    },
  };
}
