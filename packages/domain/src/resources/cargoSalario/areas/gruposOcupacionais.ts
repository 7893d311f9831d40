import { defineResource } from '../../../resource.ts';
import { campoDescricao } from '../../campos.ts';

/** Occupational groups of a company (spec 2 §3): a code and a description; positions point at them. */
export const gruposOcupacionais = defineResource({
  name: 'grupos-ocupacionais',
  path: '/cargo-salario/grupos-ocupacionais',
  label: 'Grupo Ocupacional',
  labelPlural: 'Grupos Ocupacionais',
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Grupos Ocupacionais'],
  access: { read: 'ROLE_CS_CARGOS', write: 'ROLE_CS_CARGOS_EDITAR' },
  empresaScoped: true,
  fields: [
    { name: 'codigo', label: 'Código', kind: 'text', required: true, max: 10, span: 3 },
    { ...campoDescricao(100), span: 9 },
  ],
  list: { columns: ['codigo', 'descricao'], sort: 'descricao', search: ['codigo', 'descricao'] },
  resumo: 'descricao',
});
