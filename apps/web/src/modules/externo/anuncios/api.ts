import { http } from '../../../platform/api/client.ts';

export interface AnuncioPublico {
  id: number;
  titulo: string;
  descricao: string;
  previsaoEncerramento: string | null;
  publicadoEm: string;
}
export interface AnunciosDaEmpresa {
  empresa: { id: number; nome: string; corPrincipal: string | null };
  /** One page, newest first. */
  anuncios: AnuncioPublico[];
  totalElements: number;
  /** The ad asked for with `anuncio` (the link in the e-mails), wherever it is in the list. */
  destaque: AnuncioPublico | null;
}

/** A page of a company's ads open to candidates (public). */
export const anunciosPublicos = (empresaId: string, page: number, anuncio: number | null) =>
  http.get<AnunciosDaEmpresa>('/externo/anuncios', {
    query: { empresaId, page, ...(anuncio ? { anuncio } : {}) },
  });

export interface EnvioAmigo {
  nome: string;
  email: string;
  nomeAmigo: string;
  emailAmigo: string;
  recaptcha: string;
}

export const enviarParaAmigo = (anuncioId: number, empresaId: number, body: EnvioAmigo) =>
  http.post<{ message: string }>(`/captacao/anuncios/${anuncioId}/enviar-amigo`, body, {
    query: { empresaId },
    errors: 'silent',
  });
