import type { ResourceDef } from '../../../resource.ts';
import { limitesColaboradorCargo } from './limites.ts';
import { solicitacoesPessoal } from './solicitacoesPessoal.ts';

export * from './mensagens.ts';
export * from './regras.ts';
export * from './status.ts';
export { limitesColaboradorCargo } from './limites.ts';
export {
  solicitacoesPessoal,
  TAB_PERFIL,
  TAB_SITUACAO,
  TAB_SOLICITACAO,
  TAB_SUBSTITUICAO,
} from './solicitacoesPessoal.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_SOLICITACOES: readonly ResourceDef[] = [solicitacoesPessoal, limitesColaboradorCargo];
export * from './formulario.ts';

/** Menu entry of the requisitions' status history (a special screen, not a resource). */
export const MENU_SOLICITACOES = [
  {
    breadcrumb: ['Recrutamento & Seleção', 'Movimentações', 'Histórico das Solicitações de Pessoal'],
    spaUrl: '/captacao/solicitacoes-pessoal/historico',
    access: 'ROLE_CAP_SOLICITACOES',
  },
] as const;
