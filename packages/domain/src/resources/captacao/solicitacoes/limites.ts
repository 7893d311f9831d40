import { defineResource } from '../../../resource.ts';
import { CAMPO_AREA_ORGANIZACIONAL } from '../../cargoSalario/areas/areasOrganizacionais.ts';

/**
 * Headcount limit of a position, optionally per area (our design for POST /validarLimiteCargo/{id}):
 * talents in the position plus open vacancies of requisitions whose reason counts the position's
 * talents may not exceed it.
 */
export const limitesColaboradorCargo = defineResource({
  name: 'limites-colaborador-cargo',
  path: '/cargo-salario/limites-colaborador-cargo',
  label: 'Limite de Talentos por Cargo',
  labelPlural: 'Limites de Talentos por Cargo',
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Limites de Talentos por Cargo'],
  access: { read: 'ROLE_CS_CARGOS', write: 'ROLE_CS_CARGOS_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'cargoId', label: 'Cargo', kind: 'reference', resource: 'cargos', required: true },
    CAMPO_AREA_ORGANIZACIONAL,
    { name: 'limite', label: 'Limite', kind: 'integer', required: true, min: 1, max: 99999 },
  ],
  list: { columns: ['cargoId', 'areaOrganizacionalId', 'limite'], sort: 'limite', filters: ['cargoId'] },
  resumo: 'limite',
});
