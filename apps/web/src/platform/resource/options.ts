import {
  ATIVO_TODOS,
  campoAtivo,
  type ReferenceField,
  type ReferencesField,
  type ResourceDef,
  resourceByName,
} from '@ipe/domain';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { type ConsultaDaLista, type Opcoes, recurso } from '../api/recurso.ts';

/** A row a dropdown is built from: the id and the label field (other fields may come along). */
export type LinhaDeOpcao = { id: number } & Record<string, unknown>;

/**
 * Where a form's dropdowns read a referenced resource's rows. By default its own generic list
 * (`recurso(ref).listar`); the candidate area reads its public copies:
 * `<FonteDasOpcoes.Provider value={{ chave, ler }}>` (modules/externo/candidatos/formularioExterno.tsx).
 */
export interface FonteDeOpcoes {
  /** First part of the cache key of a resource's options from this source (default: its path). */
  chave: (ref: ResourceDef) => string;
  /** The rows for the query (`resumido` when the label is the resource's `resumo`; unpaged). */
  ler: (ref: ResourceDef, query: ConsultaDaLista, opts: Opcoes) => Promise<LinhaDeOpcao[]>;
}
const FONTE_INTERNA: FonteDeOpcoes = {
  chave: (ref) => ref.path,
  ler: (ref, query, opts) => recurso(ref).listar(query, opts),
};
export const FonteDasOpcoes = createContext<FonteDeOpcoes>(FONTE_INTERNA);

export interface RefOption {
  value: number;
  label: string;
}

/** Query keys of a resource all start with its path, so one invalidation refreshes lists, rows and dropdowns. */
export const keys = {
  all: (def: ResourceDef) => [def.path] as const,
  list: (def: ResourceDef, params: Record<string, unknown>) => [def.path, 'list', params] as const,
  row: (def: ResourceDef, id: number | null) => [def.path, 'row', id] as const,
  options: (path: string, params: Record<string, unknown>) => [path, 'resumido', params] as const,
};

/** A field pointing at rows of another resource: one id (`reference`) or several (`references`). */
export type RefField = ReferenceField | ReferencesField;

export function referencedResource(field: RefField): ResourceDef {
  const ref = resourceByName.get(field.resource);
  if (!ref) throw new Error(`${field.name}: recurso desconhecido ${field.resource}`);
  return ref;
}

/** Field of the referenced row shown as its label. */
export const labelFieldOf = (field: RefField) => field.labelField ?? referencedResource(field).resumo;

/**
 * Label of a reference inside a row of the API: the joined object named after the field without 'Id'
 * (`estadoId` → `estado: {id, sigla}`).
 */
export function referenceLabel(field: ReferenceField, row: Record<string, unknown>): string {
  const joined = row[field.name.replace(/Id$/, '')] as Record<string, unknown> | null | undefined;
  const label = joined?.[labelFieldOf(field)];
  return label == null ? '' : String(label);
}

async function carregarOpcoes(
  fonte: FonteDeOpcoes,
  ref: ResourceDef,
  query: ConsultaDaLista,
  labelField: string,
): Promise<RefOption[]> {
  try {
    const rows = await fonte.ler(ref, query, { loading: 'none', errors: 'silent' });
    return rows.map((r) => ({ value: r.id, label: String(r[labelField] ?? '') }));
  } catch {
    return [];
  }
}

/**
 * Dropdown options of a referenced resource (`resumido=true&unpaged=true`, plus `params`). A failed load
 * yields an empty list (spec 1 §7); `enabled: false` (a parent field without value) yields none.
 *
 * A register with an 'Ativo' flag: filters and cells read every row (`ativo=todos`); a form's dropdown
 * passes its value as `atuais` and is offered the active rows only, plus the rows of its current value
 * (read by `ids`), so a record pointing at an inactive row still shows it.
 */
export function useReferenceOptions(
  field: RefField,
  params: Record<string, unknown> = {},
  enabled = true,
  atuais?: unknown,
) {
  const ref = referencedResource(field);
  const fonte = useContext(FonteDasOpcoes);
  const path = fonte.chave(ref);
  const labelField = labelFieldOf(field);
  const ativo = campoAtivo(ref);
  const paraFormulario = atuais !== undefined;
  // `resumido` answers {id, resumo} only: another label field needs the full rows.
  const query = {
    ...(labelField === ref.resumo ? { resumido: true } : {}),
    unpaged: true,
    ...(ativo && !paraFormulario ? { [ativo.name]: ATIVO_TODOS } : {}),
    ...params,
  };
  const opcoes = useQuery({
    queryKey: keys.options(path, query),
    enabled,
    staleTime: 5 * 60_000,
    queryFn: () => carregarOpcoes(fonte, ref, query, labelField),
  });
  const valores = (Array.isArray(atuais) ? atuais : [atuais]).filter((v) => v != null && v !== '');
  const faltando =
    ativo && paraFormulario && opcoes.data
      ? valores.map(Number).filter((v) => !opcoes.data.some((o) => o.value === v))
      : [];
  const queryAtuais = { ...query, ids: faltando.join(',') };
  const atuaisInativos = useQuery({
    queryKey: keys.options(path, queryAtuais),
    enabled: enabled && faltando.length > 0,
    staleTime: 5 * 60_000,
    queryFn: () => carregarOpcoes(fonte, ref, queryAtuais, labelField),
  });
  if (!faltando.length || !atuaisInativos.data || !opcoes.data) return opcoes;
  return { ...opcoes, data: [...opcoes.data, ...atuaisInativos.data] };
}
