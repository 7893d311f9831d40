import { avaliacao } from './resources/avaliacao/manifest.ts';
import { captacao } from './resources/captacao/manifest.ts';
import { cargoSalario } from './resources/cargoSalario/manifest.ts';
import { geral } from './resources/geral/manifest.ts';
import { sst } from './resources/sst/manifest.ts';
import { utilitario } from './resources/utilitario/manifest.ts';

/**
 * The domain's modules (resources/<modulo>/manifest.ts), in dependency order: the one list a new module adds a
 * line to. RESOURCES, the authority catalogue, the menu and the reports are gathered from it.
 */
export const DOMAIN_MODULES = [geral, utilitario, cargoSalario, captacao, avaliacao, sst] as const;
