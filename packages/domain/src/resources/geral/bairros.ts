import { defineResource } from '../../resource.ts';
import { campoCidade } from './cidades.ts';

/** Neighbourhoods of a city, maintained by the users (requisitions filter candidates by them). */
export const bairros = defineResource({
  name: 'bairros',
  path: '/geral/bairros',
  label: 'Bairro',
  labelPlural: 'Bairros',
  modulo: 'geral',
  menu: ['Geral', 'Cadastros', 'Bairros'],
  access: { read: 'ROLE_GERAL_BAIRROS', write: 'ROLE_GERAL_BAIRROS_EDITAR' },
  empresaScoped: false,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100 },
    { name: 'estadoId', label: 'Estado', kind: 'reference', resource: 'estados', required: true },
    { ...campoCidade('estadoId'), required: true },
  ],
  list: {
    columns: ['nome', 'cidadeId', 'estadoId'],
    sort: 'nome',
    search: ['nome'],
    filters: ['cidadeId', 'estadoId'],
  },
  resumo: 'nome',
});
