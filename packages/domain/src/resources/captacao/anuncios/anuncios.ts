import { z } from 'zod';
import { defineResource } from '../../../resource.ts';
import { SITUACAO_OPTIONS } from '../solicitacoes/status.ts';
import { MSG_ANUNCIO } from './messages.ts';

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
  },
});
