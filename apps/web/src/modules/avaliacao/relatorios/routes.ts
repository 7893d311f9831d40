import { rotasRelatoriosDo, telaRelatorio } from '@ipe/domain/rotasRelatorios';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AppRoute } from '../../types.ts';

/** The screen of each evaluation report (one folder per report id, each a lazy chunk), one line each. */
const tela = (carregar: () => Promise<{ default: ComponentType }>) => lazy(carregar);

export const TELAS_RELATORIOS_AVALIACAO: Record<string, LazyExoticComponent<ComponentType>> = {
  'acompanhamento-experiencia-previsto': tela(() => import('./acompanhamento-experiencia-previsto/Tela.tsx')),
  'acompanhamento-periodo-experiencia': tela(() => import('./acompanhamento-periodo-experiencia/Tela.tsx')),
  'cartao-acompanhamento-periodo-experiencia': tela(
    () => import('./cartao-acompanhamento-periodo-experiencia/Tela.tsx'),
  ),
  'ranking-performance-periodo-experiencia': tela(
    () => import('./ranking-performance-periodo-experiencia/Tela.tsx'),
  ),
  'resultado-avaliacao': tela(() => import('./resultado-avaliacao/Tela.tsx')),
  'analise-desempenho-competencia-organizacional': tela(
    () => import('./analise-desempenho-competencia-organizacional/Tela.tsx'),
  ),
  'analise-desempenho-competencia-talento': tela(
    () => import('./analise-desempenho-competencia-talento/Tela.tsx'),
  ),
  'avaliacao-desempenho-avaliadores-avaliados': tela(
    () => import('./avaliacao-desempenho-avaliadores-avaliados/Tela.tsx'),
  ),
  'avaliacao-desempenho-respondidas': tela(() => import('./avaliacao-desempenho-respondidas/Tela.tsx')),
  'comparativo-performance-talento': tela(() => import('./comparativo-performance-talento/Tela.tsx')),
  pesquisa: tela(() => import('./pesquisa/Tela.tsx')),
  'resultado-avaliacao-agrupado-faixa': tela(() => import('./resultado-avaliacao-agrupado-faixa/Tela.tsx')),
  'resultado-avaliacao-desempenho': tela(() => import('./resultado-avaliacao-desempenho/Tela.tsx')),
};

/** Each screen at /avaliacao/relatorios/<rota>, behind the report's authority. */
export const ROUTES_RELATORIOS_AVALIACAO: AppRoute[] = rotasRelatoriosDo('avaliacao')
  .filter((d) => TELAS_RELATORIOS_AVALIACAO[d.id])
  .map((d) => ({
    path: telaRelatorio(d),
    access: d.access,
    component: TELAS_RELATORIOS_AVALIACAO[d.id],
  }));
