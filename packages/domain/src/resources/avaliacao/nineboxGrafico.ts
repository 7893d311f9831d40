/**
 * The Nine Box chart (spec 2 §2 'Nine Box screen', §3 'Nine Box', §7 'Nine Box'; issue 23): where each
 * evaluated talent of a performance evaluation falls on the 3×3 grid of the configuration in force, the
 * talents of a box (photo, name, position), the evaluators who did not answer and the PDF. The placement is
 * `nineboxPosicao.ts`; the evaluation result `resultadoDesempenho.ts`. Three sources of the two axes:
 *
 * - `resultado` (chart/{id}): performance = the talent's evaluation result; potential = the competence
 *   percentage of the talent's latest competence-level record on or before the evaluation's date.
 * - `cncc` (chart/cncc/{id}): both from the evaluation: performance = its questionnaire part, potential =
 *   its competence part (the levels the evaluators chose). Needs an evaluation with both parts.
 * - `pdi` (chart/pdi/{avaliacao}/{talento}): the `resultado` grid of one talent, its box selected.
 *
 * The inverted-axis parameter of the configuration swaps the two sources (`posicionarNoNineBox`).
 */
import { z } from 'zod';
import { arquivo, dataIso, defineContrato, idNome } from '../../contrato.ts';
import type { MenuEntry } from '../../menu.ts';
import { NINEBOX_API, NINEBOX_PADRAO, NINEBOX_TOOLTIP_MAX } from './ninebox.ts';
import { type LimitesNineBox, posicionarNoNineBox } from './nineboxPosicao.ts';
import { NINEBOX_GRAFICO_ACCESS, NINEBOX_GRAFICO_PATH } from './nineboxRotas.ts';

export { NINEBOX_GRAFICO_ACCESS, NINEBOX_GRAFICO_PATH } from './nineboxRotas.ts';

export const MENU_NINEBOX_GRAFICO: MenuEntry[] = [
  {
    breadcrumb: ['Avaliação de Desempenho', 'Nine Box'],
    spaUrl: NINEBOX_GRAFICO_PATH,
    access: NINEBOX_GRAFICO_ACCESS,
  },
];

export const ORIGENS_NINEBOX = {
  resultado: 'Resultado da avaliação × níveis de competência do talento',
  cncc: 'Questionário × competências avaliadas na avaliação',
} as const;
export type OrigemNineBox = keyof typeof ORIGENS_NINEBOX;

export const MSG_NINEBOX_GRAFICO = {
  somenteCompetencias:
    'Não é possível gerar o Nine Box: a avaliação avalia somente competências (não há resultado do modelo de avaliação).',
  somenteModelo:
    'Não é possível gerar o Nine Box: a avaliação avalia somente o modelo de avaliação (não há competências avaliadas).',
  avaliadoForaDaAvaliacao: 'O talento não é avaliado nesta avaliação.',
  semResultado: 'Sem resultado concluído na avaliação',
  resultadoOculto: 'Avaliação anônima com menos de 2 avaliadores: resultado não exibido',
  semCompetencias: 'Sem competências exigidas pela faixa salarial',
  semNiveis: 'Sem níveis de competência registrados até a data da avaliação',
  talentosObrigatorios: 'Informe ao menos um talento.',
} as const;

/** spec 2 §9: the description's tooltip is cut at 200 characters plus '...'. */
export function textoTooltip(descricao: string): string {
  return descricao.length > NINEBOX_TOOLTIP_MAX ? `${descricao.slice(0, NINEBOX_TOOLTIP_MAX)}...` : descricao;
}

/** One talent's two sources (0–100), or why it cannot be placed. */
export interface FontesTalento {
  colaboradorId: number;
  nome: string;
  resultadoAvaliacao: number | null;
  percentualCompetencias: number | null;
  /** Set when the talent is not placed (MSG_NINEBOX_GRAFICO). */
  motivo?: string;
}

export interface ConfigGrafico extends LimitesNineBox {
  eixoInvertido: boolean;
  boxes: readonly { posicao: number; nomeclatura: string; descricao: string }[];
}

/**
 * The grid: each box with its talents (by name), and the talents left out with the reason. A talent
 * lacking one source is left out (`motivo` given, else 'sem resultado' / 'sem níveis').
 */
export function montarNineBox(
  fontes: readonly FontesTalento[],
  config: ConfigGrafico,
  selecionado: number | null = null,
) {
  const posicoes: { colaboradorId: number; box: number; desempenho: number; potencial: number }[] = [];
  const naoPosicionados: { colaboradorId: number; nome: string; motivo: string }[] = [];
  for (const f of fontes) {
    if (f.motivo || f.resultadoAvaliacao == null || f.percentualCompetencias == null) {
      naoPosicionados.push({
        colaboradorId: f.colaboradorId,
        nome: f.nome,
        motivo:
          f.motivo ??
          (f.resultadoAvaliacao == null ? MSG_NINEBOX_GRAFICO.semResultado : MSG_NINEBOX_GRAFICO.semNiveis),
      });
      continue;
    }
    const p = posicionarNoNineBox(
      { resultadoAvaliacao: f.resultadoAvaliacao, percentualCompetencias: f.percentualCompetencias },
      config,
    );
    posicoes.push({ colaboradorId: f.colaboradorId, ...p });
  }
  const boxes = NINEBOX_PADRAO.map((padrao) => {
    const b = config.boxes.find((x) => x.posicao === padrao.posicao) ?? padrao;
    const ids = posicoes.filter((p) => p.box === padrao.posicao).map((p) => p.colaboradorId);
    return {
      posicao: padrao.posicao,
      potencial: padrao.potencial,
      desempenho: padrao.desempenho,
      nomeclatura: b.nomeclatura,
      descricao: b.descricao,
      quantidade: ids.length,
      selecionado: selecionado === padrao.posicao,
      colaboradorIds: ids,
    };
  });
  return { boxes, posicoes, naoPosicionados };
}

