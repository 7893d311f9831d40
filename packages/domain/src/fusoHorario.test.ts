import { describe, expect, it } from 'vitest';
import { FUSO_POR_UF, fimDoDiaNaUf, fusoDaUf } from './fusoHorario.ts';

describe('fimDoDiaNaUf', () => {
  it('ends the day in the state’s own offset, not a fixed -03:00', () => {
    expect(fimDoDiaNaUf('2026-12-10', 'AC')).toBe('2026-12-10T23:59:59-05:00');
    for (const uf of ['AM', 'RR', 'RO', 'MT', 'MS'])
      expect(fimDoDiaNaUf('2026-12-10', uf), uf).toBe('2026-12-10T23:59:59-04:00');
    for (const uf of ['SP', 'CE', 'PE', 'BA', 'DF', 'RS', 'PA', 'TO'])
      expect(fimDoDiaNaUf('2026-06-10', uf), uf).toBe('2026-06-10T23:59:59-03:00');
  });
  it('knows the 27 units; an unknown or missing one is the server’s zone', () => {
    expect(Object.keys(FUSO_POR_UF)).toHaveLength(27);
    expect(fusoDaUf('am')).toBe('America/Manaus');
    expect(fusoDaUf(null)).toBe('America/Sao_Paulo');
    expect(fimDoDiaNaUf('2026-12-10', 'XX')).toBe('2026-12-10T23:59:59-03:00');
  });
});
