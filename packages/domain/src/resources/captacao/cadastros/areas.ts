import { defineResource } from '../../../resource.ts';
import { CADASTROS_MENU, defineRegistroNomeado, NOME_MAX } from './registros.ts';

/** Interest areas a candidate chooses (spec 1 §3 'Interest area': id, nome). */
export const areasInteresse = defineRegistroNomeado({
  name: 'areas-interesse',
  label: 'Área de Interesse',
  labelPlural: 'Áreas de Interesse',
  feminine: true,
  access: { read: 'ROLE_CAP_AREAS_INTERESSE', write: 'ROLE_CAP_AREAS_INTERESSE_EDITAR' },
});

/**
 * Formation areas (spec 1 §3 'Formation area': id, nome). Each may name the positions it prepares for
 * (`cargosIds`): GET /captacao/areas-formacao/cargos answers those positions for the formation areas
 * asked, so a candidate's formation suggests the positions to consider.
 */
export const areasFormacao = defineResource({
  name: 'areas-formacao',
  path: '/captacao/areas-formacao',
  label: 'Área de Formação',
  labelPlural: 'Áreas de Formação',
  feminine: true,
  modulo: 'captacao',
  menu: [...CADASTROS_MENU, 'Áreas de Formação'],
  access: { read: 'ROLE_CAP_AREAS_FORMACAO', write: 'ROLE_CAP_AREAS_FORMACAO_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: NOME_MAX, span: 12 },
    // Through recruitment's view of positions, so recruiters choose them with recruitment authorities.
    {
      name: 'cargosIds',
      label: 'Cargos relacionados',
      kind: 'references',
      resource: 'captacao-cargo',
      span: 12,
    },
  ],
  list: { columns: ['nome', 'cargosIds'], sort: 'nome', search: ['nome'], filters: ['cargosIds'] },
  resumo: 'nome',
});
