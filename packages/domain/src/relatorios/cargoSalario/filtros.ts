/**
 * Filter pieces of the position-and-salary reports beside those of filtrosTalentos.ts (reference date,
 * establishments ≥ 1, cargos ≥ 1, agrupar por, employee status…): the origin of a history row (spec 2 §3
 * 'Reporting origin', required: §5), areas / occupational groups ≥ 1, and the status on a reference date.
 */
import { z } from 'zod';
import { MSG } from '../../messages.ts';
import { idsAoMenosUm, MSG_FILTRO } from '../filtros.ts';
import { MSG_FILTRO_TALENTOS } from './filtrosTalentos.ts';

export const MSG_FILTRO_CS = { origemObrigatoria: MSG.obrigatoria('Origem') } as const;

export const areasAoMenosUma = idsAoMenosUm(MSG_FILTRO.selecioneArea);
export const gruposAoMenosUm = idsAoMenosUm(MSG_FILTRO.selecioneGrupoOcupacional);

/** Where a talent's history row came from (spec 2 §3 'Reporting origin'). */
export const ORIGEM_OPTIONS = [
  { value: 'TODOS', label: 'Todas' },
  { value: 'FORTES_RH', label: 'Registradas no RH' },
  { value: 'FORTES_PESSOAL', label: 'Vindas da folha de pagamento' },
] as const;
export const origem = z.enum(['TODOS', 'FORTES_RH', 'FORTES_PESSOAL'], {
  error: MSG_FILTRO_CS.origemObrigatoria,
});

/**
 * The employee status (A/D/T, filtrosTalentos.ts's options) of the reports that look at a reference date:
 * active on it by default (a talent is active up to and on its dismissal day).
 */
export const situacaoNaData = z
  .enum(['T', 'A', 'D'], { error: MSG_FILTRO_TALENTOS.situacaoInvalida })
  .default('A');
