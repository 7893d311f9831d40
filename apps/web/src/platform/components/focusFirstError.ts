/**
 * Finding and focusing the first failing field of a form (spec 1 §8). Works on react-hook-form's `errors`
 * (nested objects and arrays, leaves with `message`/`type`) or any object whose keys are field names.
 */

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A leaf error: react-hook-form's FieldError ({ type, message, ref }) or a plain message. */
const isLeaf = (v: unknown) => !isObject(v) || 'message' in v || 'type' in v;

/** Dotted paths of every failing field: { endereco: { cep: {message} } } → ['endereco.cep']. */
export function errorPaths(errors: Record<string, unknown>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (value === undefined || value === null || value === false) continue;
    // react-hook-form keeps an array-level error under `root`: it belongs to the array itself.
    const path = key === 'root' && prefix ? prefix.slice(0, -1) : `${prefix}${key}`;
    if (isLeaf(value)) out.push(path);
    else out.push(...errorPaths(value as Record<string, unknown>, `${path}.`));
  }
  return out;
}

const covers = (field: string, path: string) => path === field || path.startsWith(`${field}.`);

/**
 * The first failing field in screen order: the first of `fieldOrder` that has an error (itself or inside it,
 * 'endereco' covers 'endereco.cep'); a failing field missing from the order comes after, in `errors` order.
 */
export function firstErrorField(errors: Record<string, unknown>, fieldOrder: string[]): string | undefined {
  const paths = errorPaths(errors);
  if (paths.length === 0) return undefined;
  for (const field of fieldOrder) {
    const hit = paths.find((p) => covers(field, p));
    // The deepest known path is the better focus target ('experiencias.0.cargo' over 'experiencias').
    if (hit) return hit;
  }
  return paths[0];
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), ' +
  'button:not([disabled]), [tabindex]:not([tabindex="-1"]), a[href], [contenteditable="true"]';

const cssEscape = (s: string) =>
  typeof CSS !== 'undefined' && typeof CSS.escape === 'function'
    ? CSS.escape(s)
    : s.replace(/["\\]/g, '\\$&');

/**
 * The element of a field: by id = field name, by `[name=field]`, or by `[data-field=field]` (FieldShell
 * puts it on its wrapper). For a dotted path also tries the id with dots as dashes ('endereco-cep').
 */
export function findFieldElement(field: string, root: ParentNode = document): HTMLElement | null {
  const byId = (id: string) => root.querySelector<HTMLElement>(`[id="${cssEscape(id)}"]`);
  return (
    byId(field) ??
    root.querySelector<HTMLElement>(`[name="${cssEscape(field)}"]`) ??
    root.querySelector<HTMLElement>(`[data-field="${cssEscape(field)}"]`) ??
    (field.includes('.') ? byId(field.replaceAll('.', '-')) : null)
  );
}

/** Focuses the element, or the first focusable one inside it (a wrapper, a PrimeReact widget's root). */
export function focusElement(el: HTMLElement): boolean {
  const target = el.matches(FOCUSABLE) ? el : el.querySelector<HTMLElement>(FOCUSABLE);
  const toFocus = target ?? (el.tabIndex >= 0 ? el : null);
  if (!toFocus) return false;
  toFocus.focus();
  toFocus.scrollIntoView?.({ block: 'center' });
  return document.activeElement === toFocus;
}

/** A path and its parents, deepest first: 'a.0.b' → ['a.0.b', 'a.0', 'a']. */
export function pathAndParents(path: string): string[] {
  const parts = path.split('.');
  return parts.map((_, i) => parts.slice(0, parts.length - i).join('.'));
}

/**
 * Focuses the field (or, when it has no element of its own, its nearest parent that has one: a list of
 * experiences for 'experiencias.0.cargo'). Retries for a few frames so a tab just switched can render.
 */
export async function focusField(field: string, attempts = 10): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    for (const candidate of pathAndParents(field)) {
      const el = findFieldElement(candidate);
      if (el && focusElement(el)) return true;
    }
    await new Promise((r) => setTimeout(r, 30));
  }
  return false;
}
