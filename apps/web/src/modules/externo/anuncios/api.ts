import { enviarAnuncioParaAmigo } from '@ipe/domain/resources/captacao/anuncios/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { http } from '../../../platform/api/client.ts';

export interface AnuncioPublico {
  id: number;
  titulo: string;
  descricao: string;
  previsaoEncerramento: string | null;
  publicadoEm: string;
  /** The ad expired (shown only when the candidate asks to see expired ads). */
  expirado: boolean;
  /** The session's candidate already applied to it. */
  candidatado: boolean;
  /** Applied to: the application and its evaluations progress (modules/externo/avaliacoes). */
  candidatoSolicitacao?: { id: number };
  qtdAvaliacoes?: number;
  qtdAvaliacoesRespondidas?: number;
}
export interface AnunciosDaEmpresa {
  empresa: { id: number; nome: string; corPrincipal: string | null };
  /** One page, newest first. */
  anuncios: AnuncioPublico[];
  totalElements: number;
  /** The ad asked for with `anuncio` (the link in the e-mails), wherever it is in the list. */
  destaque: AnuncioPublico | null;
  /** A candidate of this company is logged in. */
  logado: boolean;
}

export interface OpcoesLista {
  ocultarCandidatados: boolean;
  ocultarExpirados: boolean;
}

/** A page of a company's ads open to candidates (public). */
export const anunciosPublicos = (
  empresaId: string,
  page: number,
  anuncio: number | null,
  opcoes: OpcoesLista = { ocultarCandidatados: false, ocultarExpirados: true },
) =>
  http.get<AnunciosDaEmpresa>('/externo/anuncios', {
    query: { empresaId, page, ...(anuncio ? { anuncio } : {}), ...opcoes },
  });

/** Applies the session's candidate to the ad (errors shown by the caller). */
export const candidatar = (anuncioId: number) =>
  http.post<{ id: number; message: string }>(
    `/externo/anuncios/${anuncioId}/candidatar`,
    {},
    { errors: 'silent' },
  );

export interface Candidatura {
  id: number;
  anuncioId: number | null;
  empresaId: number;
  titulo: string;
  data: string;
  status: string;
  /** Evaluations to answer in this application and how many are done (modules/externo/avaliacoes). */
  qtdAvaliacoes: number;
  qtdAvaliacoesRespondidas: number;
}
export const candidaturas = () => http.get<Candidatura[]>('/externo/candidato-solicitacoes');

/** The ad's own address (the server answers it with the JobPosting structured data). */
export const enderecoDoAnuncio = (id: number, empresaId: number | string) =>
  `/externo/anuncios/${id}?empresaId=${empresaId}`;

/** The login that brings the visitor back to the ad (the login echoes solicitacaoId). */
export const loginParaCandidatar = (id: number, empresaId: number | string) =>
  `/externo/login?empresaId=${empresaId}&solicitacaoId=${id}`;

export interface EnvioAmigo {
  nome: string;
  email: string;
  nomeAmigo: string;
  emailAmigo: string;
  recaptcha: string;
}

export const enviarParaAmigo = (anuncioId: number, empresaId: number, body: EnvioAmigo) =>
  chamar(
    enviarAnuncioParaAmigo,
    { params: { id: anuncioId }, query: { empresaId }, body },
    { errors: 'silent' },
  );
