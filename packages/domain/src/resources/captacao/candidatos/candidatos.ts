import { defineResource } from '../../../resource.ts';

/**
 * Candidate (spec 1 §3). This declaration holds the identification fields only; the candidate base
 * issue brings the full tabbed CV form, the required-field configuration and the search.
 */
export const candidatos = defineResource({
  name: 'candidatos',
  path: '/captacao/candidatos',
  label: 'Candidato',
  labelPlural: 'Candidatos',
  modulo: 'captacao',
  menu: ['Recrutamento & Seleção', 'Movimentações', 'Candidatos'],
  // Who evaluates candidates reads them (the evaluation screens show the candidate).
  access: {
    read: { anyOf: ['ROLE_CAP_CANDIDATOS', 'ROLE_CAP_AVALIACOES_CANDIDATO'] },
    write: 'ROLE_CAP_CANDIDATOS_EDITAR',
  },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100, span: 12 },
    { name: 'cpf', label: 'CPF', kind: 'cpf', span: 4 },
    { name: 'email', label: 'E-mail', kind: 'email', max: 120, span: 8 },
    { name: 'dddCelular', label: 'DDD', kind: 'text', max: 2, span: 2 },
    { name: 'celular', label: 'Celular', kind: 'phone', span: 4 },
  ],
  list: { columns: ['nome', 'cpf', 'email'], sort: 'nome', search: ['nome'], filters: [] },
  resumo: 'nome',
});
