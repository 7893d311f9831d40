import type { QuestionarioParaResponder, ResultadoQuestionario } from '@ipe/domain';
import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';

/** One evaluation applied to a candidate, as GET /captacao/candidatos/{id}/avaliacoes lists it. */
export interface AvaliacaoResumo {
  id: number;
  modelo: { id: number; titulo: string };
  status: 'A' | 'C';
  respondidoParcialmente: boolean;
  pontuacao: number | null;
  pontuacaoMaxima: number | null;
  percentual: number | null;
  percentualMinimoAprovacao: number | null;
  aprovado: boolean | null;
  createdAt: string;
  concluidoEm: string | null;
  /** Who applied it (the user's name, or {id, nome}); null when the candidate answered it. */
  aplicadaPor: { id: number; nome: string } | string | null;
  respondidaPeloCandidato: boolean;
  solicitacaoId: number | null;
}

/** One evaluation with its questions and answers (GET of one, and the answer of POST). */
export interface AvaliacaoCompleta {
  avaliacao: AvaliacaoResumo;
  questionario: QuestionarioParaResponder;
  resultado: ResultadoQuestionario;
}

export const CANDIDATOS = candidatos.path;
/** Candidate evaluation models (the active ones are offered by 'Aplicar Avaliação'). */
export const MODELOS = '/captacao/modelos-avaliacao-candidato';

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
  candidato: (candidatoId: number) => [CANDIDATOS, 'row', candidatoId] as const,
};

export const nomeAplicador = (a: AvaliacaoResumo['aplicadaPor']) =>
  a === null ? null : typeof a === 'string' ? a : a.nome;
