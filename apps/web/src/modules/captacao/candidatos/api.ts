import type { AvaliacaoResumo } from '@ipe/domain/resources/captacao/avaliacoes/contratos';
import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';

/** A candidate's evaluations (list) and one with its questions and answers: the contracts' answers. */
export type { AvaliacaoCompleta, AvaliacaoResumo } from '@ipe/domain/resources/captacao/avaliacoes/contratos';

export const CANDIDATOS = candidatos.path;

export const avaliacoesUrl = (candidatoId: number) => `${CANDIDATOS}/${candidatoId}/avaliacoes`;
export const responderUrl = (candidatoId: number, modeloId: number) =>
  `${avaliacoesUrl(candidatoId)}/responder/${modeloId}`;
export const avaliacaoUrl = (candidatoId: number, avaliacaoId: number) =>
  `${avaliacoesUrl(candidatoId)}/${avaliacaoId}`;

/** Query keys: everything of a candidate's evaluations starts with its list's path. */
export const chaves = {
  todas: (candidatoId: number) => [avaliacoesUrl(candidatoId)] as const,
  lista: (candidatoId: number) => [avaliacoesUrl(candidatoId), 'lista'] as const,
  uma: (candidatoId: number, avaliacaoId: number) =>
    [avaliacoesUrl(candidatoId), 'uma', avaliacaoId] as const,
  /** The candidate's summary (…/informacao: its name in the headers). */
  candidato: (candidatoId: number) => [CANDIDATOS, 'informacao', candidatoId] as const,
};

export const nomeAplicador = (a: AvaliacaoResumo['aplicadaPor']) => a?.nome ?? null;
