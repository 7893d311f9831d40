import 'primereact/resources/themes/lara-light-amber/theme.css';
import 'primeicons/primeicons.css';
import './platform/layout/global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addLocale, locale, PrimeReactProvider } from 'primereact/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { ptBR } from './platform/layout/locale.ts';

addLocale('pt-BR', ptBR);
locale('pt-BR');

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <PrimeReactProvider value={{ locale: 'pt-BR', ripple: false }}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </PrimeReactProvider>
  </StrictMode>,
);
