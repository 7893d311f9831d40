import { defineResource } from '../../../resource.ts';

/** The months of the year as options ('01' Janeiro … '12' Dezembro): two digits, so text order is month order. */
export const MESES_OPTIONS = [
  { value: '01', label: 'Janeiro' },
  { value: '02', label: 'Fevereiro' },
  { value: '03', label: 'Março' },
  { value: '04', label: 'Abril' },
  { value: '05', label: 'Maio' },
  { value: '06', label: 'Junho' },
  { value: '07', label: 'Julho' },
  { value: '08', label: 'Agosto' },
  { value: '09', label: 'Setembro' },
  { value: '10', label: 'Outubro' },
  { value: '11', label: 'Novembro' },
  { value: '12', label: 'Dezembro' },
] as const;

export const MSG_FATURAMENTO = {
  mesRepetido: 'Já existe faturamento cadastrado para este mês/ano.',
  valorInvalido: 'Valor não pode ser 0 (zero) ou menor',
} as const;

/**
 * Monthly revenue of the company (spec 2 §2 'faturamentos-mensais'): one value per month and year, the
 * denominator of the salary-to-revenue indicator of /analytics/cargos-salarios. The list shows the
 * latest month first (the server orders by year and month).
 */
export const faturamentosMensais = defineResource({
  name: 'faturamentos-mensais',
  path: '/cargo-salario/faturamentos-mensais',
  label: 'Faturamento Mensal',
  labelPlural: 'Faturamentos Mensais',
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Faturamento Mensal'],
  access: { read: 'ROLE_CS_FATURAMENTOS', write: 'ROLE_CS_FATURAMENTOS_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'mes', label: 'Mês', kind: 'enum', options: MESES_OPTIONS, required: true, span: 4 },
    { name: 'ano', label: 'Ano', kind: 'integer', required: true, min: 2000, max: 2100, span: 4 },
    { name: 'valor', label: 'Valor', kind: 'money', required: true, span: 4 },
  ],
  // The bands' wording for a non-positive amount (spec 2 §5 'Salary band').
  refine: (v, ctx) => {
    if (typeof v.valor === 'number' && v.valor <= 0)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: MSG_FATURAMENTO.valorInvalido });
  },
  list: { columns: ['ano', 'mes', 'valor'], sort: 'ano,desc', filters: ['ano'] },
  resumo: 'ano',
});
