import type { WebModule } from '../types.ts';
import { ROUTES_ANUNCIOS } from './anuncios/routes.ts';
import { ROUTES_AVALIACOES_CAPTACAO } from './avaliacoes/routes.ts';
import { ROUTES_CADASTROS_CAPTACAO } from './cadastros/routes.ts';
import { ROUTES_CANDIDATOS } from './candidatos/routes.ts';
import { ROUTES_DOCUMENTOS } from './documentos/routes.ts';
import { ROUTES_ESTATISTICAS } from './estatisticas/routes.ts';
import { ROUTES_RELATORIOS_CAPTACAO } from './relatorios/routes.ts';
import { ROUTES_SELECAO } from './selecao/routes.ts';
import { ROUTES_SOLICITACOES } from './solicitacoes/routes.ts';

/** Recrutamento & Seleção: candidates, documents, evaluations, requisitions, selection, registers, reports, ads. */
export const captacao: WebModule = {
  id: 'captacao',
  routes: [
    ...ROUTES_CANDIDATOS,
    ...ROUTES_DOCUMENTOS,
    ...ROUTES_AVALIACOES_CAPTACAO,
    ...ROUTES_SOLICITACOES,
    ...ROUTES_SELECAO,
    ...ROUTES_CADASTROS_CAPTACAO,
    ...ROUTES_ESTATISTICAS,
    ...ROUTES_RELATORIOS_CAPTACAO,
    ...ROUTES_ANUNCIOS,
  ],
};
