import type { MenuEntry } from '../../../menu.ts';

export * from './formularios.ts';
export * from './mensagens.ts';
export * from './status.ts';

/** Authorities of the selection process (packages/domain/src/authorities.ts). */
export const SELECAO_READ = 'ROLE_CAP_SELECAO' as const;
export const SELECAO_WRITE = 'ROLE_CAP_SELECAO_EDITAR' as const;
export const SELECAO_CONTRATAR = 'ROLE_CAP_SELECAO_CONTRATAR' as const;
export const EXAMES_READ = 'ROLE_CAP_EXAMES_PALOGRAFICO' as const;
export const EXAMES_WRITE = 'ROLE_CAP_EXAMES_PALOGRAFICO_EDITAR' as const;

/** Screens (spec 1 §2 'Route roots': historico, exames-palografico). */
export const HISTORICO_PATH = '/captacao/historico';
export const EXAMES_PATH = '/captacao/exames-palografico';
export const candidatosDaSolicitacaoPath = (solicitacaoId: number | string) =>
  `/captacao/solicitacoes-pessoal/${solicitacaoId}/candidatos`;
export const historicoDoCandidatoPath = (candidatoId: number | string) =>
  `/captacao/candidatos/${candidatoId}/historico`;

export const MENU_SELECAO: readonly MenuEntry[] = [
  {
    breadcrumb: ['Recrutamento & Seleção', 'Movimentações', 'Histórico de Candidatos'],
    spaUrl: HISTORICO_PATH,
    access: SELECAO_READ,
  },
  {
    breadcrumb: ['Recrutamento & Seleção', 'Movimentações', 'Exames Palográficos'],
    spaUrl: EXAMES_PATH,
    access: EXAMES_READ,
  },
];
