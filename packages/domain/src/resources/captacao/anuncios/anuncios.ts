import { z } from 'zod';
import { defineResource } from '../../../resource.ts';
import { SITUACAO_OPTIONS } from '../solicitacoes/status.ts';
import { campoCidade } from '../../geral/cidades.ts';
import { BENEFICIO_OPTIONS, MODELO_TRABALHO_OPTIONS, TIPO_CONTRATO_OPTIONS } from './estrutura.ts';
import { MSG_ANUNCIO, MSG_ANUNCIO_ESTRUTURA } from './messages.ts';

/**
 * Job ad (spec 1 §3 'Job ad', §5 'Ad'; /captacao/anuncios): the publication of one released personnel
 * requisition (one ad per requisition), optionally shown in the candidate area. It expires by itself
 * (rules.ts: past its previsaoEncerramento, or its requisition closed or cancelled); the server computes
 * that in the queries, so no scheduled job is needed. The generic routes serve it; the module adds the
 * list's expiry filter (`situacao`), the computed `expirado`, and the rules of its hooks.
 */
export const anuncios = defineResource({
  name: 'anuncios',
  path: '/captacao/anuncios',
  label: 'Anúncio',
  labelPlural: 'Anúncios',
  modulo: 'captacao',
  menu: ['Recrutamento & Seleção', 'Movimentações', 'Anúncios'],
  access: { read: 'ROLE_CAP_ANUNCIOS', write: 'ROLE_CAP_ANUNCIOS_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    {
      name: 'solicitacaoId',
      label: 'Solicitação de Pessoal',
      kind: 'reference',
      resource: 'solicitacoes-pessoal',
      required: true,
      feminine: true,
      span: 12,
    },
    { name: 'titulo', label: 'Título', kind: 'text', required: true, max: 100, span: 12 },
    { name: 'descricao', label: 'Descrição', kind: 'textarea', required: true, feminine: true, span: 12 },
    // The structured facts (estrutura.ts): the page, the list's filters and the JobPosting read them.
    {
      name: 'modeloTrabalho',
      label: 'Modelo de trabalho',
      kind: 'enum',
      options: MODELO_TRABALHO_OPTIONS,
      default: 'PRESENCIAL',
      required: true,
      span: 4,
    },
    {
      name: 'tipoContrato',
      label: 'Tipo de contrato',
      kind: 'enum',
      options: TIPO_CONTRATO_OPTIONS,
      default: 'CLT',
      required: true,
      span: 4,
    },
    {
      name: 'pcd',
      label: 'Vaga aberta a pessoas com deficiência (PcD)',
      kind: 'boolean',
      default: false,
      feminine: true,
      span: 4,
    },
    { name: 'estadoId', label: 'Estado (UF)', kind: 'reference', resource: 'estados', span: 4 },
    { ...campoCidade('estadoId'), span: 8 },
    { name: 'salarioMinimo', label: 'Salário inicial', kind: 'money', min: 1, max: 9_999_999, span: 4 },
    { name: 'salarioMaximo', label: 'Salário final', kind: 'money', min: 1, max: 9_999_999, span: 4 },
    { name: 'salarioACombinar', label: 'Salário a combinar', kind: 'boolean', default: false, span: 4 },
    { name: 'beneficios', label: 'Benefícios', kind: 'checklist', options: BENEFICIO_OPTIONS, span: 12 },
    {
      name: 'exibirModuloExterno',
      label: 'Exibir na Área do Candidato',
      kind: 'boolean',
      required: true,
      default: true,
      span: 4,
    },
    {
      name: 'previsaoEncerramento',
      label: 'Expira em',
      kind: 'date',
      span: 4,
    },
    {
      name: 'diasEsperaNovaAplicacao',
      label: 'Dias de Espera para Nova Aplicação',
      kind: 'integer',
      min: 0,
      max: 365,
      span: 4,
    },
    {
      name: 'utilizarAvaliacoesEtapaSeletiva',
      label: 'Utilizar as Avaliações das Etapas Seletivas',
      kind: 'boolean',
      default: false,
      span: 12,
    },
    {
      name: 'avaliacoesIds',
      label: 'Avaliações do Candidato',
      kind: 'references',
      resource: 'modelos-avaliacao-candidato',
      labelField: 'titulo',
      feminine: true,
      span: 12,
    },
  ],
  list: {
    columns: ['titulo', 'solicitacaoId', 'exibirModuloExterno', 'previsaoEncerramento'],
    sort: 'titulo',
    search: ['titulo'],
    filters: ['exibirModuloExterno'],
  },
  resumo: 'titulo',
  // The list's 'Situação' and its row actions (the server's anuncios/consultas.ts).
  computed: {
    expirado: z
      .boolean()
      .describe('Passou da previsão de encerramento, ou a solicitação foi encerrada ou cancelada'),
    situacaoSolicitacao: z
      .enum(SITUACAO_OPTIONS.map((o) => o.value))
      .describe('Situação da solicitação (diz por que o anúncio expirou)'),
  },
  refine: (v, ctx) => {
    const ids = v.avaliacoesIds as number[] | undefined;
    if (v.utilizarAvaliacoesEtapaSeletiva && ids?.length)
      ctx.addIssue({ code: 'custom', path: ['avaliacoesIds'], message: MSG_ANUNCIO.avaliacoesOuEtapas });
    refinarEstrutura(v, ctx);
  },
});

/**
 * The structured facts' cross-field rules: a job on site or hybrid names its city (a remote one may);
 * a salary range runs upwards; 'a combinar' and a range exclude each other.
 */
function refinarEstrutura(v: Record<string, unknown>, ctx: z.RefinementCtx) {
  const erro = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
  if (v.modeloTrabalho !== 'REMOTO') {
    if (!v.estadoId) erro('estadoId', MSG_ANUNCIO_ESTRUTURA.estadoObrigatorio);
    if (!v.cidadeId) erro('cidadeId', MSG_ANUNCIO_ESTRUTURA.cidadeObrigatoria);
  } else if (v.cidadeId && !v.estadoId) erro('estadoId', MSG_ANUNCIO_ESTRUTURA.estadoObrigatorio);
  const min = v.salarioMinimo as number | null | undefined;
  const max = v.salarioMaximo as number | null | undefined;
  if (min != null && max != null && max < min)
    erro('salarioMaximo', MSG_ANUNCIO_ESTRUTURA.salarioFaixaInvertida);
  if (v.salarioACombinar && (min != null || max != null))
    erro('salarioACombinar', MSG_ANUNCIO_ESTRUTURA.salarioOuCombinar);
}
