import { MENU_ANALYTICS_DESEMPENHO } from '../../analytics/desempenho.ts';
import type { DomainModule } from '../../module.ts';
import { MENU_RELATORIOS_AVALIACAO, RELATORIOS_AVALIACAO } from '../../relatorios/avaliacao/index.ts';
import { MENU_ACOMPANHAMENTO } from './acompanhamentos.ts';
import { MENU_NINEBOX_GRAFICO } from './nineboxGrafico.ts';
import { AUTHORITIES_AVALIACAO } from './authorities.ts';
import { RESOURCES_AVALIACAO } from './index.ts';
import { MENU_PERGUNTAS } from './perguntas.ts';

/** Avaliação de Desempenho: evaluation models and their questions, experience periods. */
export const avaliacao: DomainModule<typeof AUTHORITIES_AVALIACAO, 'avaliacao'> = {
  id: 'avaliacao',
  nome: 'Avaliação de Desempenho',
  ordem: 30,
  icone: 'pi pi-chart-line',
  authorities: AUTHORITIES_AVALIACAO,
  resources: RESOURCES_AVALIACAO,
  menu: [
    ...MENU_PERGUNTAS,
    ...MENU_ACOMPANHAMENTO,
    ...MENU_RELATORIOS_AVALIACAO,
    ...MENU_NINEBOX_GRAFICO,
    ...MENU_ANALYTICS_DESEMPENHO,
  ],
  relatorios: RELATORIOS_AVALIACAO,
};
