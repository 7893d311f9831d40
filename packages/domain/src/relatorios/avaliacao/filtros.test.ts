import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { caminhoApiRelatorio } from '../relatorio.ts';
import { acompanhamentoExperienciaPrevisto } from './acompanhamento-experiencia-previsto.ts';
import { acompanhamentoPeriodoExperiencia } from './acompanhamento-periodo-experiencia.ts';
import { cartaoAcompanhamentoPeriodoExperiencia } from './cartao-acompanhamento-periodo-experiencia.ts';
import { MENU_RELATORIOS_AVALIACAO, RELATORIOS_AVALIACAO } from './index.ts';
import { rankingPerformancePeriodoExperiencia } from './ranking-performance-periodo-experiencia.ts';
import { resultadoAvaliacao } from './resultado-avaliacao.ts';

const mensagens = (r: { success: boolean; error?: z.ZodError }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
const periodo = { dataIni: '2026-01-01', dataFim: '2026-03-31' };

describe('experience follow-up report filters (spec 2 §5 Evaluation reports)', () => {
  it('declares the thirteen reports of §7 under /api/avaliacao/relatorios, behind ROLE_AVA_RELATORIOS', () => {
    expect(RELATORIOS_AVALIACAO.map((d) => caminhoApiRelatorio(d)).sort()).toEqual([
      '/avaliacao/relatorios/acompanhamento-experiencia-previsto',
      '/avaliacao/relatorios/acompanhamento-periodo-experiencia',
      '/avaliacao/relatorios/analise-desempenho-competencia-organizacional',
      '/avaliacao/relatorios/analise-desempenho-competencia-talento',
      '/avaliacao/relatorios/avaliacao-desempenho-avaliadores-avaliados',
      '/avaliacao/relatorios/avaliacao-desempenho-respondidas',
      '/avaliacao/relatorios/cartao-acompanhamento-periodo-experiencia',
      '/avaliacao/relatorios/comparativo-performance-talento',
      '/avaliacao/relatorios/pesquisa',
      '/avaliacao/relatorios/ranking-performance-periodo-experiencia',
      '/avaliacao/relatorios/resultado-avaliacao',
      '/avaliacao/relatorios/resultado-avaliacao-agrupado-faixa',
      '/avaliacao/relatorios/resultado-avaliacao-desempenho',
    ]);
    for (const d of RELATORIOS_AVALIACAO) expect(d.access, d.id).toBe('ROLE_AVA_RELATORIOS');
    expect(MENU_RELATORIOS_AVALIACAO.map((m) => m.breadcrumb.slice(0, 2))).toEqual(
      RELATORIOS_AVALIACAO.map(() => ['Avaliação de Desempenho', 'Relatórios']),
    );
  });

  for (const def of [rankingPerformancePeriodoExperiencia, resultadoAvaliacao])
    it(`${def.id}: model required, at least one area, end not before start`, () => {
      expect(mensagens(def.filtro.safeParse({ ...periodo, dataFim: '2025-12-31', areasIds: [] }))).toEqual([
        ['modeloId', 'Modelo de Avaliação é obrigatório'],
        ['areasIds', 'Selecione ao menos uma Área Organizacional'],
        ['dataFim', 'Data final inferior a data inicial.'],
      ]);
      expect(mensagens(def.filtro.safeParse({ ...periodo, modeloId: null, areasIds: [1] }))).toEqual([
        ['modeloId', 'Modelo de Avaliação é obrigatório'],
      ]);
      expect(def.filtro.parse({ ...periodo, modeloId: 4, areasIds: [1] })).toEqual({
        ...periodo,
        modeloId: 4,
        areasIds: [1],
        estabelecimentosIds: [],
      });
    });

  for (const def of [acompanhamentoExperienciaPrevisto, acompanhamentoPeriodoExperiencia])
    it(`${def.id}: dates required, areas ≥ 1, periods 1 to 6`, () => {
      expect(mensagens(def.filtro.safeParse({ areasIds: [1], periodosIds: [] }))).toEqual([
        ['dataIni', 'Data Inicial é obrigatória'],
        ['dataFim', 'Data Fim é obrigatória'],
        ['periodosIds', 'Selecione ao menos um Período de Experiência'],
      ]);
      expect(
        mensagens(def.filtro.safeParse({ ...periodo, areasIds: [1], periodosIds: [1, 2, 3, 4, 5, 6, 7] })),
      ).toEqual([['periodosIds', 'Selecione no máximo 6 Períodos de Experiência']]);
      expect(mensagens(def.filtro.safeParse({ ...periodo, periodosIds: [1] }))).toEqual([
        ['areasIds', 'Selecione ao menos uma Área Organizacional'],
      ]);
      expect(
        def.filtro.safeParse({ ...periodo, areasIds: [1], periodosIds: [1, 2, 3, 4, 5, 6] }).success,
      ).toBe(true);
    });

  it('cartão: at least one talent, periods 1 to 6', () => {
    const f = cartaoAcompanhamentoPeriodoExperiencia.filtro;
    expect(mensagens(f.safeParse({}))).toEqual([
      ['colaboradoresIds', 'Selecione ao menos um Talento'],
      ['periodosIds', 'Selecione ao menos um Período de Experiência'],
    ]);
    expect(f.parse({ colaboradoresIds: [9], periodosIds: [1, 2] })).toEqual({
      colaboradoresIds: [9],
      periodosIds: [1, 2],
    });
    expect(cartaoAcompanhamentoPeriodoExperiencia.xlsx).toBe(false);
  });
});
