/**
 * The performance evaluation's calls beyond the generic resource (spec 2 §7 'Evaluations'): release one
 * or several, e-mail the evaluators, clone to companies with or without participants, and the small
 * GETs the screens ask (data-minima, anonima, dois-ponto-zero, possui-participantes-com-autoavaliacao).
 */
import { z } from 'zod';
import { dataIso, defineContrato } from '../../contrato.ts';
import { API_AVALIACAO_DESEMPENHO as API } from './desempenho.ts';

export const MSG_DESEMPENHO_ACOES = {
  selecioneAvaliacao: 'Selecione ao menos uma avaliação',
  semParticipantes: 'A avaliação não possui participantes.',
  naoLiberada: 'A avaliação não está liberada.',
  empresas: 'Selecione pelo menos uma empresa',
  possuiRespostas: 'A avaliação já possui respostas e não pode ser removida.',
  /** Spec §4 significant fields, once answered; `{campos}` lists their labels. */
  alteracaoSignificativa: (campos: string) =>
    `A avaliação já possui respostas: não é possível alterar ${campos}.`,
  /** The screen's warning before answers exist. */
  avisoSignificativa:
    'Alterações de data, avaliar somente competências, modelo, exibição do nível exigido, autoavaliação ou anonimato só são permitidas enquanto a avaliação não possui respostas.',
  liberada: 'Avaliação liberada com sucesso!',
  bloqueada: 'Avaliação bloqueada com sucesso!',
  liberadas: (n: number) =>
    n === 1 ? '1 avaliação liberada com sucesso!' : `${n} avaliações liberadas com sucesso!`,
  emailsEnviados: (n: number) =>
    n === 0
      ? 'Todos os avaliadores já responderam: nenhum e-mail enviado.'
      : n === 1
        ? 'E-mail enviado para 1 avaliador.'
        : `E-mail enviado para ${n} avaliadores.`,
  clonada: 'Avaliação clonada com sucesso!',
  /** A released evaluation's end date cannot be in the past (data-minima). */
  dataFimPassada: (data: string) => `A data final deve ser igual ou posterior a ${data}.`,
} as const;

const doId = z.object({ id: z.string() });
/** The id is checked by the handler: a malformed one is a 404, like another company's evaluation. */
const daAvaliacao = z.object({
  avaliacaoDesempenhoId: z.string({ error: 'Avaliação de Desempenho é obrigatória' }),
});

export const liberacaoSchema = z.object({
  id: z.number(),
  liberada: z.boolean(),
  /** Evaluators (distinct people) with a record to answer in it. */
  avaliadores: z.number(),
});
export type Liberacao = z.output<typeof liberacaoSchema>;

export const liberarAvaliacao = defineContrato(`PUT ${API}/:id/liberada/:flag`, {
  summary: 'Libera (true) ou bloqueia (false) a avaliação para os avaliadores responderem',
  params: z.object({ id: z.string(), flag: z.enum(['true', 'false']) }),
  response: liberacaoSchema,
});

export const liberarAvaliacoes = defineContrato(`PUT ${API}/liberacao`, {
  summary: 'Libera várias avaliações de uma vez (tudo ou nada)',
  body: z.object({
    ids: z
      .array(z.number().int().positive(), { error: MSG_DESEMPENHO_ACOES.selecioneAvaliacao })
      .min(1, MSG_DESEMPENHO_ACOES.selecioneAvaliacao),
  }),
  response: z.array(liberacaoSchema),
});

export const enviarEmailAvaliacao = defineContrato(`POST ${API}/:id/envia-email`, {
  summary: 'Envia e-mail (e mensagem na caixa A) aos avaliadores que ainda não concluíram',
  params: doId,
  response: z.object({ enviados: z.number() }),
});

export const clonarAvaliacaoSchema = z.object({
  empresas: z
    .array(z.number().int().positive(), { error: MSG_DESEMPENHO_ACOES.empresas })
    .min(1, MSG_DESEMPENHO_ACOES.empresas),
  clonarParticipantes: z.boolean().default(false),
});

export const clonarAvaliacao = defineContrato(`POST ${API}/:id`, {
  summary: 'Clona a avaliação (bloqueada, sem respostas) nas empresas, com ou sem os participantes',
  params: doId,
  body: clonarAvaliacaoSchema,
  response: z.array(z.object({ empresaId: z.number(), id: z.number() })),
  status: 201,
});

export const dataMinimaAvaliacao = defineContrato(`GET ${API}/data-minima`, {
  summary: 'Menor data final aceita: a data inicial, ou hoje quando a avaliação está liberada',
  query: daAvaliacao,
  response: z.object({ dataMinima: dataIso }),
});

export const avaliacaoAnonima = defineContrato(`GET ${API}/anonima`, {
  summary: 'Se a avaliação é anônima',
  query: daAvaliacao,
  response: z.object({ anonima: z.boolean() }),
});

export const avaliacaoDoisPontoZero = defineContrato(`GET ${API}/dois-ponto-zero`, {
  summary: 'Se a avaliação é do tipo 2.0',
  query: daAvaliacao,
  response: z.object({ doisPontoZero: z.boolean() }),
});

export const possuiParticipantesComAutoavaliacao = defineContrato(
  `GET ${API}/possui-participantes-com-autoavaliacao`,
  {
    summary: 'Se algum participante da avaliação tem autoavaliação',
    query: daAvaliacao,
    response: z.object({ possui: z.boolean() }),
  },
);
