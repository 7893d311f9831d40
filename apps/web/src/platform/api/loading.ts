import { createStore } from './store.ts';

/** Calls in flight that cover the screen (saves; see CallOptions.loading); the overlay hides 500 ms after the last one ends. */
export const pendingCalls = createStore(0);
export const loadingVisible = createStore(false);
export const LOADING_HIDE_DELAY_MS = 500;

let hideTimer: ReturnType<typeof setTimeout> | undefined;

export function callStarted() {
  clearTimeout(hideTimer);
  pendingCalls.set((n) => n + 1);
  loadingVisible.set(true);
}

export function callEnded() {
  pendingCalls.set((n) => Math.max(0, n - 1));
  if (pendingCalls.get() === 0) {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => loadingVisible.set(false), LOADING_HIDE_DELAY_MS);
  }
}
