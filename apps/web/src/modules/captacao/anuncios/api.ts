import { anuncios as def } from '@ipe/domain/resources/captacao/anuncios/index';
import { http } from '../../../platform/api/client.ts';

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
export interface SolicitacaoDisponivel {
  value: number;
  label: string;
  tituloSugerido: string;
  cargo: string | null;
  previsaoEncerramento: string | null;
}

export const solicitacoesDisponiveis = (anuncioId: number | null) =>
  http.get<SolicitacaoDisponivel[]>(`${def.path}/solicitacoes-disponiveis`, {
    query: { anuncioId: anuncioId ?? undefined },
  });

export const enviarEmail = (id: number, body: { assunto: string; emails: string[] }) =>
  http.post<{ message: string }>(`${def.path}/${id}/email`, body, { errors: 'silent' });
