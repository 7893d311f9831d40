import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresa } from '../../db/schema/platform.ts';
import { questionario } from '../../db/schema/questionario.ts';
import { colaborador } from '../cargoSalario/colaboradores/schema.ts';

/** Experience period (spec 2 §3): days from the admission at which the talent is followed up (≤ 90). */
export const periodoExperiencia = pgTable(
  'periodo_experiencia',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
    dias: integer().notNull(),
    ativo: boolean().notNull().default(true),
  },
  (t) => [index('periodo_experiencia_empresa_dias_idx').on(t.empresaId, t.dias, t.id)],
);

/**
 * Evaluation model of either kind (tipo D performance, A experience follow-up; spec 2 §3 'Evaluation
 * model'): a titled question set (questionario, the questionnaire engine's) with a minimum score.
 */
export const modeloAvaliacao = pgTable(
  'modelo_avaliacao',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    titulo: varchar({ length: 250 }).notNull(),
    // A model is a performance model unless said otherwise (the follow-up screen's hook says 'A').
    tipo: varchar({ length: 1 }).notNull().default('D'),
    periodoAcompanhamentoExperienciaId: integer().references(() => periodoExperiencia.id),
    observacao: text(),
    percentualMinimoAprovacao: numeric({ precision: 5, scale: 2, mode: 'number' }),
    ativo: boolean().notNull().default(true),
    questionarioId: integer()
      .notNull()
      .references(() => questionario.id),
  },
  (t) => [
    index('modelo_avaliacao_empresa_titulo_idx').on(
      t.empresaId,
      t.tipo,
      sql`${t.titulo} collate "und-x-icu"`,
      t.id,
    ),
    index('modelo_avaliacao_periodo_idx').on(t.periodoAcompanhamentoExperienciaId),
    uniqueIndex().on(t.questionarioId),
  ],
);

/**
 * Experience follow-up of one talent in one experience period (spec 3 /gestao-talentos
 * `colaboradores-periodos-experienciais-avaliacoes`): the model chosen for the period (null: the period's
 * active follow-up model) and HR's 'manter/encerrar' decision on the contract (beyond the spec). Its id
 * is the dono_id of the answering records (colaborador_questionario, kind 'acompanhamento-experiencia').
 */
export const acompanhamentoExperiencia = pgTable(
  'acompanhamento_experiencia',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    colaboradorId: integer()
      .notNull()
      .references(() => colaborador.id, { onDelete: 'cascade' }),
    periodoExperienciaId: integer()
      .notNull()
      .references(() => periodoExperiencia.id, { onDelete: 'cascade' }),
    modeloAvaliacaoId: integer().references(() => modeloAvaliacao.id, { onDelete: 'set null' }),
    /** 'M' keep the talent, 'E' end the contract; null: not decided yet. */
    decisao: varchar({ length: 1 }),
  },
  (t) => [
    uniqueIndex('acompanhamento_experiencia_colaborador_periodo_uq').on(
      t.colaboradorId,
      t.periodoExperienciaId,
    ),
    index('acompanhamento_experiencia_periodo_idx').on(t.periodoExperienciaId),
    index('acompanhamento_experiencia_modelo_idx').on(t.modeloAvaliacaoId),
  ],
);

/**
 * Nine Box configuration (spec 2 §3 'Nine Box'): the thresholds of each axis and whether the axes are
 * inverted, in force from `data` on (one per company and date). Its boxes are `nine_box_quadrante`.
 */
export const nineBox = pgTable(
  'nine_box',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    data: date().notNull(),
    percentualBaixoPotencial: integer().notNull().default(33),
    percentualAltoPotencial: integer().notNull().default(66),
    percentualBaixoDesempenho: integer().notNull().default(33),
    percentualAltoDesempenho: integer().notNull().default(66),
    eixoInvertido: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('nine_box_empresa_data_uq').on(t.empresaId, t.data)],
);

/** One of the nine boxes of a configuration: position 1–9 (see NINEBOX_PADRAO), title and description. */
export const nineBoxQuadrante = pgTable(
  'nine_box_quadrante',
  {
    id: serial().primaryKey(),
    nineBoxId: integer()
      .notNull()
      .references(() => nineBox.id, { onDelete: 'cascade' }),
    posicao: integer().notNull(),
    nomeclatura: varchar({ length: 24 }).notNull(),
    descricao: text().notNull(),
  },
  (t) => [uniqueIndex('nine_box_quadrante_posicao_uq').on(t.nineBoxId, t.posicao)],
);
