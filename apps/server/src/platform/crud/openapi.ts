import { ATIVO_TODOS, campoAtivo, type Field, type ResourceDef, resourceByName } from '@ipe/domain';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './query.ts';
import { pageFields } from './selection.ts';

/**
 * The generic routes in the OpenAPI document, built from the resource's declaration: the body, the
 * list's query string and the answers (record, list rows, `resumido` rows, the paged envelope). These
 * JSON schemas only document: validation runs the zod schema of the resource and the answers are
 * serialised as they are (routes.ts gives these routes pass-through compilers).
 */

type JsonSchema = Record<string, unknown>;

/** JSON Schema of a resource body for the OpenAPI document (validation itself runs the zod schema). */
export function resourceJsonSchema(def: Pick<ResourceDef, 'fields'>): JsonSchema {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const f of def.fields) {
    if (f.readOnly) continue;
    properties[f.name] = { ...fieldJsonSchema(f), description: f.label };
    if (f.required) required.push(f.name);
  }
  // OpenAPI 3.0 wants at least one name in `required` when it is there.
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

function fieldJsonSchema(f: Field): JsonSchema {
  switch (f.kind) {
    case 'integer':
    case 'reference':
      return { type: 'integer' };
    case 'decimal':
    case 'money':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'enum':
      return { type: 'string', enum: f.options.map((o) => o.value) };
    case 'references':
      return { type: 'array', items: { type: 'integer' } };
    case 'items': {
      const row = resourceJsonSchema({ fields: f.fields });
      return {
        type: 'array',
        items: { ...row, properties: { id: { type: 'integer' }, ...(row.properties as object) } },
      };
    }
    case 'checklist':
      return { type: 'array', items: { type: 'string', enum: f.options.map((o) => o.value) } };
    case 'text':
    case 'textarea':
    case 'email':
    case 'color':
      return { type: 'string', ...(f.max ? { maxLength: f.max } : {}) };
    default:
      return { type: 'string' };
  }
}

/** A value as the API answers it: what the body takes, and null where the field is not required. */
function fieldOutputSchema(f: Field): JsonSchema {
  const s: JsonSchema = { ...fieldJsonSchema(f), description: f.label };
  if (f.kind === 'items')
    s.items = {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        ...Object.fromEntries(f.fields.map((x) => [x.name, fieldOutputSchema(x)])),
      },
      required: ['id', ...f.fields.map((x) => x.name)],
    };
  if (f.required) return s;
  // OpenAPI 3.0: null is allowed by `nullable`, and must be among the values of an enum.
  return { ...s, nullable: true, ...(Array.isArray(s.enum) ? { enum: [...s.enum, null] } : {}) };
}

/** `{id, <label>}` of a reference (estadoId → estado), or null. */
function referenceLabelSchema(f: Field & { kind: 'reference' }): JsonSchema {
  const ref = resourceByName.get(f.resource);
  const labelName = f.labelField ?? ref?.resumo ?? 'nome';
  const label = ref?.fields.find((x) => x.name === labelName);
  return {
    type: 'object',
    nullable: true,
    description: `${f.label} (id e ${labelName}); null sem ${f.label.toLowerCase()}`,
    properties: {
      id: { type: 'integer' },
      [labelName]: label ? { ...fieldOutputSchema(label), description: label.label } : { type: 'string' },
    },
    required: ['id', labelName],
  };
}

/**
 * A row as the generic routes answer it (selection.ts): `registro` for get, create and update, `lista`
 * for an unpaged list (without the items fields the list does not show), `pagina` for a page of the list
 * (the list's columns and rowFields); each with the values the module's hooks add (`computed`).
 */
function recordSchema(def: ResourceDef, mode: 'registro' | 'lista' | 'pagina'): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' } };
  const shown = mode === 'pagina' ? pageFields(def) : null;
  for (const f of def.fields) {
    if (shown && !shown.has(f.name)) continue;
    if (f.kind === 'items' && mode === 'lista' && !def.list.columns.includes(f.name)) continue;
    properties[f.name] = fieldOutputSchema(f);
    if (f.kind === 'reference') properties[f.name.replace(/Id$/, '')] = referenceLabelSchema(f);
  }
  for (const [nome, valor] of Object.entries(def.computed ?? {}))
    properties[nome] = z.toJSONSchema(valor, { target: 'openapi-3.0' });
  return {
    type: 'object',
    description: `${def.label}${mode === 'registro' ? '' : mode === 'lista' ? ' (linha da lista)' : ' (linha de uma página da lista)'}`,
    properties,
    required: Object.keys(properties),
  };
}

