/**
 * Contracts of the one-row-at-a-time history calls of spec 2 §7: a band's under the positions path and an
 * index's (/indices/…/historicos).
 */
import { z } from 'zod';
import { defineContrato, semConteudo } from '../../../contrato.ts';

const id = z.coerce.number().int().positive();
const BANDA = '/api/cargo-salario/cargos/:cargoId/faixas-salariais/:faixaId/historicos';
const INDICES = '/api/cargo-salario/indices';
const bandaParams = z.object({ cargoId: id, faixaId: id });
const bandaIdParams = bandaParams.extend({ id });

/** A band's history row with its index name and its value on its own date. */
const historicoFaixa = z.object({
  id: z.number(),
  faixaSalarialId: z.number(),
  data: z.string(),
  tipo: z.string(),
  indiceId: z.number().nullable(),
  quantidade: z.number().nullable(),
  valor: z.number().nullable(),
  status: z.string(),
  indiceNome: z.string().nullable(),
  salario: z.number().nullable(),
});
const historicoIndice = z.object({
  id: z.number(),
  indiceId: z.number(),
  data: z.string(),
  valor: z.number(),
});
/** A history row as the form sends it (validated by the server with the history schemas). */
const corpo = z.custom<Record<string, unknown>>();

export const historicosDaFaixa = defineContrato(`GET ${BANDA}`, {
  summary: 'Histórico da faixa salarial',
  params: bandaParams,
  response: z.array(historicoFaixa),
});
export const historicoDaFaixa = defineContrato(`GET ${BANDA}/:id`, {
  summary: 'Um histórico da faixa',
  params: bandaIdParams,
  response: historicoFaixa,
});
export const incluirHistoricoDaFaixa = defineContrato(`POST ${BANDA}`, {
  summary: 'Inclui histórico na faixa',
  params: bandaParams,
  body: corpo,
  status: 201,
  response: historicoFaixa,
});
export const alterarHistoricoDaFaixa = defineContrato(`PUT ${BANDA}/:id`, {
  summary: 'Altera histórico da faixa',
  params: bandaIdParams,
  body: corpo,
  response: historicoFaixa,
});
export const removerHistoricoDaFaixa = defineContrato(`DELETE ${BANDA}/:id`, {
  summary: 'Remove histórico da faixa',
  params: bandaIdParams,
  response: semConteudo,
});

export const indicesPendentesDesabilitados = defineContrato(`GET ${INDICES}/pendentes-desabilitados`, {
  summary: 'Índices para escolha, desabilitados marcados',
  response: z.array(z.object({ id: z.number(), nome: z.string(), desabilitado: z.boolean() })),
});
export const historicosDoIndice = defineContrato(`GET ${INDICES}/historicos`, {
  summary: 'Histórico do índice',
  query: z.object({ id }),
  response: z.array(historicoIndice),
});
export const historicoDoIndice = defineContrato(`GET ${INDICES}/historicos/:id`, {
  summary: 'Um histórico de índice',
  params: z.object({ id }),
  response: historicoIndice,
});
export const incluirHistoricoDoIndice = defineContrato(`POST ${INDICES}/:indiceId/historicos`, {
  summary: 'Inclui histórico no índice',
  params: z.object({ indiceId: id }),
  body: corpo,
  status: 201,
  response: historicoIndice,
});
export const alterarHistoricoDoIndice = defineContrato(`PUT ${INDICES}/:indiceId/historicos/:id`, {
  summary: 'Altera histórico do índice',
  params: z.object({ indiceId: id, id }),
  body: corpo,
  response: historicoIndice,
});
export const removerHistoricoDoIndice = defineContrato(`DELETE ${INDICES}/:indiceId/historicos/:id`, {
  summary: 'Remove histórico do índice',
  params: z.object({ indiceId: id, id }),
  response: semConteudo,
});
