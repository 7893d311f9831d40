import { RESOURCES } from '@ipe/domain';
import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { tableLabels } from '../platform/http/errors.ts';
import { TABLES_AVALIACOES_CAPTACAO } from '../modules/captacao/avaliacoes/tables.ts';
import { TABLES_CADASTROS_CAPTACAO } from '../modules/captacao/cadastros/tables.ts';
import { TABLES_CANDIDATOS } from '../modules/captacao/candidatos/tables.ts';
import { TABLES_DOCUMENTOS } from '../modules/captacao/documentos/tables.ts';
import { TABLES_SOLICITACOES } from '../modules/captacao/solicitacoes/tables.ts';
import { TABLES_SELECAO } from '../modules/captacao/selecao/tables.ts';
import { TABLES_ANUNCIOS } from '../modules/captacao/anuncios/tables.ts';
import { TABLES_SST } from '../modules/sst/tables.ts';
import { TABLES_AREAS } from '../modules/cargoSalario/areas/tables.ts';
import { TABLES_COLABORADORES } from '../modules/cargoSalario/colaboradores/tables.ts';
import { TABLES_COMPETENCIAS } from '../modules/cargoSalario/competencias/tables.ts';
import { TABLES_FAIXAS } from '../modules/cargoSalario/faixas/tables.ts';
import { TABLES_ORGANIZACAO } from '../modules/utilitario/organizacao/tables.ts';
import { bairro, cidade, estado } from '../modules/geral/schema.ts';
import { empresa, perfil, usuario } from './schema/index.ts';

/** What each part of a module declares: its resources' tables, link tables, child tables, labels. */
export interface PartTables {
  tables: Record<string, PgTable>;
  links?: Record<string, { table: PgTable; owner: PgColumn; target: PgColumn }>;
  items?: Record<string, { table: PgTable; owner: PgColumn }>;
  /** Labels of tables that are not resources, for 'possui dependências em …'. */
  labels?: Record<string, string>;
}

const PARTS: PartTables[] = [
  TABLES_ORGANIZACAO,
  TABLES_AREAS,
  TABLES_COMPETENCIAS,
  TABLES_FAIXAS,
  TABLES_COLABORADORES,
  TABLES_CANDIDATOS,
  TABLES_DOCUMENTOS,
  TABLES_AVALIACOES_CAPTACAO,
  TABLES_SOLICITACOES,
  TABLES_SELECAO,
  TABLES_ANUNCIOS,
  TABLES_SST,
  TABLES_CADASTROS_CAPTACAO,
];

/** The table of each resource of the registry (a registry test checks every field has a column). */
export const RESOURCE_TABLES: Record<string, PgTable> = {
  ...Object.assign({}, ...PARTS.map((p) => p.tables)),
  estados: estado,
  cidades: cidade,
  bairros: bairro,
  empresas: empresa,
  perfis: perfil,
  usuarios: usuario,
};

/**
 * Link tables of `references` fields, keyed '<resource>.<field>': `owner` points at the record,
 * `target` at the referenced row. Both columns are foreign keys, so removing a referenced row that is
 * still linked answers 'possui dependências em …'.
 */
export const RESOURCE_LINKS: Record<string, { table: PgTable; owner: PgColumn; target: PgColumn }> =
  Object.assign({}, ...PARTS.map((p) => p.links ?? {}));

/**
 * Child tables of `items` fields, keyed '<resource>.<field>': one column per sub-field (same name),
 * `id`, and `owner` pointing at the record (foreign key, on delete cascade).
 */
export const RESOURCE_ITEMS: Record<string, { table: PgTable; owner: PgColumn }> = Object.assign(
  {},
  ...PARTS.map((p) => p.items ?? {}),
);

// A view (ResourceDef.viewOf, see defineView) shares the table, link and child tables of its base.
for (const r of RESOURCES) {
  if (!r.viewOf) continue;
  RESOURCE_TABLES[r.name] = RESOURCE_TABLES[r.viewOf];
  for (const f of r.fields) {
    const link = RESOURCE_LINKS[`${r.viewOf}.${f.name}`];
    if (link) RESOURCE_LINKS[`${r.name}.${f.name}`] = link;
    const items = RESOURCE_ITEMS[`${r.viewOf}.${f.name}`];
    if (items) RESOURCE_ITEMS[`${r.name}.${f.name}`] = items;
  }
}

/** Names of tables that are not resources, for the 'possui dependências em …' message. */
const EXTRA_TABLE_LABELS: Record<string, string> = {
  usuario_empresa: 'Usuários',
  sessao: 'Sessões',
  ...Object.assign({}, ...PARTS.map((p) => p.labels ?? {})),
};

export function registerTableLabels() {
  for (const r of RESOURCES) {
    if (r.viewOf) continue; // the base names its table
    const t = RESOURCE_TABLES[r.name];
    if (t) tableLabels.set(getTableName(t), r.labelPlural);
  }
  for (const [k, v] of Object.entries(EXTRA_TABLE_LABELS)) tableLabels.set(k, v);
}
