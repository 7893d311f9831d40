import type { Apto, EtapaRef } from '@ipe/domain/resources/captacao/selecao/index';
import type { Situacao } from '@ipe/domain/resources/captacao/solicitacoes/index';

/** Paths of the selection process's API (without /api) and the shapes they answer. */
export const VINCULOS = '/captacao/candidato-solicitacoes';
export const SOLICITACOES = '/captacao/solicitacoes-pessoal';
export const HISTORICO_API = '/captacao/historico-candidatos';
export const EXAMES_API = '/captacao/exames-palografico';
export const exameUrl = (candidatoId: number) => `/captacao/candidatos/${candidatoId}/exames-palografico`;

export interface PassoHistorico {
  id: number;
  etapa: EtapaRef;
  data: string;
  responsavel: string | null;
  apto: Apto | null;
  observacao: string | null;
  dataHoraExpiracao: string | null;
}

export interface AvaliacaoNaSolicitacao {
  id: number;
  candidatoId: number;
  historicoCandidatoId: number | null;
  modelo: { id: number; titulo: string };
  status: 'A' | 'C';
  percentual: number | null;
  aprovado: boolean | null;
}

/** One candidate on the requisition's board. */
export interface VinculoQuadro {
  id: number;
  candidato: { id: number; nome: string; cpf: string | null };
  contratado: boolean;
  dataContratacao: string | null;
  createdAt: string;
  atual: PassoHistorico | null;
  avaliacoes: AvaliacaoNaSolicitacao[];
}

export interface Quadro {
  solicitacao: {
    id: number;
    descricao: string;
    quantidade: number;
    qtdVagasPreenchidas: number;
    situacao: Situacao;
  };
  etapas: EtapaRef[];
  candidatos: VinculoQuadro[];
}

export interface Contratacao {
  solicitacaoId: number;
  quantidade: number;
  qtdVagasPreenchidas: number;
  todasPreenchidas: boolean;
}

export interface CandidatoResumo {
  id: number;
  nome: string;
  cpf: string | null;
}

/** A row of GET /historico-candidatos. */
export interface LinhaHistorico extends PassoHistorico {
  candidatoSolicitacaoId: number;
  candidato: CandidatoResumo;
  solicitacao: { id: number; descricao: string };
  removedAt: string | null;
  contratado: boolean;
  usuarioNome: string | null;
}

/** GET /historico-candidatos/candidato/{id}. */
export interface HistoricoDoCandidato {
  candidato: CandidatoResumo;
  vinculos: {
    id: number;
    createdAt: string;
    removedAt: string | null;
    contratado: boolean;
    dataContratacao: string | null;
    solicitacao: { id: number; descricao: string; situacao: Situacao };
    historicos: PassoHistorico[];
  }[];
}

export interface Exame extends CandidatoResumo {
  ocrTexto: string | null;
  examePalografico: string | null;
  resultadoExamePalografico: string | null;
  updatedAt: string | null;
  usuarioNome: string | null;
}

/** Query keys: everything of a requisition's process starts with its board key. */
export const chaves = {
  quadro: (solicitacaoId: number) => [SOLICITACOES, solicitacaoId, 'candidato'] as const,
  historico: [HISTORICO_API] as const,
  doCandidato: (candidatoId: number) => [HISTORICO_API, 'candidato', candidatoId] as const,
  exames: [EXAMES_API] as const,
};
