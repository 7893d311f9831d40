/** sessionStorage flag: the wrong-user question was already asked (or the user just logged in). */
export const WRONG_USER_FLAG = 'ipe.wrongUserChecked';

/** The path the app was loaded with (later SPA navigations, such as the one after login, do not count). */
const loadPath = typeof window === 'undefined' ? '/' : window.location.pathname;

export interface LoadContext {
  referrer: string;
  origin: string;
  /** PerformanceNavigationTiming.type of the page load ('navigate', 'reload', 'back_forward'). */
  navigationType?: string;
  path: string;
}

/**
 * Spec 1 §4: the app was opened from outside (no referrer or another site's), it is not a reload and not
 * the login page. Then whoever sits at the keyboard may not be the logged-in user.
 */
export function cameFromOutside(ctx: LoadContext): boolean {
  if (ctx.path === '/login' || ctx.navigationType === 'reload') return false;
  if (!ctx.referrer) return true;
  try {
    return new URL(ctx.referrer).origin !== ctx.origin;
  } catch {
    return true;
  }
}

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(WRONG_USER_FLAG) !== null;
  } catch {
    return false;
  }
}

/** Marks the question as asked for this browser session (also called after a successful login). */
export function markWrongUserChecked() {
  try {
    sessionStorage.setItem(WRONG_USER_FLAG, '1');
  } catch {}
}

/** Whether to ask 'Você está logado como ...' now: at most once per browser session. */
export function shouldAskWrongUser(): boolean {
  if (readFlag()) return false;
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return cameFromOutside({
    referrer: document.referrer,
    origin: window.location.origin,
    navigationType: nav?.type,
    path: loadPath,
  });
}
