import { MSG } from '@ipe/domain/messages';
import { ProgressSpinner } from 'primereact/progressspinner';
import { loadingVisible } from '../api/loading.ts';

/** Full-screen 'Carregando...' while calls are pending (hidden 500 ms after the last one). */
export function GlobalLoading({ force = false }: { force?: boolean }) {
  const visible = loadingVisible.useValue();
  if (!visible && !force) return null;
  return (
    <div className="ipe-loading" role="status" aria-live="polite">
      <div className="ipe-loading-card">
        <ProgressSpinner style={{ width: 44, height: 44 }} strokeWidth="4" aria-hidden="true" />
        <span>{MSG.carregando}</span>
      </div>
    </div>
  );
}
