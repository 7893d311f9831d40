import { describe, expect, it } from 'vitest';
import {
  diasEntre,
  Media,
  media,
  mediaDaSoma,
  percentual,
  percentualAprovacao,
  situacaoCandidatoSelecao,
} from './selecaoIndicadores.ts';

describe('selection report calculations', () => {
  it('counts whole calendar days between two dates, across months and leap days', () => {
    expect(diasEntre('2026-03-02', '2026-03-05')).toBe(3);
    expect(diasEntre('2024-02-28', '2024-03-01')).toBe(2);
    expect(diasEntre('2026-01-31', '2026-01-31')).toBe(0);
    expect(diasEntre('2026-01-10', '2026-01-01')).toBe(-9);
  });

  it('approval rate is aptos over decided candidates, exact, pending ones left out', () => {
    expect(percentualAprovacao(2, 1)).toBe(200 / 3);
    expect(percentualAprovacao(1, 2)).toBe(100 / 3);
    expect(percentualAprovacao(3, 0)).toBe(100);
    expect(percentualAprovacao(0, 4)).toBe(0);
    // Nobody decided yet: no rate at all, not 0 %.
    expect(percentualAprovacao(0, 0)).toBeNull();
  });

  it('percentual is exact (the files round when showing it) and refuses a zero whole', () => {
    expect(percentual(1, 8)).toBe(12.5);
    expect(percentual(1, 3)).toBe(100 / 3);
    expect(percentual(5, 0)).toBeNull();
  });

  it('averages ignore values that cannot be measured', () => {
    expect(media([3, 3, 4])).toBe(3.3);
    expect(media([2, null, 5, undefined])).toBe(3.5);
    expect(media([])).toBeNull();
    const m = new Media().somar(10).somar(null).somar(4, 2);
    expect(m.quantidade).toBe(3);
    expect(m.valor).toBe(6);
    // Days in a step kept as SQL sums: 10 days over 3 passages.
    expect(mediaDaSoma(10, 3)).toBe(3.3);
    expect(mediaDaSoma(0, 0)).toBeNull();
  });

  it('a candidate hired stays Contratado after the requisition closes; removal and closing come next', () => {
    const v = { contratado: false, removido: false, solicitacaoFechada: false };
    expect(situacaoCandidatoSelecao(v)).toBe('Em seleção');
    expect(situacaoCandidatoSelecao({ ...v, solicitacaoFechada: true })).toBe('Não contratado');
    expect(situacaoCandidatoSelecao({ ...v, removido: true, solicitacaoFechada: true })).toBe('Removido');
    expect(situacaoCandidatoSelecao({ contratado: true, removido: false, solicitacaoFechada: true })).toBe(
      'Contratado',
    );
  });
});
