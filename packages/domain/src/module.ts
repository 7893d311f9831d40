import type { MenuEntry } from './menu.ts';
import type { RelatorioDef } from './relatorios/relatorio.ts';
import type { ResourceDef } from './resource.ts';

/** The product's modules (ids and names), those built and those to come; authorities are grouped by them. */
export const MODULOS = {
  geral: 'Geral',
  utilitario: 'Utilitários',
  captacao: 'Recrutamento & Seleção',
  cargoSalario: 'Cargos & Salários',
  avaliacao: 'Avaliação de Desempenho',
  pesquisa: 'Pesquisas',
  desenvolvimento: 'Desenvolvimento de Talentos',
  gestaoTalentos: 'Gestão de Talentos',
  sst: 'SST',
} as const;
export type ModuloId = keyof typeof MODULOS;

export interface AuthorityInfo {
  modulo: ModuloId;
  descricao: string;
}

/** One entry of a module's authority catalogue (resources/<modulo>/authorities.ts). */
export const autoridade = (modulo: ModuloId, descricao: string): AuthorityInfo => ({ modulo, descricao });

/**
 * What the domain knows of a module, declared once in `resources/<modulo>/manifest.ts` and listed in
 * modules.ts: RESOURCES, the authority catalogue, the menu and the reports are gathered from the list.
 * `A` is the module's authority catalogue (`typeof AUTHORITIES_<MODULO>`): the manifest is annotated with
 * it, so the `Authority` type is known without reading the resources (which name authorities themselves).
 */
export interface DomainModule<A extends Record<string, AuthorityInfo> = Record<string, AuthorityInfo>> {
  id: ModuloId;
  /** Its authorities, ROLE_<MODULO>_<SCREEN> (resources/<modulo>/authorities.ts). */
  authorities: A;
  /** Its resources and views, served by the generic machinery (list, form, API, menu entry). */
  resources: readonly ResourceDef[];
  /** Menu entries of screens that are not generic resources. */
  menu?: readonly MenuEntry[];
  /** Its reports (defineRelatorio). */
  relatorios?: readonly RelatorioDef[];
}
