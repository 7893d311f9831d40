import { RESOURCES, type ResourceDef } from '@ipe/domain';
import { useLocation } from 'react-router';

export interface ResourceMatch {
  def: ResourceDef;
  /** 'list' at `path`, 'new' at `path/new`, 'edit' at `path/:id`. */
  mode: 'list' | 'new' | 'edit';
  /** The row id of an edit route. */
  id: number | null;
}

/**
 * The resource whose `path` is the longest prefix of `pathname` (so '/a/b-c' never matches '/a/b'), with
 * the screen mode read from the rest of the path; null when no resource serves the path.
 */
export function matchResource(
  pathname: string,
  resources: readonly ResourceDef[] = RESOURCES,
): ResourceMatch | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let def: ResourceDef | null = null;
  for (const r of resources)
    if ((clean === r.path || clean.startsWith(`${r.path}/`)) && (!def || r.path.length > def.path.length))
      def = r;
  if (!def) return null;
  const rest = clean.slice(def.path.length).replace(/^\//, '');
  if (!rest) return { def, mode: 'list', id: null };
  if (rest === 'new') return { def, mode: 'new', id: null };
  const id = Number(rest.split('/')[0]);
  return { def, mode: 'edit', id: Number.isInteger(id) && id > 0 ? id : null };
}

/** The ResourceDef of the current route (list, new or edit screen of a registered resource). */
export function useResource(): ResourceMatch {
  const { pathname } = useLocation();
  const match = matchResource(pathname);
  if (!match) throw new Error(`Nenhum recurso atende ${pathname}`);
  return match;
}
