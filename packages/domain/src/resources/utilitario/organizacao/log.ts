/** The audit log screen (/utilitario/log, spec 3 §2 'Utilities'): types of its special routes. */
export const LOG_PATH = '/utilitario/log';
export const LOG_ACCESS = 'ROLE_UTI_LOG';

export const ACOES_LOG: Record<string, string> = {
  INSERIR: 'Inclusão',
  ALTERAR: 'Alteração',
  REMOVER: 'Remoção',
  ATIVAR: 'Ativação',
  INATIVAR: 'Inativação',
  ALTERAR_SENHA: 'Troca da própria senha',
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

/**
 * A logged record as people read it: no `id`, and a reference shown by the label the row carried
 * ({ cidadeId: 3830, cidade: { id: 3830, nome: 'São Paulo' } } → { cidadeId: 'São Paulo' }).
 */
export function legivel(r: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!r) return r;
  const out: Record<string, unknown> = {};
  const nested = new Set<string>();
  for (const [k, v] of Object.entries(r)) {
    if (k === 'id') continue;
    const ref = k.endsWith('Id') ? r[k.slice(0, -2)] : undefined;
    if (ref && typeof ref === 'object' && !Array.isArray(ref)) {
      const label = Object.entries(ref).find(([rk, rv]) => rk !== 'id' && typeof rv === 'string')?.[1];
      out[k] = label ?? v;
      nested.add(k.slice(0, -2));
    } else out[k] = v;
  }
  for (const k of nested) delete out[k];
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Field-by-field comparison of a log entry: the fields `labels` names, in its order, then any other
 * key of before or after. Unnamed fields keep their key as label.
 */
export function compararLog(
  antesRaw: Record<string, unknown> | null,
  depoisRaw: Record<string, unknown> | null,
  labels: Record<string, string> = {},
): LogCampo[] {
  const antes = legivel(antesRaw);
  const depois = legivel(depoisRaw);
  // Known fields in the form's order first, then the others as stored.
  const keys = [
    ...new Set([...Object.keys(labels), ...Object.keys(antes ?? {}), ...Object.keys(depois ?? {})]),
  ].filter((k) => k !== 'empresaId' && ((antes && k in antes) || (depois && k in depois)));
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
