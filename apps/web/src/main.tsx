import 'primereact/resources/themes/lara-light-amber/theme.css';
import 'primeicons/primeicons.css';
import './platform/layout/fonte.css';
import './platform/layout/global.css';
import './platform/layout/menubar-mobile.css';
import './platform/layout/shell.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addLocale, locale, PrimeReactProvider } from 'primereact/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { ptBR } from './platform/layout/locale.ts';

addLocale('pt-BR', ptBR);
locale('pt-BR');

/**
 * Accessibility fixes applied to every instance: the Dropdown's hidden native <select> (form autofill only)
 * and its mouse-only trigger icon are hidden from assistive technology; the focusable input inside the
 * Dropdown is the combobox that carries the label (and the active option); the filter box of its open list
 * gets a name.
 */
const PASS_THROUGH = {
  dropdown: {
    select: { 'aria-hidden': true },
    trigger: { 'aria-hidden': true },
    filterInput: { 'aria-label': 'Filtrar opções' },
    // PrimeReact puts aria-activedescendant on the focused Dropdown's root <div> (no role, pointing at an
    // option that exists only while the list is open): axe's aria-allowed-attr and aria-valid-attr-value.
    // The input inside is the combobox and keeps its own.
    root: { 'aria-activedescendant': null },
  },
} as const;

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PrimeReactProvider value={{ locale: 'pt-BR', ripple: false, pt: PASS_THROUGH }}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </PrimeReactProvider>
  </StrictMode>,
);
