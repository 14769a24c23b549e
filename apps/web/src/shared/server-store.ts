/*
 * The one cache of server data (design 3b): catalogue, prices, reservations. Requests with the
 * same key share one fetch (de-duplication); a fetch nobody waits for any more is aborted
 * (cancellation); answers are kept by key, the oldest dropped past MAX_ENTRIES. Failures are
 * reported to whoever waits and never cached, so the next read retries.
 *
 * Why not TanStack Query: the first screen (/where-when) needs the catalogue, and the first
 * screen's JavaScript is already within 1 KB of its 120 KB gz budget; TanStack Query's core
 * and React binding add ~12 KB gz. This is the part of it the app uses, in ~1 KB.
 *
 * This file is the store without React, which the early entry (src/early.ts, decision 0044)
 * loads before the framework chunk; the hook is in server-cache.ts.
 */

export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

export interface Entry {
  data?: unknown;
  error?: unknown;
  /** the fetch in flight */
  promise?: Promise<unknown>;
  controller?: AbortController;
  /** hooks reading this key plus imperative callers awaiting its fetch */
  users: number;
}

const MAX_ENTRIES = 60;
export const entries = new Map<string, Entry>();
export const listeners = new Map<string, Set<() => void>>();

export function entry(key: string): Entry {
  let e = entries.get(key);
  if (!e) {
    e = { users: 0 };
    entries.set(key, e);
    prune();
  } else {
    // Recently used keys go to the back: the front is the oldest.
    entries.delete(key);
    entries.set(key, e);
  }
  return e;
}

function prune() {
  for (const [key, e] of entries) {
    if (entries.size <= MAX_ENTRIES) break;
    if (e.users === 0 && !e.promise) entries.delete(key);
  }
}

function notify(key: string) {
  for (const l of listeners.get(key) ?? []) l();
}

export function release(key: string, e: Entry) {
  e.users = Math.max(0, e.users - 1);
  // Nobody waits for this answer any more: stop it (a microtask later, so a component that
  // unmounts and mounts again at once, as React's StrictMode does, keeps its request).
  queueMicrotask(() => {
    if (e.users === 0 && e.promise && e.controller) {
      e.controller.abort();
      e.promise = undefined;
      e.controller = undefined;
      notify(key);
    }
  });
}

export function start<T>(key: string, e: Entry, fetcher: Fetcher<T>): Promise<T> {
  if (e.promise) return e.promise as Promise<T>;
  const controller = new AbortController();
  const promise = fetcher(controller.signal).then(
    (data) => {
      if (e.promise === promise) {
        e.data = data;
        e.error = undefined;
        e.promise = undefined;
        e.controller = undefined;
        notify(key);
      }
      return data;
    },
    (error: unknown) => {
      if (e.promise === promise) {
        e.error = error;
        e.promise = undefined;
        e.controller = undefined;
        notify(key);
      }
      throw error;
    },
  );
  e.promise = promise;
  e.controller = controller;
  notify(key);
  return promise;
}

export const serverCache = {
  /**
   * The answer for `key`: the cached one, else the fetch in flight, else a new fetch.
   * `fresh` skips a cached answer (still joining a fetch in flight).
   */
  async fetch<T>(key: string, fetcher: Fetcher<T>, opts: { fresh?: boolean } = {}): Promise<T> {
    const e = entry(key);
    if (!opts.fresh && e.data !== undefined && !e.promise) return e.data as T;
    e.users += 1;
    try {
      return await start(key, e, fetcher);
    } finally {
      release(key, e);
    }
  },
  /** Drops every answer whose key starts with `prefix` (all with ''). */
  invalidate(prefix = '') {
    for (const [key, e] of entries) {
      if (!key.startsWith(prefix)) continue;
      e.data = undefined;
      e.error = undefined;
      notify(key);
    }
  },
};

