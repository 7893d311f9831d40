import { externalRoutes } from './modules/index.ts';
import ExternalLayout from './platform/layout/ExternalLayout.tsx';

/** The candidate area (/externo/*) with the modules' pages: lazy, like the internal area. */
export default function ExternalArea() {
  return <ExternalLayout routes={externalRoutes} />;
}
