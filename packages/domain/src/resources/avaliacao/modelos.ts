import type { z } from 'zod';
import { defineResource, defineView } from '../../resource.ts';

/** The model's kind (spec 2 §3 'Evaluation model' tipo): a performance evaluation or an experience follow-up. */
export const TIPO_MODELO = { desempenho: 'D', acompanhamento: 'A' } as const;
export type TipoModelo = (typeof TIPO_MODELO)[keyof typeof TIPO_MODELO];
export const TIPOS_MODELO = [
  { value: TIPO_MODELO.desempenho, label: 'Avaliação de Desempenho' },
  { value: TIPO_MODELO.acompanhamento, label: 'Acompanhamento do Período de Experiência' },
] as const;

export const MSG_MODELOS = {
  periodoObrigatorio: 'Período de Experiência é obrigatório',
  tipoObrigatorio: 'Tipo é obrigatório',
} as const;

const ACESSO = { read: 'ROLE_AVA_MODELOS_AVALIACAO', write: 'ROLE_AVA_MODELOS_AVALIACAO_EDITAR' } as const;
const PERIODO = 'periodoAcompanhamentoExperienciaId';

/**
 * Evaluation model (spec 2 §3 'Evaluation model', §5 'titulo required, max 250'): a titled question set of
 * either kind. One table and one API, /api/avaliacao/avaliacoes (spec §7 'Evaluation models': its question
 * set under /{id}/aspectos|perguntas…, POST /relatorio, POST /{id} clones, DELETE /{id}?tipo=); each kind
 * has its own screen, a view below. No menu entry: the screens are the views'.
 */
export const avaliacoes = defineResource({
  name: 'avaliacoes',
  path: '/avaliacao/avaliacoes',
  label: 'Modelo de Avaliação',
  labelPlural: 'Modelos de Avaliação',
  modulo: 'avaliacao',
  access: ACESSO,
  empresaScoped: true,
  audit: true,
  // DELETE /{id} needs ?tipo= (the server's hook): a screen removes only a model of its kind.
  fields: [
    { name: 'titulo', label: 'Título', kind: 'text', required: true, max: 250, span: 12 },
    {
      name: 'tipo',
      label: 'Tipo',
      kind: 'enum',
      options: TIPOS_MODELO,
      required: true,
      requiredMessage: MSG_MODELOS.tipoObrigatorio,
      span: 6,
    },
    {
      name: PERIODO,
      label: 'Período de Experiência',
      kind: 'reference',
      resource: 'periodos-experiencia',
      span: 6,
    },
    { name: 'observacao', label: 'Observação', kind: 'textarea', feminine: true, span: 12 },
    {
      name: 'percentualMinimoAprovacao',
      label: 'Percentual Mínimo para Aprovação (%)',
      kind: 'decimal',
      min: 0,
      max: 100,
      span: 4,
    },
    { name: 'ativo', label: 'Ativo', kind: 'boolean', default: true, span: 2 },
  ],
  refine: (v, ctx) => {
    if (v.tipo === TIPO_MODELO.acompanhamento && v[PERIODO] == null)
      ctx.addIssue({ code: 'custom', path: [PERIODO], message: MSG_MODELOS.periodoObrigatorio });
  },
  list: {
    columns: ['titulo', 'tipo', PERIODO, 'percentualMinimoAprovacao', 'ativo'],
    sort: 'titulo',
    search: ['titulo'],
    filters: ['tipo', 'ativo', PERIODO],
  },
  resumo: 'titulo',
});

/** /avaliacao/modelos-avaliacao: the performance evaluation models (tipo D, set by the server). */
export const modelosAvaliacao = defineView(avaliacoes, {
  path: '/avaliacao/modelos-avaliacao',
  label: 'Modelo de Avaliação de Desempenho',
  labelPlural: 'Modelos de Avaliação de Desempenho',
  modulo: 'avaliacao',
  menu: ['Avaliação de Desempenho', 'Cadastros', 'Modelos de Avaliação de Desempenho'],
  access: ACESSO,
  fields: ['titulo', 'observacao', 'percentualMinimoAprovacao', 'ativo'],
  list: { columns: ['titulo', 'percentualMinimoAprovacao', 'ativo'] },
});

/**
 * /avaliacao/modelos-avaliacao-desempenho-experiencia: the experience follow-up models (tipo A, set by the
 * server), each for one experience period.
 */
export const modelosAcompanhamento = {
  ...defineView(avaliacoes, {
    path: '/avaliacao/modelos-avaliacao-desempenho-experiencia',
    label: 'Modelo de Acompanhamento do Período de Experiência',
    labelPlural: 'Modelos de Acompanhamento do Período de Experiência',
    modulo: 'avaliacao',
    menu: ['Avaliação de Desempenho', 'Período de Experiência', 'Modelos de Acompanhamento'],
    access: ACESSO,
    fields: ['titulo', PERIODO, 'observacao', 'percentualMinimoAprovacao', 'ativo'],
    list: { columns: ['titulo', PERIODO, 'percentualMinimoAprovacao', 'ativo'], filters: ['ativo', PERIODO] },
  }),
  // Its rows are all of the follow-up kind, so the period is always required here.
  refine: (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (v[PERIODO] == null)
      ctx.addIssue({ code: 'custom', path: [PERIODO], message: MSG_MODELOS.periodoObrigatorio });
  },
};
