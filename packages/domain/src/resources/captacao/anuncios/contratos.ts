/** Contracts of the job ads' special routes: requisitions that may receive an ad, e-mail, send to a friend. */
import { z } from 'zod';
import { dataIso, defineContrato, instante, paramsId, respostaMensagem } from '../../../contrato.ts';
import { emailAnuncioSchema, enviarAmigoSchema } from './compartilhamento.ts';
import { MODELO_TRABALHO_OPTIONS, TIPO_CONTRATO_OPTIONS } from './estrutura.ts';

/**
 * Requisitions an ad may be written for: released and running, without an ad yet (plus the ad's own
 * one when editing), with the suggested title and expiry that prefill a new ad.
 */
export const solicitacoesDisponiveisParaAnuncio = defineContrato(
  'GET /api/captacao/anuncios/solicitacoes-disponiveis',
  {
    summary: 'Solicitações de pessoal liberadas que podem receber anúncio',
    query: z.object({ anuncioId: z.coerce.number().int().positive().optional() }),
    response: z.array(
      z.object({
        value: z.number(),
        label: z.string(),
        tituloSugerido: z.string(),
        cargo: z.string().nullable(),
        previsaoEncerramento: dataIso.nullable(),
        /** The requisition's pay: the salary an ad without its own range shows (the editor's preview). */
        remuneracao: z.number().nullable(),
        /** The place and contract a new ad starts with: the requisition's city (else its establishment's), its vínculo's contract. */
        estadoId: z.number().nullable(),
        cidadeId: z.number().nullable(),
        tipoContrato: z.string(),
      }),
    ),
  },
);

export const enviarAnuncioPorEmail = defineContrato('POST /api/captacao/anuncios/:id/email', {
  summary: 'Envia o anúncio por e-mail',
  params: paramsId,
  body: emailAnuncioSchema,
  response: respostaMensagem,
});

export const enviarAnuncioParaAmigo = defineContrato('POST /api/captacao/anuncios/:id/enviar-amigo', {
  summary: 'Envia um anúncio aberto a candidatos para um amigo (público, com captcha)',
  params: paramsId,
  query: z.object({ empresaId: z.coerce.number().int().positive().optional() }),
  body: enviarAmigoSchema,
  response: respostaMensagem,
});

// The candidate area's side of the ads (registered from captacao/anuncios, served under /api/externo).

const EMPRESA_ID_INVALIDO = 'Empresa ID inválido. Revise ou solicite novamente o link';
const simNao = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The public list comes in pages: a company with hundreds of open jobs answers 20 at a time. */
export const TAMANHO_PAGINA_PUBLICA = 20;

/** An ad as the candidate area shows it: nothing internal to the requisition. */
export const anuncioPublicoSchema = z.object({
  id: z.number(),
  titulo: z.string(),
  descricao: z.string(),
  previsaoEncerramento: dataIso.nullable(),
  publicadoEm: instante,
  /** The structured facts (estrutura.ts); the salary is the ad's range, else the requisition's pay. */
  modeloTrabalho: z.string(),
  tipoContrato: z.string(),
  pcd: z.boolean(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  salarioMinimo: z.number().nullable(),
  salarioMaximo: z.number().nullable(),
  salarioACombinar: z.boolean(),
  beneficios: z.array(z.string()),
  /** The ad expired (shown only when the candidate asks to see expired ads). */
  expirado: z.boolean(),
  /** The session's candidate already applied to it. */
  candidatado: z.boolean(),
  /** Applied to: the application and its evaluations progress (modules/externo/avaliacoes). */
  candidatoSolicitacao: z.object({ id: z.number() }).optional(),
  qtdAvaliacoes: z.number().optional(),
  qtdAvaliacoesRespondidas: z.number().optional(),
});

export const anunciosExternos = defineContrato('GET /api/externo/anuncios', {
  summary: 'Anúncios de uma empresa abertos a candidatos (exibidos na área do candidato, não expirados)',
  query: z.object({
    empresaId: z.coerce
      .number({ error: EMPRESA_ID_INVALIDO })
      .int(EMPRESA_ID_INVALIDO)
      .positive(EMPRESA_ID_INVALIDO),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(50).default(TAMANHO_PAGINA_PUBLICA),
    /** The ad a link in an e-mail points to: returned as `destaque` even when it is on another page. */
    anuncio: z.coerce.number().int().positive().optional(),
    /** Hide the ads the session's candidate already applied to (no effect for a visitor). */
    ocultarCandidatados: simNao.default(false),
    /** Expired ads (the expiry rules of expiracao.ts) are hidden unless this is false. */
    ocultarExpirados: simNao.default(true),
    /** The candidate's filters (issue 24 §2): one city, one work model, one contract type. */
    cidadeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    modeloTrabalho: z.enum(MODELO_TRABALHO_OPTIONS.map((o) => o.value)).optional(),
    tipoContrato: z.enum(TIPO_CONTRATO_OPTIONS.map((o) => o.value)).optional(),
  }),
  response: z.object({
    empresa: z.object({ id: z.number(), nome: z.string(), corPrincipal: z.string().nullable() }),
    /** One page, newest first. */
    anuncios: z.array(anuncioPublicoSchema),
    totalElements: z.number(),
    /** The ad asked for with `anuncio` (the link in the e-mails), wherever it is in the list. */
    destaque: anuncioPublicoSchema.nullable(),
    /** A candidate of this company is logged in. */
    logado: z.boolean(),
    /** The cities of the company's open ads (the city filter's options), by name; empty after page 0. */
    cidades: z.array(z.object({ id: z.number(), nome: z.string(), uf: z.string() })),
  }),
});

export const candidatarAoAnuncio = defineContrato('POST /api/externo/anuncios/:id/candidatar', {
  summary: 'Candidatar-se a um anúncio',
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  status: 201,
  response: z.object({ id: z.number(), message: z.string() }),
});

export const candidaturasDoCandidato = defineContrato('GET /api/externo/candidato-solicitacoes', {
  summary: 'Candidaturas do candidato da sessão',
  response: z.array(
    z.object({
      id: z.number(),
      solicitacaoId: z.number(),
      anuncioId: z.number().nullable(),
      empresaId: z.number(),
      titulo: z.string(),
      data: instante,
      status: z.string(),
      /** Evaluations to answer in this application and how many are done (modules/externo/avaliacoes). */
      qtdAvaliacoes: z.number(),
      qtdAvaliacoesRespondidas: z.number(),
      /** The company's feedback message (devolutiva, issue 24 §3) and when it was sent; null without one. */
      devolutiva: z.string().nullable(),
      devolutivaEm: instante.nullable(),
    }),
  ),
});
