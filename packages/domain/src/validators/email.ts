// Pragmatic e-mail check, not full RFC 5322: an ASCII local part of the usual characters with no leading,
// trailing or doubled dot; '@'; a domain of at least two labels (letters, digits, inner hyphens) ending in
// an alphabetic top-level domain of 2+ letters. Surrounding spaces are ignored.
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/** Validates an e-mail address (at most 254 characters, local part at most 64). */
export function isValidEmail(v: string | null | undefined): boolean {
  if (typeof v !== 'string') return false;
  const s = v.trim();
  if (s.length > 254 || !EMAIL.test(s)) return false;
  return s.indexOf('@') <= 64;
}
