/**
 * The company's question bank across evaluation models (spec 2 §2 /avaliacao/perguntas; §7 'Questions:
 * GET /experiencias (avaliacaoId); GET /questionario').
 */
import { z } from 'zod';
import { defineContrato } from '../../contrato.ts';
import type { MenuEntry } from '../../menu.ts';
import { TIPO_PERGUNTA } from '../../questionario/tipos.ts';
import { questionarioParaResponderSchema } from '../../questionario/esquemas.ts';
import { avaliacoes, TIPO_MODELO } from './modelos.ts';

export const PERGUNTAS_PATH = '/avaliacao/perguntas';
const API = `/api${PERGUNTAS_PATH}` as const;

export const MSG_PERGUNTAS = { modeloObrigatorio: 'Modelo de Avaliação é obrigatório' } as const;

const idPositivo = (error?: string) =>
  z.coerce.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });

/** One question of the bank: where it lives (the model), its type, aspect and options. */
export const perguntaDoBancoSchema = z.object({
  id: z.number(),
  texto: z.string(),
  tipo: z.literal(Object.values(TIPO_PERGUNTA)),
  ordem: z.number(),
  peso: z.number(),
  obrigatoria: z.boolean(),
  aspecto: z.string().nullable(),
  /** The options' texts, in order (types 1 and 5). */
  opcoes: z.array(z.string()),
  modelo: z.object({
    id: z.number(),
    titulo: z.string(),
    tipo: z.enum([TIPO_MODELO.desempenho, TIPO_MODELO.acompanhamento]),
  }),
});
export type PerguntaDoBanco = z.output<typeof perguntaDoBancoSchema>;

export const filtrosBanco = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(15),
  /** Part of the question's text (accent- and case-insensitive). */
  q: z.string().trim().max(200).optional(),
  avaliacaoId: idPositivo().optional(),
  /** The model's kind: D performance, A experience follow-up. */
  tipoModelo: z.enum([TIPO_MODELO.desempenho, TIPO_MODELO.acompanhamento]).optional(),
  /** The question's type: 1, 3, 4, 5. */
  tipo: z.coerce
    .number()
    .pipe(z.literal(Object.values(TIPO_PERGUNTA)))
    .optional(),
});
export type FiltrosBanco = z.output<typeof filtrosBanco>;

export const bancoDePerguntas = defineContrato(`GET ${API}/questionario`, {
  summary: 'Perguntas dos modelos de avaliação da empresa (banco de perguntas), por modelo e ordem',
  query: filtrosBanco,
  response: z.object({
    content: z.array(perguntaDoBancoSchema),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
});

/** The questions of an experience follow-up model, as the answering screen reads them. */
export const perguntasDaExperiencia = defineContrato(`GET ${API}/experiencias`, {
  summary: 'Perguntas de um modelo de acompanhamento do período de experiência, para responder',
  query: z.object({ avaliacaoId: idPositivo(MSG_PERGUNTAS.modeloObrigatorio) }),
  response: questionarioParaResponderSchema,
});

/** Who reads the bank: who reads the models. */
export const PERGUNTAS_ACCESS = avaliacoes.access.read;
export const MENU_PERGUNTAS: MenuEntry[] = [
  {
    breadcrumb: ['Avaliação de Desempenho', 'Cadastros', 'Perguntas'],
    spaUrl: PERGUNTAS_PATH,
    access: PERGUNTAS_ACCESS,
  },
];
