/** Contracts of the job ads' special routes: requisitions that may receive an ad, e-mail, send to a friend. */
import { z } from 'zod';
import { dataIso, defineContrato, paramsId } from '../../../contrato.ts';
import { emailAnuncioSchema, enviarAmigoSchema } from './compartilhamento.ts';

/**
 * Requisitions an ad may be written for: released and running, without an ad yet (plus the ad's own
 * one when editing), with the suggested title and expiry that prefill a new ad.
 */
export const solicitacoesDisponiveisParaAnuncio = defineContrato({
  method: 'GET',
  path: '/api/captacao/anuncios/solicitacoes-disponiveis',
  summary: 'Solicitações de pessoal liberadas que podem receber anúncio',
  query: z.object({ anuncioId: z.coerce.number().int().positive().optional() }),
  response: z.array(
    z.object({
      value: z.number(),
      label: z.string(),
      tituloSugerido: z.string(),
      cargo: z.string().nullable(),
      previsaoEncerramento: dataIso.nullable(),
    }),
  ),
});

export const enviarAnuncioPorEmail = defineContrato({
  method: 'POST',
  path: '/api/captacao/anuncios/:id/email',
  summary: 'Envia o anúncio por e-mail',
  params: paramsId,
  body: emailAnuncioSchema,
  response: z.object({ message: z.string() }),
});

export const enviarAnuncioParaAmigo = defineContrato({
  method: 'POST',
  path: '/api/captacao/anuncios/:id/enviar-amigo',
  summary: 'Envia um anúncio aberto a candidatos para um amigo (público, com captcha)',
  params: paramsId,
  query: z.object({ empresaId: z.coerce.number().int().positive().optional() }),
  body: enviarAmigoSchema,
  response: z.object({ message: z.string() }),
});
