import type { AccessRule } from '@ipe/domain';
import type { ComponentType } from 'react';
import type { ExternalRoute } from './externo/routes.ts';

export interface AppRoute {
  path: string;
  access: AccessRule;
  component: ComponentType;
}

/** What the web knows of a module: its hand-written screens (modules/<modulo>/manifest.ts), listed in modules/index.ts. */
export interface WebModule {
  id: string;
  /** Internal screens; they take precedence over the generic resource screens of the same path. */
  routes?: readonly AppRoute[];
  /** Pages of the candidate area (/externo/*), rendered inside the external layout. */
  externalRoutes?: readonly ExternalRoute[];
}
