import type { DomainModule } from '../../module.ts';
import { AUTHORITIES_SST } from './authorities.ts';
import { RESOURCES_SST } from './index.ts';

/** SST: the minimal registers (environments, functions) the requisition points at. */
export const sst: DomainModule<typeof AUTHORITIES_SST> = {
  id: 'sst',
  authorities: AUTHORITIES_SST,
  resources: RESOURCES_SST,
};
