import './platform/layout/fonte.css';
import './platform/layout/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';

// No PrimeReact nor react-query here: they load with the areas that use them (platform/layout/Tema.tsx).
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
