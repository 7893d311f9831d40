import type { Authority } from './authorities.ts';

/**
 * Rules that open a route to one kind of external principal alone, on its own cookie, never to an
 * internal session: 'candidato' (the candidate area). Its module registers the kind on the server
 * (ServerModule.principais); a new kind adds its rule here.
 */
export type ExternalPrincipalRule = 'candidato';

/**
 * What a route or screen requires. 'public' needs no session; 'authenticated' any internal session;
 * an external principal's rule; a role name, anyOf or allOf a set of roles. Anything without a rule is denied.
 */
export type AccessRule =
  | 'public'
  | 'authenticated'
  | ExternalPrincipalRule
  | Authority
  | { anyOf: readonly Authority[] }
  | { allOf: readonly Authority[] };

export function isAllowed(rule: AccessRule | undefined, held: ReadonlySet<string> | null): boolean {
  if (rule === undefined) return false;
  if (rule === 'public') return true;
  // Internal authorities never satisfy the candidate rule: registerAccessControl checks it on its own cookie.
  if (rule === 'candidato') return false;
  if (held === null) return false;
  if (rule === 'authenticated') return true;
  if (typeof rule === 'string') return held.has(rule);
  if ('anyOf' in rule) return rule.anyOf.some((r) => held.has(r));
  return rule.allOf.every((r) => held.has(r));
}
