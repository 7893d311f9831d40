import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { analiseDesempenhoCompetenciaTalento } from './analise-desempenho-competencia-talento.ts';
import { avaliacaoDesempenhoAvaliadoresAvaliados } from './avaliacao-desempenho-avaliadores-avaliados.ts';
import { comparativoPerformanceTalento } from './comparativo-performance-talento.ts';
import { resultadoAvaliacaoDesempenho } from './resultado-avaliacao-desempenho.ts';

const mensagens = (r: { success: boolean; error?: z.ZodError }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

/** The rules of spec 2 §5 'Evaluation reports' the filter checks before the database (the rest: server). */
describe('performance report filters', () => {
  it('requires the evaluation', () => {
    expect(mensagens(resultadoAvaliacaoDesempenho.filtro.safeParse({}))).toEqual([
      ['avaliacaoId', 'Avaliação de Desempenho é obrigatória'],
    ]);
  });

  it('analysis by talent: evaluation and evaluated required; a detailed report has at most 4 evaluators', () => {
    const f = analiseDesempenhoCompetenciaTalento.filtro;
    expect(mensagens(f.safeParse({ layout: 'DETALHADO', avaliadoresIds: [1, 2, 3, 4, 5] }))).toEqual([
      ['avaliacaoId', 'Avaliação de Desempenho é obrigatória'],
      ['avaliadoId', 'Avaliado é obrigatório'],
      ['avaliadoresIds', 'Relatório detalhado, deve conter no máximo 4 avaliadores selecionados'],
    ]);
    const base = { avaliacaoId: 1, avaliadoId: 2 };
    expect(f.safeParse({ ...base, layout: 'DETALHADO', avaliadoresIds: [1, 2, 3, 4] }).success).toBe(true);
    expect(f.safeParse({ ...base, layout: 'RESUMIDO', avaliadoresIds: [1, 2, 3, 4, 5] }).success).toBe(true);
    expect(f.parse({ ...base, layout: 'RESUMIDO' })).toEqual({
      ...base,
      layout: 'RESUMIDO',
      avaliadoresIds: [],
      mediaGeral: null,
    });
  });

  it('comparison: at least one talent (the spec says candidato), end not before start', () => {
    expect(
      mensagens(
        comparativoPerformanceTalento.filtro.safeParse({
          dataIni: '2026-02-01',
          dataFim: '2026-01-01',
          colaboradoresIds: [],
        }),
      ),
    ).toEqual([
      ['colaboradoresIds', 'Selecione ao menos um candidato'],
      ['dataFim', 'Data final inferior a data inicial.'],
    ]);
  });

  it('evaluators and evaluated: evaluation, evaluator and situation required', () => {
    expect(
      mensagens(
        avaliacaoDesempenhoAvaliadoresAvaliados.filtro.safeParse({ avaliadoresIds: [], situacao: null }),
      ),
    ).toEqual([
      ['avaliacaoId', 'Avaliação de Desempenho é obrigatória'],
      ['avaliadoresIds', 'Selecione ao menos um avaliador'],
      ['situacao', 'Situação é obrigatória'],
    ]);
  });
});
