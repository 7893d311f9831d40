import {
  DEFICIENCIA_OPTIONS,
  ESCOLARIDADE_OPTIONS,
  ESTADO_CIVIL_OPTIONS,
  ETNIA_RACA_OPTIONS,
  QUALIFICACAO_CADASTRAL_OPTIONS,
  SEXO_OPTIONS,
  SEXO_PADRAO,
  VINCULO_OPTIONS,
} from '../../../enums/index.ts';
import { defineResource } from '../../../resource.ts';
import { ABAS_CANDIDATO } from './abas.ts';
import { CAMPOS_DOCUMENTOS_CANDIDATO } from './camposDocumentos.ts';
import { LISTAS_CANDIDATO } from './listas.ts';
import { NACIONALIDADE_PADRAO, TIPO_VISTO_OPTIONS } from './estrangeiro.ts';
import { validarCandidato } from './regras.ts';

export { ABAS_CANDIDATO } from './abas.ts';

const T = ABAS_CANDIDATO;

/**
 * Fields only HR sees and writes: the candidate area hides them and its API neither returns nor accepts
 * them (a registration or CV update keeps HR's values).
 */
export const CAMPOS_SOMENTE_RH = [
  'observacaoRH',
  'qualificacaoCadastral',
  'mensagemQualificacao',
  'contratado',
  'jaFoiColaborador',
  'disponivel',
] as const;

/** The stored qualification (TODOS is only a filter value). */
export const QUALIFICACAO_CANDIDATO_OPTIONS = QUALIFICACAO_CADASTRAL_OPTIONS.filter(
  (o) => o.value !== 'TODOS',
);
export const QUALIFICACAO_PADRAO = 'NAO_VERIFICADO';

export const SIM_NAO_OPTIONS = [
  { value: 'S', label: 'Sim' },
  { value: 'N', label: 'Não' },
] as const;

/** Driver licence categories (CTB art. 143). */
export const CATEGORIA_HABILITACAO_OPTIONS = ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'].map((v) => ({
  value: v,
  label: v,
}));

