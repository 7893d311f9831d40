import { sessionState } from './state.ts';

/** localStorage key holding the company of the latest session loaded or switched in any tab. */
export const EMPRESA_STORAGE_KEY = 'ipe.empresaId';

/** Records the company of this tab's session, so the other tabs can notice a switch. */
export function rememberEmpresa(id: number) {
  try {
    localStorage.setItem(EMPRESA_STORAGE_KEY, String(id));
  } catch {
    // Storage disabled (private mode): the server still rejects mutations of a stale tab.
  }
}

/**
 * Watches the company written by other tabs (the `storage` event fires only in the other tabs). When it
 * differs from this tab's company, the tab is marked at once, so the 'empresa foi alterada em outra aba'
 * dialog opens immediately instead of waiting for the next mutation to be rejected by the server.
 * Returns the function that stops watching.
 */
export function watchEmpresaInOtherTabs(): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== EMPRESA_STORAGE_KEY || !e.newValue) return;
    const { status, empresaId } = sessionState.get();
    if (status !== 'authenticated' || empresaId === null) return;
    if (e.newValue !== String(empresaId)) sessionState.set((s) => ({ ...s, empresaAlterada: true }));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
