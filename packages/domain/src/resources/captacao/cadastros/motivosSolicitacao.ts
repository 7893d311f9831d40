import { defineResource } from '../../../resource.ts';
import { campoDescricao } from '../../campos.ts';
import { CADASTROS_MENU } from './registros.ts';

export const MOTIVO_DESCRICAO_MAX = 100;

/**
 * Reasons for a personnel requisition (spec 1 §3 'Motive or occurrence type', §5 'descricao required').
 * `turnover` marks reasons that replace someone who left; `considerarQtdColaboradoresPorCargo` makes the
 * requisition check the position's headcount limit. GET /options feeds the requisition's dropdown.
 */
export const motivosSolicitacao = defineResource({
  name: 'motivos-solicitacao',
  path: '/captacao/motivos-solicitacao',
  label: 'Motivo de Solicitação',
  labelPlural: 'Motivos de Solicitação',
  modulo: 'captacao',
  menu: [...CADASTROS_MENU, 'Motivos de Solicitação'],
  // Who writes requisitions picks their reason: reading the list comes with the requisitions.
  access: {
    read: { anyOf: ['ROLE_CAP_MOTIVOS_SOLICITACAO', 'ROLE_CAP_SOLICITACOES'] },
    write: 'ROLE_CAP_MOTIVOS_SOLICITACAO_EDITAR',
  },
  empresaScoped: true,
  audit: true,
  fields: [
    { ...campoDescricao(MOTIVO_DESCRICAO_MAX), span: 12 },
    { name: 'turnover', label: 'Turnover', kind: 'boolean', default: false, span: 6 },
    {
      name: 'considerarQtdColaboradoresPorCargo',
      label: 'Considerar quantidade de colaboradores por cargo',
      kind: 'boolean',
      default: false,
      span: 6,
    },
  ],
  list: {
    columns: ['descricao', 'turnover', 'considerarQtdColaboradoresPorCargo'],
    sort: 'descricao',
    search: ['descricao'],
    filters: ['turnover'],
  },
  resumo: 'descricao',
});
