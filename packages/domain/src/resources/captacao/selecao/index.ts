import type { MenuEntry } from '../../../menu.ts';
import { DEVOLUTIVA_PATH, EXAMES_PATH, EXAMES_READ, HISTORICO_PATH, SELECAO_READ } from '../rotas.ts';

export * from './contratacao.ts';
export * from './formularios.ts';
export * from './lote.ts';
export * from './mensagens.ts';
export * from './status.ts';
export * from './transferencia.ts';

// Authorities of the selection process and its screens' paths (spec 1 §2 'Route roots').
export {
  candidatosDaSolicitacaoPath,
  DEVOLUTIVA_PATH,
  EXAMES_PATH,
  EXAMES_READ,
  EXAMES_WRITE,
  HISTORICO_PATH,
  historicoDoCandidatoPath,
  SELECAO_CONTRATAR,
  SELECAO_READ,
  SELECAO_WRITE,
} from '../rotas.ts';

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
  {
    breadcrumb: ['Recrutamento & Seleção', 'Cadastros', 'Modelos de Devolutiva'],
    spaUrl: DEVOLUTIVA_PATH,
    access: SELECAO_READ,
  },
];
