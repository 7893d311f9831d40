import type { RespostaPergunta } from '@ipe/domain';
import type { RespostaDe } from '@ipe/domain/contrato';
import {
  avaliacaoParaResponder as avaliacaoParaResponderContrato,
  avaliacoesDaCandidatura,
  historicoDoCandidato as historicoContrato,
  salvarRespostasDoCandidato,
} from '@ipe/domain/resources/externo/avaliacoes/contratos';
import { chamar } from '../../../platform/api/chamar.ts';

/** N não iniciada, A em andamento (rascunho salvo), C respondida. */
export type SituacaoAvaliacao = AvaliacaoDoCandidato['situacao'];
export type AvaliacoesDaSolicitacao = RespostaDe<typeof avaliacoesDaCandidatura>;
export type AvaliacaoDoCandidato = AvaliacoesDaSolicitacao['avaliacoes'][number];
export type EtapaAtual = NonNullable<AvaliacoesDaSolicitacao['etapa']>;
/** The questions as the candidate receives them: no weights. */
export type AvaliacaoParaResponder = RespostaDe<typeof avaliacaoParaResponderContrato>;
export type CandidaturaDoHistorico = RespostaDe<typeof historicoContrato>[number];

/** utilizarAvaliacoesEtapaSeletiva travels only when the address names it (else the ad's setting). */
const consulta = (etapa: boolean | null) =>
  etapa === null
    ? undefined
    : { utilizarAvaliacoesEtapaSeletiva: etapa ? ('true' as const) : ('false' as const) };

export const chavesAvaliacoes = {
  lista: (vinculo: number) => ['externo', 'avaliacoes', vinculo] as const,
  uma: (vinculo: number, modelo: number) => ['externo', 'avaliacoes', vinculo, modelo] as const,
  historico: ['externo', 'historico-candidatos'] as const,
};

export const avaliacoesDaSolicitacao = (vinculo: number, etapa: boolean | null) =>
  chamar(avaliacoesDaCandidatura, { params: { id: vinculo }, query: consulta(etapa) });

export const avaliacaoParaResponder = (vinculo: number, modelo: number, etapa: boolean | null) =>
  chamar(avaliacaoParaResponderContrato, {
    params: { id: vinculo, avaliacaoId: modelo },
    query: consulta(etapa),
  });

export const salvarRespostas = (
  vinculo: number,
  modelo: number,
  etapa: boolean | null,
  body: { respostas: RespostaPergunta[]; respondidoParcialmente: boolean },
) =>
  chamar(salvarRespostasDoCandidato, {
    params: { id: vinculo, avaliacaoId: modelo },
    query: consulta(etapa),
    body,
  });

export const historicoDoCandidato = () => chamar(historicoContrato);
