import { NOTA_MINIMA_MODELO } from '@ipe/domain';
import {
  avaliacoes,
  MSG_MODELOS,
  modelosAcompanhamento,
  modelosAvaliacao,
  removerModelo,
  TIPO_MODELO,
  type TipoModelo,
} from '@ipe/domain/resources/avaliacao/index';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditar } from '../../platform/audit.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import type { Session } from '../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../platform/crud/routes.ts';
import { fieldErrors, fromDatabaseError, HttpError, notFound } from '../../platform/http/errors.ts';
import { rota } from '../../platform/http/rota.ts';
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

/** 'O modelo de avaliação de desempenho', as 'possui dependências em …' names a model of that kind. */
const rotuloDoTipo = (tipo: TipoModelo) =>
  `O ${(tipo === TIPO_MODELO.acompanhamento ? modelosAcompanhamento : modelosAvaliacao).label.toLowerCase()}`;

/** The period must be one of the session's company (the generic save does not check references). */
async function exigirPeriodoDaEmpresa(tx: Db, s: Session, periodoId: unknown) {
  if (periodoId == null) return;
  const [p] = await tx
    .select({ id: periodoExperiencia.id })
    .from(periodoExperiencia)
    .where(and(eq(periodoExperiencia.id, periodoId as number), eq(periodoExperiencia.empresaId, s.empresaId)));
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

/** Removes a model of the given kind with its question set, audited (DELETE /{id}?tipo=). */
async function removerDoTipo(db: Db, s: Session, rawId: string, tipo: TipoModelo) {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx
        .delete(modeloAvaliacao)
        .where(
          and(
            eq(modeloAvaliacao.id, id),
            eq(modeloAvaliacao.empresaId, s.empresaId),
            eq(modeloAvaliacao.tipo, tipo),
          ),
        )
        .returning();
      if (!row) throw notFound();
      await removerQuestionario(tx, row.questionarioId);
      await auditar(tx, s, {
        entidade: avaliacoes.name,
        entidadeId: id,
        acao: 'REMOVER',
        descricao: row.titulo,
        antes: row,
        depois: null,
      });
    });
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw fromDatabaseError(e, rotuloDoTipo(tipo)) ?? e;
  }
}

/**
 * Evaluation models of both kinds: the generic resource (and a view per kind's screen), their question
 * sets edited with the questionnaire engine under /api/avaliacao/avaliacoes/{id} (clone, blank PDF
 * included), and the removal with `tipo`.
 */
export function registerModelosAvaliacao(app: FastifyInstance, { db }: ModuleDeps): Record<string, CrudHooks> {
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
      return periodo == null ? copia : { ...copia, [PERIODO]: await periodoNaEmpresa(tx, periodo, empresaId) };
    },
  });
  rota(app, removerModelo, { config: { access: avaliacoes.access.write } }, async (req, reply) => {
    await removerDoTipo(db, sessionOf(req), req.params.id, req.query.tipo);
    return reply.status(204).send();
  });
  return {
    [avaliacoes.name]: hooksDoModelo(null),
    [modelosAvaliacao.name]: hooksDoModelo(TIPO_MODELO.desempenho),
    [modelosAcompanhamento.name]: hooksDoModelo(TIPO_MODELO.acompanhamento),
  };
}
