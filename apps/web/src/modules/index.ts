import { type AccessRule, RESOURCES } from '@ipe/domain';
import { type ComponentType, lazy } from 'react';

export interface AppRoute {
  path: string;
  access: AccessRule;
  component: ComponentType;
}

const ResourceListPage = lazy(() => import('../platform/resource/ResourceListPage.tsx'));
const ResourceFormPage = lazy(() => import('../platform/resource/ResourceFormPage.tsx'));
const HomePage = lazy(() => import('./home/HomePage.tsx'));

/** Screens a module writes by hand; they take precedence over the generic resource screens. */
const SPECIAL_ROUTES: AppRoute[] = [{ path: '/', access: 'authenticated', component: HomePage }];

/** Every resource of the registry gets its list (/path), new (/path/new) and edit (/path/:id) screens. */
const resourceRoutes: AppRoute[] = RESOURCES.flatMap((r) => [
  { path: r.path, access: r.access.read, component: ResourceListPage },
  { path: `${r.path}/new`, access: r.access.write, component: ResourceFormPage },
  { path: `${r.path}/:id`, access: r.access.read, component: ResourceFormPage },
]);

const special = new Set(SPECIAL_ROUTES.map((r) => r.path));
export const appRoutes: AppRoute[] = [...SPECIAL_ROUTES, ...resourceRoutes.filter((r) => !special.has(r.path))];
