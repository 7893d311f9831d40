import type { MenuEntry } from './menu.ts';
import type { DOMAIN_MODULES } from './modules.ts';
import type { RelatorioDef } from './relatorios/relatorio.ts';
import type { ResourceDef } from './resource.ts';

/** The id of a module the domain lists (modules.ts): from the manifests' declared types, not their values. */
export type ModuloId = (typeof DOMAIN_MODULES)[number]['id'];

export interface AuthorityInfo<M extends string = ModuloId> {
  modulo: M;
  descricao: string;
}

/**
 * One entry of a module's authority catalogue (resources/<modulo>/authorities.ts). Its module is checked
 * by the manifest (DomainModule: every authority of the module's own id), not here: ModuloId is read from
 * the manifests, which read the catalogue.
 */
export const autoridade = <M extends string>(modulo: M, descricao: string): AuthorityInfo<M> => ({
  modulo,
  descricao,
});

/**
 * What the domain knows of a module, declared once in `resources/<modulo>/manifest.ts` and listed in
 * modules.ts: RESOURCES, the authority catalogue, the menu, the module names and the reports are gathered
 * from the list. `A` is the module's authority catalogue (`typeof AUTHORITIES_<MODULO>`) and `Id` its id:
 * the manifest is annotated with both, so `Authority` and `ModuloId` are known without reading the
 * resources (which name authorities and modules themselves).
 */
export interface DomainModule<A extends Record<string, AuthorityInfo<Id>>, Id extends string> {
  id: Id;
  /** Its name as users read it: the top of its menu, its group of authorities, its OpenAPI tag. */
  nome: string;
  /**
   * Its place among the modules, the spec's order: the menu's top level, the profile's authority groups.
   * Recrutamento & Seleção 10, Cargos & Salários 20, Avaliação de Desempenho 30, Pesquisas 40,
   * Desenvolvimento de Talentos 50, Gestão de Talentos 60, SST 70, Geral 80, Utilitários 90.
   */
  ordem: number;
  /** Its icon (PrimeIcons class) on the start page's card. */
  icone: string;
  /** Its authorities, ROLE_<MODULO>_<SCREEN> (resources/<modulo>/authorities.ts). */
  authorities: A;
  /** Its resources and views, served by the generic machinery (list, form, API, menu entry). */
  resources: readonly ResourceDef[];
  /** Menu entries of screens that are not generic resources. */
  menu?: readonly MenuEntry[];
  /** Its reports (defineRelatorio). */
  relatorios?: readonly RelatorioDef[];
}
