import { MSG } from '@ipe/domain/messages';
import { loadingVisible } from '../api/loading.ts';

/** Full-screen 'Carregando...' while saves (or reads asked with loading 'global') are pending, and while a route's chunk loads; hidden 500 ms after the last call. */
export function GlobalLoading({ force = false }: { force?: boolean }) {
  const visible = loadingVisible.useValue();
  if (!visible && !force) return null;
  return (
    <div className="ipe-loading" role="status" aria-live="polite">
      <div className="ipe-loading-card">
        {/* PrimeReact ProgressSpinner's markup (styles in base.css): the login page loads no PrimeReact. */}
        <div
          className="p-progress-spinner"
          role="progressbar"
          aria-busy="true"
          aria-hidden="true"
          style={{ width: 44, height: 44 }}
        >
          <svg className="p-progress-spinner-svg" viewBox="25 25 50 50" aria-hidden="true">
            <circle
              className="p-progress-spinner-circle"
              cx="50"
              cy="50"
              r="20"
              fill="none"
              strokeWidth="4"
              strokeMiterlimit="10"
            />
          </svg>
        </div>
        <span>{MSG.carregando}</span>
      </div>
    </div>
  );
}
