import { NOTA_MINIMA_MODELO } from '@ipe/domain';
import {
  avaliacoes,
  MSG_MODELOS,
  modelosAcompanhamento,
  modelosAvaliacao,
  TIPO_MODELO,
  type TipoModelo,
} from '@ipe/domain/resources/avaliacao/index';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Session } from '../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../platform/crud/routes.ts';
import { fieldErrors, notFound } from '../../platform/http/errors.ts';
import type { ModuleDeps } from '../../platform/modules.ts';
import {
  criarQuestionario,
  registerQuestionSet,
  removerQuestionario,
} from '../../platform/questionario/conjunto.ts';
import { modeloAvaliacao, periodoExperiencia } from './schema.ts';

export const ORIGEM_MODELO_AVALIACAO = 'MODELO_AVALIACAO';
const PERIODO = 'periodoAcompanhamentoExperienciaId';
export const MSG_MODELOS_SERVIDOR = {
  periodoNaoEncontrado: 'Período de Experiência não encontrado',
  tipoNaoAlteravel: 'O tipo do modelo não pode ser alterado.',
} as const;

const tipoSchema = z.enum([TIPO_MODELO.desempenho, TIPO_MODELO.acompanhamento]);

/**
 * DELETE /api/avaliacao/avaliacoes/{id}?tipo= (spec 2 §7 'DELETE {id} with tipo'): the kind is required,
 * and removes only a model of that kind (another kind's id is a 404, as another company's).
 */
async function exigirTipo(
  db: Db,
  { session, id, query }: Parameters<NonNullable<CrudHooks['beforeDelete']>>[0],
) {
  const tipo = tipoSchema.safeParse(query?.tipo);
  if (!tipo.success) throw fieldErrors([{ field: 'tipo', message: MSG_MODELOS.tipoObrigatorio }]);
  const [row] = await db
    .select({ id: modeloAvaliacao.id })
    .from(modeloAvaliacao)
    .where(
      and(
        eq(modeloAvaliacao.id, id),
        eq(modeloAvaliacao.empresaId, session.empresaId),
        eq(modeloAvaliacao.tipo, tipo.data),
      ),
    );
  if (!row) throw notFound();
}

/** The period must be one of the session's company (the generic save does not check references). */
async function exigirPeriodoDaEmpresa(tx: Db, s: Session, periodoId: unknown) {
  if (periodoId == null) return;
  const [p] = await tx
    .select({ id: periodoExperiencia.id })
    .from(periodoExperiencia)
    .where(
      and(eq(periodoExperiencia.id, periodoId as number), eq(periodoExperiencia.empresaId, s.empresaId)),
    );
  if (!p) throw fieldErrors([{ field: PERIODO, message: MSG_MODELOS_SERVIDOR.periodoNaoEncontrado }]);
}

/**
 * The hooks of one way in (the base with the kind in the body, or a kind's view): a new model gets its
 * empty question set; the kind never changes; a performance model has no period; removing the model
 * removes its set.
 */
function hooksDoModelo(tipoFixo: TipoModelo | null): CrudHooks {
  return {
    ...(tipoFixo ? { scope: () => eq(modeloAvaliacao.tipo, tipoFixo) } : {}),
    async beforeSave({ db: tx, session, id, data }) {
      if (tipoFixo) data.tipo = tipoFixo;
      if (data.tipo === TIPO_MODELO.desempenho) data[PERIODO] = null;
      await exigirPeriodoDaEmpresa(tx, session, data[PERIODO]);
      if (id === null) {
        data.questionarioId = await criarQuestionario(tx, session.empresaId, ORIGEM_MODELO_AVALIACAO);
        return;
      }
      const [antes] = await tx
        .select({ tipo: modeloAvaliacao.tipo })
        .from(modeloAvaliacao)
        .where(and(eq(modeloAvaliacao.id, id), eq(modeloAvaliacao.empresaId, session.empresaId)));
      if (antes && antes.tipo !== data.tipo)
        throw fieldErrors([{ field: 'tipo', message: MSG_MODELOS_SERVIDOR.tipoNaoAlteravel }]);
    },
    async afterDelete({ db: tx, row }) {
      await removerQuestionario(tx, row.questionarioId as number);
    },
  };
}

/**
 * A clone keeps its period by days: the target company's period with the same number of days (active
 * first), created there with the same name when it has none.
 */
async function periodoNaEmpresa(tx: Db, periodoId: number, empresaId: number): Promise<number> {
  const [origem] = await tx.select().from(periodoExperiencia).where(eq(periodoExperiencia.id, periodoId));
  const [igual] = await tx
    .select({ id: periodoExperiencia.id })
    .from(periodoExperiencia)
    .where(and(eq(periodoExperiencia.empresaId, empresaId), eq(periodoExperiencia.dias, origem.dias)))
    .orderBy(asc(periodoExperiencia.ativo), asc(periodoExperiencia.id))
    .limit(1);
  if (igual) return igual.id;
  const [novo] = await tx
    .insert(periodoExperiencia)
    .values({ empresaId, nome: origem.nome, dias: origem.dias })
    .returning({ id: periodoExperiencia.id });
  return novo.id;
}

/**
 * Evaluation models of both kinds: the generic resource (and a view per kind's screen), their question
 * sets edited with the questionnaire engine under /api/avaliacao/avaliacoes/{id} (clone, blank PDF
 * included), and the removal with `tipo` on the base.
 */
export function registerModelosAvaliacao(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Record<string, CrudHooks> {
  registerQuestionSet(app, db, {
    base: `/api${avaliacoes.path}`, // conjuntoDaAvaliacao (domain contratos.ts)
    tags: [avaliacoes.modulo],
    access: avaliacoes.access,
    origem: ORIGEM_MODELO_AVALIACAO,
    notaMinimaPadrao: NOTA_MINIMA_MODELO,
    table: modeloAvaliacao,
    columns: {
      id: modeloAvaliacao.id,
      empresaId: modeloAvaliacao.empresaId,
      questionarioId: modeloAvaliacao.questionarioId,
      titulo: modeloAvaliacao.titulo,
      observacao: modeloAvaliacao.observacao,
    },
    auditEntidade: avaliacoes.name,
    async ajustarCopia(tx, copia, empresaId) {
      const periodo = copia[PERIODO] as number | null;
      return periodo == null
        ? copia
        : { ...copia, [PERIODO]: await periodoNaEmpresa(tx, periodo, empresaId) };
    },
  });
  return {
    [avaliacoes.name]: { ...hooksDoModelo(null), beforeDelete: (ctx) => exigirTipo(db, ctx) },
    [modelosAvaliacao.name]: hooksDoModelo(TIPO_MODELO.desempenho),
    [modelosAcompanhamento.name]: hooksDoModelo(TIPO_MODELO.acompanhamento),
  };
}
