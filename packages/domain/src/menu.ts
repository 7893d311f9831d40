import { type AccessRule, isAllowed } from './authorities.ts';
import { normalizeSearch } from './format.ts';
import { MENU_CADASTROS_CAPTACAO } from './resources/captacao/cadastros/index.ts';
import { MENU_CANDIDATOS } from './resources/captacao/candidatos/index.ts';
import { MENU_ANALYTICS_VAGAS } from './analytics/vagas.ts';
import { MENU_ESTATISTICAS } from './resources/captacao/estatisticas/index.ts';
import { MENU_RELATORIOS_CAPTACAO } from './relatorios/captacao/index.ts';
import { MENU_SOLICITACOES } from './resources/captacao/solicitacoes/index.ts';
import { MENU_SELECAO } from './resources/captacao/selecao/index.ts';
import { MENU_AREAS } from './resources/cargoSalario/areas/index.ts';
import { RESOURCES } from './resources/index.ts';
import { MENU_EMAILS } from './resources/utilitario/emails.ts';
import { MENU_ORGANIZACAO } from './resources/utilitario/organizacao/index.ts';
import { MENU_TAREFAS_AGENDADAS } from './resources/utilitario/tarefasAgendadas.ts';

export interface MenuItem {
  label: string;
  spaUrl?: string;
  url?: string;
  externalUrl?: string;
  icon?: string;
  items?: MenuItem[];
}

export interface MenuEntry {
  breadcrumb: readonly string[];
  spaUrl: string;
  access: AccessRule;
}

/** Screens that are not generic resources add their menu entries here. */
export const SPECIAL_MENU_ENTRIES: MenuEntry[] = [
  ...MENU_AREAS,
  ...MENU_ORGANIZACAO,
  ...MENU_EMAILS,
  ...MENU_TAREFAS_AGENDADAS,
  ...MENU_CADASTROS_CAPTACAO,
  ...MENU_CANDIDATOS,
  ...MENU_ESTATISTICAS,
  ...MENU_ANALYTICS_VAGAS,
  ...MENU_SOLICITACOES,
  ...MENU_SELECAO,
  ...MENU_RELATORIOS_CAPTACAO,
];

/** Order of the top-level menu. */
const TOP_ORDER = [
  'Recrutamento & Seleção',
  'Cargos & Salários',
  'Avaliação de Desempenho',
  'Pesquisas',
  'Desenvolvimento de Talentos',
  'Gestão de Talentos',
  'SST',
  'Geral',
  'Utilitários',
];

export function menuEntries(): MenuEntry[] {
  const fromResources = RESOURCES.filter((r) => r.menu).map((r) => ({
    breadcrumb: r.menu as readonly string[],
    spaUrl: r.path,
    access: r.access.read,
  }));
  return [...fromResources, ...SPECIAL_MENU_ENTRIES];
}

/** The nested menu a user sees: only entries whose access rule their authorities satisfy. */
export function buildMenu(held: ReadonlySet<string>, entries = menuEntries()): MenuItem[] {
  const root: MenuItem[] = [];
  for (const e of entries) {
    if (!isAllowed(e.access, held) || e.access === 'public') continue;
    let level = root;
    e.breadcrumb.forEach((label, i) => {
      const last = i === e.breadcrumb.length - 1;
      let node = level.find((n) => n.label === label && !n.spaUrl);
      if (last) {
        level.push({ label, spaUrl: e.spaUrl });
        return;
      }
      if (!node) {
        node = { label, items: [] };
        level.push(node);
      }
      level = node.items as MenuItem[];
    });
  }
  const rank = (l: string) => TOP_ORDER.indexOf(l) + 1 || 99;
  return root.sort((a, b) => rank(a.label) - rank(b.label));
}

export interface MenuSearchHit {
  breadcrumb: string;
  spaUrl?: string;
  url?: string;
}

/** Leaves whose breadcrumb ('Geral > Cadastros > Bairros') contains the query, ignoring accents and case. */
export function searchMenu(menu: readonly MenuItem[], query: string): MenuSearchHit[] {
  const q = normalizeSearch(query);
  const hits: MenuSearchHit[] = [];
  const walk = (items: readonly MenuItem[], path: string[]) => {
    for (const it of items) {
      const p = [...path, it.label];
      if (it.items?.length) walk(it.items, p);
      else {
        const breadcrumb = p.join(' > ');
        if (!q || normalizeSearch(breadcrumb).includes(q))
          hits.push({ breadcrumb, spaUrl: it.spaUrl, url: it.url });
      }
    }
  };
  walk(menu, []);
  return hits;
}
