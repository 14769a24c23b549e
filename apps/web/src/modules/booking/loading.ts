import { bookingStore, useBookingSelector } from './booking-store';

/** Spec 4: the loading counter increments after 1 s on normal start, immediately on fast start. */
export const LOADING_START_DELAY_MS = 1000;

const count = (step: 1 | -1) => bookingStore.update({ loading: Math.max(0, bookingStore.get().loading + step) });

/** Starts a loading period and returns its stop function (idempotent). The counter is the app-state slice's (booking-store.ts). */
export function startLoading(opts: { fast?: boolean } = {}): () => void {
  let counted = false;
  let stopped = false;
  const begin = () => {
    if (stopped) return;
    counted = true;
    count(1);
  };
  const timer = opts.fast ? null : setTimeout(begin, LOADING_START_DELAY_MS);
  if (opts.fast) begin();
  return () => {
    if (stopped) return;
    stopped = true;
    if (timer) clearTimeout(timer);
    if (counted) count(-1);
  };
}

export function loadingCount(): number {
  return bookingStore.get().loading;
}

export function useLoading(): boolean {
  return useBookingSelector((s) => s.loading > 0);
}
