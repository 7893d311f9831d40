/** Validates a colour written '#RRGGBB' (hex digits in either case), e.g. the default company colour '#FF850A'. */
export function isValidColor(v: string | null | undefined): boolean {
  return typeof v === 'string' && /^#[0-9A-Fa-f]{6}$/.test(v);
}
