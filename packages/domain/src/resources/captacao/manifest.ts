import { MENU_ANALYTICS_VAGAS } from '../../analytics/vagas.ts';
import type { DomainModule } from '../../module.ts';
import { MENU_RELATORIOS_CAPTACAO, RELATORIOS_CAPTACAO } from '../../relatorios/captacao/index.ts';
import { RESOURCES_ANUNCIOS } from './anuncios/index.ts';
import { AUTHORITIES_CAPTACAO } from './authorities.ts';
import { MENU_AVALIACOES_CAPTACAO, RESOURCES_AVALIACOES_CAPTACAO } from './avaliacoes/index.ts';
import { MENU_CADASTROS_CAPTACAO, RESOURCES_CADASTROS_CAPTACAO } from './cadastros/index.ts';
import { MENU_CANDIDATOS, RESOURCES_CANDIDATOS } from './candidatos/index.ts';
import { RESOURCES_DOCUMENTOS } from './documentos/index.ts';
import { MENU_DOCUMENTOS_A_CONFERIR } from './documentos/pedidos.ts';
import { MENU_ESTATISTICAS } from './estatisticas/index.ts';
import { MENU_SELECAO } from './selecao/index.ts';
import { MENU_SOLICITACOES, RESOURCES_SOLICITACOES } from './solicitacoes/index.ts';

/** Recrutamento & Seleção: candidates, requisitions, ads, selection, evaluations, registers, reports. */
export const captacao: DomainModule<typeof AUTHORITIES_CAPTACAO, 'captacao'> = {
  id: 'captacao',
  nome: 'Recrutamento & Seleção',
  ordem: 10,
  icone: 'pi pi-users',
  authorities: AUTHORITIES_CAPTACAO,
  resources: [
    ...RESOURCES_CANDIDATOS,
    ...RESOURCES_DOCUMENTOS,
    ...RESOURCES_AVALIACOES_CAPTACAO,
    ...RESOURCES_SOLICITACOES,
    ...RESOURCES_ANUNCIOS,
    ...RESOURCES_CADASTROS_CAPTACAO,
  ],
  menu: [
    ...MENU_CADASTROS_CAPTACAO,
    ...MENU_CANDIDATOS,
    ...MENU_ESTATISTICAS,
    ...MENU_ANALYTICS_VAGAS,
    ...MENU_SOLICITACOES,
    ...MENU_SELECAO,
    ...MENU_DOCUMENTOS_A_CONFERIR,
    ...MENU_AVALIACOES_CAPTACAO,
    ...MENU_RELATORIOS_CAPTACAO,
  ],
  relatorios: RELATORIOS_CAPTACAO,
};
