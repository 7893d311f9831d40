/**
 * The participants of a performance evaluation (spec 2 §2 /avaliacao/participante-avaliacao-desempenho,
 * §3 'Appraisal participants' and the roles, §4 participant actions and messages, §7 'Evaluations' GET
 * avaliados, avaliadores, participantes/…): the evaluated × evaluators matrix, paged, and its changes.
 * Guide: docs/usuario/avaliacao-desempenho.md; the caps: docs/decisoes.md 'Participantes'.
 */
import { z } from 'zod';
import { defineContrato, idNome, semConteudo } from '../../contrato.ts';
import { SITUACOES_REGISTRO } from '../../questionario/colaborador.ts';
import {
  API_AVALIACAO_DESEMPENHO as API,
  PAPEL_PARTICIPANTE,
  preencherParticipantesSchema,
} from './desempenho.ts';

/**
 * The cap of one request (docs/decisoes.md): the talents picked at once. The matrix itself has no cap
 * beyond the company's talents (each once); this bounds one transaction's time (bench: 2,000 evaluated ×
 * 5 evaluators in well under 5 s, so 5,000 with room).
 */
export const MAX_TALENTOS_POR_OPERACAO = 5000;
/** The cells one request may create (5,000 evaluated × 20 evaluators), checked before anything is kept. */
export const MAX_CELULAS_POR_OPERACAO = 100_000;
/** The matrix's page: rows of evaluated talents (the screen scrolls them virtually). */
export const TAMANHO_PAGINA_MATRIZ = 100;

export const MSG_PARTICIPANTES = {
  /** Spec §4, exact (including its 'como'). */
  autoavaliacoes: 'Autoavaliações adicionadas com sucesso!',
  avaliadoresRemovidos:
    'Os avaliadores selecionados foram removidos. Avaliadores que receberam respostas permanecem e os avaliados que não enviaram respostas foram removidos.',
  avaliadosRemovidos: 'Avaliados removidos como sucesso!',
  acaoDesconhecida: 'Ação Desconhecida',
  // Beyond the spec's texts: the other outcomes and refusals.
  participantesAdicionados: 'Participantes adicionados com sucesso!',
  avaliadoresAdicionados: 'Avaliadores adicionados com sucesso!',
  semAutoavaliacao: 'Esta avaliação não permite autoavaliação.',
  autoavaliacaoManual: 'A autoavaliação é gerada pela ação "Gerar autoavaliações", não escolhida.',
  avaliadorRespondeu: 'Este avaliador já enviou respostas sobre o avaliado e não pode ser removido.',
  anonimaComRespostas:
    'Esta avaliação é anônima e já recebeu respostas: avaliadores e avaliados não podem mais ser removidos, para não revelar quem respondeu.',
  avaliadosComRespostas: 'Os avaliados selecionados já receberam respostas e não podem ser removidos.',
  avaliadoresComRespostas: 'Os avaliadores selecionados já enviaram respostas e não podem ser removidos.',
  talentoForaDoEscopo: 'Talento não encontrado ou fora das áreas organizacionais sob sua responsabilidade.',
  avaliadorInvalido: 'Avaliador não encontrado nesta empresa.',
  avaliadoInvalido: 'Avaliado não encontrado nesta avaliação.',
  avaliadorAusente: 'Avaliador não encontrado nesta avaliação.',
  avaliadoresObrigatorios: 'Selecione ao menos um avaliador',
  avaliadosObrigatorios: 'Selecione no mínimo 1 avaliado',
  maximoTalentos: `Selecione no máximo ${MAX_TALENTOS_POR_OPERACAO.toLocaleString('pt-BR')} talentos por vez.`,
  maximoCelulas: (n: number) =>
    `A operação criaria ${n.toLocaleString('pt-BR')} avaliações; o limite por operação é ${MAX_CELULAS_POR_OPERACAO.toLocaleString('pt-BR')}. Selecione menos talentos.`,
  avaliacaoObrigatoria: 'Avaliação de Desempenho é obrigatória',
} as const;

const idPositivo = z.number().int().positive();
/** The evaluation asked in a query; checked by the handler (malformed or another company's: 404). */
const avaliacaoQuery = z.string({ error: MSG_PARTICIPANTES.avaliacaoObrigatoria });
const doId = z.object({ id: z.string() });

/** An evaluator: a talent (answering through its user) or a user without talent. */
export const avaliadorRefSchema = z
  .object({ colaboradorId: idPositivo.nullish(), usuarioId: idPositivo.nullish() })
  .refine((a) => (a.colaboradorId == null) !== (a.usuarioId == null), {
    message: 'Informe o talento ou o usuário avaliador',
  });
