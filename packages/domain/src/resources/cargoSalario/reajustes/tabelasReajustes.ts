import { defineResource } from '../../../resource.ts';
import { TIPO_REAJUSTE_OPTIONS } from './enums.ts';

/**
 * Salary realignment planning table (spec 2 §3): a dated plan of adjustments of one kind (C talents,
 * F salary bands, I indices). Its records are the three realignment resources; applying it writes their
 * history rows and locks it (`aprovada`), cancelling removes exactly those rows (reajustes/aplicar.ts).
 */
export const tabelasReajustesColaboradores = defineResource({
  name: 'tabelas-reajustes-colaboradores',
  path: '/cargo-salario/tabelas-reajustes-colaboradores',
  label: 'Planejamento de Realinhamento',
  labelPlural: 'Planejamentos de Realinhamento',
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Movimentações', 'Planejamentos de Realinhamento'],
  access: { read: 'ROLE_CS_REAJUSTES', write: 'ROLE_CS_REAJUSTES_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nome', label: 'Título', kind: 'text', required: true, max: 100, span: 6 },
    { name: 'data', label: 'Data', kind: 'date', required: true, feminine: true, span: 3 },
    {
      name: 'tipoReajuste',
      label: 'Tipo',
      kind: 'enum',
      options: TIPO_REAJUSTE_OPTIONS,
      required: true,
      default: 'C',
      span: 3,
    },
    { name: 'dissidio', label: 'Dissídio', kind: 'boolean', default: false, span: 3 },
    { name: 'aprovada', label: 'Aplicado', kind: 'boolean', readOnly: true, span: 3 },
    { name: 'observacao', label: 'Observação', kind: 'textarea', max: 255, feminine: true, span: 12 },
  ],
  list: {
    columns: ['nome', 'data', 'tipoReajuste', 'dissidio', 'aprovada'],
    sort: 'data,desc',
    search: ['nome'],
    filters: ['tipoReajuste', 'aprovada'],
  },
  resumo: 'nome',
});

/** The planning table a realignment record belongs to. */
export const CAMPO_TABELA_REAJUSTE = {
  name: 'tabelaReajusteColaboradorId',
  label: 'Planejamento',
  kind: 'reference',
  resource: 'tabelas-reajustes-colaboradores',
  required: true,
} as const;