/**
 * Candidate (spec 1 §3 'Candidate'): the CV. The API is flat: the spec's groups are the form's tabs.
 * Beside the declared fields a create/update body may carry `senha`/`confirmaSenha` (write-only, hashed,
 * never returned) and `camposExtras` ({texto1 … numero1}); the photo is served at
 * /api/captacao/candidatos/{id}/foto. Required fields beyond nome are configured per company
 * (configuracao.ts) and checked by the server's hooks and the form with the same function.
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
    // ---- identity and status (tab Dados Pessoais) --------------------------------------------------
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100, tab: T.pessoal, span: 8 },
    { name: 'nomeSocial', label: 'Nome Social', kind: 'text', max: 100, tab: T.pessoal, span: 4 },
    {
      name: 'dataCadastro',
      label: 'Data de Cadastro',
      kind: 'date',
      feminine: true,
      readOnly: true,
      tab: T.pessoal,
      span: 3,
    },
    {
      name: 'dataAtualizacao',
      label: 'Data de Atualização',
      kind: 'date',
      feminine: true,
      readOnly: true,
      tab: T.pessoal,
      span: 3,
    },
    { name: 'disponivel', label: 'Disponível', kind: 'boolean', default: true, tab: T.pessoal, span: 2 },
    { name: 'contratado', label: 'Contratado', kind: 'boolean', default: false, tab: T.pessoal, span: 2 },
    {
      name: 'jaFoiColaborador',
      label: 'Já foi colaborador',
      kind: 'boolean',
      default: false,
      tab: T.pessoal,
      span: 2,
    },
    {
      name: 'qualificacaoCadastral',
      label: 'Qualificação Cadastral',
      kind: 'enum',
      options: QUALIFICACAO_CANDIDATO_OPTIONS,
      default: QUALIFICACAO_PADRAO,
      feminine: true,
      readOnly: true,
      tab: T.pessoal,
      span: 4,
    },
    {
      name: 'mensagemQualificacao',
      label: 'Mensagem da Qualificação',
      kind: 'textarea',
      feminine: true,
      readOnly: true,
      tab: T.pessoal,
      span: 8,
    },
    {
      name: 'dataNascimento',
      label: 'Data de Nascimento',
      kind: 'date',
      feminine: true,
      tab: T.pessoal,
      span: 3,
    },
    {
      name: 'naturalidade',
      label: 'Naturalidade',
      kind: 'text',
      max: 100,
      feminine: true,
      tab: T.pessoal,
      span: 5,
    },
    // Foreign candidates (estrangeiro.ts): the visa and the arrival only when not Brazilian.
    {
      name: 'nacionalidade',
      label: 'Nacionalidade',
      kind: 'text',
      max: 60,
      default: NACIONALIDADE_PADRAO,
      feminine: true,
      tab: T.pessoal,
      span: 4,
    },
    {
      name: 'tipoVisto',
      label: 'Tipo de Visto',
      kind: 'enum',
      options: TIPO_VISTO_OPTIONS,
      tab: T.pessoal,
      span: 4,
    },
    {
      name: 'dataChegadaBrasil',
      label: 'Data de Chegada ao Brasil',
      kind: 'date',
      feminine: true,
      tab: T.pessoal,
      span: 4,
    },
    {
      name: 'sexo',
      label: 'Sexo',
      kind: 'enum',
      options: SEXO_OPTIONS,
      default: SEXO_PADRAO,
      tab: T.pessoal,
      span: 4,
    },
    { name: 'cpf', label: 'CPF', kind: 'cpf', tab: T.pessoal, span: 4 },
    {
      name: 'escolaridade',
      label: 'Escolaridade',
      kind: 'enum',
      options: ESCOLARIDADE_OPTIONS,
      feminine: true,
      tab: T.pessoal,
      span: 8,
    },
    {
      name: 'estadoCivil',
      label: 'Estado Civil',
      kind: 'enum',
      options: ESTADO_CIVIL_OPTIONS,
      tab: T.pessoal,
      span: 4,
    },
    {
      name: 'qtdFilhos',
      label: 'Quantidade de Filhos',
      kind: 'integer',
      min: 0,
      max: 99,
      feminine: true,
      tab: T.pessoal,
      span: 4,
    },
    // Code 9 (Não informado) is offered only when already selected (etniaOptions).
    {
      name: 'etniaRaca',
      label: 'Etnia/Raça',
      kind: 'enum',
      options: ETNIA_RACA_OPTIONS,
      feminine: true,
      tab: T.pessoal,
      span: 4,
    },
    {
      name: 'deficiencia',
      label: 'Deficiência',
      kind: 'enum',
      options: DEFICIENCIA_OPTIONS,
      default: '0',
      feminine: true,
      tab: T.pessoal,
      span: 4,
    },
    { name: 'conjuge', label: 'Cônjuge', kind: 'text', max: 100, tab: T.pessoal, span: 6 },
    {
      name: 'profissaoConjuge',
      label: 'Profissão do Cônjuge',
      kind: 'text',
      max: 100,
      feminine: true,
      tab: T.pessoal,
      span: 6,
    },
    { name: 'pai', label: 'Pai', kind: 'text', max: 100, tab: T.pessoal, span: 6 },
    {
      name: 'profissaoPai',
      label: 'Profissão do Pai',
      kind: 'text',
      max: 100,
      feminine: true,
      tab: T.pessoal,
      span: 6,
    },
    { name: 'mae', label: 'Mãe', kind: 'text', max: 100, feminine: true, tab: T.pessoal, span: 6 },
    {
      name: 'profissaoMae',
      label: 'Profissão da Mãe',
      kind: 'text',
      max: 100,
      feminine: true,
      tab: T.pessoal,
      span: 6,
    },
    {
      name: 'possuiParentes',
      label: 'Possui parentes/amigos na empresa',
      kind: 'enum',
      options: SIM_NAO_OPTIONS,
      tab: T.pessoal,
      span: 4,
    },
    {
      name: 'parentesAmigos',
      label: 'Parentes/Amigos na empresa',
      kind: 'text',
      max: 255,
      tab: T.pessoal,
      span: 8,
    },
    { name: 'indicadoPor', label: 'Indicado por', kind: 'text', max: 100, tab: T.pessoal, span: 12 },

    // ---- documents (camposDocumentos.ts) ------------------------------------------------------------
    ...CAMPOS_DOCUMENTOS_CANDIDATO,

    // ---- address ------------------------------------------------------------------------------------
    { name: 'cep', label: 'CEP', kind: 'cep', tab: T.endereco, span: 3 },
    { name: 'logradouro', label: 'Logradouro', kind: 'text', max: 100, tab: T.endereco, span: 9 },
    { name: 'numero', label: 'Número', kind: 'text', max: 10, tab: T.endereco, span: 3 },
    { name: 'complemento', label: 'Complemento', kind: 'text', max: 60, tab: T.endereco, span: 9 },
    { name: 'ufId', label: 'Estado', kind: 'reference', resource: 'estados', tab: T.endereco, span: 3 },
    {
      name: 'cidadeId',
      label: 'Cidade',
      kind: 'reference',
      resource: 'cidades',
      feminine: true,
      dependsOn: { field: 'ufId', param: 'estadoId' },
      tab: T.endereco,
      span: 5,
    },
    { name: 'bairro', label: 'Bairro', kind: 'text', max: 60, tab: T.endereco, span: 4 },

    // ---- contact (phone rules in the refine) ----------------------------------------------------------
    { name: 'email', label: 'E-mail', kind: 'email', max: 120, tab: T.contato, span: 12 },
    { name: 'ddd', label: 'DDD', kind: 'text', max: 2, tab: T.contato, span: 2 },
    { name: 'foneFixo', label: 'Telefone Fixo', kind: 'phone', tab: T.contato, span: 4 },
    { name: 'dddCelular', label: 'DDD do Celular', kind: 'text', max: 2, tab: T.contato, span: 2 },
    { name: 'foneCelular', label: 'Celular', kind: 'phone', tab: T.contato, span: 4 },
    { name: 'nomeContato', label: 'Nome para Contato', kind: 'text', max: 100, tab: T.contato, span: 12 },

    // ---- socio-economic -----------------------------------------------------------------------------
    {
      name: 'pagaPensao',
      label: 'Paga pensão',
      kind: 'boolean',
      default: false,
      tab: T.socioEconomica,
      span: 3,
    },
    {
      name: 'quantidadePensao',
      label: 'Quantidade de Pensões',
      kind: 'integer',
      min: 0,
      max: 99,
      feminine: true,
      tab: T.socioEconomica,
      span: 3,
    },
    { name: 'valorPensao', label: 'Valor da Pensão', kind: 'money', min: 0, tab: T.socioEconomica, span: 3 },
    {
      name: 'possuiVeiculo',
      label: 'Possui veículo',
      kind: 'boolean',
      default: false,
      tab: T.socioEconomica,
      span: 3,
    },

    // ---- driver licence -----------------------------------------------------------------------------
    { name: 'numeroHab', label: 'Número da Habilitação', kind: 'text', max: 11, tab: T.habilitacao, span: 4 },
    {
      name: 'registroHab',
      label: 'Registro da Habilitação',
      kind: 'text',
      max: 15,
      tab: T.habilitacao,
      span: 4,
    },
    {
      name: 'categoriaHab',
      label: 'Categoria',
      kind: 'enum',
      options: CATEGORIA_HABILITACAO_OPTIONS,
      feminine: true,
      tab: T.habilitacao,
      span: 4,
    },
    { name: 'emissaoHab', label: 'Emissão', kind: 'date', feminine: true, tab: T.habilitacao, span: 4 },
    { name: 'vencimentoHab', label: 'Vencimento', kind: 'date', tab: T.habilitacao, span: 4 },
    {
      name: 'ufHabId',
      label: 'UF da Habilitação',
      kind: 'reference',
      resource: 'estados',
      feminine: true,
      tab: T.habilitacao,
      span: 4,
    },

    // ---- professional profile -------------------------------------------------------------------------
    {
      name: 'cargosIds',
      label: 'Cargos Pretendidos',
      kind: 'references',
      resource: 'captacao-cargo',
      tab: T.profissional,
      span: 12,
    },
    {
      name: 'areasInteresseIds',
      label: 'Áreas de Interesse',
      kind: 'references',
      resource: 'areas-interesse',
      feminine: true,
      tab: T.profissional,
      span: 12,
    },
    {
      name: 'conhecimentosIds',
      label: 'Conhecimentos',
      kind: 'references',
      resource: 'captacao-conhecimentos',
      tab: T.profissional,
      span: 12,
    },
    {
      name: 'pretencaoSalarial',
      label: 'Pretensão Salarial',
      kind: 'money',
      min: 0,
      feminine: true,
      tab: T.profissional,
      span: 4,
    },
    // The employment bond the candidate looks for (Fortes RH's 'colocação').
    {
      name: 'colocacao',
      label: 'Colocação',
      kind: 'enum',
      options: VINCULO_OPTIONS,
      feminine: true,
      tab: T.profissional,
      span: 4,
    },
    {
      name: 'comoFicouSabendoVagaId',
      label: 'Como ficou sabendo da vaga',
      kind: 'reference',
      resource: 'como-ficou-sabendo-vaga',
      tab: T.profissional,
      span: 4,
    },
    { name: 'cursos', label: 'Outros Cursos', kind: 'textarea', tab: T.profissional, span: 12 },

    // ---- education and certificates ------------------------------------------------------------------
    ...LISTAS_CANDIDATO,

    // ---- other ----------------------------------------------------------------------------------------
    { name: 'observacao', label: 'Observação', kind: 'textarea', feminine: true, tab: T.outros, span: 12 },
    {
      name: 'observacaoRH',
      label: 'Observação do RH',
      kind: 'textarea',
      feminine: true,
      tab: T.outros,
      span: 12,
    },
    // Text of the résumé image or PDF (filled by OCR, editable).
    { name: 'ocrTexto', label: 'Texto do Currículo', kind: 'textarea', tab: T.outros, span: 12 },
    // The row of campos_extras holding this candidate's extra-field values (GET /utilitario/campos-extras/{id}).
    {
      name: 'camposExtrasId',
      label: 'Campos Extras',
      kind: 'integer',
      readOnly: true,
      tab: T.outros,
      span: 12,
    },
    // Set by the candidate area (issue 7) on its own registrations.
    {
      name: 'moduloExterno',
      label: 'Cadastrado pelo módulo externo',
      kind: 'boolean',
      readOnly: true,
      tab: T.outros,
      span: 4,
    },
    {
      name: 'aceitoPoliticaSeguranca',
      label: 'Aceito a política de segurança e privacidade',
      kind: 'boolean',
      default: false,
      tab: T.outros,
      span: 4,
    },
    {
      name: 'dataAceitePolitica',
      label: 'Data do Aceite',
      kind: 'date',
      feminine: true,
      readOnly: true,
      tab: T.outros,
      span: 2,
    },
    {
      name: 'versaoPolitica',
      label: 'Versão da Política',
      kind: 'text',
      max: 64,
      feminine: true,
      readOnly: true,
      tab: T.outros,
      span: 2,
    },
  ],
  list: {
    columns: ['nome', 'cpf', 'cidadeId', 'foneCelular', 'qualificacaoCadastral', 'disponivel'],
    sort: 'nome',
    search: ['nome'],
    filters: [
      'qualificacaoCadastral',
      'disponivel',
      'contratado',
      'sexo',
      'escolaridade',
      'ufId',
      'cidadeId',
      'cargosIds',
      'areasInteresseIds',
      'conhecimentosIds',
    ],
    // The list screen (CandidatosListPage): 'Cidade/UF', the celular with its DDD, the situation, the hint.
    rowFields: ['ufId', 'dddCelular', 'contratado', 'mensagemQualificacao'],
  },
  resumo: 'nome',
  refine: validarCandidato,
});
