import { type AccessRule, isAllowed, MODULOS_EM_ORDEM } from './authorities.ts';
import { DOMAIN_MODULES } from './modules.ts';
import { RESOURCES } from './resources/index.ts';
import type { MenuItem } from './menuBusca.ts';

// The menu's shape and its search are in menuBusca.ts, which imports no registry: the web's first screen
// searches the session's menu without loading every module's declarations.
export { type MenuItem, type MenuSearchHit, searchMenu } from './menuBusca.ts';

export interface MenuEntry {
  breadcrumb: readonly string[];
  spaUrl: string;
  access: AccessRule;
  /** A screen of the whole installation: shown only to its administrator (user 1), besides `access`. */
  instalacao?: boolean;
}

/** Menu entries of screens that are not generic resources, from each module's manifest. */
export const SPECIAL_MENU_ENTRIES: MenuEntry[] = DOMAIN_MODULES.flatMap((m) => m.menu ?? []);

export function menuEntries(): MenuEntry[] {
  const fromResources = RESOURCES.filter((r) => r.menu).map((r) => ({
    breadcrumb: r.menu as readonly string[],
    spaUrl: r.path,
    access: r.access.read,
  }));
  return [...fromResources, ...SPECIAL_MENU_ENTRIES];
}

/**
 * The nested menu a user sees: only entries whose access rule their authorities satisfy (and the
 * installation's screens only for its administrator).
 */
export function buildMenu(
  held: ReadonlySet<string>,
  entries = menuEntries(),
  { administradorInstalacao = false } = {},
): MenuItem[] {
  const root: MenuItem[] = [];
  for (const e of entries) {
    if (!isAllowed(e.access, held) || e.access === 'public') continue;
    if (e.instalacao && !administradorInstalacao) continue;
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
  // The top level in the modules' order (a group named after no module goes last).
  const rank = (l: string) => MODULOS_EM_ORDEM.findIndex((m) => m.nome === l) + 1 || 99;
  return root.sort((a, b) => rank(a.label) - rank(b.label));
}
