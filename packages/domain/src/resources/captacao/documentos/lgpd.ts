import { defineResource } from '../../../resource.ts';

/**
 * LGPD retention of candidates (spec 1 §9, tempoExclusaoCandidato in months, as the company form says):
 * a candidate with no activity (last update, application or selection step) for longer than that is
 * purged by a daily job. What happens to each one is decided here, so the job, its tests and the user
 * guide share one rule.
 */

export type AcaoExpurgo = 'ANONIMIZADO' | 'EXCLUIDO';
export type OrigemExpurgo = 'AGENDADO' | 'MANUAL';

export interface SituacaoExpurgo {
  /** Hired: the record belongs to the employment history (and to labour-law retention), kept. */
  contratado: boolean;
  /** Linked to a requisition that is neither closed nor cancelled: HR is still deciding, kept. */
  emSelecaoAberta: boolean;
  /**
   * Took part in a selection (linked to any requisition or evaluated): the requisitions' statistics and
   * histories count it, so the row stays without anything that identifies the person.
   */
  participouDeSelecao: boolean;
}

/** null = kept; otherwise what the job does. */
export function acaoExpurgo(s: SituacaoExpurgo): AcaoExpurgo | null {
  if (s.contratado || s.emSelecaoAberta) return null;
  return s.participouDeSelecao ? 'ANONIMIZADO' : 'EXCLUIDO';
}

/** The instant before which a last activity means "inactive": `agora` minus `meses` calendar months. */
export function limiteInatividade(agora: Date, meses: number): Date {
  const d = new Date(agora.getTime());
  const dia = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - meses);
  // 31 March minus 1 month is the last day of February, not 3 March.
  const ultimo = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(dia, ultimo));
  return d;
}

/** Name given to an anonymised candidate (nome is required on the row). */
export const NOME_ANONIMIZADO = 'Candidato anonimizado';

export const ACAO_EXPURGO_OPTIONS = [
  { value: 'ANONIMIZADO', label: 'Anonimizado' },
  { value: 'EXCLUIDO', label: 'Excluído' },
] as const;
export const ORIGEM_EXPURGO_OPTIONS = [
  { value: 'AGENDADO', label: 'Rotina diária' },
  { value: 'MANUAL', label: 'Executado por usuário' },
] as const;

export const LGPD_ACCESS = {
  /** The purge log and the export of a candidate's data. */
  read: 'ROLE_CAP_LGPD',
  /** Running the purge now. */
  write: 'ROLE_CAP_LGPD_EXPURGAR',
} as const;

/**
 * The purge log (read-only): one row per purged candidate. It keeps no personal data, only the
 * candidate's former id, what was done, when and why (the last activity).
 */
export const expurgosCandidatos = defineResource({
  name: 'expurgos-candidatos',
  path: '/captacao/expurgos-candidatos',
  label: 'Exclusão de candidato (LGPD)',
  labelPlural: 'Exclusões de candidatos (LGPD)',
  feminine: true,
  modulo: 'captacao',
  menu: ['Recrutamento & Seleção', 'Movimentações', 'Exclusões de candidatos (LGPD)'],
  access: { read: LGPD_ACCESS.read, write: LGPD_ACCESS.write },
  empresaScoped: true,
  operations: ['list', 'get'],
  fields: [
    { name: 'data', label: 'Data', kind: 'date', readOnly: true, span: 3 },
    { name: 'candidatoId', label: 'Código do candidato', kind: 'integer', readOnly: true, span: 3 },
    {
      name: 'acao',
      label: 'Ação',
      kind: 'enum',
      options: ACAO_EXPURGO_OPTIONS,
      readOnly: true,
      span: 3,
      feminine: true,
    },
    {
      name: 'ultimaAtividade',
      label: 'Última atividade',
      kind: 'date',
      readOnly: true,
      span: 3,
      feminine: true,
    },
    {
      name: 'mesesSemAtividade',
      label: 'Prazo da empresa (meses)',
      kind: 'integer',
      readOnly: true,
      span: 3,
    },
    {
      name: 'origem',
      label: 'Origem',
      kind: 'enum',
      options: ORIGEM_EXPURGO_OPTIONS,
      readOnly: true,
      span: 3,
      feminine: true,
    },
    { name: 'usuarioNome', label: 'Executado por', kind: 'text', max: 100, readOnly: true, span: 6 },
  ],
  list: {
    columns: ['data', 'candidatoId', 'acao', 'ultimaAtividade', 'origem', 'usuarioNome'],
    sort: 'data,desc',
    filters: ['acao', 'origem'],
  },
  resumo: 'candidatoId',
});
