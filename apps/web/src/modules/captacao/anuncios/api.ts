import type { RespostaDe } from '@ipe/domain/contrato';
import type { anuncios } from '@ipe/domain/resources/captacao/anuncios/index';
import {
  enviarAnuncioPorEmail,
  solicitacoesDisponiveisParaAnuncio,
} from '@ipe/domain/resources/captacao/anuncios/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import type { LinhaPaginadaDe } from '../../../platform/api/recurso.ts';

/** A row of the ads list (GET /captacao/anuncios?page=): its columns and the computed `expirado`, `situacaoSolicitacao`. */
export type AnuncioLinha = LinhaPaginadaDe<typeof anuncios>;

/** A requisition that may receive an ad, with what prefills a new ad. */
export type SolicitacaoDisponivel = RespostaDe<typeof solicitacoesDisponiveisParaAnuncio>[number];

export const solicitacoesDisponiveis = (anuncioId: number | null) =>
  chamar(solicitacoesDisponiveisParaAnuncio, { query: { anuncioId: anuncioId ?? undefined } });

export const enviarEmail = (id: number, body: { assunto: string; emails: string[] }) =>
  chamar(enviarAnuncioPorEmail, { params: { id }, body }, { errors: 'silent' });
