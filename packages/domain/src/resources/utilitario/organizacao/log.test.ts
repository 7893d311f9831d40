import { describe, expect, it } from 'vitest';
import { compararLog } from './log.ts';

describe('compararLog', () => {
  it('lists fields in the labels order, marks changes, reads references by their label, hides ids', () => {
    const antes = {
      id: 3,
      numero: '1578',
      nome: 'Loja',
      cidadeId: 1,
      cidade: { id: 1, nome: 'São Paulo' },
      x: 1,
    };
    const depois = { ...antes, numero: '1600', cidadeId: 2, cidade: { id: 2, nome: 'Campinas' } };
    const campos = compararLog(antes, depois, { nome: 'Nome', cidadeId: 'Cidade', numero: 'Número' });
    expect(campos).toEqual([
      { campo: 'nome', label: 'Nome', antes: 'Loja', depois: 'Loja', alterado: false },
      { campo: 'cidadeId', label: 'Cidade', antes: 'São Paulo', depois: 'Campinas', alterado: true },
      { campo: 'numero', label: 'Número', antes: '1578', depois: '1600', alterado: true },
      { campo: 'x', label: 'x', antes: 1, depois: 1, alterado: false },
    ]);
  });

  it('has only after on an insertion and nothing marked changed', () => {
    const campos = compararLog(null, { nome: 'A' }, { nome: 'Nome' });
    expect(campos).toEqual([
      { campo: 'nome', label: 'Nome', antes: undefined, depois: 'A', alterado: false },
    ]);
  });
});
