import {
  ESCOLARIDADE_OPTIONS,
  ESTADO_CIVIL_OPTIONS,
  ETNIA_RACA_OPTIONS,
  SEXO_OPTIONS,
  VINCULO_COMPLETO_OPTIONS,
  VINCULO_PADRAO,
} from '../../../enums/index.ts';
import { defineResource } from '../../../resource.ts';
import { campoCidade } from '../../geral/cidades.ts';
import { CAMPO_AREA_ORGANIZACIONAL } from '../areas/areasOrganizacionais.ts';
import { CAMPO_FAIXA_SALARIAL } from '../faixas/faixasSalariais.ts';
import {
  MOTIVO_HISTORICO_OPTIONS,
  SITUACAO_COLABORADOR_OPTIONS,
  SITUACAO_PADRAO,
  TIPO_SALARIO_FAIXA,
  TIPO_SALARIO_OPTIONS,
} from './enums.ts';
import { MSG_COLABORADOR } from './messages.ts';
import { validarColaborador, validarHistorico } from './rules.ts';

const PESSOAIS = 'Dados Pessoais';
const ENDERECO = 'Endereço';
const FUNCIONAIS = 'Dados Funcionais';
const HISTORICO = 'Histórico';

/** A person is male or female; 'Indiferente' belongs to the requisition profile, not to a talent. */
const SEXO_PESSOA = SEXO_OPTIONS.filter((o) => o.value !== 'I');

/**
 * Talent (colaborador): the employee record the rest of the product points at. Establishment, area,
 * position and salary band are those of the latest history row, kept on the talent by the server for
 * fast lists (read-only here); the history is edited in its own tab and saved with the talent.
 */
