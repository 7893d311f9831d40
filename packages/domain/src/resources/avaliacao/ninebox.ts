/**
 * Nine Box configuration (spec 2 §2 'Nine Box screen', §3 'Nine Box', §5 'Nine Box', §9): the company's
 * dated configuration of the 3×3 grid of potential against performance: the two thresholds of each axis
 * and each box's title and description. The chart (issue 23, after the evaluation results exist) reads
 * the configuration in force on the evaluation's date; where a talent falls is `ninebox/posicao.ts`.
 */
import { z } from 'zod';
import { dataIso, defineContrato } from '../../contrato.ts';
import { defineResource } from '../../resource.ts';

export const NINEBOX_PATH = '/avaliacao/ninebox' as const;
export const NINEBOX_API = `/api${NINEBOX_PATH}` as const;
/** spec 2 §9: a box's title has at most 24 characters; percentages at most 2 digits. */
export const NINEBOX_TITULO_MAX = 24;
export const NINEBOX_DESCRICAO_MAX = 1000;
export const NINEBOX_PERCENTUAL_MAX = 99;
/** spec 2 §9: the description's tooltip is cut at 200 characters plus '...'. */
export const NINEBOX_TOOLTIP_MAX = 200;
export const NINEBOX_PERCENTUAIS_PADRAO = { baixo: 33, alto: 66 } as const;

/** An axis level: Baixo, Médio, Alto (spec 2 §2: each axis is Baixo, Médio, Alto). */
export type NivelEixo = 'B' | 'M' | 'A';
export const NIVEIS_EIXO: Readonly<Record<NivelEixo, string>> = { B: 'Baixo', M: 'Médio', A: 'Alto' };

/**
 * The nine boxes, numbered as the grid is read: rows from high to low potential, columns from low to high
 * performance (box 1 top left, high potential and low performance; box 9 bottom right). The defaults are
 * the spec's titles (QUESTIONAVEL written with its accent) with descriptions of ours.
 */
export const NINEBOX_PADRAO = [
  {
    posicao: 1,
    potencial: 'A',
    desempenho: 'B',
    nomeclatura: 'ENIGMA',
    descricao:
      'Alto potencial, mas desempenho abaixo do esperado. Investigue as causas (função pouco adequada, metas pouco claras, fatores pessoais) e defina um plano de desenvolvimento com acompanhamento próximo.',
  },
  {
    posicao: 2,
    potencial: 'A',
    desempenho: 'M',
    nomeclatura: 'FORTE POTENCIAL',
    descricao:
      'Alto potencial e desempenho adequado. Ofereça desafios maiores, feedback frequente e oportunidades de desenvolvimento para acelerar a entrega de resultados.',
  },
  {
    posicao: 3,
    potencial: 'A',
    desempenho: 'A',
    nomeclatura: 'ALTA CAPACIDADE',
    descricao:
      'Alto desempenho e alto potencial: talento de destaque. Prepare-o para posições de maior responsabilidade, inclua-o no plano de sucessão e cuide da sua retenção.',
  },
  {
    posicao: 4,
    potencial: 'M',
    desempenho: 'B',
    nomeclatura: 'QUESTIONÁVEL',
    descricao:
      'Potencial moderado e desempenho abaixo do esperado. Alinhe expectativas, dê feedback claro e acompanhe um plano de melhoria com prazos definidos.',
  },
  {
    posicao: 5,
    potencial: 'M',
    desempenho: 'M',
    nomeclatura: 'MANTENEDOR',
    descricao:
      'Potencial e desempenho medianos, com entregas consistentes. Mantenha-o engajado, estimule o desenvolvimento contínuo e avalie oportunidades de crescimento na função atual.',
  },
  {
    posicao: 6,
    potencial: 'M',
    desempenho: 'A',
    nomeclatura: 'FORTE DESEMPENHO',
    descricao:
      'Entrega resultados acima do esperado e tem potencial moderado. Reconheça os resultados e desenvolva as competências que faltam para assumir novos desafios.',
  },
  {
    posicao: 7,
    potencial: 'B',
    desempenho: 'B',
    nomeclatura: 'INSUFICIENTE',
    descricao:
      'Baixo potencial e desempenho abaixo do esperado. Reavalie o encaixe na função, defina um plano de ação com metas objetivas ou considere uma realocação.',
  },
  {
    posicao: 8,
    potencial: 'B',
    desempenho: 'M',
    nomeclatura: 'EFICAZ',
    descricao:
      'Cumpre o que se espera da função, mas mostra pouco potencial de crescimento. Valorize a contribuição e mantenha o desenvolvimento na função atual.',
  },
  {
    posicao: 9,
    potencial: 'B',
    desempenho: 'A',
    nomeclatura: 'COMPROMETIDO',
    descricao:
      'Alto desempenho com potencial limitado para novas posições: especialista comprometido com a função. Reconheça, retenha e aproveite-o como referência para a equipe.',
  },
] as const satisfies readonly {
  posicao: number;
  potencial: NivelEixo;
  desempenho: NivelEixo;
  nomeclatura: string;
  descricao: string;
}[];

