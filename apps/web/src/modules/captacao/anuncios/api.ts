import type { RespostaDe } from '@ipe/domain/contrato';
import {
  enviarAnuncioPorEmail,
  solicitacoesDisponiveisParaAnuncio,
} from '@ipe/domain/resources/captacao/anuncios/contratos';
import { chamar } from '../../../platform/api/chamar.ts';

/** A row of the ads list (GET /captacao/anuncios). */
export interface AnuncioLinha {
  id: number;
  titulo: string;
  exibirModuloExterno: boolean;
  previsaoEncerramento: string | null;
  solicitacaoId: number;
  solicitacao: { id: number; descricao: string } | null;
  situacaoSolicitacao: string;
  expirado: boolean;
}

/** A requisition that may receive an ad, with what prefills a new ad. */
export type SolicitacaoDisponivel = RespostaDe<typeof solicitacoesDisponiveisParaAnuncio>[number];

export const solicitacoesDisponiveis = (anuncioId: number | null) =>
  chamar(solicitacoesDisponiveisParaAnuncio, { query: { anuncioId: anuncioId ?? undefined } });

export const enviarEmail = (id: number, body: { assunto: string; emails: string[] }) =>
  chamar(enviarAnuncioPorEmail, { params: { id }, body }, { errors: 'silent' });
