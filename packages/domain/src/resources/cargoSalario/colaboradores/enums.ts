import type { EnumOption } from '../../../enums/option.ts';

// Enumerations of the talent record (spec 2 §3 'Employee situation', spec 3 §3 talents).

/**
 * Situation of a talent: A active and D dismissed are the basic ones; the extended list adds the
 * states of the payroll integration (awaiting confirmation of an admission, cancelled admission,
 * awaiting confirmation of a dismissal).
 */
export const SITUACAO_COLABORADOR_OPTIONS = [
  { value: 'A', label: 'Ativo' },
  { value: 'D', label: 'Desligado' },
  { value: 'G', label: 'Aguardando confirmação' },
  { value: 'C', label: 'Cancelado' },
  { value: 'U', label: 'Aguardando confirmação de desligamento' },
] as const satisfies readonly EnumOption[];
export type SituacaoColaborador = (typeof SITUACAO_COLABORADOR_OPTIONS)[number]['value'];
export const SITUACAO_PADRAO: SituacaoColaborador = 'A';
/** Situations whose dismissal data (date and reason) is kept; in the others it is cleared. */
export const SITUACOES_DESLIGAMENTO: readonly SituacaoColaborador[] = ['D', 'U'];
/** Situations that free the CPF for a new record of the same person (a rehire). */
export const SITUACOES_ENCERRADAS: readonly SituacaoColaborador[] = ['D', 'C'];

/** The list screen's situation filter: the talent situations plus T for all of them. */
export const SITUACAO_FILTRO_TODOS = 'T';

/** Why a history row exists. The first row of every talent is the admission. */
export const MOTIVO_HISTORICO_OPTIONS = [
  { value: 'A', label: 'Admissão' },
  { value: 'P', label: 'Promoção' },
  { value: 'R', label: 'Reajuste' },
  { value: 'D', label: 'Dissídio' },
  { value: 'M', label: 'Mudança de área' },
  { value: 'T', label: 'Transferência de estabelecimento' },
  { value: 'E', label: 'Enquadramento' },
  { value: 'O', label: 'Outro' },
] as const satisfies readonly EnumOption[];
export type MotivoHistorico = (typeof MOTIVO_HISTORICO_OPTIONS)[number]['value'];
export const MOTIVO_ADMISSAO: MotivoHistorico = 'A';

/**
 * How a history row sets the salary: 1 follows the salary band (its value in force on each date),
 * 2 is an index times a quantity, 3 a fixed value.
 */
export const TIPO_SALARIO_OPTIONS = [
  { value: '1', label: 'Por cargo/faixa' },
  { value: '2', label: 'Por índice' },
  { value: '3', label: 'Valor' },
] as const satisfies readonly EnumOption[];
export type TipoSalario = (typeof TIPO_SALARIO_OPTIONS)[number]['value'];
export const TIPO_SALARIO_FAIXA: TipoSalario = '1';
export const TIPO_SALARIO_INDICE: TipoSalario = '2';
export const TIPO_SALARIO_VALOR: TipoSalario = '3';
