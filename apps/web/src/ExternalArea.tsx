import { externalRoutes } from './modules/areaExterna.ts';
import ExternalLayout from './platform/layout/ExternalLayout.tsx';
import { Tema } from './platform/layout/Tema.tsx';

/** The candidate area (/externo/*) with the modules' pages: lazy, like the internal area. */
export default function ExternalArea() {
  return (
    <Tema>
      <ExternalLayout routes={externalRoutes} />
    </Tema>
  );
}
