import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { listError, messageAt, useItemRows } from './useItemRows.ts';

/** The row editing shared by the generic items table and the salary histories. */

type Row = { nome: string; valor?: number | null };

function render(initial: Row[]) {
  return renderHook(() => {
    const [rows, setRows] = useState(initial);
    return { rows, edit: useItemRows('historicos', rows, setRows) };
  });
}

describe('useItemRows', () => {
  it('keeps each row its key across inserts and removals, so inputs never move to another row', () => {
    const { result } = render([{ nome: 'a' }, { nome: 'b' }, { nome: 'c' }]);
    const [ka, , kc] = result.current.edit.keys;
    act(() => result.current.edit.remove(1));
    expect(result.current.rows.map((r) => r.nome)).toEqual(['a', 'c']);
    expect(result.current.edit.keys).toEqual([ka, kc]);

    act(() => result.current.edit.insert({ nome: 'novo' }, { at: 'start', focus: 'nome' }));
    act(() => result.current.edit.insert({ nome: 'fim' }));
    expect(result.current.rows.map((r) => r.nome)).toEqual(['novo', 'a', 'c', 'fim']);
    const keys = result.current.edit.keys;
    expect(keys.slice(1, 3)).toEqual([ka, kc]);
    expect(new Set(keys).size).toBe(4);
  });

  it('changes cells of one row only', () => {
    const { result } = render([{ nome: 'a', valor: 1 }, { nome: 'b' }]);
    act(() => result.current.edit.set(1, { valor: 2, nome: 'B' }));
    expect(result.current.rows).toEqual([
      { nome: 'a', valor: 1 },
      { nome: 'B', valor: 2 },
    ]);
  });

  it('focuses the new row cell after an insert, and the Inserir button after a removal', () => {
    document.body.innerHTML =
      '<button id="historicos">Inserir</button><input id="historicos.0.nome"><input id="historicos.1.nome">';
    const { result } = render([{ nome: 'a' }]);
    act(() => result.current.edit.insert({ nome: 'b' }, { focus: 'nome' }));
    expect(document.activeElement?.id).toBe('historicos.1.nome');
    act(() => result.current.edit.remove(0));
    expect(document.activeElement?.id).toBe('historicos');
  });

  it('reads the errors of a cell and of the list (on the list or on its root)', () => {
    const errors = { historicos: { 0: { valor: { message: 'Valor é obrigatório' } } } };
    expect(messageAt(errors, 'historicos.0.valor')).toBe('Valor é obrigatório');
    expect(messageAt(errors, 'historicos.1.valor')).toBeUndefined();
    expect(listError({ message: 'Informe o histórico' })).toBe('Informe o histórico');
    expect(listError({ root: { message: 'Datas repetidas' } })).toBe('Datas repetidas');
  });
});
