import { defineResource } from '../../resource.ts';

/**
 * Function (função, SST): what a talent does inside a position. Minimal register for the personnel
 * requisition (obrigarAmbienteFuncao); the SST issue extends it (history, environment links, risks).
 */
export const funcoes = defineResource({
  name: 'funcoes',
  path: '/sst/funcoes',
  label: 'Função',
  labelPlural: 'Funções',
  feminine: true,
  modulo: 'sst',
  menu: ['SST', 'Cadastros', 'Funções'],
  access: { read: 'ROLE_SST_FUNCOES', write: 'ROLE_SST_FUNCOES_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nomeFuncao', label: 'Nome', kind: 'text', required: true, max: 100, span: 8 },
    { name: 'codigoCBO', label: 'Código CBO', kind: 'text', max: 6, span: 4 },
    { name: 'descricao', label: 'Descrição', kind: 'textarea', max: 4000, feminine: true, span: 12 },
  ],
  list: { columns: ['nomeFuncao', 'codigoCBO'], sort: 'nomeFuncao', search: ['nomeFuncao', 'codigoCBO'] },
  resumo: 'nomeFuncao',
});
