import { defineResource } from '../../../resource.ts';

/**
 * Candidate evaluation model (spec 1 §2 /captacao/modelos-avaliacao-candidato; spec 2 §3 'Evaluation
 * model'): a titled question set HR applies to candidates. The questions are edited in the same screen
 * by the questionnaire engine's editor (/{id}/aspectos, /{id}/perguntas…), not as fields of this form.
 */
export const modelosAvaliacaoCandidato = defineResource({
  name: 'modelos-avaliacao-candidato',
  path: '/captacao/modelos-avaliacao-candidato',
  label: 'Modelo de Avaliação de Candidato',
  labelPlural: 'Modelos de Avaliação de Candidato',
  modulo: 'captacao',
  menu: ['Recrutamento & Seleção', 'Cadastros', 'Modelos de Avaliação de Candidato'],
  // Who applies evaluations to candidates must see the models to choose one.
  access: {
    read: { anyOf: ['ROLE_CAP_MODELOS_AVALIACAO', 'ROLE_CAP_AVALIACOES_CANDIDATO'] },
    write: 'ROLE_CAP_MODELOS_AVALIACAO_EDITAR',
  },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'titulo', label: 'Título', kind: 'text', required: true, max: 250, span: 12 },
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
  list: {
    columns: ['titulo', 'percentualMinimoAprovacao', 'ativo'],
    sort: 'titulo',
    search: ['titulo'],
    filters: ['ativo'],
  },
  resumo: 'titulo',
});
