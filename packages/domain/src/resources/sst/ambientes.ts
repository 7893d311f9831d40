import { defineResource } from '../../resource.ts';

/**
 * Work environment (ambiente, SST). Minimal register so a personnel requisition can name one when the
 * company demands environment and function (obrigarAmbienteFuncao); the SST issue extends it (risks,
 * establishment, history).
 */
export const ambientes = defineResource({
  name: 'ambientes',
  path: '/sst/ambientes',
  label: 'Ambiente',
  labelPlural: 'Ambientes',
  modulo: 'sst',
  menu: ['SST', 'Cadastros', 'Ambientes'],
  access: { read: 'ROLE_SST_AMBIENTES', write: 'ROLE_SST_AMBIENTES_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [{ name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100, span: 12 }],
  list: { columns: ['nome'], sort: 'nome', search: ['nome'] },
  resumo: 'nome',
});
