import { z } from 'zod';
import { ESCOLARIDADE_OPTIONS } from '../../../enums/index.ts';
import { defineResource } from '../../../resource.ts';
import { CAMPO_AREAS_ORGANIZACIONAIS } from './areasOrganizacionais.ts';

const DESCRICAO = 'Descrição do Cargo';
const COMPETENCIAS = 'Competências';
export const COMPLEMENTO_MAX = 255;

/**
 * The competences of one kind a position asks for, each with a complement text. The names stay literal
 * types, so that `RegistroDe<typeof cargos>` knows `conhecimentos[].conhecimentoId`.
 */
function competenciasDoCargo<const N extends string, const I extends string>(
  name: N,
  label: string,
  itemLabel: string,
  idField: I,
  resource: string,
  feminine: boolean,
) {
  return {
    name,
    label,
    kind: 'items',
    itemLabel,
    tab: COMPETENCIAS,
    span: 12,
    fields: [
      { name: idField, label: itemLabel, kind: 'reference', resource, required: true, feminine, span: 6 },
      { name: 'complemento', label: 'Complemento', kind: 'text', max: COMPLEMENTO_MAX, span: 6 },
    ],
  } as const;
}

/**
 * Positions (cargos) of a company, spec 2 §3. `nome` is the internal name ('Nomenclatura'),
 * `nomeMercado` the market name ('Nome'). At least one organisational area. The server adds the computed
 * `possuiFaixaSalarial` to each row. Selection steps (etapaSeletivas) and related education areas
 * (areasFormacaoRelacionadas) belong to the recruitment issues.
 */
export const cargos = defineResource({
  name: 'cargos',
  path: '/cargo-salario/cargos',
  label: 'Cargo',
  labelPlural: 'Cargos',
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Cargos'],
  access: { read: 'ROLE_CS_CARGOS', write: 'ROLE_CS_CARGOS_EDITAR' },
  empresaScoped: true,
  fields: [
    {
      name: 'nome',
      label: 'Nomenclatura',
      kind: 'text',
      required: true,
      feminine: true,
      max: 100,
      tab: 'Dados Gerais',
    },
    { name: 'nomeMercado', label: 'Nome', kind: 'text', required: true, max: 100 },
    { name: 'ativa', label: 'Ativo', kind: 'boolean', default: true, span: 3 },
    {
      name: 'exibirModuloExterno',
      label: 'Exibir no módulo externo',
      kind: 'boolean',
      default: false,
      span: 3,
    },
    {
      name: 'grupoOcupacionalId',
      label: 'Grupo Ocupacional',
      kind: 'reference',
      resource: 'grupos-ocupacionais',
    },
    CAMPO_AREAS_ORGANIZACIONAIS,
    {
      name: 'escolaridade',
      label: 'Escolaridade',
      kind: 'enum',
      options: ESCOLARIDADE_OPTIONS,
      feminine: true,
    },
    {
      name: 'missao',
      label: 'Missão',
      kind: 'textarea',
      max: 2000,
      feminine: true,
      tab: DESCRICAO,
      span: 12,
    },
    {
      name: 'responsabilidades',
      label: 'Responsabilidades',
      kind: 'textarea',
      max: 4000,
      feminine: true,
      tab: DESCRICAO,
      span: 12,
    },
    { name: 'recrutamento', label: 'Recrutamento', kind: 'textarea', max: 2000, tab: DESCRICAO, span: 12 },
    {
      name: 'experiencia',
      label: 'Experiência',
      kind: 'textarea',
      max: 2000,
      feminine: true,
      tab: DESCRICAO,
      span: 12,
    },
    {
      name: 'observacao',
      label: 'Observação',
      kind: 'textarea',
      max: 255,
      feminine: true,
      tab: DESCRICAO,
      span: 12,
    },
    competenciasDoCargo(
      'conhecimentos',
      'Conhecimentos',
      'Conhecimento',
      'conhecimentoId',
      'conhecimentos',
      false,
    ),
    competenciasDoCargo('habilidades', 'Habilidades', 'Habilidade', 'habilidadeId', 'habilidades', true),
    competenciasDoCargo('atitudes', 'Atitudes', 'Atitude', 'atitudeId', 'atitudes', true),
  ],
  list: {
    columns: ['nomeMercado', 'nome', 'areasOrganizacionaisIds', 'grupoOcupacionalId', 'ativa'],
    sort: 'nomeMercado',
    search: ['nomeMercado', 'nome'],
    filters: ['ativa', 'grupoOcupacionalId', 'areasOrganizacionaisIds'],
  },
  resumo: 'nomeMercado',
  // Computed by the server for every answered row (cargoSalario/areas/cargoRoutes.ts).
  computed: {
    possuiFaixaSalarial: z.boolean().describe('O cargo tem faixas salariais'),
  },
});
