import { normalizeSearch } from './format.ts';

export interface MenuItem {
  label: string;
  spaUrl?: string;
  url?: string;
  externalUrl?: string;
  icon?: string;
  items?: MenuItem[];
}

export interface MenuSearchHit {
  breadcrumb: string;
  spaUrl?: string;
  url?: string;
  /** An outside site (the company's extra menus' links), opened in a new tab. */
  externalUrl?: string;
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
          hits.push({ breadcrumb, spaUrl: it.spaUrl, url: it.url, externalUrl: it.externalUrl });
      }
    }
  };
  walk(menu, []);
  return hits;
}
