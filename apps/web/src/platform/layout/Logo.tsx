import { PRODUCT_NAME } from './useDocumentTitle.ts';

/** The ipê flower: five yellow-orange petals around a dark centre. Decorative: the name goes beside it. */
export function IpeFlower({ size = 32 }: { size?: number }) {
  const petals = [0, 72, 144, 216, 288];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="ipe-flower"
    >
      {petals.map((deg) => (
        <ellipse
          key={deg}
          cx="16"
          cy="8.5"
          rx="5.2"
          ry="7.5"
          fill="#FF850A"
          transform={`rotate(${deg} 16 16)`}
        />
      ))}
      {petals.map((deg) => (
        <ellipse
          key={`in${deg}`}
          cx="16"
          cy="10"
          rx="2.6"
          ry="4.4"
          fill="#FFC24D"
          transform={`rotate(${deg} 16 16)`}
        />
      ))}
      <circle cx="16" cy="16" r="3.4" fill="#7A3B00" />
    </svg>
  );
}

/** Flower and product name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <span className="ipe-logo">
      <IpeFlower size={size} />
      <span className="ipe-logo-text">{PRODUCT_NAME}</span>
    </span>
  );
}
