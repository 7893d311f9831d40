import { describe, expect, it, vi } from 'vitest';
import {
  alternarOutroCargo,
  alternarPrimeiroEmprego,
  cargoDesabilitado,
  nomeMercadoDesabilitado,
  podeInserirExperiencia,
} from './primeiroEmprego.ts';

const exps = [{ empresa: 'A' }, { empresa: 'B' }];

describe('alternarPrimeiroEmprego', () => {
  it('ticks without asking when no experience is listed', async () => {
    const confirmar = vi.fn(async () => true);
    expect(await alternarPrimeiroEmprego(true, [], confirmar)).toEqual({
      primeiroEmprego: true,
      experiencias: [],
    });
    expect(confirmar).not.toHaveBeenCalled();
  });

  it('asks when experiences are listed; confirming deletes them all', async () => {
    const confirmar = vi.fn(async () => true);
    const r = await alternarPrimeiroEmprego(true, exps, confirmar);
    expect(confirmar).toHaveBeenCalledOnce();
    expect(r).toEqual({ primeiroEmprego: true, experiencias: [] });
  });

  it('cancelling leaves the box unticked and the experiences as they were', async () => {
    const r = await alternarPrimeiroEmprego(true, exps, async () => false);
    expect(r.primeiroEmprego).toBe(false);
    expect(r.experiencias).toBe(exps);
  });

  it('unticking never asks and keeps the list', async () => {
    const confirmar = vi.fn(async () => true);
    const r = await alternarPrimeiroEmprego(false, exps, confirmar);
    expect(r).toEqual({ primeiroEmprego: false, experiencias: exps });
    expect(confirmar).not.toHaveBeenCalled();
  });

  it('disables adding experiences while ticked', () => {
    expect(podeInserirExperiencia(true)).toBe(false);
    expect(podeInserirExperiencia(false)).toBe(true);
    expect(podeInserirExperiencia(null)).toBe(true);
  });
});

describe('alternarOutroCargo', () => {
  const linha = { empresa: 'X', cargoId: 7, checkNomeCargo: false, nomeMercado: null as string | null };

  it('ticking clears the listed role and enables the free-text name', () => {
    const r = alternarOutroCargo(linha, true);
    expect(r).toEqual({ empresa: 'X', cargoId: null, checkNomeCargo: true, nomeMercado: null });
    expect(cargoDesabilitado(r)).toBe(true);
    expect(nomeMercadoDesabilitado(r)).toBe(false);
  });

  it('unticking clears the free-text name and enables the listed role', () => {
    const r = alternarOutroCargo(
      { ...linha, cargoId: null, checkNomeCargo: true, nomeMercado: 'Ourives' },
      false,
    );
    expect(r).toEqual({ empresa: 'X', cargoId: null, checkNomeCargo: false, nomeMercado: null });
    expect(cargoDesabilitado(r)).toBe(false);
    expect(nomeMercadoDesabilitado(r)).toBe(true);
  });
});
