import { lazy } from 'react';

/**
 * 'Enviar para um amigo' loads when first opened (render it inside a Suspense): the ads' first screen
 * carries neither its form, captcha and dialog nor what they import (docs/arquitetura/build-peso.md).
 */
export const EnviarAmigoDialog = lazy(() =>
  import('./EnviarAmigoDialog.tsx').then((m) => ({ default: m.EnviarAmigoDialog })),
);