export type AvaliadorRef = z.output<typeof avaliadorRefSchema>;

const papelEscolhido = z.enum(
  [PAPEL_PARTICIPANTE.avaliador, PAPEL_PARTICIPANTE.avaliado, PAPEL_PARTICIPANTE.par],
  {
    error: MSG_PARTICIPANTES.autoavaliacaoManual,
  },
);
const papel = z.enum([
  PAPEL_PARTICIPANTE.autoavaliacao,
  PAPEL_PARTICIPANTE.avaliador,
  PAPEL_PARTICIPANTE.avaliado,
  PAPEL_PARTICIPANTE.par,
]);

/** A cell of the matrix: one evaluator of the row's evaluated talent, its role and answering state. */
export const celulaMatrizSchema = z.object({
  id: z.number(),
  colaboradorId: z.number().nullable(),
  usuarioId: z.number().nullable(),
  nome: z.string(),
  papel,
  /**
   * null: no answering record yet (not released), or an anonymous evaluation (who answered is not shown:
   * docs/decisoes.md); P pending, A partly answered, C concluded.
   */
  situacao: z.enum(SITUACOES_REGISTRO).nullable(),
});
export type CelulaMatriz = z.output<typeof celulaMatrizSchema>;

/** A row of the matrix: one evaluated talent and its evaluators. */
export const linhaMatrizSchema = z.object({
  /** The evaluated row's id (avaliado_avaliacao_desempenho). */
  id: z.number(),
  colaborador: idNome,
  area: idNome,
  cargo: idNome,
  avaliadores: z.array(celulaMatrizSchema),
  /** Anonymous evaluation: how many of its evaluators answered (saved), in place of each cell's state; else null. */
  respondidos: z.number().nullable(),
});
export type LinhaMatriz = z.output<typeof linhaMatrizSchema>;

const paginaDe = <S extends z.ZodType>(linha: S) =>
  z.object({
    content: z.array(linha),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  });

const paginacao = {
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(TAMANHO_PAGINA_MATRIZ).default(TAMANHO_PAGINA_MATRIZ),
  /** Part of the name (accent- and case-insensitive). */
  q: z.string().trim().max(100).optional(),
};

export const avaliadosDaAvaliacao = defineContrato(`GET ${API}/avaliados`, {
  summary: 'Matriz de participantes: uma página de avaliados com os seus avaliadores, por nome e área',
  query: z.object({
    avaliacaoDesempenhoId: avaliacaoQuery,
    ...paginacao,
    areaOrganizacionalId: z.coerce.number().int().positive().optional(),
  }),
  response: paginaDe(linhaMatrizSchema),
});

export const avaliadorDaAvaliacaoSchema = z.object({
  colaboradorId: z.number().nullable(),
  usuarioId: z.number().nullable(),
  nome: z.string(),
  /**
   * How many evaluated talents it evaluates, and how many of those it already answered (saved); null in an
   * anonymous evaluation (docs/decisoes.md).
   */
  avaliados: z.number(),
  respondidos: z.number().nullable(),
});
export type AvaliadorDaAvaliacao = z.output<typeof avaliadorDaAvaliacaoSchema>;

export const avaliadoresDaAvaliacao = defineContrato(`GET ${API}/avaliadores`, {
  summary: 'Avaliadores da avaliação (uma página), com quantos avaliados avaliam e quantos já responderam',
  query: z.object({ avaliacaoDesempenhoId: avaliacaoQuery, ...paginacao }),
  response: paginaDe(avaliadorDaAvaliacaoSchema),
});

const opcoesDosParticipantes = (fim: string, oque: string) =>
  defineContrato(`GET ${API}/participantes/${fim}`, {
    summary: `${oque} dos avaliados da avaliação (filtros)`,
    query: z.object({ avaliacaoDesempenhoId: avaliacaoQuery }),
    response: z.array(idNome),
  });
export const estabelecimentosDosParticipantes = opcoesDosParticipantes(
  'estabelecimentos',
  'Estabelecimentos',
);
export const areasDosParticipantes = opcoesDosParticipantes('areas-organizacionais', 'Áreas organizacionais');
export const cargosDosParticipantes = opcoesDosParticipantes('cargos', 'Cargos');

/** A talent the session may add (active, of the company, within its areas for a manager). */
export const talentoParaParticipanteSchema = z.object({ id: z.number(), nome: z.string(), area: idNome });

export const talentosParaParticipantes = defineContrato(`GET ${API}/participantes/talentos`, {
  summary: 'Talentos ativos que a sessão pode incluir como participantes, por nome ou área',
  query: z.object({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(MAX_TALENTOS_POR_OPERACAO).default(50),
    /** Part of the talent's or its area's name (accent- and case-insensitive). */
    q: z.string().trim().max(100).optional(),
  }),
  response: paginaDe(talentoParaParticipanteSchema),
});

