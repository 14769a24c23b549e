import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { type Entry, entries, entry, type Fetcher, listeners, release, start } from './server-store';

// The React side of the server cache (the store itself: server-store.ts).
export { serverCache } from './server-store';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

const IDLE: QueryState<never> = { data: undefined, error: null, loading: false };
const LOADING: QueryState<never> = { data: undefined, error: null, loading: true };

/** One object per change of an entry, so useSyncExternalStore sees a new value only then. */
const views = new WeakMap<Entry, QueryState<unknown>>();
function viewOf(e: Entry | undefined): QueryState<unknown> {
  if (!e) return LOADING;
  let v = views.get(e);
  const data = e.data;
  const error = data === undefined ? (e.error ?? null) : null;
  if (!v || v.data !== data || v.error !== error) {
    v = { data, error, loading: data === undefined && error === null };
    views.set(e, v);
  }
  return v;
}

/**
 * Reads `key` (null: nothing to read) and fetches it while mounted when it is not cached. A
 * key change or unmount releases the old key, which aborts its fetch if nobody else waits.
 */
export function useServerQuery<T>(key: string | null, fetcher: Fetcher<T>): QueryState<T> {
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const subscribe = useCallback(
    (l: () => void) => {
      if (key === null) return () => undefined;
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(l);
      return () => set.delete(l);
    },
    [key],
  );
  const read = () => (key === null ? IDLE : viewOf(entries.get(key)));
  const view = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    if (key === null) return;
    const e = entry(key);
    e.users += 1;
    if (e.data === undefined && !e.promise) {
      e.error = undefined;
      start(key, e, fetcherRef.current).catch(() => undefined);
    }
    return () => release(key, e);
  }, [key]);

  return view as QueryState<T>;
}
