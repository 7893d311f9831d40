import type { EnumOption } from '../../../enums/option.ts';

/** The three kinds of competence (spec 2 §3): knowledge, skill, attitude. */
export type TipoCompetencia = 'C' | 'H' | 'A';

export const TIPOS_COMPETENCIA: readonly EnumOption<TipoCompetencia>[] = [
  { value: 'C', label: 'Conhecimento' },
  { value: 'H', label: 'Habilidade' },
  { value: 'A', label: 'Atitude' },
];

/** Resource name of each kind (the generic routes and screens serve them). */
export const RECURSO_DO_TIPO: Record<TipoCompetencia, 'conhecimentos' | 'habilidades' | 'atitudes'> = {
  C: 'conhecimentos',
  H: 'habilidades',
  A: 'atitudes',
};

/** Criterion type (spec 2 §3 Enumerations): 1 quantitative, 2 qualitative. */
export const TIPOS_CRITERIO: readonly EnumOption<'1' | '2'>[] = [
  { value: '1', label: 'Quantitativo' },
  { value: '2', label: 'Qualitativo' },
];
