import type { DomainModule } from '../../module.ts';
import { AUTHORITIES_SST } from './authorities.ts';
import { RESOURCES_SST } from './index.ts';

/** SST: the minimal registers (environments, functions) the requisition points at. */
export const sst: DomainModule<typeof AUTHORITIES_SST, 'sst'> = {
  id: 'sst',
  nome: 'SST',
  ordem: 70,
  icone: 'pi pi-shield',
  authorities: AUTHORITIES_SST,
  resources: RESOURCES_SST,
};
