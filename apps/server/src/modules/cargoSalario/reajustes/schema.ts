import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { empresa, usuario } from '../../../db/schema/platform.ts';
import { ambiente, funcao } from '../../sst/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { areaOrganizacional } from '../areas/schema.ts';
import { colaborador } from '../colaboradores/schema.ts';
import { faixaSalarial, indice } from '../faixas/schema.ts';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
/** A difference in percent, exact to 4 decimals (12.3456 %). */
const percent = () => numeric({ precision: 12, scale: 4, mode: 'number' });

/**
 * Salary realignment planning table (spec 2 §3). `aprovada` = applied: its history rows exist (each
 * points back here through `tabela_reajuste_colaborador_id`) and the table and its records are locked.
 */
export const tabelaReajusteColaborador = pgTable(
  'tabela_reajuste_colaborador',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
    data: date().notNull(),
    /** C talents, F salary bands, I indices. */
    tipoReajuste: varchar({ length: 1 }).notNull(),
    dissidio: boolean().notNull().default(false),
    observacao: varchar({ length: 255 }),
    aprovada: boolean().notNull().default(false),
    aplicadaEm: timestamp({ withTimezone: true }),
    aplicadaPor: integer().references(() => usuario.id),
  },
  (t) => [
    index('tabela_reajuste_empresa_idx').on(t.empresaId, t.data),
    index('tabela_reajuste_nome_trgm_idx').using('gin', sql`ipe_unaccent(${t.nome}) gin_trgm_ops`),
  ],
);

const tabelaRef = () =>
  integer()
    .notNull()
    .references(() => tabelaReajusteColaborador.id, { onDelete: 'cascade' });

/** A talent's realignment record: its situation on the table's date and the proposal. Once per table. */
export const reajusteColaborador = pgTable(
  'reajuste_colaborador',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    tabelaReajusteColaboradorId: tabelaRef(),
    colaboradorId: integer()
      .notNull()
      .references(() => colaborador.id, { onDelete: 'cascade' }),
    estabelecimentoAtualId: integer().references(() => estabelecimento.id),
    areaOrganizacionalAtualId: integer().references(() => areaOrganizacional.id),
    faixaSalarialAtualId: integer().references(() => faixaSalarial.id),
    tipoSalarioAtual: varchar({ length: 1 }),
    indiceAtualId: integer().references(() => indice.id),
    quantidadeIndiceAtual: numeric({ precision: 12, scale: 2, mode: 'number' }),
    salarioAtual: money(),
    estabelecimentoPropostoId: integer()
      .notNull()
      .references(() => estabelecimento.id),
    areaOrganizacionalPropostaId: integer()
      .notNull()
      .references(() => areaOrganizacional.id),
    faixaSalarialPropostaId: integer()
      .notNull()
      .references(() => faixaSalarial.id),
    ambientePropostoId: integer().references(() => ambiente.id),
    funcaoPropostaId: integer().references(() => funcao.id),
    tipoSalarioProposto: varchar({ length: 1 }).notNull(),
    indicePropostoId: integer().references(() => indice.id),
    quantidadeIndiceProposto: numeric({ precision: 12, scale: 2, mode: 'number' }),
    salarioProposto: money(),
    valorDiferenca: money(),
    percentualDiferenca: percent(),
    observacao: varchar({ length: 255 }),
  },
  (t) => [
    uniqueIndex('reajuste_colaborador_tabela_colaborador_uq').on(
      t.tabelaReajusteColaboradorId,
      t.colaboradorId,
    ),
    index('reajuste_colaborador_empresa_idx').on(t.empresaId),
    index('reajuste_colaborador_colaborador_idx').on(t.colaboradorId),
    index('reajuste_colaborador_area_atual_idx').on(t.areaOrganizacionalAtualId),
    index('reajuste_colaborador_area_proposta_idx').on(t.areaOrganizacionalPropostaId),
    index('reajuste_colaborador_estab_atual_idx').on(t.estabelecimentoAtualId),
    index('reajuste_colaborador_estab_proposto_idx').on(t.estabelecimentoPropostoId),
    index('reajuste_colaborador_faixa_atual_idx').on(t.faixaSalarialAtualId),
    index('reajuste_colaborador_faixa_proposta_idx').on(t.faixaSalarialPropostaId),
    index('reajuste_colaborador_indice_atual_idx').on(t.indiceAtualId),
    index('reajuste_colaborador_indice_proposto_idx').on(t.indicePropostoId),
    index('reajuste_colaborador_ambiente_idx').on(t.ambientePropostoId),
    index('reajuste_colaborador_funcao_idx').on(t.funcaoPropostaId),
  ],
);

/** A salary band's realignment record. Once per table. */
export const reajusteFaixaSalarial = pgTable(
  'reajuste_faixa_salarial',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    tabelaReajusteColaboradorId: tabelaRef(),
    faixaSalarialId: integer()
      .notNull()
      .references(() => faixaSalarial.id, { onDelete: 'cascade' }),
    tipoAtual: varchar({ length: 1 }),
    indiceAtualId: integer().references(() => indice.id),
    quantidadeAtual: numeric({ precision: 12, scale: 2, mode: 'number' }),
    valorAtual: money(),
    tipoProposto: varchar({ length: 1 }).notNull(),
    indicePropostoId: integer().references(() => indice.id),
    quantidadeProposta: numeric({ precision: 12, scale: 2, mode: 'number' }),
    valorProposto: money(),
    valorDiferenca: money(),
    percentualDiferenca: percent(),
  },
  (t) => [
    uniqueIndex('reajuste_faixa_tabela_faixa_uq').on(t.tabelaReajusteColaboradorId, t.faixaSalarialId),
    index('reajuste_faixa_empresa_idx').on(t.empresaId),
    index('reajuste_faixa_faixa_idx').on(t.faixaSalarialId),
    index('reajuste_faixa_indice_atual_idx').on(t.indiceAtualId),
    index('reajuste_faixa_indice_proposto_idx').on(t.indicePropostoId),
  ],
);

/** An index's realignment record. Once per table. */
export const reajusteIndice = pgTable(
  'reajuste_indice',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    tabelaReajusteColaboradorId: tabelaRef(),
    indiceId: integer()
      .notNull()
      .references(() => indice.id, { onDelete: 'cascade' }),
    valorAtual: money(),
    valorProposto: money(),
    valorDiferenca: money(),
    percentualDiferenca: percent(),
  },
  (t) => [
    uniqueIndex('reajuste_indice_tabela_indice_uq').on(t.tabelaReajusteColaboradorId, t.indiceId),
    index('reajuste_indice_empresa_idx').on(t.empresaId),
    index('reajuste_indice_indice_idx').on(t.indiceId),
  ],
);
