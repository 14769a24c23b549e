import { useSyncExternalStore } from 'react';

/**
 * The web app's one store of client state (design 3b/3c, decision 0012): one state object made
 * of named slices, one set of listeners, one notification per change. A module adds its slice
 * with `storeSlice` and keeps the slice's actions beside it; nothing else in the app keeps
 * module-level state (the exceptions are listed in decision 0012). Server data is not here: it
 * lives in the server cache (server-cache.ts).
 */
const slices: Record<string, unknown> = {};
const listeners = new Set<() => void>();

export function subscribeStore(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export interface StoreSlice<S> {
  get(): S;
  /** Replaces the slice (one notification). */
  set(next: S): void;
  /** Reads a part of the slice in a component; re-renders only when that part changes. */
  use<T>(select: (s: S) => T): T;
}

/** Adds the slice `key` to the store, starting at `initial()`. */
export function storeSlice<S>(key: string, initial: () => S): StoreSlice<S> {
  slices[key] = initial();
  const get = () => slices[key] as S;
  const set = (next: S) => {
    slices[key] = next;
    for (const l of listeners) l();
  };
  return {
    get,
    set,
    use(select) {
      const read = () => select(get());
      return useSyncExternalStore(subscribeStore, read, read);
    },
  };
}
