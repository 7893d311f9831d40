import { describe, expect, it } from 'vitest';
import { NINEBOX_PADRAO } from './ninebox.ts';
import { MSG_NINEBOX_GRAFICO as M, montarNineBox, textoTooltip } from './nineboxGrafico.ts';

const config = {
  percentualBaixoPotencial: 33,
  percentualAltoPotencial: 66,
  percentualBaixoDesempenho: 33,
  percentualAltoDesempenho: 66,
  eixoInvertido: false,
  boxes: NINEBOX_PADRAO,
};
const t = (id: number, resultado: number | null, competencias: number | null, motivo?: string) => ({
  colaboradorId: id,
  nome: `T${id}`,
  resultadoAvaliacao: resultado,
  percentualCompetencias: competencias,
  motivo,
});

describe('montarNineBox', () => {
  it('counts each box’s talents and leaves out those missing a source, with the reason', () => {
    const g = montarNineBox(
      [
        t(1, 90, 90),
        t(2, 66, 66),
        t(3, 33, 33),
        t(4, 50, 10),
        t(5, null, 50),
        t(6, 50, null),
        t(7, 50, 50, M.resultadoOculto),
      ],
      config,
    );
    expect(g.boxes.map((b) => b.quantidade)).toEqual([0, 0, 2, 0, 0, 0, 1, 1, 0]);
    expect(g.boxes[2].colaboradorIds).toEqual([1, 2]);
    expect(g.boxes[6]).toMatchObject({
      nomeclatura: 'INSUFICIENTE',
      colaboradorIds: [3],
      selecionado: false,
    });
    expect(g.naoPosicionados).toEqual([
      { colaboradorId: 5, nome: 'T5', motivo: M.semResultado },
      { colaboradorId: 6, nome: 'T6', motivo: M.semNiveis },
      { colaboradorId: 7, nome: 'T7', motivo: M.resultadoOculto },
    ]);
  });

  it('swaps the sources with inverted axes, and marks the selected box', () => {
    const g = montarNineBox([t(1, 90, 10)], { ...config, eixoInvertido: true }, 1);
    expect(g.posicoes).toEqual([{ colaboradorId: 1, box: 1, desempenho: 10, potencial: 90 }]);
    expect(g.boxes.filter((b) => b.selecionado).map((b) => b.posicao)).toEqual([1]);
  });
});

describe('textoTooltip', () => {
  it('cuts the description at 200 characters plus "..."', () => {
    expect(textoTooltip('a'.repeat(200))).toBe('a'.repeat(200));
    expect(textoTooltip(`${'b'.repeat(200)}c`)).toBe(`${'b'.repeat(200)}...`);
  });
});
