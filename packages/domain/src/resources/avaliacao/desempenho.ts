/**
 * Performance evaluation (spec 2 §2 /avaliacao/avaliacoes-desempenho and /new, §3 'Performance evaluation',
 * 'Appraisal participants' and the enumerations, §4 its flags, §5 its rules, §7 'Evaluations'): an
 * evaluation of talents by evaluators (360°) over an evaluation model's question set and/or the
 * competences of the evaluated talent's band. Its participants are the evaluated talents and, per
 * evaluated talent, its evaluators with a role (self, appraiser, appraised, peer); releasing it creates
 * one answering record (colaborador_questionario, kind 'avaliacao-desempenho') per evaluator × evaluated.
 */
import { z } from 'zod';
import { defineResource } from '../../resource.ts';

export const API_AVALIACAO_DESEMPENHO = '/api/avaliacao/avaliacoes-desempenho' as const;
export const ROTA_AVALIACAO_DESEMPENHO = '/avaliacao/avaliacoes-desempenho' as const;
/** The evaluator's answering form (issue 22: owned by the answering screens); `/:colaboradorQuestionarioId`. */
export const ROTA_QUESTIONARIO_DESEMPENHO = '/avaliacao/avaliacoes-desempenhos-questionarios' as const;
/** The participants matrix (evaluated × evaluators); `?avaliacaoDesempenhoId=`. */
export const ROTA_PARTICIPANTES_DESEMPENHO = '/avaliacao/participante-avaliacao-desempenho' as const;

/** Spec §3 `tipo` (default 1.0): 2.0 adds the competences of the band and needs a `formato`. */
export const TIPO_AVALIACAO_DESEMPENHO = { v1: '1.0', v2: '2.0' } as const;
export const TIPOS_AVALIACAO_DESEMPENHO = [
  { value: TIPO_AVALIACAO_DESEMPENHO.v1, label: '1.0' },
  { value: TIPO_AVALIACAO_DESEMPENHO.v2, label: '2.0' },
] as const;

/**
 * Spec §3 `formato` (default 0; required when tipo is 2.0). The spec names no values: it is the layout of
 * the evaluator's form in a 2.0 evaluation (docs/decisoes.md): everything on one page, or one step per
 * evaluated block (questionnaire, then competences).
 */
export const FORMATOS_AVALIACAO_DESEMPENHO = [
  { value: '0', label: 'Página única' },
  { value: '1', label: 'Por etapas' },
] as const;

/**
 * Spec §3 'Participant roles: U self-appraisal, R appraiser, A appraised, P peer', read from the evaluator's
 * side of one evaluated talent: U the talent itself, R its leader (who appraises it), A one it leads (whom
 * it appraises), P a peer of its area. U is generated ('geraAutoavaliacao'), never chosen by hand.
 */
export const PAPEL_PARTICIPANTE = { autoavaliacao: 'U', avaliador: 'R', avaliado: 'A', par: 'P' } as const;
export type PapelParticipante = (typeof PAPEL_PARTICIPANTE)[keyof typeof PAPEL_PARTICIPANTE];
export const PAPEIS_PARTICIPANTE = [
  { value: PAPEL_PARTICIPANTE.autoavaliacao, label: 'Autoavaliação', selecionavel: false },
  { value: PAPEL_PARTICIPANTE.avaliador, label: 'Avaliador', selecionavel: true },
  { value: PAPEL_PARTICIPANTE.avaliado, label: 'Avaliado', selecionavel: true },
  { value: PAPEL_PARTICIPANTE.par, label: 'Par', selecionavel: true },
] as const;

/** Spec §3 'Evaluation answer filter' (the evaluator's list). */
export const FILTROS_RESPOSTA_DESEMPENHO = ['TODAS', 'RESPONDIDAS', 'NAO_RESPONDIDAS'] as const;
export type FiltroRespostaDesempenho = (typeof FILTROS_RESPOSTA_DESEMPENHO)[number];

export const MSG_AVALIACAO_DESEMPENHO = {
  permiteAutoAvaliacao: 'Informe se a avaliação permite autoavaliação',
  anonima: 'Informe se a avaliação é anônima.',
  tipo: 'Tipo de avaliação é obrigatório',
  formato: 'Campo Obrigatório é necessário quando Tipo é 2.0',
  modelo: 'Modelo de Avaliação é obrigatório',
  datas: 'Data final inferior a data inicial.',
  participantes: 'Selecione ao menos um talento',
} as const;

/**
 * Spec §4: changes to these fields count as significant (date, competence-only, model, required-level
 * display, self-evaluation, anonymity). Refused once the evaluation has answers; warned before.
 */
export const CAMPOS_SIGNIFICATIVOS_DESEMPENHO = [
  'dataIni',
  'dataFim',
  'avaliarSomenteCompetencias',
  'modeloAvaliacaoId',
  'exibirNivelCompetenciaExigido',
  'permiteAutoAvaliacao',
  'anonima',
] as const;

const MODELO = 'modeloAvaliacaoId';

/**
 * The evaluation's data (step 1 of the wizard). `liberada` and `possuiResposta` are the server's (§4
 * flags): released by `PUT /{id}/liberada/{flag}` or `PUT /liberacao`, answered once an evaluator saved.
 */
