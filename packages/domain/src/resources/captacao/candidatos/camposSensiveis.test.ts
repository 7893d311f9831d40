import { describe, expect, it } from 'vitest';
import { CAMPOS_CANDIDATO, visivelPadrao } from '../../utilitario/organizacao/camposCandidato.ts';
import { CAMPOS_SENSIVEIS } from './camposSensiveis.ts';

describe('LGPD-sensitive candidate fields (issue 24 §1)', () => {
  it('are exactly the catalogue fields hidden from candidates by default, each with its reason', () => {
    const ocultos = CAMPOS_CANDIDATO.filter((c) => !visivelPadrao(c.campo)).map((c) => c.campo);
    expect(ocultos.sort()).toEqual(Object.keys(CAMPOS_SENSIVEIS).sort());
    expect(ocultos.sort()).toEqual(
      [
        'conjuge',
        'estadoCivil',
        'etniaRaca',
        'mae',
        'pai',
        'profissaoConjuge',
        'profissaoMae',
        'profissaoPai',
      ].sort(),
    );
    for (const motivo of Object.values(CAMPOS_SENSIVEIS)) expect(motivo).toMatch(/^A empresa pede .+\.$/);
  });
});
