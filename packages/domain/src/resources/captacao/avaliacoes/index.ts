import type { MenuEntry } from '../../../menu.ts';
import type { ResourceDef } from '../../../resource.ts';
import { AVALIACOES_CANDIDATO_ACCESS, AVALIACOES_PATH } from '../rotas.ts';
import { modelosAvaliacaoCandidato } from './modelos.ts';

export { AVALIACOES_CANDIDATO_ACCESS, AVALIACOES_PATH } from '../rotas.ts';
export { modelosAvaliacaoCandidato } from './modelos.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_AVALIACOES_CAPTACAO: readonly ResourceDef[] = [modelosAvaliacaoCandidato];

export const MENU_AVALIACOES_CAPTACAO: MenuEntry[] = [
  {
    breadcrumb: ['Recrutamento & Seleção', 'Movimentações', 'Avaliações de Candidatos'],
    spaUrl: AVALIACOES_PATH,
    access: AVALIACOES_CANDIDATO_ACCESS.read,
  },
];
