import { sql } from 'drizzle-orm';
import {
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
import { bytea } from '../../../db/bytea.ts';
import { areaOrganizacional, cargo } from '../areas/schema.ts';
import { faixaSalarial, indice } from '../faixas/schema.ts';
import { cidade, estado } from '../../geral/schema.ts';
import { empresa } from '../../../db/schema/platform.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { tabelaReajusteColaborador } from '../reajustes/schema.ts';

/**
 * Talent (colaborador): the employee record the rest of the product points at. Establishment, area,
 * position and band repeat those of the latest history row, so lists need no join through the history.
 */
export const colaborador = pgTable(
  'colaborador',
  {
    id: serial().primaryKey(),
    empresaId: integer()
      .notNull()
      .references(() => empresa.id),
    nome: varchar({ length: 100 }).notNull(),
    nomeComercial: varchar({ length: 100 }),
    cpf: varchar({ length: 11 }),
    /** Digits only; the field accepts the masked form (14 characters). */
    pis: varchar({ length: 14 }),
    matricula: varchar({ length: 20 }),
    dataNascimento: date(),
    sexo: varchar({ length: 1 }).notNull(),
    estadoCivil: varchar({ length: 2 }),
    escolaridade: varchar({ length: 2 }),
    etnia: varchar({ length: 1 }),
    email: varchar({ length: 120 }),
    dddCelular: varchar({ length: 2 }),
    celular: varchar({ length: 9 }),
    cep: varchar({ length: 8 }),
    logradouro: varchar({ length: 100 }),
    numero: text(),
    complemento: text(),
    bairro: varchar({ length: 60 }),
    estadoId: integer().references(() => estado.id),
    cidadeId: integer().references(() => cidade.id),
    dataAdmissao: date().notNull(),
    vinculo: varchar({ length: 2 }).notNull().default('E'),
    situacao: varchar({ length: 1 }).notNull().default('A'),
    estabelecimentoId: integer()
      .notNull()
      .references(() => estabelecimento.id),
    areaOrganizacionalId: integer()
      .notNull()
      .references(() => areaOrganizacional.id),
    cargoId: integer()
      .notNull()
      .references(() => cargo.id),
    faixaSalarialId: integer()
      .notNull()
      .references(() => faixaSalarial.id),
    dataDesligamento: date(),
    motivoDesligamento: varchar({ length: 100 }),
    observacaoDesligamento: varchar({ length: 255 }),
    /** End of the job stability of a safety-committee (CIPA) member; the CIPA module will set it. */
    estabilidadeCipaAte: date(),
    /** Photo (platform/images.ts); without one, GET …/foto answers an initials avatar. */
    foto: bytea(),
    fotoContentType: varchar({ length: 100 }),
  },
  (t) => [
    index('colaborador_empresa_idx').on(t.empresaId),
    // The default list counts the company's active talents.
    index('colaborador_empresa_situacao_idx').on(t.empresaId, t.situacao),
    // Talents in their experience period (avaliacao's follow-up list and pending work): by admission.
    index('colaborador_empresa_admissao_idx').on(t.empresaId, t.dataAdmissao),
    // The list's order within a company (nome collated as Portuguese readers expect, then id).
    index('colaborador_empresa_nome_idx').on(t.empresaId, sql`${t.nome} collate "und-x-icu"`, t.id),
    index('colaborador_nome_trgm_idx').using('gin', sql`ipe_unaccent(${t.nome}) gin_trgm_ops`),
    index('colaborador_cpf_trgm_idx').using('gin', sql`ipe_unaccent(${t.cpf}) gin_trgm_ops`),
    // A CPF belongs to one talent of the company, besides dismissed or cancelled records (rehires).
    uniqueIndex('colaborador_empresa_cpf_uq')
      .on(t.empresaId, t.cpf)
      .where(sql`${t.cpf} is not null and ${t.situacao} not in ('D', 'C')`),
    index('colaborador_estabelecimento_idx').on(t.estabelecimentoId),
    index('colaborador_area_idx').on(t.areaOrganizacionalId),
    index('colaborador_cargo_idx').on(t.cargoId),
    index('colaborador_faixa_idx').on(t.faixaSalarialId),
    index('colaborador_estado_idx').on(t.estadoId),
    index('colaborador_cidade_idx').on(t.cidadeId),
  ],
);

/**
 * History of a talent's position, area and salary (colaboradores/historicos). The earliest row is the
 * admission. Salary type 1 follows the band, 2 is an index times a quantity, 3 a fixed value.
 */
export const colaboradorHistorico = pgTable(
  'colaborador_historico',
  {
    id: serial().primaryKey(),
    colaboradorId: integer()
      .notNull()
      .references(() => colaborador.id, { onDelete: 'cascade' }),
    data: date().notNull(),
    motivo: varchar({ length: 1 }).notNull(),
    estabelecimentoId: integer()
      .notNull()
      .references(() => estabelecimento.id),
    areaOrganizacionalId: integer()
      .notNull()
      .references(() => areaOrganizacional.id),
    faixaSalarialId: integer()
      .notNull()
      .references(() => faixaSalarial.id),
    tipoSalario: varchar({ length: 1 }).notNull().default('1'),
    indiceId: integer().references(() => indice.id),
    quantidade: numeric({ precision: 12, scale: 2, mode: 'number' }),
    valor: numeric({ precision: 12, scale: 2, mode: 'number' }),
    observacao: varchar({ length: 255 }),
    /** The realignment planning table whose application wrote this row (its cancellation removes it). */
    tabelaReajusteColaboradorId: integer().references(() => tabelaReajusteColaborador.id),
  },
  (t) => [
    index('colaborador_historico_colaborador_idx').on(t.colaboradorId, t.data),
    index('colaborador_historico_tabela_reajuste_idx').on(t.tabelaReajusteColaboradorId),
    index('colaborador_historico_estabelecimento_idx').on(t.estabelecimentoId),
    index('colaborador_historico_area_idx').on(t.areaOrganizacionalId),
    index('colaborador_historico_faixa_idx').on(t.faixaSalarialId),
    index('colaborador_historico_indice_idx').on(t.indiceId),
  ],
);
