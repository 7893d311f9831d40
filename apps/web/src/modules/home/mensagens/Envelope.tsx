/** Closed (unread) and open (read) envelopes: PrimeIcons has no open envelope, so both are drawn here. */
export function Envelope({ aberto }: { aberto: boolean }) {
  return (
    <svg
      className="ipe-envelope"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {aberto ? (
        <path
          d="M3 10.5 12 4l9 6.5V20H3zM3 10.5l9 6 9-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M3 6h18v12H3zM3 6l9 7 9-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
