import { type ComponentType, lazy } from 'react';

/** A page of the candidate area, under /externo (the external layout renders it inside its shell). */
export interface ExternalRoute {
  /** Path relative to /externo: 'anuncios'. */
  path: string;
  component: ComponentType;
  /**
   * 'candidato': needs a candidate session (a visitor goes to /externo/login?empresaId=N);
   * 'visitante': visitors only (a logged-in candidate goes to /externo/anuncios); absent: everyone.
   */
  acesso?: 'candidato' | 'visitante';
}

/** Public pages of the candidate area written by modules (lazy-loaded). */
export const ROUTES_EXTERNO: ExternalRoute[] = [
  { path: 'anuncios', component: lazy(() => import('./anuncios/AnunciosExternosPage.tsx')) },
  { path: 'candidatos', component: lazy(() => import('./candidatos/CandidatosExternoPage.tsx')) },
  {
    path: 'candidatos/new',
    // Visitors only, checked by the page itself: the registration logs the candidate in before leaving it.
    component: lazy(() => import('./candidatos/CadastroCandidatoPage.tsx')),
  },
  {
    path: 'candidatos/:id',
    component: lazy(() => import('./candidatos/CurriculoCandidatoPage.tsx')),
    acesso: 'candidato',
  },
  {
    path: 'candidatos/:id/documentos-anexos',
    component: lazy(() => import('./candidatos/DocumentosCandidatoPage.tsx')),
    acesso: 'candidato',
  },
  {
    path: 'candidatos/:id/documentos-anexos/new',
    component: lazy(() => import('./candidatos/NovoDocumentoCandidatoPage.tsx')),
    acesso: 'candidato',
  },
  {
    path: 'documentos-solicitados',
    component: lazy(() => import('./candidatos/DocumentosSolicitadosPage.tsx')),
    acesso: 'candidato',
  },
  {
    path: 'recuperar-senha',
    component: lazy(() => import('./conta/RecuperarSenhaPage.tsx')),
    acesso: 'visitante',
  },
  { path: 'anuncios/:id', component: lazy(() => import('./anuncios/AnuncioPage.tsx')) },
  {
    path: 'candidato-solicitacoes',
    component: lazy(() => import('./anuncios/CandidaturasPage.tsx')),
    acesso: 'candidato',
  },
  {
    path: 'solicitacao-avaliacao',
    component: lazy(() => import('./avaliacoes/SolicitacaoAvaliacaoPage.tsx')),
    acesso: 'candidato',
  },
  {
    path: 'avaliacoes',
    component: lazy(() => import('./avaliacoes/ResponderAvaliacaoExternaPage.tsx')),
    acesso: 'candidato',
  },
  {
    path: 'historico-candidatos',
    component: lazy(() => import('./avaliacoes/HistoricoCandidatoPage.tsx')),
    acesso: 'candidato',
  },
];
