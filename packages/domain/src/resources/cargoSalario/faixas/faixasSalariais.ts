import { defineResource } from '../../../resource.ts';
import {
  STATUS_HISTORICO,
  STATUS_HISTORICO_OPCOES,
  TIPO_SALARIO,
  TIPO_SALARIO_OPCOES,
} from '../../../salario.ts';
import { MSG_FAIXAS } from './mensagens.ts';
import { CBO_CODIGO, datasRepetidas, validarHistoricoFaixa } from './regras.ts';

/**
 * Salary bands (faixas salariais) of a cargo, spec 2 §3 and §5. A band belongs to the company of its
 * cargo (no empresaId of its own). The payroll description is required when the company is integrated
 * with the payroll system, the CBO code otherwise (checked by the server, see regrasIntegracaoFaixa).
 * The history is required: the value in force on a date comes from it (packages/domain/src/salario.ts).
 */
export const faixasSalariais = defineResource({
  name: 'faixas-salariais',
  path: '/cargo-salario/faixas-salariais',
  label: 'Faixa Salarial',
  labelPlural: 'Faixas Salariais',
  feminine: true,
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Faixas Salariais'],
  access: { read: 'ROLE_CS_FAIXAS', write: 'ROLE_CS_FAIXAS_EDITAR' },
  empresaScoped: false,
  audit: true,
  fields: [
    {
      name: 'cargoId',
      label: 'Cargo',
      kind: 'reference',
      resource: 'cargos',
      // The Nomenclatura: it tells apart positions that share a market name.
      labelField: 'nome',
      required: true,
      span: 6,
    },
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 30, span: 6 },
    { name: 'codigoAC', label: 'Código na folha', kind: 'text', max: 12, span: 3 },
    { name: 'nomeACPessoal', label: 'Descrição na folha', kind: 'text', max: 100, feminine: true, span: 9 },
    { name: 'codigoCBO', label: 'Código CBO', kind: 'text', max: 6, span: 3 },
    {
      name: 'descricaoCBO',
      label: 'Descrição CBO',
      kind: 'text',
      max: 150,
      feminine: true,
      readOnly: true,
      span: 9,
    },
    {
      name: 'historicos',
      label: 'Histórico',
      kind: 'items',
      itemLabel: 'Histórico',
      required: true,
      min: 1,
      minMessage: MSG_FAIXAS.historicoObrigatorio,
      orderBy: 'data,desc',
      span: 12,
      fields: [
        { name: 'data', label: 'Data', kind: 'date', required: true, feminine: true, span: 3 },
        {
          name: 'tipo',
          label: 'Tipo',
          kind: 'enum',
          options: TIPO_SALARIO_OPCOES,
          required: true,
          default: TIPO_SALARIO.VALOR,
          span: 3,
        },
        { name: 'indiceId', label: 'Índice', kind: 'reference', resource: 'indices', span: 3 },
        { name: 'quantidade', label: 'Quantidade', kind: 'decimal', feminine: true, span: 3 },
        { name: 'valor', label: 'Valor', kind: 'money', span: 3 },
        {
          name: 'status',
          label: 'Status',
          kind: 'enum',
          options: STATUS_HISTORICO_OPCOES,
          required: true,
          default: STATUS_HISTORICO.CONFIRMADO,
          span: 3,
        },
      ],
      refine: validarHistoricoFaixa,
    },
  ],
  list: {
    columns: ['nome', 'cargoId', 'codigoCBO', 'codigoAC'],
    sort: 'nome',
    search: ['nome'],
    filters: ['cargoId'],
  },
  resumo: 'nome',
  refine: (value, ctx) => {
    const cbo = value.codigoCBO;
    if (typeof cbo === 'string' && cbo !== '' && !CBO_CODIGO.test(cbo))
      ctx.addIssue({ code: 'custom', path: ['codigoCBO'], message: MSG_FAIXAS.cboInvalido });
    datasRepetidas(value.historicos, 'historicos', ctx);
  },
});

/** A reference to one salary band (a talent's history row, a requisition, a band's competences). */
export const CAMPO_FAIXA_SALARIAL = {
  name: 'faixaSalarialId',
  label: 'Faixa Salarial',
  kind: 'reference',
  resource: 'faixas-salariais',
  feminine: true,
} as const;
