import type { DomainModule } from '../../module.ts';
import { AUTHORITIES_GERAL } from './authorities.ts';
import { bairros } from './bairros.ts';
import { cidades } from './cidades.ts';
import { documentosAnexos } from './documentosAnexos.ts';
import { estados } from './estados.ts';
import { geracoes } from './geracoes.ts';
import { pessoas } from './pessoas.ts';

/**
 * Geral: states, cities and neighbourhoods, generations, people, the company's attached documents; the
 * user's own data and the HR assistant.
 */
export const geral: DomainModule<typeof AUTHORITIES_GERAL, 'geral'> = {
  id: 'geral',
  nome: 'Geral',
  ordem: 80,
  icone: 'pi pi-map',
  authorities: AUTHORITIES_GERAL,
  resources: [estados, cidades, bairros, geracoes, pessoas, documentosAnexos],
};
