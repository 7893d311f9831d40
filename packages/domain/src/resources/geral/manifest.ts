import type { DomainModule } from '../../module.ts';
import { AUTHORITIES_GERAL } from './authorities.ts';
import { bairros } from './bairros.ts';
import { cidades } from './cidades.ts';
import { estados } from './estados.ts';

/** Geral: states, cities and neighbourhoods; the user's own data and the HR assistant. */
export const geral: DomainModule<typeof AUTHORITIES_GERAL, 'geral'> = {
  id: 'geral',
  nome: 'Geral',
  ordem: 80,
  icone: 'pi pi-map',
  authorities: AUTHORITIES_GERAL,
  resources: [estados, cidades, bairros],
};
