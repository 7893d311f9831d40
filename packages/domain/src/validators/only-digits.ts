/** Removes every character that is not a decimal digit. `null` and `undefined` become ''. */
export function onlyDigits(v: string | null | undefined): string {
  if (v === null || v === undefined) return '';
  return String(v).replace(/\D/g, '');
}

// Characters that input masks put between digits: dots, dashes, slashes, parentheses and spaces.
const MASK_ONLY = /^[\d.\-/()\s]*$/;

/**
 * The digits of a masked document number, or `null` when the value holds anything other than digits and
 * mask characters (a letter, for instance), so that '529.982.247-25x' is rejected instead of read past.
 * Internal helper: not re-exported by the validators index.
 */
export function maskedDigits(v: unknown): string | null {
  if (typeof v !== 'string' || !MASK_ONLY.test(v)) return null;
  return v.replace(/\D/g, '');
}

/** True when every character of a non-empty string is the same one ('00000000000'). */
export function allSameChar(s: string): boolean {
  return s.length > 0 && s.split('').every((c) => c === s[0]);
}