/** The four thresholds, in the order the form shows them, with the words of the required-field alert. */
export const NINEBOX_PERCENTUAIS = [
  { campo: 'percentualBaixoPotencial', nome: 'baixo potencial', label: 'Baixo potencial até (%)' },
  { campo: 'percentualAltoPotencial', nome: 'alto potencial', label: 'Alto potencial a partir de (%)' },
  { campo: 'percentualBaixoDesempenho', nome: 'baixo desempenho', label: 'Baixo desempenho até (%)' },
  { campo: 'percentualAltoDesempenho', nome: 'alto desempenho', label: 'Alto desempenho a partir de (%)' },
] as const;

export const MSG_NINEBOX = {
  potencialInvertido: 'O percentual de baixo potencial não pode ser maior ou igual do que o alto potencial.',
  desempenhoInvertido:
    'O percentual de baixo desempenho não pode ser maior ou igual do que o alto desempenho.',
  noveQuadrantes: 'Informe o título e a descrição dos 9 quadrantes do Nine Box.',
  dataRepetida: 'Já existe configuração do Nine Box nesta data.',
} as const;

/**
 * spec 2 §5: the alert that lists the missing percentages: 'O campo de baixo potencial é obrigatório.'
 * (one) or 'Os campos de baixo potencial e alto desempenho são obrigatórios.' (several).
 */
export function mensagemPercentuaisObrigatorios(nomes: readonly string[]): string {
  if (nomes.length === 1) return `O campo de ${nomes[0]} é obrigatório.`;
  const lista = `${nomes.slice(0, -1).join(', ')} e ${nomes.at(-1)}`;
  return `Os campos de ${lista} são obrigatórios.`;
}

/** The thresholds a value leaves unfilled: absent, or zero (spec 2 §5: zero counts as unfilled). */
export function percentuaisFaltando(v: Record<string, unknown>) {
  return NINEBOX_PERCENTUAIS.filter((p) => v[p.campo] == null || v[p.campo] === 0);
}

const percentual = (p: (typeof NINEBOX_PERCENTUAIS)[number]) =>
  ({
    name: p.campo,
    label: p.label,
    kind: 'integer',
    min: 0,
    max: NINEBOX_PERCENTUAL_MAX,
    span: 3,
  }) as const;

/** Cross-field rules: the alert of missing thresholds, low below high on each axis, the nine boxes. */
function regras(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  const faltando = percentuaisFaltando(v);
  if (faltando.length)
    ctx.addIssue({
      code: 'custom',
      path: [faltando[0].campo],
      message: mensagemPercentuaisObrigatorios(faltando.map((p) => p.nome)),
    });
  const n = (k: string) => (typeof v[k] === 'number' && v[k] !== 0 ? (v[k] as number) : null);
  const [bp, ap, bd, ad] = NINEBOX_PERCENTUAIS.map((p) => n(p.campo));
  if (bp != null && ap != null && bp >= ap)
    ctx.addIssue({
      code: 'custom',
      path: ['percentualBaixoPotencial'],
      message: MSG_NINEBOX.potencialInvertido,
    });
  if (bd != null && ad != null && bd >= ad)
    ctx.addIssue({
      code: 'custom',
      path: ['percentualBaixoDesempenho'],
      message: MSG_NINEBOX.desempenhoInvertido,
    });
  const boxes = (v.boxes ?? []) as { posicao?: unknown }[];
  const posicoes = new Set(boxes.map((b) => b.posicao));
  if (boxes.length !== 9 || NINEBOX_PADRAO.some((b) => !posicoes.has(b.posicao)))
    ctx.addIssue({ code: 'custom', path: ['boxes'], message: MSG_NINEBOX.noveQuadrantes });
}

