import { defineResource } from '../../resource.ts';

/** The 27 federative units, seeded from IBGE data; read-only. */
export const estados = defineResource({
  name: 'estados',
  path: '/geral/estados',
  label: 'Estado',
  labelPlural: 'Estados',
  modulo: 'geral',
  menu: ['Geral', 'Cadastros', 'Estados'],
  access: { read: 'authenticated', write: 'ROLE_GERAL_BAIRROS_EDITAR' },
  empresaScoped: false,
  operations: ['list', 'get'],
  fields: [
    { name: 'sigla', label: 'Sigla', kind: 'text', required: true, feminine: true, max: 2 },
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 60 },
    { name: 'codigoIbge', label: 'Código IBGE', kind: 'integer' },
  ],
  list: { columns: ['sigla', 'nome', 'codigoIbge'], sort: 'nome', search: ['nome', 'sigla'] },
  resumo: 'sigla',
});
