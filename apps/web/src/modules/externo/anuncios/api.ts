import type { RespostaDe } from '@ipe/domain/contrato';
// Types only: the contracts build zod schemas, and the ads' first screen loads no zod (chamarRota checks
// each request line against its contract at compile time; docs/arquitetura/build-peso.md).
import type {
  anunciosExternos,
  candidatarAoAnuncio,
  candidaturasDoCandidato,
  enviarAnuncioParaAmigo,
} from '@ipe/domain/resources/captacao/anuncios/contratos';
import type { ModeloTrabalho, TipoContrato } from '@ipe/domain/resources/captacao/anuncios/estrutura';
import { chamarRota } from '../../../platform/api/chamar.ts';

export type AnunciosDaEmpresa = RespostaDe<typeof anunciosExternos>;
export type AnuncioPublico = AnunciosDaEmpresa['anuncios'][number];

export interface OpcoesLista {
  ocultarCandidatados: boolean;
  ocultarExpirados: boolean;
}

/** The candidate's filters ('' = any). */
export interface FiltrosVagas {
  cidadeId: string;
  modeloTrabalho: string;
  tipoContrato: string;
}
export const SEM_FILTROS: FiltrosVagas = { cidadeId: '', modeloTrabalho: '', tipoContrato: '' };

/** A page of a company's ads open to candidates (public). */
export const anunciosPublicos = (
  empresaId: string,
  page: number,
  anuncio: number | null,
  opcoes: OpcoesLista = { ocultarCandidatados: false, ocultarExpirados: true },
  filtros: FiltrosVagas = SEM_FILTROS,
) =>
  chamarRota<typeof anunciosExternos>('GET /api/externo/anuncios', {
    query: {
      ...(filtros.cidadeId ? { cidadeId: Number(filtros.cidadeId) } : {}),
      ...(filtros.modeloTrabalho ? { modeloTrabalho: filtros.modeloTrabalho as ModeloTrabalho } : {}),
      ...(filtros.tipoContrato ? { tipoContrato: filtros.tipoContrato as TipoContrato } : {}),
      // Number() is what the server's coercion does: a malformed id still gets its message.
      empresaId: Number(empresaId),
      page,
      ...(anuncio ? { anuncio } : {}),
      ocultarCandidatados: opcoes.ocultarCandidatados ? 'true' : 'false',
      ocultarExpirados: opcoes.ocultarExpirados ? 'true' : 'false',
    },
  });

/** Applies the session's candidate to the ad (errors shown by the caller). */
export const candidatar = (anuncioId: number) =>
  chamarRota<typeof candidatarAoAnuncio>(
    'POST /api/externo/anuncios/:id/candidatar',
    { params: { id: anuncioId } },
    { errors: 'silent' },
  );

export type Candidatura = RespostaDe<typeof candidaturasDoCandidato>[number];
export const candidaturas = () =>
  chamarRota<typeof candidaturasDoCandidato>('GET /api/externo/candidato-solicitacoes');

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
  chamarRota<typeof enviarAnuncioParaAmigo>(
    'POST /api/captacao/anuncios/:id/enviar-amigo',
    { params: { id: anuncioId }, query: { empresaId }, body },
    { errors: 'silent' },
  );

/** The candidate's applications ('Minhas candidaturas', where applying leads). */
export const minhasCandidaturas = (empresaId: number | string) =>
  `/externo/candidato-solicitacoes?empresaId=${empresaId}`;
