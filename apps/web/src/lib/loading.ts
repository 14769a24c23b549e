import { useSyncExternalStore } from 'react';

/** Spec 4: the loading counter increments after 1 s on normal start, immediately on fast start. */
export const LOADING_START_DELAY_MS = 1000;

let count = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Starts a loading period and returns its stop function (idempotent). */
export function startLoading(opts: { fast?: boolean } = {}): () => void {
  let counted = false;
  let stopped = false;
  const begin = () => {
    if (stopped) return;
    counted = true;
    count += 1;
    emit();
  };
  const timer = opts.fast ? null : setTimeout(begin, LOADING_START_DELAY_MS);
  if (opts.fast) begin();
  return () => {
    if (stopped) return;
    stopped = true;
    if (timer) clearTimeout(timer);
    if (counted) {
      count = Math.max(0, count - 1);
      emit();
    }
  };
}

export function loadingCount(): number {
  return count;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

export function useLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => count > 0,
    () => false,
  );
}
