import type { SQL } from 'drizzle-orm';
import type { Session } from '../../../platform/auth/sessions.ts';
import { escopoDeArea } from '../../cargoSalario/index.ts';
import { solicitacao } from './schema.ts';

/**
 * The requisitions a session sees beside its company (spec 2 §6 area scope): an area manager without HR
 * access (an area-scoped session, cargoSalario's `gestorDaSessao`) sees those of the areas it manages and
 * their sub-areas; HR sees every one (undefined: no condition, prepared statements kept).
 */
export const escopoDaSolicitacao = (s: Session): SQL | undefined =>
  escopoDeArea(s, solicitacao.areaOrganizacionalId);