export const colaboradores = defineResource({
  name: 'colaboradores',
  path: '/cargo-salario/colaboradores',
  label: 'Talento',
  labelPlural: 'Talentos',
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Talentos'],
  access: { read: 'ROLE_CS_COLABORADORES', write: 'ROLE_CS_COLABORADORES_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100, tab: PESSOAIS },
    { name: 'nomeComercial', label: 'Nome Comercial', kind: 'text', max: 100, tab: PESSOAIS },
    { name: 'cpf', label: 'CPF', kind: 'cpf', tab: PESSOAIS, span: 4 },
    { name: 'pis', label: 'PIS', kind: 'text', max: 14, tab: PESSOAIS, span: 4 },
    { name: 'matricula', label: 'Matrícula', kind: 'text', max: 20, feminine: true, tab: PESSOAIS, span: 4 },
    {
      name: 'dataNascimento',
      label: 'Data de Nascimento',
      kind: 'date',
      feminine: true,
      tab: PESSOAIS,
      span: 4,
    },
    {
      name: 'sexo',
      label: 'Sexo',
      kind: 'enum',
      options: SEXO_PESSOA,
      required: true,
      tab: PESSOAIS,
      span: 4,
    },
    {
      name: 'estadoCivil',
      label: 'Estado Civil',
      kind: 'enum',
      options: ESTADO_CIVIL_OPTIONS,
      tab: PESSOAIS,
      span: 4,
    },
    {
      name: 'escolaridade',
      label: 'Escolaridade',
      kind: 'enum',
      options: ESCOLARIDADE_OPTIONS,
      feminine: true,
      tab: PESSOAIS,
    },
    {
      name: 'etnia',
      label: 'Etnia/Raça',
      kind: 'enum',
      options: ETNIA_RACA_OPTIONS,
      feminine: true,
      tab: PESSOAIS,
    },
    { name: 'email', label: 'E-mail', kind: 'email', max: 120, tab: PESSOAIS },
    { name: 'dddCelular', label: 'DDD', kind: 'text', max: 2, tab: PESSOAIS, span: 2 },
    { name: 'celular', label: 'Celular', kind: 'phone', tab: PESSOAIS, span: 4 },

    { name: 'cep', label: 'CEP', kind: 'cep', tab: ENDERECO, span: 4 },
    { name: 'logradouro', label: 'Logradouro', kind: 'text', max: 100, tab: ENDERECO, span: 8 },
    // Lengths checked by the refine with the spec's own messages (spec 3 §5 Address).
    { name: 'numero', label: 'Número', kind: 'text', tab: ENDERECO, span: 4 },
    { name: 'complemento', label: 'Complemento', kind: 'text', tab: ENDERECO, span: 8 },
    { name: 'bairro', label: 'Bairro', kind: 'text', max: 60, tab: ENDERECO },
    { name: 'estadoId', label: 'Estado', kind: 'reference', resource: 'estados', tab: ENDERECO, span: 2 },
    { ...campoCidade('estadoId'), tab: ENDERECO, span: 4 },

    {
      name: 'dataAdmissao',
      label: 'Data de Admissão',
      kind: 'date',
      required: true,
      feminine: true,
      tab: FUNCIONAIS,
      span: 4,
    },
    {
      name: 'vinculo',
      label: 'Vínculo',
      kind: 'enum',
      options: VINCULO_COMPLETO_OPTIONS,
      default: VINCULO_PADRAO,
      tab: FUNCIONAIS,
      span: 4,
    },
    {
      name: 'situacao',
      label: 'Situação',
      kind: 'enum',
      options: SITUACAO_COLABORADOR_OPTIONS,
      default: SITUACAO_PADRAO,
      feminine: true,
      tab: FUNCIONAIS,
      span: 4,
    },
    // The current position of the talent: set by the server from the latest history row.
    {
      name: 'estabelecimentoId',
      label: 'Estabelecimento',
      kind: 'reference',
      resource: 'estabelecimentos',
      readOnly: true,
      tab: FUNCIONAIS,
    },
    { ...CAMPO_AREA_ORGANIZACIONAL, readOnly: true, tab: FUNCIONAIS },
    {
      name: 'cargoId',
      label: 'Cargo',
      kind: 'reference',
      resource: 'cargos',
      readOnly: true,
      tab: FUNCIONAIS,
    },
    { ...CAMPO_FAIXA_SALARIAL, readOnly: true, tab: FUNCIONAIS },
    {
      name: 'dataDesligamento',
      label: 'Data de Desligamento',
      kind: 'date',
      feminine: true,
      tab: FUNCIONAIS,
      span: 4,
    },
    {
      name: 'motivoDesligamento',
      label: 'Motivo do Desligamento',
      kind: 'text',
      max: 100,
      tab: FUNCIONAIS,
      span: 8,
    },
    {
      name: 'estabilidadeCipaAte',
      label: 'Estabilidade CIPA até',
      kind: 'date',
      feminine: true,
      tab: FUNCIONAIS,
      span: 4,
    },
    {
      name: 'observacaoDesligamento',
      label: 'Observação do Desligamento',
      kind: 'textarea',
      max: 255,
      feminine: true,
      tab: FUNCIONAIS,
      span: 12,
    },

    {
      name: 'historicos',
      label: 'Histórico',
      kind: 'items',
      itemLabel: 'Histórico',
      min: 1,
      minMessage: MSG_COLABORADOR.historicoObrigatorio,
      orderBy: 'data,desc',
      tab: HISTORICO,
      span: 12,
      fields: [
        { name: 'data', label: 'Data', kind: 'date', required: true, feminine: true, span: 3 },
        {
          name: 'motivo',
          label: 'Motivo',
          kind: 'enum',
          options: MOTIVO_HISTORICO_OPTIONS,
          required: true,
          span: 3,
        },
        {
          name: 'estabelecimentoId',
          label: 'Estabelecimento',
          kind: 'reference',
          resource: 'estabelecimentos',
          required: true,
          span: 6,
        },
        { ...CAMPO_AREA_ORGANIZACIONAL, required: true, span: 6 },
        { ...CAMPO_FAIXA_SALARIAL, required: true, span: 6 },
        {
          name: 'tipoSalario',
          label: 'Tipo de Salário',
          kind: 'enum',
          options: TIPO_SALARIO_OPTIONS,
          required: true,
          default: TIPO_SALARIO_FAIXA,
          span: 4,
        },
        { name: 'indiceId', label: 'Índice', kind: 'reference', resource: 'indices', span: 4 },
        { name: 'quantidade', label: 'Quantidade', kind: 'decimal', feminine: true, span: 4 },
        { name: 'valor', label: 'Valor', kind: 'money', span: 4 },
        { name: 'observacao', label: 'Observação', kind: 'textarea', max: 255, feminine: true, span: 12 },
      ],
      refine: validarHistorico,
    },
  ],
  list: {
    columns: ['nome', 'cpf', 'cargoId', 'faixaSalarialId', 'areaOrganizacionalId', 'situacao'],
    sort: 'nome',
    search: ['nome', 'cpf'],
    filters: ['situacao', 'estabelecimentoId', 'areaOrganizacionalId', 'cargoId', 'faixaSalarialId'],
  },
  resumo: 'nome',
  refine: (v, ctx) => validarColaborador(v, ctx),
});
