import { z } from 'zod';
import { defineView } from '../../../resource.ts';
import { cargos } from '../../cargoSalario/areas/cargos.ts';
import { conhecimentos } from '../../cargoSalario/competencias/competencias.ts';
import { niveisCompetencia } from '../../cargoSalario/competencias/niveis.ts';
import { CADASTROS_MENU } from './registros.ts';

/*
 * Recruitment's views of registers that Cargos & Salários owns: the same rows and rules (no copied
 * tables), under /captacao with recruitment authorities.
 */

/**
 * Knowledge (spec 1 §3 'Knowledge': id, nome, areasOrganizacionaisIds, observacao; §5 at least 1
 * organisational area) is the company's one catalogue of conhecimentos, also asked for by positions and
 * evaluated by competence levels. Recruiters maintain the fields the spec names; the behaviours and the
 * evaluation settings stay in Cargos & Salários.
 */
export const conhecimentosCaptacao = defineView(conhecimentos, {
  path: '/captacao/conhecimentos',
  modulo: 'captacao',
  menu: [...CADASTROS_MENU, 'Conhecimentos'],
  access: { read: 'ROLE_CAP_CONHECIMENTOS', write: 'ROLE_CAP_CONHECIMENTOS_EDITAR' },
  fields: ['nome', 'areasOrganizacionaisIds', 'observacao'],
  list: { columns: ['nome', 'areasOrganizacionaisIds'] },
});

/**
 * Competence levels as recruiters consult them (read-only): they weigh the competence evaluations of
 * positions and talents, with the company's percentage configuration, so they are kept in one place,
 * /cargo-salario/niveis-competencia.
 */
export const niveisCompetenciaCaptacao = defineView(niveisCompetencia, {
  path: '/captacao/niveis-competencia',
  modulo: 'captacao',
  menu: [...CADASTROS_MENU, 'Níveis de Competência'],
  access: { read: 'ROLE_CAP_NIVEIS_COMPETENCIA', write: 'ROLE_CS_COMPETENCIAS_EDITAR' },
  operations: ['list', 'get'],
});

/**
 * Positions as recruiters see them (/captacao/cargo, read-only): name, internal name, whether active and
 * the description that guides recruiting. The list adds, computed by the server, the areas, the CBO
 * codes of the position's salary bands and the vacancies of its open requisitions.
 */
export const cargoCaptacao = defineView(cargos, {
  path: '/captacao/cargo',
  modulo: 'captacao',
  menu: [...CADASTROS_MENU, 'Cargos'],
  access: { read: { anyOf: ['ROLE_CAP_CARGOS', 'ROLE_CS_CARGOS'] }, write: 'ROLE_CS_CARGOS_EDITAR' },
  operations: ['list', 'get'],
  fields: [
    'nome',
    'nomeMercado',
    'ativa',
    'escolaridade',
    'missao',
    'responsabilidades',
    'recrutamento',
    'experiencia',
  ],
  list: { columns: ['nomeMercado', 'nome', 'ativa'], filters: ['ativa'] },
  // What recruiters see beyond the position's fields (the server's captacao/cadastros/cargoVisao.ts).
  computed: {
    areas: z.array(z.string()).describe('Nomes das áreas organizacionais do cargo'),
    cbos: z.array(z.string()).describe('Códigos CBO das faixas salariais do cargo'),
    vagasAbertas: z
      .number()
      .int()
      .describe('Vagas ainda abertas nas solicitações liberadas (solicitadas menos preenchidas)'),
  },
});