/** A `resumido` row: the id and the field that names the record. */
function briefSchema(def: ResourceDef): JsonSchema {
  const f = def.fields.find((x) => x.name === def.resumo);
  return {
    type: 'object',
    description: `${def.label} resumido`,
    properties: { id: { type: 'integer' }, [def.resumo]: f ? fieldOutputSchema(f) : { type: 'string' } },
    required: ['id', def.resumo],
  };
}

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The component schemas of a resource's answers and the responses of each generic operation. */
export function crudDocs(def: ResourceDef) {
  const name = pascal(def.name);
  const names = {
    registro: `${name}Registro`,
    linha: `${name}Linha`,
    pagina: `${name}LinhaPaginada`,
    resumo: `${name}Resumo`,
  };
  const ops = new Set(def.operations ?? ['list', 'get', 'create', 'update', 'delete']);
  const schemas: Record<string, JsonSchema> = {};
  if (ops.has('get') || ops.has('create') || ops.has('update'))
    schemas[names.registro] = recordSchema(def, 'registro');
  if (ops.has('list')) {
    schemas[names.linha] = recordSchema(def, 'lista');
    schemas[names.pagina] = recordSchema(def, 'pagina');
    schemas[names.resumo] = briefSchema(def);
  }
  const row = { anyOf: [ref(names.linha), ref(names.resumo)] };
  const pageRow = { anyOf: [ref(names.pagina), ref(names.resumo)] };
  const list = {
    description:
      'Sem `page`, todas as linhas; com `page`, uma página delas, só com as colunas da lista. Com ' +
      `\`resumido=true\`, só o id e ${def.resumo}.`,
    oneOf: [
      { type: 'array', items: row },
      {
        type: 'object',
        properties: {
          content: { type: 'array', items: pageRow },
          totalElements: { type: 'integer', description: 'Total de linhas (ou mínimo, com totalLimitado)' },
          totalPages: { type: 'integer' },
          number: { type: 'integer', description: 'Página (desde 0)' },
          size: { type: 'integer' },
          totalLimitado: {
            type: 'boolean',
            description: 'Presente (true) quando o total foi contado até um limite',
          },
        },
        required: ['content', 'totalElements', 'totalPages', 'number', 'size'],
      },
    ],
  };
  const record = (description: string) => ({ description, ...ref(names.registro) });
  return {
    schemas,
    responses: {
      list: { 200: list },
      get: { 200: record(`${def.label}`) },
      create: { 201: record(`${def.label} incluíd${def.feminine ? 'a' : 'o'}`) },
      update: { 200: record(`${def.label} alterad${def.feminine ? 'a' : 'o'}`) },
      delete: { 204: { type: 'null', description: `${def.label} removid${def.feminine ? 'a' : 'o'}` } },
    },
  };
}

/** The query string of a generic list (query.ts): paging, order, search, `resumido` and the filters. */
export function listQueryJsonSchema(def: ResourceDef): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    page: { type: 'integer', minimum: 0, description: 'Página (desde 0); sem ela, todas as linhas' },
    size: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: DEFAULT_PAGE_SIZE,
      description: 'Linhas por página',
    },
    sort: { type: 'string', description: `Campo e direção: \`${def.list.sort}\` (padrão), \`nome,desc\`` },
    resumido: { type: 'string', enum: ['true', 'false'], description: `true: só o id e ${def.resumo}` },
    ids: { type: 'string', description: 'Só estes ids, separados por vírgula' },
  };
  if (def.list.search?.length)
    properties.q = {
      type: 'string',
      description: `Busca (sem acentos nem caixa) em ${def.list.search.join(', ')}`,
    };
  const ativo = campoAtivo(def);
  if (ativo)
    properties[ativo.name] = {
      type: 'string',
      enum: ['true', 'false', ATIVO_TODOS],
      description: `Padrão true (só os ativos); ${ATIVO_TODOS}: todos`,
    };
  for (const n of def.list.filters ?? []) {
    if (n === ativo?.name) continue;
    const f = def.fields.find((x) => x.name === n);
    properties[n] = {
      type: 'string',
      description: `${f?.label ?? n}: um valor ou vários separados por vírgula`,
    };
  }
  return { type: 'object', properties };
}
