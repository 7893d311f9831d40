import { render } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import type { ReactElement } from 'react';
import { ensurePtBRLocale, PT_BR } from './locale.ts';

/** Renders inside a PrimeReactProvider in pt-BR, as main.tsx does (transitions off: dialogs close at once). */
export function renderPt(ui: ReactElement) {
  ensurePtBRLocale();
  return render(
    <PrimeReactProvider value={{ locale: PT_BR, ripple: false, cssTransition: false }}>
      {ui}
    </PrimeReactProvider>,
  );
}
