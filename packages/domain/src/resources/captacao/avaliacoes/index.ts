import type { MenuEntry } from '../../../menu.ts';
import type { ResourceDef } from '../../../resource.ts';
import { modelosAvaliacaoCandidato } from './modelos.ts';

export { modelosAvaliacaoCandidato } from './modelos.ts';

/** Who may see a candidate's evaluations, and who may apply and fill them in. */
export const AVALIACOES_CANDIDATO_ACCESS = {
  read: { anyOf: ['ROLE_CAP_CANDIDATOS', 'ROLE_CAP_AVALIACOES_CANDIDATO'] },
  write: 'ROLE_CAP_AVALIACOES_CANDIDATO',
} as const;

/** The resources of this part, in menu order. */
export const RESOURCES_AVALIACOES_CAPTACAO: readonly ResourceDef[] = [modelosAvaliacaoCandidato];

/** Every candidate evaluation applied in the company (spec 1 §2 /captacao/avaliacoes). */
export const AVALIACOES_PATH = '/captacao/avaliacoes';
export const MENU_AVALIACOES_CAPTACAO: MenuEntry[] = [
  {
    breadcrumb: ['Recrutamento & Seleção', 'Movimentações', 'Avaliações de Candidatos'],
    spaUrl: AVALIACOES_PATH,
    access: AVALIACOES_CANDIDATO_ACCESS.read,
  },
];