export const avaliacoesDesempenho = defineResource({
  name: 'avaliacoes-desempenho',
  path: ROTA_AVALIACAO_DESEMPENHO,
  label: 'Avaliação de Desempenho',
  labelPlural: 'Avaliações de Desempenho',
  modulo: 'avaliacao',
  menu: ['Avaliação de Desempenho', 'Avaliações de Desempenho'],
  access: { read: 'ROLE_AVA_AVALIACOES_DESEMPENHO', write: 'ROLE_AVA_AVALIACOES_DESEMPENHO_EDITAR' },
  empresaScoped: true,
  audit: true,
  feminine: true,
  fields: [
    { name: 'titulo', label: 'Título', kind: 'text', required: true, max: 100, span: 12 },
    { name: 'dataIni', label: 'Data Inicial', kind: 'date', required: true, feminine: true, span: 3 },
    { name: 'dataFim', label: 'Data Final', kind: 'date', required: true, feminine: true, span: 3 },
    {
      name: 'tipo',
      label: 'Tipo',
      kind: 'enum',
      options: TIPOS_AVALIACAO_DESEMPENHO,
      required: true,
      requiredMessage: MSG_AVALIACAO_DESEMPENHO.tipo,
      span: 3,
    },
    {
      name: 'formato',
      label: 'Formato',
      kind: 'enum',
      options: FORMATOS_AVALIACAO_DESEMPENHO,
      span: 3,
    },
    {
      name: 'avaliarSomenteCompetencias',
      label: 'Avaliar somente competências',
      kind: 'boolean',
      span: 6,
    },
    {
      name: MODELO,
      label: 'Modelo de Avaliação',
      kind: 'reference',
      resource: 'avaliacao-modelos-avaliacao', // the performance models (tipo D)
      span: 6,
    },
    {
      name: 'permiteAutoAvaliacao',
      label: 'Permite autoavaliação',
      kind: 'boolean',
      required: true,
      requiredMessage: MSG_AVALIACAO_DESEMPENHO.permiteAutoAvaliacao,
      span: 4,
    },
    {
      name: 'anonima',
      label: 'Anônima',
      kind: 'boolean',
      required: true,
      feminine: true,
      requiredMessage: MSG_AVALIACAO_DESEMPENHO.anonima,
      span: 4,
    },
    {
      name: 'exibeResultadoAutoAvaliacao',
      label: 'Exibir o resultado ao avaliado',
      kind: 'boolean',
      span: 4,
    },
    {
      name: 'exibirPerformanceProfissional',
      label: 'Exibir performance profissional',
      kind: 'boolean',
      span: 4,
    },
    {
      name: 'exibirNivelCompetenciaExigido',
      label: 'Exibir nível de competência exigido',
      kind: 'boolean',
      span: 4,
    },
    { name: 'avaliarCompetenciasCargo', label: 'Avaliar competências do cargo', kind: 'boolean', span: 4 },
    { name: 'notaQuestionarioManual', label: 'Nota do questionário manual', kind: 'boolean', span: 4 },
    { name: 'liberada', label: 'Liberada', kind: 'boolean', readOnly: true, feminine: true, span: 2 },
    { name: 'possuiResposta', label: 'Possui resposta', kind: 'boolean', readOnly: true, span: 2 },
  ],
  refine: (v, ctx) => {
    if (v.tipo === TIPO_AVALIACAO_DESEMPENHO.v2 && (v.formato == null || v.formato === ''))
      ctx.addIssue({ code: 'custom', path: ['formato'], message: MSG_AVALIACAO_DESEMPENHO.formato });
    if (!v.avaliarSomenteCompetencias && v[MODELO] == null)
      ctx.addIssue({ code: 'custom', path: [MODELO], message: MSG_AVALIACAO_DESEMPENHO.modelo });
    if (typeof v.dataIni === 'string' && typeof v.dataFim === 'string' && v.dataFim < v.dataIni)
      ctx.addIssue({ code: 'custom', path: ['dataFim'], message: MSG_AVALIACAO_DESEMPENHO.datas });
  },
  list: {
    columns: ['titulo', 'dataIni', 'dataFim', MODELO, 'anonima', 'liberada'],
    sort: 'dataIni,desc',
    search: ['titulo'],
    filters: ['liberada', MODELO],
  },
  resumo: 'titulo',
});

/**
 * Spec §3 'Appraisal participants': the action filling the matrix: the talents chosen (as evaluated), and
 * whether to add, per evaluated talent, its leaders (R), the talents it leads (A), its peers (P) as
 * evaluators, and its self-evaluation (U). §5: 'Participant selection needs at least 1 talent.'
 */
export const preencherParticipantesSchema = z.object({
  colaboradoresIds: z
    .array(z.number().int().positive(), { error: MSG_AVALIACAO_DESEMPENHO.participantes })
    .min(1, MSG_AVALIACAO_DESEMPENHO.participantes),
  preencheAvaliadosLideres: z.boolean().default(false),
  preencheAvaliadosLiderados: z.boolean().default(false),
  preencheAvaliadosPares: z.boolean().default(false),
  geraAutoavaliacao: z.boolean().default(false),
});
export type PreencherParticipantes = z.output<typeof preencherParticipantesSchema>;

const papel = z.enum([
  PAPEL_PARTICIPANTE.autoavaliacao,
  PAPEL_PARTICIPANTE.avaliador,
  PAPEL_PARTICIPANTE.avaliado,
  PAPEL_PARTICIPANTE.par,
]);

/**
 * One evaluator of one evaluated talent (a cell of the matrix; table participante_avaliacao_desempenho).
 * The evaluator is a talent (reached through its user) or a user without talent; the answering record
 * exists once the evaluation was released.
 */
export const participanteDesempenhoSchema = z.object({
  id: z.number(),
  avaliadoColaboradorId: z.number(),
  avaliadorColaboradorId: z.number().nullable(),
  avaliadorUsuarioId: z.number().nullable(),
  papel,
  colaboradorQuestionarioId: z.number().nullable(),
});
export type ParticipanteDesempenho = z.output<typeof participanteDesempenhoSchema>;
