/** The audit log screen (/utilitario/log, spec 3 §2 'Utilities'): types of its special routes. */
export const LOG_PATH = '/utilitario/log';
export const LOG_ACCESS = 'ROLE_UTI_LOG';

export const ACOES_LOG: Record<string, string> = {
  INSERIR: 'Inclusão',
  ALTERAR: 'Alteração',
  REMOVER: 'Remoção',
  ATIVAR: 'Ativação',
  INATIVAR: 'Inativação',
};
export const acaoLabel = (acao: string) => ACOES_LOG[acao] ?? acao;

/** A row of GET /utilitario/log (paged, newest first). */
export interface LogLinha {
  id: number;
  data: string;
  usuarioId: number | null;
  usuarioNome: string | null;
  entidade: string;
  /** The entity's name for people ('Estabelecimentos'), or the key itself. */
  entidadeLabel: string;
  entidadeId: number | null;
  acao: string;
  descricao: string | null;
}

/** GET /utilitario/log/{id}: the row with the record before and after. */
export interface LogDetalhe extends LogLinha {
  antes: Record<string, unknown> | null;
  depois: Record<string, unknown> | null;
}

/** One field of the detail dialog: before, after, changed or not. */
export interface LogCampo {
  campo: string;
  label: string;
  antes: unknown;
  depois: unknown;
  alterado: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Field-by-field comparison of a log entry, in the order the fields appear (before's first, then the
 * ones only after has). `labels` names known fields; others keep their key.
 */
export function compararLog(
  antes: Record<string, unknown> | null,
  depois: Record<string, unknown> | null,
  labels: Record<string, string> = {},
): LogCampo[] {
  const keys = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(depois ?? {})])].filter(
    (k) => k !== 'empresaId',
  );
  return keys.map((campo) => {
    const a = antes ? antes[campo] : undefined;
    const d = depois ? depois[campo] : undefined;
    return {
      campo,
      label: labels[campo] ?? campo,
      antes: a,
      depois: d,
      alterado: !!antes && !!depois && !same(a, d),
    };
  });
}