const nivel = z.enum(['B', 'M', 'A']);
export const graficoNineBoxSchema = z.object({
  avaliacao: idNome.extend({ anonima: z.boolean() }),
  origem: z.enum(['resultado', 'cncc']),
  /** The evaluation's date: its end date, or today when it ends later. */
  data: dataIso,
  configuracao: z.object({
    id: z.number().nullable(),
    data: dataIso.nullable(),
    percentualBaixoPotencial: z.number(),
    percentualAltoPotencial: z.number(),
    percentualBaixoDesempenho: z.number(),
    percentualAltoDesempenho: z.number(),
    eixoInvertido: z.boolean(),
  }),
  boxes: z.array(
    z.object({
      posicao: z.number(),
      potencial: nivel,
      desempenho: nivel,
      nomeclatura: z.string(),
      descricao: z.string(),
      quantidade: z.number(),
      selecionado: z.boolean(),
      colaboradorIds: z.array(z.number()),
    }),
  ),
  /** Each placed talent's two axis values (percent), for the text of the selected boxes. */
  posicoes: z.array(
    z.object({ colaboradorId: z.number(), box: z.number(), desempenho: z.number(), potencial: z.number() }),
  ),
  naoPosicionados: z.array(z.object({ colaboradorId: z.number(), nome: z.string(), motivo: z.string() })),
});
export type GraficoNineBox = z.output<typeof graficoNineBoxSchema>;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

export const nineboxGrafico = defineContrato(`GET ${NINEBOX_API}/chart/:id`, {
  summary: 'Nine Box da avaliação: resultado da avaliação × níveis de competência dos talentos',
  params: z.object({ id: idParam }),
  response: graficoNineBoxSchema,
});

export const nineboxGraficoCncc = defineContrato(`GET ${NINEBOX_API}/chart/cncc/:id`, {
  summary: 'Nine Box da avaliação: questionário × competências avaliadas',
  params: z.object({ id: idParam }),
  response: graficoNineBoxSchema,
});

export const nineboxGraficoPdi = defineContrato(`GET ${NINEBOX_API}/chart/pdi/:a/:b`, {
  summary: 'Nine Box de um talento (plano de desenvolvimento): avaliação a, talento b',
  params: z.object({ a: idParam, b: idParam }),
  response: graficoNineBoxSchema,
});

/** The evaluations with answers the chart can be drawn from (the screen's choice). */
export const nineboxAvaliacoes = defineContrato(`GET ${NINEBOX_API}/avaliacoes`, {
  summary: 'Avaliações de desempenho com respostas (para o Nine Box)',
  response: z.array(
    idNome.extend({
      anonima: z.boolean(),
      dataFim: dataIso.nullable(),
      avaliaModelo: z.boolean(),
      avaliaCompetencias: z.boolean(),
    }),
  ),
});

/** spec 2 §7 'a talent lookup by ids returning nome, foto, cargo'. */
export const nineboxTalentos = defineContrato(`GET ${NINEBOX_API}/talentos`, {
  summary: 'Talentos de um quadrante: nome, foto e cargo',
  query: z.object({
    ids: z
      .string({ error: MSG_NINEBOX_GRAFICO.talentosObrigatorios })
      .regex(/^\d{1,10}(,\d{1,10}){0,999}$/, MSG_NINEBOX_GRAFICO.talentosObrigatorios)
      .transform((v) => v.split(',').map(Number)),
  }),
  response: z.array(idNome.extend({ cargo: z.string().nullable(), fotoUrl: z.string() })),
});

export const nineboxFoto = defineContrato(`GET ${NINEBOX_API}/talentos/:id/foto`, {
  summary: 'Foto do talento no Nine Box (avatar com as iniciais quando não há foto)',
  params: z.object({ id: idParam }),
  response: arquivo('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'),
});

/** Evaluators with forms not concluded in the evaluation (anonymous: without whom they evaluate). */
export const nineboxAvaliadoresNaoResponderam = defineContrato(
  `GET ${NINEBOX_API}/avaliadores-nao-responderam`,
  {
    summary: 'Avaliadores que não concluíram a avaliação',
    query: z.object({ avaliacaoId: idParam }),
    response: z.array(
      idNome.extend({
        pendentes: z.number(),
        /** The evaluated talents of the pending forms; empty in an anonymous evaluation. */
        avaliados: z.array(z.string()),
      }),
    ),
  },
);

export const relatorioNineBoxSchema = z.object({
  avaliacaoId: idParam,
  origem: z.enum(['resultado', 'cncc']).default('resultado'),
  /** Boxes whose talents are listed (empty: every box). */
  boxes: z.array(z.number().int().min(1).max(9)).max(9).default([]),
});

export const nineboxRelatorio = defineContrato(`POST ${NINEBOX_API}/relatorio`, {
  summary: 'Nine Box em PDF: a grade e os talentos de cada quadrante',
  body: relatorioNineBoxSchema,
  response: arquivo('application/pdf'),
  status: 200,
});
