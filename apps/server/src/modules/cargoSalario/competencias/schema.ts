// Competences (conhecimentos, habilidades, atitudes), behaviours, levels and their configuration.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { areaOrganizacional } from '../areas/schema.ts';
import { colaborador } from '../colaboradores/schema.ts';
import { faixaSalarial } from '../faixas/schema.ts';
import { empresa } from '../../../db/schema/platform.ts';

/** Index expression matching the generic lists' order (see geral.ts). */
const collated = (col: unknown) => sql`${col} collate "und-x-icu"`;

/**
 * The tables of one kind of competence: the competence, its areas (link table) and its behaviours
 * (child rows). The three kinds share this shape; each keeps its own ids.
 */
function competenciaTables<N extends 'conhecimento' | 'habilidade' | 'atitude'>(nome: N) {
  const competencia = pgTable(
    nome,
    {
      id: serial().primaryKey(),
      empresaId: integer()
        .notNull()
        .references(() => empresa.id),
      nome: varchar({ length: 100 }).notNull(),
      observacao: varchar({ length: 255 }),
      solicitarComentario: boolean().notNull().default(false),
      /** Kept by the band configuration's writes: the competence has a level configured in some band. */
      existeNivelCompetencia: boolean().notNull().default(false),
    },
    (t) => [index(`${nome}_empresa_nome_idx`).on(t.empresaId, collated(t.nome), t.id)],
  );
  const area = pgTable(
    `${nome}_area`,
    {
      competenciaId: integer()
        .notNull()
        .references(() => competencia.id, { onDelete: 'cascade' }),
      areaOrganizacionalId: integer()
        .notNull()
        .references(() => areaOrganizacional.id),
    },
    (t) => [
      primaryKey({ columns: [t.competenciaId, t.areaOrganizacionalId] }),
      index(`${nome}_area_area_idx`).on(t.areaOrganizacionalId),
    ],
  );
  const comportamento = pgTable(
    `${nome}_comportamento`,
    {
      id: serial().primaryKey(),
      competenciaId: integer()
        .notNull()
        .references(() => competencia.id, { onDelete: 'cascade' }),
      descricao: varchar({ length: 250 }).notNull(),
    },
    (t) => [index(`${nome}_comportamento_competencia_idx`).on(t.competenciaId)],
  );
  return { competencia, area, comportamento };
}

export const {
  competencia: conhecimento,
  area: conhecimentoArea,
  comportamento: conhecimentoComportamento,
} = competenciaTables('conhecimento');
export const {
  competencia: habilidade,
  area: habilidadeArea,
  comportamento: habilidadeComportamento,
} = competenciaTables('habilidade');
export const {
  competencia: atitude,
  area: atitudeArea,
  comportamento: atitudeComportamento,
} = competenciaTables('atitude');

/** General evaluation criteria of competences (of one kind, or of all when tipoCompetencia is null). */
export const criterioAvaliacaoCompetencia = pgTable(
  'criterio_avaliacao_competencia',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    descricao: varchar({ length: 100 }).notNull(),
    /** 1 quantitative, 2 qualitative. */
    tipo: varchar({ length: 1 }).notNull(),
    /** C, H, A or null (every kind). */
    tipoCompetencia: varchar({ length: 1 }),
    ativo: boolean().notNull().default(true),
  },
  (t) => [index('criterio_aval_comp_empresa_idx').on(t.empresaId, collated(t.descricao), t.id)],
);

