import { defineResource } from '../../resource.ts';

/** The city of an address, its options those of the state chosen in the field `estado`. */
export const campoCidade = <const E extends string>(estado: E) =>
  ({
    name: 'cidadeId',
    label: 'Cidade',
    kind: 'reference',
    resource: 'cidades',
    feminine: true,
    dependsOn: { field: estado, param: 'estadoId' },
  }) as const;

/** Municipalities, seeded from IBGE data; read-only. */
export const cidades = defineResource({
  name: 'cidades',
  path: '/geral/cidades',
  label: 'Cidade',
  labelPlural: 'Cidades',
  feminine: true,
  modulo: 'geral',
  menu: ['Geral', 'Cadastros', 'Cidades'],
  access: { read: 'authenticated', write: 'ROLE_GERAL_BAIRROS_EDITAR' },
  empresaScoped: false,
  operations: ['list', 'get'],
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100 },
    { name: 'estadoId', label: 'Estado', kind: 'reference', resource: 'estados', required: true },
    { name: 'codigoIbge', label: 'Código IBGE', kind: 'integer' },
  ],
  list: {
    columns: ['nome', 'estadoId', 'codigoIbge'],
    sort: 'nome',
    search: ['nome'],
    filters: ['estadoId'],
  },
  resumo: 'nome',
});
