import { rotasRelatoriosDo, telaRelatorio } from '@ipe/domain/rotasRelatorios';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AppRoute } from '../../types.ts';

/**
 * The screen of each position-and-salary report (one folder per report id, each a lazy chunk), one line each:
 * several people add reports at once (issue 20). A report declared in the domain without a screen here has no
 * route (routes.test.ts names it).
 */
/** A report's lazy screen. */
export const tela = (carregar: () => Promise<{ default: ComponentType }>) => lazy(carregar);

export const TELAS_RELATORIOS_CARGO_SALARIO: Record<string, LazyExoticComponent<ComponentType>> = {
  // '<id>': tela(() => import('./<id>/Tela.tsx')),
  promocoes: tela(() => import('./promocoes/Tela.tsx')),
  'ultimas-promocoes': tela(() => import('./ultimas-promocoes/Tela.tsx')),
  'projecoes-salariais-talentos': tela(() => import('./projecoes-salariais-talentos/Tela.tsx')),
  'talentos-competencias': tela(() => import('./talentos-competencias/Tela.tsx')),
  'matriz-talentos-competencias': tela(() => import('./matriz-talentos-competencias/Tela.tsx')),
  'alteracoes-cargos-e-ou-areas': tela(() => import('./alteracoes-cargos-e-ou-areas/Tela.tsx')),
  'analise-tabelas-salariais': tela(() => import('./analise-tabelas-salariais/Tela.tsx')),
  cargos: tela(() => import('./cargos/Tela.tsx')),
  'historicos-faixas-salariais': tela(() => import('./historicos-faixas-salariais/Tela.tsx')),
  situacoes: tela(() => import('./situacoes/Tela.tsx')),
  'talentos-areas-organizacionais': tela(() => import('./talentos-areas-organizacionais/Tela.tsx')),
  'talentos-cargos': tela(() => import('./talentos-cargos/Tela.tsx')),
  'talentos-grupos-ocupacionais': tela(() => import('./talentos-grupos-ocupacionais/Tela.tsx')),
  'planejamentos-realinhamentos': tela(() => import('./planejamentos-realinhamentos/Tela.tsx')),
};

/** Each screen at /cargo-salario/relatorios/<rota>, behind the report's authority. */
export const ROUTES_RELATORIOS_CARGO_SALARIO: AppRoute[] = rotasRelatoriosDo('cargo-salario')
  .filter((d) => TELAS_RELATORIOS_CARGO_SALARIO[d.id])
  .map((d) => ({
    path: telaRelatorio(d),
    access: d.access,
    component: TELAS_RELATORIOS_CARGO_SALARIO[d.id],
  }));
