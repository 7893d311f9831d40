import type { AccessRule } from '@ipe/domain';
import type { ComponentType } from 'react';

export interface AppRoute {
  path: string;
  access: AccessRule;
  component: ComponentType;
}
