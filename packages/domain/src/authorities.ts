import type { AuthorityInfo, DomainModule, ModuloId } from './module.ts';
import { DOMAIN_MODULES } from './modules.ts';

/**
 * The catalogue of named authorities (ROLE_*), declared by each module in its manifest
 * (resources/<modulo>/authorities.ts) and gathered here from the modules list: the server
 * checks routes against it, the profile screen lists it as a checklist and the menu is filtered by it.
 * The spec names ROLE_CAD_INFO_PESSOAL and ROLE_ASSISTENTE_RH; the rest follow the same pattern:
 * ROLE_<MODULE>_<SCREEN> for reading a screen, with _EDITAR for writing where that is distinct.
 */
export type { AuthorityInfo, ModuloId } from './module.ts';

/** The modules in the spec's order (their manifests' `ordem`): the menu's top level, the authority groups. */
export const MODULOS_EM_ORDEM = [...DOMAIN_MODULES].sort((a, b) => a.ordem - b.ordem);

/** Each module's name (its manifest's `nome`) by id. */
export const MODULOS = Object.fromEntries(DOMAIN_MODULES.map((m) => [m.id, m.nome])) as Readonly<
  Record<ModuloId, string>
>;

/** The catalogue: every module's authorities (its manifest's `authorities`), in the modules' order. */
export const AUTHORITIES: { readonly [A in Authority]: AuthorityInfo } = Object.assign(
  {},
  ...MODULOS_EM_ORDEM.map((m) => m.authorities),
);

/** Every authority name any module declares (from the manifests' declared types, not their values). */
export type Authority = AuthorityOf<(typeof DOMAIN_MODULES)[number]> & string;
type AuthorityOf<M> = M extends DomainModule<infer A, string> ? keyof A : never;
export const ALL_AUTHORITIES = Object.keys(AUTHORITIES) as Authority[];

// The access rules and their check live in acesso.ts (no module list: the web's entry chunk imports
// isAllowed without loading every module's declarations).
export { type AccessRule, type ExternalPrincipalRule, isAllowed } from './acesso.ts';
