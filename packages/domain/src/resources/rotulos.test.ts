import { describe, expect, it } from 'vitest';
import { type Field, fieldOf, RESOURCES, resourceByName } from '../index.ts';

/** Kinds whose value is a text or a number (RegistroDe), never a list nor a boolean. */
const ESCALARES: readonly Field['kind'][] = [
  'text',
  'textarea',
  'email',
  'color',
  'cpf',
  'cnpj',
  'cep',
  'phone',
  'date',
  'enum',
  'integer',
  'decimal',
  'money',
];

describe('labels of references', () => {
  // The generic routes answer a reference as `{id, <label field>}`; the web types that label as a text
  // or a number (`Rotulo`, apps/web/src/platform/api/recurso.ts).
  it('every reference shows a text or a number of the referenced resource', () => {
    const problemas: string[] = [];
    const verificar = (dono: string, f: Field) => {
      if (f.kind === 'items') for (const sub of f.fields) verificar(`${dono}.${f.name}`, sub);
      if (f.kind !== 'reference' && f.kind !== 'references') return;
      const ref = resourceByName.get(f.resource);
      if (!ref) return problemas.push(`${dono}.${f.name}: recurso ${f.resource} desconhecido`);
      const rotulo = fieldOf(ref, f.labelField ?? ref.resumo);
      if (!ESCALARES.includes(rotulo.kind))
        problemas.push(`${dono}.${f.name}: ${ref.name}.${rotulo.name} é ${rotulo.kind}`);
    };
    for (const r of RESOURCES) for (const f of r.fields) verificar(r.name, f);
    expect(problemas).toEqual([]);
  });
});
