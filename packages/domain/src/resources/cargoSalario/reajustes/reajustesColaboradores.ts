import { defineResource } from '../../../resource.ts';
import { TIPO_SALARIO_REAJUSTE_OPTIONS } from './enums.ts';
import { validarComposicao } from './regras.ts';
import { CAMPO_TABELA_REAJUSTE } from './tabelasReajustes.ts';

const ATUAL = 'Situação atual';

/**
 * Talent realignment record (spec 2 §3): the talent's current establishment, area, band and salary on the
 * table's date (filled by the server) and the proposed ones. A talent appears once per table.
 */
export const reajustesColaboradores = defineResource({
  name: 'reajustes-colaboradores',
  path: '/cargo-salario/reajustes-colaboradores',
  label: 'Reajuste de Talento',
  labelPlural: 'Reajustes de Talentos',
  modulo: 'cargoSalario',
  access: { read: 'ROLE_CS_REAJUSTES', write: 'ROLE_CS_REAJUSTES_EDITAR' },
  empresaScoped: true,
  fields: [
    { ...CAMPO_TABELA_REAJUSTE, span: 6 },
    {
      name: 'colaboradorId',
      label: 'Talento',
      kind: 'reference',
      resource: 'colaboradores',
      required: true,
      span: 6,
    },
    // Current situation on the table's date (read-only: the server fills it).
    {
      name: 'estabelecimentoAtualId',
      label: 'Estabelecimento atual',
      kind: 'reference',
      resource: 'estabelecimentos',
      readOnly: true,
      tab: ATUAL,
      span: 4,
    },
    {
      name: 'areaOrganizacionalAtualId',
      label: 'Área Organizacional atual',
      kind: 'reference',
      resource: 'areas-organizacionais',
      readOnly: true,
      feminine: true,
      tab: ATUAL,
      span: 4,
    },
    {
      name: 'faixaSalarialAtualId',
      label: 'Cargo/Faixa atual',
      kind: 'reference',
      resource: 'faixas-salariais',
      readOnly: true,
      feminine: true,
      tab: ATUAL,
      span: 4,
    },
    {
      name: 'tipoSalarioAtual',
      label: 'Tipo de salário atual',
      kind: 'enum',
      options: TIPO_SALARIO_REAJUSTE_OPTIONS,
      readOnly: true,
      tab: ATUAL,
      span: 4,
    },
    { name: 'salarioAtual', label: 'Salário atual', kind: 'money', readOnly: true, tab: ATUAL, span: 4 },
    // Proposal.
    {
      name: 'estabelecimentoPropostoId',
      label: 'Estabelecimento proposto',
      kind: 'reference',
      resource: 'estabelecimentos',
      required: true,
      span: 4,
    },
    {
      name: 'areaOrganizacionalPropostaId',
      label: 'Área Organizacional proposta',
      kind: 'reference',
      resource: 'areas-organizacionais',
      required: true,
      feminine: true,
      span: 4,
    },
    {
      name: 'faixaSalarialPropostaId',
      label: 'Cargo/Faixa proposta',
      kind: 'reference',
      resource: 'faixas-salariais',
      required: true,
      feminine: true,
      span: 4,
    },
    {
      name: 'ambientePropostoId',
      label: 'Ambiente proposto',
      kind: 'reference',
      resource: 'ambientes',
      span: 6,
    },
    {
      name: 'funcaoPropostaId',
      label: 'Função proposta',
      kind: 'reference',
      resource: 'funcoes',
      feminine: true,
      span: 6,
    },
    {
      name: 'tipoSalarioProposto',
      label: 'Tipo de salário proposto',
      kind: 'enum',
      options: TIPO_SALARIO_REAJUSTE_OPTIONS,
      required: true,
      default: '3',
      span: 3,
    },
    { name: 'indicePropostoId', label: 'Índice', kind: 'reference', resource: 'indices', span: 3 },
    { name: 'quantidadeIndiceProposto', label: 'Quantidade', kind: 'decimal', feminine: true, span: 3 },
    { name: 'salarioProposto', label: 'Salário proposto', kind: 'money', span: 3 },
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
    { name: 'observacao', label: 'Observação', kind: 'textarea', max: 255, feminine: true, span: 12 },
  ],
  list: {
    columns: [
      'colaboradorId',
      'areaOrganizacionalPropostaId',
      'faixaSalarialPropostaId',
      'salarioAtual',
      'salarioProposto',
      'valorDiferenca',
      'percentualDiferenca',
    ],
    sort: 'id',
    filters: ['tabelaReajusteColaboradorId', 'colaboradorId'],
  },
  resumo: 'colaboradorId',
  refine: (v, ctx) =>
    validarComposicao(
      {
        tipo: v.tipoSalarioProposto,
        indiceId: v.indicePropostoId,
        quantidade: v.quantidadeIndiceProposto,
        valor: v.salarioProposto,
      },
      { indiceId: 'indicePropostoId', quantidade: 'quantidadeIndiceProposto', valor: 'salarioProposto' },
      ctx,
    ),
});
