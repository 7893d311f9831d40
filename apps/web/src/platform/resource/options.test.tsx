import type { ReferenceField } from '@ipe/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReferenceOptions } from './options.ts';
import { stubApi } from './test-helpers.tsx';

/** Options of a register with an 'Ativo' flag: what forms offer and what filters read. */

const areaMae: ReferenceField = {
  name: 'areaMaeId',
  label: 'Área Mãe',
  kind: 'reference',
  resource: 'areas-organizacionais',
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
afterEach(() => vi.unstubAllGlobals());

describe('useReferenceOptions of a register with an Ativo flag', () => {
  const calls = () =>
    stubApi((c) =>
      c.query.get('ids') === '7'
        ? [200, [{ id: 7, descricaoHierarquia: 'Antiga (inativa)' }]]
        : [200, [{ id: 1, descricaoHierarquia: 'Diretoria' }]],
    );

  it("offers a form the active rows plus the record's current inactive value", async () => {
    const feitas = calls();
    const { result } = renderHook(() => useReferenceOptions(areaMae, {}, true, 7), { wrapper });
    await waitFor(() =>
      expect(result.current.data).toEqual([
        { value: 1, label: 'Diretoria' },
        { value: 7, label: 'Antiga (inativa)' },
      ]),
    );
    expect(feitas.map((c) => c.query.get('ativo'))).toEqual([null, null]);
  });

  it('reads every row for a filter or a list cell (ativo=todos)', async () => {
    const feitas = calls();
    const { result } = renderHook(() => useReferenceOptions(areaMae), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ value: 1, label: 'Diretoria' }]));
    expect(feitas.map((c) => c.query.get('ativo'))).toEqual(['todos']);
  });
});
