import { ApiError } from '../../lib/api-client';
import { type BannerError, bookingStore, useBookingSelector } from './booking-store';

export type { BannerError };

function dialogOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('dialog[open]') !== null;
}

/** The api sends `alternative_offer: null` when no other product has room: that one is bannered. */
function hasAlternative(details: unknown): boolean {
  if (typeof details !== 'object' || details === null) return false;
  const alt = (details as { alternative_offer?: unknown }).alternative_offer;
  return typeof alt === 'object' && alt !== null;
}

/**
 * Spec 8: HTTP errors show the reason (else the standard text) and scroll to top, unless a
 * dialog is open. Out-of-stock with an alternative offer goes to its own dialog instead.
 * The banner is the app-state slice's `error` (booking-store.ts).
 */
export function showError(err: unknown): void {
  const e = err instanceof ApiError ? err : new ApiError(0, 'API_ERROR_UNKNOWN', null);
  if (e.code === 'API_ERROR_RESERVATION_OUT_OF_STOCK' && hasAlternative(e.details)) return;
  if (e.code === 'API_ERROR_RESERVATION_IS_CANCELLED') return;
  if (dialogOpen()) return;
  // A new id each time, so the same error shown twice in a row is a new banner.
  const id = (bookingStore.get().error?.id ?? 0) + 1;
  bookingStore.update({ error: { id, reason: e.reason, code: e.code } });
  if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

export function clearError(): void {
  if (bookingStore.get().error !== null) bookingStore.update({ error: null });
}

export function useErrorBanner(): { error: BannerError | null; clear: () => void } {
  const error = useBookingSelector((s) => s.error);
  return { error, clear: clearError };
}
