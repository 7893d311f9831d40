import { render, screen } from '@testing-library/react';
import { Dialog } from 'primereact/dialog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tema } from './Tema.tsx';

/** jsdom has no matchMedia: answers `reduce` as the user's setting says. */
function reducedMotionSetting(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
    })),
  );
}

function openDialog() {
  render(
    <Tema>
      <Dialog visible header="Excluir" onHide={() => {}}>
        Confirma?
      </Dialog>
    </Tema>,
  );
  return screen.getByRole('dialog');
}

describe('Tema and the reduced-motion setting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a dialog at once, without the enter transition, when the user asks for reduced motion', () => {
    reducedMotionSetting(true);
    expect(openDialog().className).not.toMatch(/p-dialog-enter/);
  });

  it('keeps the enter transition for everyone else', () => {
    reducedMotionSetting(false);
    expect(openDialog().className).toMatch(/p-dialog-enter/);
  });
});
