import type { z } from 'zod';

export interface ErroCampo {
  field: string;
  message: string;
}

/** Runs refinement rules outside zod and returns what they flag as field entries. */
export function coletarErros(
  v: Record<string, unknown>,
  rules: (v: Record<string, unknown>, ctx: z.RefinementCtx) => void,
): ErroCampo[] {
  const out: ErroCampo[] = [];
  const ctx = {
    addIssue: (i: { path?: PropertyKey[]; message?: string }) =>
      out.push({ field: (i.path ?? []).map(String).join('.'), message: i.message ?? '' }),
  } as unknown as z.RefinementCtx;
  rules(v, ctx);
  return out;
}

/**
 * Entries of `rules` that a failed schema parse does not already hold (zod ran the refinement) — the
 * ones it skipped because another field had a type error.
 */
export function errosQueFaltam(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  erros: readonly ErroCampo[],
): ErroCampo[] {
  const ja = new Set(issues.map((i) => `${i.path.map(String).join('.')}\n${i.message}`));
  return erros.filter((e) => !ja.has(`${e.field}\n${e.message}`));
}