/** Competence level: description, weight (ordem) and minimum percentage. */
export const nivelCompetencia = pgTable(
  'nivel_competencia',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    descricao: varchar({ length: 60 }).notNull(),
    ordem: integer().notNull(),
    percentual: numeric({ precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [uniqueIndex('nivel_competencia_empresa_ordem_uq').on(t.empresaId, t.ordem)],
);

/** The company's level configuration (one row per company; absent = defaults, all off). */
export const configuracaoNiveisCompetencia = pgTable('configuracao_niveis_competencia', {
  empresaId: integer()
    .primaryKey()
    .references(() => empresa.id),
  considerarPercentualMinimo: boolean().notNull().default(false),
  obrigarPercentual: boolean().notNull().default(false),
});

/** A dated snapshot of the levels: the weights and percentages in force from `data` on. */
export const nivelCompetenciaHistorico = pgTable(
  'nivel_competencia_historico',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    data: date().notNull(),
  },
  (t) => [uniqueIndex('nivel_comp_hist_empresa_data_uq').on(t.empresaId, t.data)],
);

/** One level in a snapshot. */
export const configHistoricoNivel = pgTable(
  'config_historico_nivel',
  {
    id: serial().primaryKey(),
    nivelCompetenciaHistoricoId: integer()
      .notNull()
      .references(() => nivelCompetenciaHistorico.id, { onDelete: 'cascade' }),
    nivelId: integer()
      .notNull()
      .references(() => nivelCompetencia.id),
    ordem: integer().notNull(),
    percentual: numeric({ precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [
    index('config_hist_nivel_historico_idx').on(t.nivelCompetenciaHistoricoId),
    index('config_hist_nivel_nivel_idx').on(t.nivelId),
  ],
);

/** A salary band's competence configuration on a date (the matrix's header). */
export const configuracaoNivelCompetenciaFaixa = pgTable(
  'configuracao_nivel_competencia_faixa',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    faixaSalarialId: integer()
      .notNull()
      .references(() => faixaSalarial.id),
    data: date().notNull(),
  },
  (t) => [
    uniqueIndex('config_nivel_comp_faixa_data_uq').on(t.faixaSalarialId, t.data),
    index('config_nivel_comp_faixa_empresa_idx').on(t.empresaId),
  ],
);

/**
 * One row of the matrix: a competence (exactly one of the three kinds' ids), its weight in the band and
 * the level the band requires. Foreign keys to each kind, so a configured competence cannot vanish.
 */
export const configuracaoNivelCompetencia = pgTable(
  'configuracao_nivel_competencia',
  {
    id: serial().primaryKey(),
    configuracaoId: integer()
      .notNull()
      .references(() => configuracaoNivelCompetenciaFaixa.id, { onDelete: 'cascade' }),
    conhecimentoId: integer().references(() => conhecimento.id),
    habilidadeId: integer().references(() => habilidade.id),
    atitudeId: integer().references(() => atitude.id),
    competenciaPeso: integer().notNull().default(1),
    nivelCompetenciaId: integer()
      .notNull()
      .references(() => nivelCompetencia.id),
  },
  (t) => [
    index('config_nivel_comp_config_idx').on(t.configuracaoId),
    index('config_nivel_comp_conhecimento_idx').on(t.conhecimentoId),
    index('config_nivel_comp_habilidade_idx').on(t.habilidadeId),
    index('config_nivel_comp_atitude_idx').on(t.atitudeId),
    index('config_nivel_comp_nivel_idx').on(t.nivelCompetenciaId),
    check(
      'config_nivel_comp_uma_competencia',
      sql`num_nonnulls(${t.conhecimentoId}, ${t.habilidadeId}, ${t.atitudeId}) = 1`,
    ),
  ],
);

/**
 * A talent's competence levels on a date (spec 3 /gestao-talentos `configuracoes-niveis-competencia-colaborador`):
 * the dated history HR records, compared with what the talent's salary band requires. `faixaSalarialId` is
 * the band in force for the talent on `data` (from its history), kept so the comparison stays that of the day.
 */
export const nivelCompetenciaColaborador = pgTable(
  'nivel_competencia_colaborador',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    colaboradorId: integer()
      .notNull()
      .references(() => colaborador.id),
    faixaSalarialId: integer()
      .notNull()
      .references(() => faixaSalarial.id),
    data: date().notNull(),
  },
  (t) => [
    uniqueIndex('nivel_comp_colab_data_uq').on(t.colaboradorId, t.data),
    index('nivel_comp_colab_empresa_data_idx').on(t.empresaId, t.data),
    index('nivel_comp_colab_faixa_idx').on(t.faixaSalarialId),
  ],
);

/** One competence of a talent's record (exactly one of the three kinds' ids) and the level recorded. */
export const nivelCompetenciaColaboradorItem = pgTable(
  'nivel_competencia_colaborador_item',
  {
    id: serial().primaryKey(),
    registroId: integer()
      .notNull()
      .references(() => nivelCompetenciaColaborador.id, { onDelete: 'cascade' }),
    conhecimentoId: integer().references(() => conhecimento.id),
    habilidadeId: integer().references(() => habilidade.id),
    atitudeId: integer().references(() => atitude.id),
    nivelCompetenciaId: integer()
      .notNull()
      .references(() => nivelCompetencia.id),
  },
  (t) => [
    index('nivel_comp_colab_item_registro_idx').on(t.registroId),
    index('nivel_comp_colab_item_conhecimento_idx').on(t.conhecimentoId),
    index('nivel_comp_colab_item_habilidade_idx').on(t.habilidadeId),
    index('nivel_comp_colab_item_atitude_idx').on(t.atitudeId),
    index('nivel_comp_colab_item_nivel_idx').on(t.nivelCompetenciaId),
    check(
      'nivel_comp_colab_item_uma_competencia',
      sql`num_nonnulls(${t.conhecimentoId}, ${t.habilidadeId}, ${t.atitudeId}) = 1`,
    ),
  ],
);
