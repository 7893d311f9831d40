import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { appRoutes } from './modules/index.ts';
import InternalLayout from './platform/layout/InternalLayout.tsx';
import { Tema } from './platform/layout/Tema.tsx';
import { rotasGuardadas } from './platform/session/Guard.tsx';

const NotFoundPage = lazy(() => import('./platform/pages/NotFoundPage.tsx'));

/**
 * The internal screens behind the login (lazy, with every module's routes): the login page and the
 * entry chunk never load the modules' manifests and the domain declarations they bring.
 */
export default function InternalArea() {
  return (
    <Tema>
      <Routes>
        <Route element={<InternalLayout />}>
          {rotasGuardadas(appRoutes)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Tema>
  );
}
