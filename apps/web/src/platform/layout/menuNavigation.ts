/** Where a menu entry leads: an app route (router), a legacy page (full load) or an outside site (new tab). */
export interface MenuTarget {
  spaUrl?: string;
  url?: string;
  externalUrl?: string;
}

export function openMenuTarget(target: MenuTarget, navigate: (to: string) => void) {
  if (target.spaUrl) navigate(target.spaUrl);
  else if (target.url) window.location.assign(target.url);
  else if (target.externalUrl) window.open(target.externalUrl, '_blank', 'noopener,noreferrer');
}
