import 'primereact/resources/themes/lara-light-amber/theme.css';
import 'primeicons/primeicons.css';
import './tema-ajustes.css';
import './global.css';
import './menubar-mobile.css';
import './shell.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addLocale, locale, PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { ptBR } from './locale.ts';

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

/**
 * The user's reduced-motion setting (WCAG 2.3.3), read once when the areas load: PrimeReact's JS transitions
 * (dialogs, overlays, toasts) then mount and unmount at once instead of waiting for their timeouts; base.css
 * shortens the CSS ones. Without the setting nothing changes.
 */
export function movimentoReduzido(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** One query cache for every area (this module is loaded once). */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/**
 * PrimeReact (theme, icon font, locale, pass-through), the app's shell styles and react-query, around each
 * area that uses them: the internal and candidate areas, the /500 page, the toast and dialog hosts. The
 * entry chunk and the login page load none of it (docs/architecture.md, 'Page weight').
 */
export function Tema({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PrimeReactProvider
        value={{ locale: 'pt-BR', ripple: false, pt: PASS_THROUGH, cssTransition: !movimentoReduzido() }}
      >
        {children}
      </PrimeReactProvider>
    </QueryClientProvider>
  );
}