/** What a change did: the spec's (or the outcome's) message and the counts. */
export const resultadoParticipantesSchema = z.object({
  message: z.string(),
  avaliados: z.number(),
  avaliadores: z.number(),
  /** Cells or evaluated rows kept because they already have answers. */
  mantidos: z.number(),
});
export type ResultadoParticipantes = z.output<typeof resultadoParticipantesSchema>;

export const preencherParticipantesLimitado = preencherParticipantesSchema.extend({
  colaboradoresIds: preencherParticipantesSchema.shape.colaboradoresIds.max(
    MAX_TALENTOS_POR_OPERACAO,
    MSG_PARTICIPANTES.maximoTalentos,
  ),
});

export const preencherParticipantes = defineContrato(`POST ${API}/:id/participantes`, {
  summary:
    'Adiciona os talentos como avaliados e, pela responsabilidade das áreas, os seus líderes, liderados e pares como avaliadores; autoavaliações a pedido',
  params: doId,
  body: preencherParticipantesLimitado,
  response: resultadoParticipantesSchema,
  status: 201,
});

export const adicionarAvaliadoresSchema = z.object({
  /** The evaluated talents (colaborador ids, already rows of the matrix). */
  avaliados: z
    .array(idPositivo, { error: MSG_PARTICIPANTES.avaliadosObrigatorios })
    .min(1, MSG_PARTICIPANTES.avaliadosObrigatorios)
    .max(MAX_TALENTOS_POR_OPERACAO, MSG_PARTICIPANTES.maximoTalentos),
  avaliadores: z
    .array(avaliadorRefSchema, { error: MSG_PARTICIPANTES.avaliadoresObrigatorios })
    .min(1, MSG_PARTICIPANTES.avaliadoresObrigatorios)
    .max(MAX_TALENTOS_POR_OPERACAO, MSG_PARTICIPANTES.maximoTalentos),
  papel: papelEscolhido,
});

export const adicionarAvaliadores = defineContrato(`POST ${API}/:id/avaliadores`, {
  summary: 'Adiciona os avaliadores, com o papel escolhido, a cada um dos avaliados',
  params: doId,
  body: adicionarAvaliadoresSchema,
  response: resultadoParticipantesSchema,
  status: 201,
});

/** The spec §4 actions: generate self-evaluations, remove evaluators, remove evaluated talents. */
export const ACOES_PARTICIPANTES = {
  autoavaliacoes: 'autoavaliacoes',
  removerAvaliadores: 'remover-avaliadores',
  removerAvaliados: 'remover-avaliados',
} as const;

export const acaoParticipantesSchema = z.object({
  /** Evaluated talents (colaborador ids): the action's rows; absent: every row (self-evaluations). */
  colaboradoresIds: z
    .array(idPositivo)
    .max(MAX_TALENTOS_POR_OPERACAO, MSG_PARTICIPANTES.maximoTalentos)
    .optional(),
  /** Evaluators to remove (every cell of theirs, or only in the rows above when given). */
  avaliadores: z
    .array(avaliadorRefSchema)
    .max(MAX_TALENTOS_POR_OPERACAO, MSG_PARTICIPANTES.maximoTalentos)
    .optional(),
  /** Cells to remove (participant ids). */
  participantesIds: z.array(idPositivo).max(MAX_CELULAS_POR_OPERACAO).optional(),
});
export type AcaoParticipantes = z.output<typeof acaoParticipantesSchema>;

export const acaoParticipantes = defineContrato(`PUT ${API}/:id/participantes/acao/:acao`, {
  summary:
    'Ações sobre os participantes: autoavaliacoes (gera), remover-avaliadores, remover-avaliados (respondidos permanecem)',
  params: z.object({ id: z.string(), acao: z.string() }),
  body: acaoParticipantesSchema,
  response: resultadoParticipantesSchema,
});

export const alterarPapelParticipante = defineContrato(`PUT ${API}/:id/participantes/:participanteId/papel`, {
  summary: 'Altera o papel de um avaliador (líder, liderado, par) junto ao avaliado',
  params: z.object({ id: z.string(), participanteId: z.string() }),
  body: z.object({ papel: papelEscolhido }),
  response: celulaMatrizSchema,
});

export const removerParticipante = defineContrato(`DELETE ${API}/:id/participantes/:participanteId`, {
  summary: 'Remove um avaliador de um avaliado (recusado quando já enviou respostas)',
  params: z.object({ id: z.string(), participanteId: z.string() }),
  response: semConteudo,
});
