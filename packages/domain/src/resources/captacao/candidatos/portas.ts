/**
 * The two doors of the shared candidate form: HR's (any candidate of the company) and the candidate
 * area's (the candidate's own record). Each names the path of its generic record routes and photo, and
 * the contracts the form calls through it.
 */
import { candidatoExternoCompleto } from '../../externo/candidatos/contratos.ts';
import { curriculosExterno, curriculosRh } from '../documentos/contratosCurriculos.ts';
import { candidatos } from './candidatos.ts';
import { candidatoCompleto } from './contratosConsultas.ts';

export const portaRh = {
  path: candidatos.path,
  completo: candidatoCompleto,
  curriculo: curriculosRh,
} as const;

export const portaCandidato = {
  path: '/externo/candidatos',
  completo: candidatoExternoCompleto,
  curriculo: curriculosExterno,
} as const;

export type PortaCandidato = typeof portaRh | typeof portaCandidato;
