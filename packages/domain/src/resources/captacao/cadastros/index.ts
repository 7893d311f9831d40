import type { MenuEntry } from '../../../menu.ts';
import type { ResourceDef } from '../../../resource.ts';
import { areasFormacao, areasInteresse } from './areas.ts';
import { etapasSeletivas } from './etapasSeletivas.ts';
import { motivosSolicitacao } from './motivosSolicitacao.ts';
import { comoFicouSabendoVaga, idiomas } from './outros.ts';
import { cargoCaptacao, conhecimentosCaptacao, niveisCompetenciaCaptacao } from './visoes.ts';

export * from './areas.ts';
export * from './etapasSeletivas.ts';
export * from './mensagens.ts';
export * from './motivosSolicitacao.ts';
export * from './outros.ts';
export * from './registros.ts';
export * from './visoes.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_CADASTROS_CAPTACAO: readonly ResourceDef[] = [
  areasInteresse,
  areasFormacao,
  etapasSeletivas,
  motivosSolicitacao,
  comoFicouSabendoVaga,
  idiomas,
  conhecimentosCaptacao,
  niveisCompetenciaCaptacao,
  cargoCaptacao,
];
export * from './contagem.ts';

/** Menu entries of this part's special screens (the registers' entries come from their declarations). */
export const MENU_CADASTROS_CAPTACAO: MenuEntry[] = [
  {
    breadcrumb: ['Recrutamento & Seleção', 'Indicadores', 'Como Ficou Sabendo da Vaga'],
    spaUrl: `${comoFicouSabendoVaga.path}/contagem`,
    access: comoFicouSabendoVaga.access.read,
  },
];
