import { createStore } from './store.ts';

export interface Notice {
  /** Same id replaces the notice shown before (duplicates are replaced, not stacked). */
  id: string;
  severity: 'success' | 'info' | 'warn' | 'error';
  summary: string;
  detail?: string;
  /** Lines listed under the message (field errors). */
  lines?: string[];
  /** Milliseconds before closing; absent = sticky until closed. */
  life?: number;
}

/** Pending notices for the shell's toast; the shell takes them out as it shows them. */
export const notices = createStore<Notice[]>([]);

/** Dialog notices (popup mode): only one is shown at a time. */
export const popup = createStore<Notice | null>(null);

export function notify(n: Omit<Notice, 'id'> & { id?: string }) {
  const id = n.id ?? `${n.severity}:${n.summary}:${n.detail ?? ''}`;
  notices.set((list) => [...list.filter((x) => x.id !== id), { ...n, id }]);
}

export const toastSuccess = (detail: string) =>
  notify({ severity: 'success', summary: 'Sucesso', detail, life: 3000 });
export const toastInfo = (detail: string) =>
  notify({ severity: 'info', summary: 'Informação', detail, life: 3000 });

export function showPopup(n: Omit<Notice, 'id'> & { id?: string }) {
  if (popup.get()) return;
  popup.set({ ...n, id: n.id ?? n.summary });
}
