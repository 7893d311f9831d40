import type { ResourceDef } from '../../../resource.ts';
import { atitudes, conhecimentos, habilidades } from './competencias.ts';
import { criteriosAvaliacaoCompetencia } from './criterios.ts';
import { niveisCompetenciaColaborador } from './colaborador.ts';
import { configuracoesNivelCompetenciaFaixa } from './faixa.ts';
import { niveisCompetencia, niveisCompetenciaHistorico } from './niveis.ts';

export * from './colaborador.ts';
export * from './competencias.ts';
export * from './criterios.ts';
export * from './faixa.ts';
export * from './messages.ts';
export * from './niveis.ts';
export * from './regras.ts';
export * from './tipos.ts';

/** The resources of this part, in menu order. */
export const RESOURCES_COMPETENCIAS: readonly ResourceDef[] = [
  conhecimentos,
  habilidades,
  atitudes,
  criteriosAvaliacaoCompetencia,
  niveisCompetencia,
  niveisCompetenciaHistorico,
  configuracoesNivelCompetenciaFaixa,
  niveisCompetenciaColaborador,
];
