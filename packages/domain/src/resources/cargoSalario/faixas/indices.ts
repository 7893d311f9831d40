import { defineResource } from '../../../resource.ts';
import { MSG_FAIXAS } from './mensagens.ts';
import { datasRepetidas, minimoUm } from './regras.ts';

/**
 * Salary indices of a company (spec 2 §3 'Index'): a name and a dated value history. A band or a
 * talent salary 'por índice' is a quantity of the index value in force on the date.
 */
export const indices = defineResource({
  name: 'indices',
  path: '/cargo-salario/indices',
  label: 'Índice',
  labelPlural: 'Índices',
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Índices'],
  access: { read: 'ROLE_CS_INDICES', write: 'ROLE_CS_INDICES_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 40, span: 6 },
    { name: 'grupoAC', label: 'Grupo na folha', kind: 'text', max: 3, span: 2 },
    { name: 'titulo', label: 'Título', kind: 'text', max: 40, span: 4 },
    { name: 'desabilitado', label: 'Desabilitado', kind: 'boolean', default: false, span: 3 },
    {
      name: 'historicos',
      label: 'Histórico',
      kind: 'items',
      itemLabel: 'Histórico',
      orderBy: 'data,desc',
      span: 12,
      fields: [
        { name: 'data', label: 'Data', kind: 'date', required: true, feminine: true, span: 6 },
        { name: 'valor', label: 'Valor', kind: 'money', required: true, span: 6 },
      ],
      refine: (row, ctx) => minimoUm(row, 'valor', MSG_FAIXAS.valorMinimo, ctx),
    },
  ],
  list: {
    columns: ['nome', 'grupoAC', 'titulo', 'desabilitado'],
    sort: 'nome',
    search: ['nome'],
    filters: ['desabilitado'],
  },
  resumo: 'nome',
  refine: (value, ctx) => datasRepetidas(value.historicos, 'historicos', ctx),
});
