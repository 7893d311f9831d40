import { caminhoTelaRelatorio, RELATORIOS_CAPTACAO } from '@ipe/domain/relatorios/index';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AppRoute } from '../../types.ts';

/**
 * The screen of each recruitment report (one folder per report id, each a lazy chunk). A report declared
 * in the domain without a screen here has no route (the registry test names it).
 */
export const TELAS_RELATORIOS_CAPTACAO: Record<string, LazyExoticComponent<ComponentType>> = {
  'candidato-selecao': lazy(() => import('./candidato-selecao/Tela.tsx')),
  'analise-etapas-seletivas': lazy(() => import('./analise-etapas-seletivas/Tela.tsx')),
  'avaliacao-candidato': lazy(() => import('./avaliacao-candidato/Tela.tsx')),
  'indicacao-candidato': lazy(() => import('./indicacao-candidato/Tela.tsx')),
  'divulgacao-vaga': lazy(() => import('./divulgacao-vaga/Tela.tsx')),
  'vaga-motivo': lazy(() => import('./vaga-motivo/Tela.tsx')),
  'duracao-vaga': lazy(() => import('./duracao-vaga/Tela.tsx')),
  cargo: lazy(() => import('./cargo/Tela.tsx')),
  'qualificacao-cadastral-candidato': lazy(() => import('./qualificacao-cadastral-candidato/Tela.tsx')),
  'qualificacao-cadastral-solicitacao-pessoal': lazy(
    () => import('./qualificacao-cadastral-solicitacao-pessoal/Tela.tsx'),
  ),
};

export const ROUTES_RELATORIOS_CAPTACAO: AppRoute[] = RELATORIOS_CAPTACAO.filter(
  (d) => TELAS_RELATORIOS_CAPTACAO[d.id],
).map((d) => ({
  path: caminhoTelaRelatorio(d),
  access: d.access,
  component: TELAS_RELATORIOS_CAPTACAO[d.id],
}));
