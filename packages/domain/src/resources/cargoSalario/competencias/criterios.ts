import { defineResource } from '../../../resource.ts';
import { campoDescricao } from '../../campos.ts';
import { TIPOS_COMPETENCIA, TIPOS_CRITERIO } from './tipos.ts';

export const CRITERIO_DESCRICAO_MAX = 100;

/**
 * General criteria an evaluator uses on competences (e.g. 'Domínio técnico', 'Evidências observadas'):
 * quantitative ones are scored on the competence levels, qualitative ones are answered with a comment.
 * A criterion applies to every competence of one kind, or of all kinds when 'Aplica-se a' is empty.
 * Behaviours are the criteria of one competence; these are shared by many.
 */
export const criteriosAvaliacaoCompetencia = defineResource({
  name: 'criterios-avaliacao-competencia',
  path: '/cargo-salario/criterios-avaliacao-competencia',
  label: 'Critério de Avaliação de Competência',
  labelPlural: 'Critérios de Avaliação de Competência',
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Critérios de Avaliação de Competência'],
  access: { read: 'ROLE_CS_COMPETENCIAS', write: 'ROLE_CS_COMPETENCIAS_EDITAR' },
  empresaScoped: true,
  fields: [
    { ...campoDescricao(CRITERIO_DESCRICAO_MAX), span: 12 },
    { name: 'tipo', label: 'Tipo', kind: 'enum', options: TIPOS_CRITERIO, required: true, span: 4 },
    { name: 'tipoCompetencia', label: 'Aplica-se a', kind: 'enum', options: TIPOS_COMPETENCIA, span: 4 },
    { name: 'ativo', label: 'Ativo', kind: 'boolean', default: true, span: 4 },
  ],
  list: {
    columns: ['descricao', 'tipo', 'tipoCompetencia', 'ativo'],
    sort: 'descricao',
    search: ['descricao'],
    filters: ['tipo', 'tipoCompetencia', 'ativo'],
  },
  resumo: 'descricao',
  audit: true,
});
