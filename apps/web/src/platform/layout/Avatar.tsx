import { COR_PADRAO } from '@ipe/domain/protocolo';

/** Words left out of initials: connectives and company-type suffixes ('Ipê Demonstração Ltda' → 'ID'). */
const SKIP = new Set([
  'da',
  'de',
  'do',
  'das',
  'dos',
  'e',
  'ltda',
  'sa',
  's/a',
  'me',
  'epp',
  'eireli',
  'cia',
]);

/** 'Maria Consulta' → 'MC'; one word → its first two letters. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !SKIP.has(w.toLowerCase().replace(/\.$/, '')));
  if (!words.length) return '?';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[words.length - 1][0]).toUpperCase();
}

function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return 0;
  const n = Number.parseInt(m[1], 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Dark or white text, whichever contrasts more with the background colour (WCAG formula). */
export function textOn(background: string): string {
  const l = luminance(background);
  const dark = 0.0137; // luminance of #1f2933
  return (l + 0.05) / (dark + 0.05) >= 1.05 / (l + 0.05) ? '#1f2933' : '#ffffff';
}

interface AvatarProps {
  name: string;
  color?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Decorative next to a visible name (default); otherwise labelled with the name. */
  decorative?: boolean;
}

/** Initials in a circle with the given colour (company colour or the default orange). */
export function Avatar({ name, color, size = 'md', decorative = true }: AvatarProps) {
  const bg = color || COR_PADRAO;
  const className = `ipe-avatar ipe-avatar-${size}`;
  const style = { background: bg, color: textOn(bg) };
  if (decorative)
    return (
      <span className={className} style={style} aria-hidden="true">
        {initials(name)}
      </span>
    );
  return (
    <span className={className} style={style} role="img" aria-label={name}>
      {initials(name)}
    </span>
  );
}
