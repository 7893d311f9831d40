/**
 * Shared constants of the analytics charts (spec 3 §2 'Analytics charts', §9): every module's dashboard
 * draws with these, so the charts of the product look alike.
 */

/**
 * The nine-colour palette (spec 3 §9 names 'a palette of nine colours' without the colours): the product's
 * default orange first (#FF850A, spec 3 §9), then eight hues far enough apart to tell slices apart, each
 * with at least 3:1 contrast against white (the chart background).
 */
export const PALETA = [
  '#FF850A',
  '#1F6FB2',
  '#2E8B57',
  '#C0392B',
  '#7D4CB2',
  '#8C5A2B',
  '#C2407F',
  '#138A96',
  '#6B7A1E',
] as const;

/** The colour of the i-th series or slice (the palette repeats after nine). */
export const cor = (i: number) => PALETA[i % PALETA.length];
/** The same colour, translucent (areas under a line, bar fills on hover). */
export const corTranslucida = (i: number, alfa = 0.2) => {
  const hex = cor(i);
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alfa})`;
};

/** Funnel chart: 600×550 with a 500 ms animation (spec 3 §2, §9). */
export const FUNIL = { largura: 600, altura: 550, animacaoMs: 500 } as const;
/** Line chart smoothing (spec 3 §9). */
export const TENSAO_LINHA = 0.4;
/** Radar axis: from 0, step 1 (spec 3 §9). */
export const RADAR = { min: 0, passo: 1 } as const;