/**
 * The configuration: its date (the chart uses the one in force on the evaluation's date), the thresholds,
 * whether the axes are inverted (the evaluation result on the potential axis, the competence levels on the
 * performance axis) and the nine boxes. One per company and date.
 */
export const ninebox = defineResource({
  name: 'ninebox',
  path: NINEBOX_PATH,
  label: 'Configuração do Nine Box',
  labelPlural: 'Configurações do Nine Box',
  feminine: true,
  modulo: 'avaliacao',
  menu: ['Avaliação de Desempenho', 'Cadastros', 'Nine Box'],
  access: { read: 'ROLE_AVA_NINEBOX', write: 'ROLE_AVA_NINEBOX_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'data', label: 'A partir de', kind: 'date', required: true, span: 3 },
    ...NINEBOX_PERCENTUAIS.map(percentual),
    {
      name: 'eixoInvertido',
      label: 'Inverter eixos (resultado da avaliação como potencial)',
      kind: 'boolean',
      default: false,
      span: 12,
    },
    {
      name: 'boxes',
      label: 'Quadrantes',
      kind: 'items',
      itemLabel: 'Quadrante',
      orderBy: 'posicao',
      span: 12,
      fields: [
        { name: 'posicao', label: 'Posição', kind: 'integer', required: true, min: 1, max: 9 },
        {
          name: 'nomeclatura',
          label: 'Título',
          kind: 'text',
          required: true,
          max: NINEBOX_TITULO_MAX,
        },
        {
          name: 'descricao',
          label: 'Descrição',
          kind: 'textarea',
          required: true,
          feminine: true,
          max: NINEBOX_DESCRICAO_MAX,
        },
      ],
    },
  ],
  refine: regras,
  list: {
    columns: [
      'data',
      'percentualBaixoPotencial',
      'percentualAltoPotencial',
      'percentualBaixoDesempenho',
      'percentualAltoDesempenho',
      'eixoInvertido',
    ],
    sort: 'data,desc',
  },
  resumo: 'data',
});

const configuracaoEmVigor = z.object({
  /** null: the company has no configuration dated on or before the date; the defaults are answered. */
  id: z.number().nullable(),
  data: dataIso.nullable(),
  percentualBaixoPotencial: z.number(),
  percentualAltoPotencial: z.number(),
  percentualBaixoDesempenho: z.number(),
  percentualAltoDesempenho: z.number(),
  eixoInvertido: z.boolean(),
  boxes: z.array(
    z.object({
      posicao: z.number(),
      potencial: z.enum(['B', 'M', 'A']),
      desempenho: z.enum(['B', 'M', 'A']),
      nomeclatura: z.string(),
      descricao: z.string(),
    }),
  ),
});
export type ConfiguracaoNineBox = z.infer<typeof configuracaoEmVigor>;
const dataQuery = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida');
const consultaData = z.object({ data: dataQuery.optional() });

/** spec 2 §7 Nine Box GET /exists (data): whether a configuration is dated exactly on that day. */
export const nineboxExiste = defineContrato(`GET ${NINEBOX_API}/exists`, {
  summary: 'Existe configuração do Nine Box na data',
  query: z.object({ data: dataQuery }),
  response: z.boolean(),
});

/** The configuration in force on a date (default: today), or the defaults when there is none. */
export const nineboxEmVigor = defineContrato(`GET ${NINEBOX_API}/vigente`, {
  summary: 'Configuração do Nine Box em vigor na data',
  query: consultaData,
  response: configuracaoEmVigor,
});

/** spec 2 §7 'a check whether the result axis is inverted': the flag of the configuration in force. */
export const nineboxEixoInvertido = defineContrato(`GET ${NINEBOX_API}/eixo-invertido`, {
  summary: 'O resultado da avaliação está no eixo do potencial (eixos invertidos)',
  query: consultaData,
  response: z.boolean(),
});
