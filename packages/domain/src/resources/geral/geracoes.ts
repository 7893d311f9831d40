import type { z } from 'zod';
import { defineResource } from '../../resource.ts';

export const MSG_GERACOES = {
  anoFimAntes: 'Ano final deve ser maior ou igual ao ano inicial',
  sobreposta: (nome: string) => `O período se sobrepõe ao da geração ${nome}.`,
} as const;

/** The final year is not before the initial one (both present: the fields' own rules say the rest). */
export function validarAnos(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  const { anoInicio, anoFim } = v;
  if (typeof anoInicio === 'number' && typeof anoFim === 'number' && anoFim < anoInicio)
    ctx.addIssue({ code: 'custom', path: ['anoFim'], message: MSG_GERACOES.anoFimAntes });
}

/**
 * Generations (spec 3 §2 /geral/geracoes; the talent reports and the generation doughnut group talents by
 * birth year): a name, a span of birth years and the description the chart shows. One list for the whole
 * installation; two generations never share a year (the server refuses an overlap).
 */
export const geracoes = defineResource({
  name: 'geracoes',
  path: '/geral/geracoes',
  label: 'Geração',
  labelPlural: 'Gerações',
  feminine: true,
  modulo: 'geral',
  menu: ['Geral', 'Cadastros', 'Gerações'],
  access: { read: 'ROLE_GERAL_GERACOES', write: 'ROLE_GERAL_GERACOES_EDITAR' },
  empresaScoped: false,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 60, span: 6 },
    {
      name: 'anoInicio',
      label: 'Ano inicial',
      kind: 'integer',
      required: true,
      min: 1800,
      max: 2200,
      span: 3,
    },
    { name: 'anoFim', label: 'Ano final', kind: 'integer', required: true, min: 1800, max: 2200, span: 3 },
    { name: 'descricao', label: 'Descrição', kind: 'textarea', feminine: true, max: 1000, span: 12 },
  ],
  list: { columns: ['nome', 'anoInicio', 'anoFim'], sort: 'anoInicio', search: ['nome'] },
  resumo: 'nome',
  refine: validarAnos,
});
