import { useSyncExternalStore } from 'react';

/** A tiny observable value shared outside React (api client) and inside it (hooks). */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  };
  return {
    get,
    set(next: T | ((prev: T) => T)) {
      value = typeof next === 'function' ? (next as (p: T) => T)(value) : next;
      for (const l of listeners) l();
    },
    subscribe,
    /** React hook: the current value, re-rendering on change. */
    useValue: (): T => useSyncExternalStore(subscribe, get, get),
  };
}
