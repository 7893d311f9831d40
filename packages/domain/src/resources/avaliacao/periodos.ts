import { defineResource } from '../../resource.ts';

/** CLT art. 445, sole paragraph: an experience contract lasts at most 90 days in total. */
export const DIAS_MAXIMOS_EXPERIENCIA = 90;
export const MSG_PERIODOS = {
  diasMaximos: `Quantidade de Dias deve ser no máximo ${DIAS_MAXIMOS_EXPERIENCIA}: o contrato de experiência dura no máximo ${DIAS_MAXIMOS_EXPERIENCIA} dias (CLT, art. 445).`,
} as const;

/**
 * Experience period (spec 2 §3 'Experience period', §5: 'Quantidade de Dias' required): a moment of the
 * experience contract, counted in days from the admission, at which the talent's manager follows them up
 * (45 and 90 days in the demo). The name is required too (the spec only names dias): the models and the
 * follow-up choose a period by it.
 */
export const periodosExperiencia = defineResource({
  name: 'periodos-experiencia',
  path: '/avaliacao/periodos-experiencia',
  label: 'Período de Experiência',
  labelPlural: 'Períodos de Experiência',
  modulo: 'avaliacao',
  menu: ['Avaliação de Desempenho', 'Período de Experiência', 'Períodos de Experiência'],
  access: { read: 'ROLE_AVA_PERIODOS_EXPERIENCIA', write: 'ROLE_AVA_PERIODOS_EXPERIENCIA_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100, span: 8 },
    { name: 'dias', label: 'Quantidade de Dias', kind: 'integer', required: true, min: 1, span: 2 },
    { name: 'ativo', label: 'Ativo', kind: 'boolean', default: true, span: 2 },
  ],
  refine: (v, ctx) => {
    if (typeof v.dias === 'number' && v.dias > DIAS_MAXIMOS_EXPERIENCIA)
      ctx.addIssue({ code: 'custom', path: ['dias'], message: MSG_PERIODOS.diasMaximos });
  },
  list: { columns: ['nome', 'dias', 'ativo'], sort: 'dias', search: ['nome'], filters: ['ativo'] },
  resumo: 'nome',
});
