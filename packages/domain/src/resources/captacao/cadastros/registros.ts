import type { AccessRule } from '../../../authorities.ts';
import { defineResource } from '../../../resource.ts';

export const NOME_MAX = 100;

const MENU = ['Recrutamento & Seleção', 'Cadastros'] as const;

/**
 * A named register of recruitment (spec 1 §3 'Registers', §5 'Named registers: nome is required and
 * trimmed'): one `nome` per row, unique in the company (checked by the server with a clear message).
 */
export function defineRegistroNomeado<const N extends string>(p: {
  name: N;
  label: string;
  labelPlural: string;
  feminine?: boolean;
  access: { read: AccessRule; write: AccessRule };
}) {
  return defineResource({
    name: p.name,
    path: `/captacao/${p.name}`,
    label: p.label,
    labelPlural: p.labelPlural,
    feminine: p.feminine,
    modulo: 'captacao',
    menu: [...MENU, p.labelPlural],
    access: p.access,
    empresaScoped: true,
    audit: true,
    fields: [{ name: 'nome', label: 'Nome', kind: 'text', required: true, max: NOME_MAX, span: 12 }],
    list: { columns: ['nome'], sort: 'nome', search: ['nome'] },
    resumo: 'nome',
  });
}

export const CADASTROS_MENU = MENU;
