import { rotasRelatoriosDo, telaRelatorio } from '@ipe/domain/rotasRelatorios';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { Navigate } from 'react-router';
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

const comTela = rotasRelatoriosDo('captacao').filter((d) => TELAS_RELATORIOS_CAPTACAO[d.id]);

/**
 * Each screen at the spec's route, and — where the API id is spelled differently
 * ('analise-etapas-seletivas') — a redirect from the id's route to the screen.
 */
export const ROUTES_RELATORIOS_CAPTACAO: AppRoute[] = [
  ...comTela.map((d) => ({
    path: telaRelatorio(d),
    access: d.access,
    component: TELAS_RELATORIOS_CAPTACAO[d.id],
  })),
  ...comTela
    .filter((d) => d.rota !== d.id)
    .map((d) => ({
      path: telaRelatorio({ modulo: d.modulo, rota: d.id }),
      access: d.access,
      component: () => createElement(Navigate, { to: telaRelatorio(d), replace: true }),
    })),
];
