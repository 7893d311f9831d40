/** Shared by the two registration-quality reports: labels, order and the missing-field text. */
import { QUALIFICACAO_CADASTRAL_OPTIONS } from '@ipe/domain';

/** The order categories are listed in: the complete ones first, then what needs work. */
export const ORDEM_QUALIFICACAO = [
  'QUALIFICADO',
  'DADOS_INCOMPLETOS',
  'NAO_QUALIFICADO',
  'NAO_VERIFICADO',
] as const;

export const ROTULO_QUALIFICACAO: Record<string, string> = Object.fromEntries(
  QUALIFICACAO_CADASTRAL_OPTIONS.map((o) => [o.value, o.label]),
);

/** 'Dados incompletos: CPF, E-mail.' (mensagemQualificacao) → 'CPF, E-mail'. */
export function camposPendentes(mensagem: string | null): string {
  if (!mensagem) return '';
  return mensagem.replace(/^[^:]*:\s*/, '').replace(/\.\s*$/, '');
}

/** Share of `parte` in `todo`, in percent, exact (0 when `todo` is 0): the files round when showing it. */
export const percentual = (parte: number, todo: number) => (todo > 0 ? (parte * 100) / todo : 0);
