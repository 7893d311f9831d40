import { defineResource } from '../../../resource.ts';

/**
 * Improvement suggestions (spec 3 §1, §2 /utilitario/sugestao-de-melhoria). Every user of a company may
 * send one and sees only their own; who holds ROLE_UTI_SUGESTOES_MELHORIA reads (and may remove) every
 * suggestion of the company. Only the author changes a suggestion's text. Sender and date are set by the
 * server.
 */
export const sugestoesMelhoria = defineResource({
  name: 'sugestao-de-melhoria',
  path: '/utilitario/sugestao-de-melhoria',
  label: 'Sugestão de Melhoria',
  labelPlural: 'Sugestões de Melhoria',
  feminine: true,
  modulo: 'utilitario',
  menu: ['Utilitários', 'Sugestão de Melhoria'],
  access: { read: 'authenticated', write: 'authenticated' },
  empresaScoped: true,
  fields: [
    { name: 'titulo', label: 'Título', kind: 'text', required: true, max: 100, span: 12 },
    {
      name: 'descricao',
      label: 'Descrição',
      kind: 'textarea',
      required: true,
      feminine: true,
      max: 4000,
      span: 12,
    },
    {
      name: 'usuarioId',
      label: 'Enviada por',
      kind: 'reference',
      resource: 'usuarios',
      readOnly: true,
      span: 6,
    },
    { name: 'data', label: 'Data', kind: 'date', readOnly: true, feminine: true, span: 6 },
  ],
  list: { columns: ['data', 'titulo', 'usuarioId'], sort: 'data,desc', search: ['titulo', 'descricao'] },
  resumo: 'titulo',
});

/** Reads every suggestion of the company (the others see only their own). */
export const SUGESTOES_LEITOR = 'ROLE_UTI_SUGESTOES_MELHORIA' as const;
