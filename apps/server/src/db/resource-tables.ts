import { RESOURCES } from '@ipe/domain';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { tableLabels } from '../platform/http/errors.ts';
import { bairro, cidade, empresa, estado, perfil, usuario } from './schema/index.ts';

/** The table of each resource of the registry (a registry test checks every field has a column). */
export const RESOURCE_TABLES: Record<string, PgTable> = {
  estados: estado,
  cidades: cidade,
  bairros: bairro,
  empresas: empresa,
  perfis: perfil,
  usuarios: usuario,
};

/** Names of tables that are not resources, for the 'possui dependências em …' message. */
const EXTRA_TABLE_LABELS: Record<string, string> = {
  usuario_empresa: 'Usuários',
  sessao: 'Sessões',
};

export function registerTableLabels() {
  for (const r of RESOURCES) {
    const t = RESOURCE_TABLES[r.name];
    if (t) tableLabels.set(getTableName(t), r.labelPlural);
  }
  for (const [k, v] of Object.entries(EXTRA_TABLE_LABELS)) tableLabels.set(k, v);
}
