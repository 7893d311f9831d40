import type { RespostaDe } from '@ipe/domain/contrato';
import type {
  candidatosDisponiveis,
  exameDoCandidato,
  historicoDoCandidato,
  historicoDosCandidatos,
  quadroDaSolicitacao,
} from '@ipe/domain/resources/captacao/selecao/contratos';

/** Paths of the selection process's API (without /api) and the shapes they answer. */
export const VINCULOS = '/captacao/candidato-solicitacoes';
export const SOLICITACOES = '/captacao/solicitacoes-pessoal';
export const HISTORICO_API = '/captacao/historico-candidatos';
export const EXAMES_API = '/captacao/exames-palografico';

/** The board of a requisition (GET /solicitacoes-pessoal/{id}/candidato). */
export type Quadro = RespostaDe<typeof quadroDaSolicitacao>;
/** One candidate on the requisition's board. */
export type VinculoQuadro = Quadro['candidatos'][number];
export type AvaliacaoNaSolicitacao = VinculoQuadro['avaliacoes'][number];
/** GET /historico-candidatos/candidato/{id}. */
export type HistoricoDoCandidato = RespostaDe<typeof historicoDoCandidato>;
export type PassoHistorico = HistoricoDoCandidato['vinculos'][number]['historicos'][number];
/** A row of GET /historico-candidatos. */
export type LinhaHistorico = RespostaDe<typeof historicoDosCandidatos>['content'][number];
export type CandidatoResumo = RespostaDe<typeof candidatosDisponiveis>[number];
export type Exame = RespostaDe<typeof exameDoCandidato>;

/** Query keys: everything of a requisition's process starts with its board key. */
export const chaves = {
  quadro: (solicitacaoId: number) => [SOLICITACOES, solicitacaoId, 'candidato'] as const,
  historico: [HISTORICO_API] as const,
  doCandidato: (candidatoId: number) => [HISTORICO_API, 'candidato', candidatoId] as const,
  exames: [EXAMES_API] as const,
};
