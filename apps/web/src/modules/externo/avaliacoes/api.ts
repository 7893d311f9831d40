import type { QuestionarioParaResponder, RespostaPergunta } from '@ipe/domain';
import { http } from '../../../platform/api/client.ts';

/** N não iniciada, A em andamento (rascunho salvo), C respondida. */
export type SituacaoAvaliacao = 'N' | 'A' | 'C';

export interface AvaliacaoDoCandidato {
  modelo: { id: number; titulo: string; observacao: string | null };
  situacao: SituacaoAvaliacao;
  respondida: boolean;
  concluidoEm: string | null;
}

export interface EtapaAtual {
  historicoCandidatoId: number;
  nome: string;
  dataHoraExpiracao: string | null;
  expirada: boolean;
}

export interface AvaliacoesDaSolicitacao {
  candidatoSolicitacaoId: number;
  solicitacaoId: number;
  titulo: string;
  utilizarAvaliacoesEtapaSeletiva: boolean;
  etapa: EtapaAtual | null;
  avaliacoes: AvaliacaoDoCandidato[];
  qtdAvaliacoes: number;
  qtdAvaliacoesRespondidas: number;
}

/** The questions as the candidate receives them: no weights (QuestionnaireForm reads them only read-only with a result). */
export interface AvaliacaoParaResponder {
  titulo: string;
  etapa: EtapaAtual | null;
  modelo: AvaliacaoDoCandidato['modelo'];
  questionario: QuestionarioParaResponder;
  situacao: SituacaoAvaliacao;
  concluidoEm?: string | null;
  respostas: RespostaPergunta[];
}

export interface CandidaturaDoHistorico {
  candidatoSolicitacaoId: number;
  solicitacaoId: number;
  titulo: string;
  dataInscricao: string;
  /** HR took the candidate out of this selection. */
  removida: boolean;
  etapas: { id: number; etapa: string; data: string; dataHoraExpiracao: string | null }[];
}

const base = (vinculo: number) => `/externo/candidato-solicitacoes/${vinculo}/avaliacoes`;
/** utilizarAvaliacoesEtapaSeletiva travels only when the address names it (else the ad's setting). */
const consulta = (etapa: boolean | null) =>
  etapa === null ? undefined : { utilizarAvaliacoesEtapaSeletiva: String(etapa) };

export const chavesAvaliacoes = {
  lista: (vinculo: number) => ['externo', 'avaliacoes', vinculo] as const,
  uma: (vinculo: number, modelo: number) => ['externo', 'avaliacoes', vinculo, modelo] as const,
  historico: ['externo', 'historico-candidatos'] as const,
};

export const avaliacoesDaSolicitacao = (vinculo: number, etapa: boolean | null) =>
  http.get<AvaliacoesDaSolicitacao>(base(vinculo), { query: consulta(etapa) });

export const avaliacaoParaResponder = (vinculo: number, modelo: number, etapa: boolean | null) =>
  http.get<AvaliacaoParaResponder>(`${base(vinculo)}/${modelo}`, { query: consulta(etapa) });

export const salvarRespostas = (
  vinculo: number,
  modelo: number,
  etapa: boolean | null,
  body: { respostas: RespostaPergunta[]; respondidoParcialmente: boolean },
) =>
  http.post<Pick<AvaliacaoParaResponder, 'situacao' | 'concluidoEm' | 'respostas'>>(
    `${base(vinculo)}/${modelo}`,
    body,
    { query: consulta(etapa) },
  );

export const historicoDoCandidato = () => http.get<CandidaturaDoHistorico[]>('/externo/historico-candidatos');
