import { defineResource } from '../../../resource.ts';
import { TIPO_SALARIO_FAIXA_REAJUSTE_OPTIONS } from './enums.ts';
import { validarComposicao } from './regras.ts';
import { CAMPO_TABELA_REAJUSTE } from './tabelasReajustes.ts';

/** A salary band's realignment record: its composition and value on the table's date and the proposed ones. */
export const reajustesFaixasSalariais = defineResource({
  name: 'reajustes-faixas-salariais',
  path: '/cargo-salario/reajustes-faixas-salariais',
  label: 'Reajuste de Faixa Salarial',
  labelPlural: 'Reajustes de Faixas Salariais',
  modulo: 'cargoSalario',
  access: { read: 'ROLE_CS_REAJUSTES', write: 'ROLE_CS_REAJUSTES_EDITAR' },
  empresaScoped: true,
  fields: [
    { ...CAMPO_TABELA_REAJUSTE, span: 6 },
    {
      name: 'faixaSalarialId',
      label: 'Faixa Salarial',
      kind: 'reference',
      resource: 'faixas-salariais',
      required: true,
      feminine: true,
      span: 6,
    },
    {
      name: 'tipoAtual',
      label: 'Tipo atual',
      kind: 'enum',
      options: TIPO_SALARIO_FAIXA_REAJUSTE_OPTIONS,
      readOnly: true,
      span: 3,
    },
    { name: 'valorAtual', label: 'Valor atual', kind: 'money', readOnly: true, span: 3 },
    {
      name: 'tipoProposto',
      label: 'Tipo proposto',
      kind: 'enum',
      options: TIPO_SALARIO_FAIXA_REAJUSTE_OPTIONS,
      required: true,
      default: '3',
      span: 3,
    },
    { name: 'indicePropostoId', label: 'Índice', kind: 'reference', resource: 'indices', span: 3 },
    { name: 'quantidadeProposta', label: 'Quantidade', kind: 'decimal', feminine: true, span: 3 },
    { name: 'valorProposto', label: 'Valor proposto', kind: 'money', span: 3 },
    {
      name: 'valorDiferenca',
      label: 'Diferença (R$)',
      kind: 'money',
      readOnly: true,
      feminine: true,
      span: 3,
    },
    {
      name: 'percentualDiferenca',
      label: 'Diferença (%)',
      kind: 'decimal',
      readOnly: true,
      feminine: true,
      span: 3,
    },
  ],
  list: {
    columns: ['faixaSalarialId', 'valorAtual', 'valorProposto', 'valorDiferenca', 'percentualDiferenca'],
    sort: 'id',
    filters: ['tabelaReajusteColaboradorId', 'faixaSalarialId'],
  },
  resumo: 'faixaSalarialId',
  refine: (v, ctx) =>
    validarComposicao(
      {
        tipo: v.tipoProposto,
        indiceId: v.indicePropostoId,
        quantidade: v.quantidadeProposta,
        valor: v.valorProposto,
      },
      { indiceId: 'indicePropostoId', quantidade: 'quantidadeProposta', valor: 'valorProposto' },
      ctx,
    ),
});

/** An index's realignment record: its value on the table's date and the proposed one. */
export const reajustesIndices = defineResource({
  name: 'reajustes-indices',
  path: '/cargo-salario/reajustes-indices',
  label: 'Reajuste de Índice',
  labelPlural: 'Reajustes de Índices',
  modulo: 'cargoSalario',
  access: { read: 'ROLE_CS_REAJUSTES', write: 'ROLE_CS_REAJUSTES_EDITAR' },
  empresaScoped: true,
  fields: [
    { ...CAMPO_TABELA_REAJUSTE, span: 6 },
    { name: 'indiceId', label: 'Índice', kind: 'reference', resource: 'indices', required: true, span: 6 },
    { name: 'valorAtual', label: 'Valor atual', kind: 'money', readOnly: true, span: 3 },
    { name: 'valorProposto', label: 'Valor proposto', kind: 'money', span: 3 },
    {
      name: 'valorDiferenca',
      label: 'Diferença (R$)',
      kind: 'money',
      readOnly: true,
      feminine: true,
      span: 3,
    },
    {
      name: 'percentualDiferenca',
      label: 'Diferença (%)',
      kind: 'decimal',
      readOnly: true,
      feminine: true,
      span: 3,
    },
  ],
  list: {
    columns: ['indiceId', 'valorAtual', 'valorProposto', 'valorDiferenca', 'percentualDiferenca'],
    sort: 'id',
    filters: ['tabelaReajusteColaboradorId', 'indiceId'],
  },
  resumo: 'indiceId',
  refine: (v, ctx) =>
    validarComposicao({ tipo: '3', valor: v.valorProposto }, { valor: 'valorProposto' }, ctx),
});
