import { MSG } from '@ipe/domain';
import { ProgressSpinner } from 'primereact/progressspinner';
import { loadingVisible } from '../api/loading.ts';

/** Full-screen 'Carregando...' while calls are pending (hidden 500 ms after the last one). */
export function GlobalLoading({ force = false }: { force?: boolean }) {
  const visible = loadingVisible.use();
  if (!visible && !force) return null;
  return (
    <div className="ipe-loading" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" />
      <span>{MSG.carregando}</span>
    </div>
  );
}
