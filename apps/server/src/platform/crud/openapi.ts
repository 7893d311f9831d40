import type { Field, ResourceDef } from '@ipe/domain';

/** JSON Schema of a resource body for the OpenAPI document (validation itself runs the zod schema). */
export function resourceJsonSchema(def: ResourceDef) {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const f of def.fields) {
    if (f.readOnly) continue;
    properties[f.name] = { ...fieldJsonSchema(f), description: f.label };
    if (f.required) required.push(f.name);
  }
  return { type: 'object', properties, required };
}

function fieldJsonSchema(f: Field): object {
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
      const row = resourceJsonSchema({ fields: f.fields } as ResourceDef);
      return { type: 'array', items: { ...row, properties: { id: { type: 'integer' }, ...row.properties } } };
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
