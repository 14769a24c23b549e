import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatePriceRequest, CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { ApiError } from '../../lib/api-client';
import { bookingStore } from '../booking/booking-store';
import { calculateOffer } from './calculate-offer';

/**
 * Recent answers by request: going back and forth between steps, or re-rendering a card,
 * must not ask the server again for the same price. Small, because every date, terminal or
 * extra change makes a new key and old ones are rarely wanted again.
 */
const CACHE_SIZE = 40;
const cache = new Map<string, CalculatePriceResponse>();

function remember(key: string, value: CalculatePriceResponse) {
  cache.delete(key);
  cache.set(key, value);
  while (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

/** tests only */
export function clearOfferCache() {
  cache.clear();
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, stable(v)]),
    );
  }
  return value;
}

/** Same request, same key, whatever the property order; the language is part of it (reasons). */
export function offerKey(req: CalculatePriceRequest, lang: string): string {
  return `${lang}|${JSON.stringify(stable(req))}`;
}

export interface OfferState {
  data: CalculatePriceResponse | undefined;
  error: ApiError | null;
  loading: boolean;
}

interface Settled {
  key: string;
  data: CalculatePriceResponse | undefined;
  error: ApiError | null;
}

function toApiError(err: unknown): ApiError {
  return err instanceof ApiError ? err : new ApiError(0, 'API_ERROR_UNKNOWN', null);
}

/**
 * Price of `req` (null: nothing to ask yet). A newer request aborts the one in flight so a
 * slow old answer never overwrites a newer one. While a calculation runs the store's
 * `offerPending` counts it (the tab bar shows its spinner). Errors are returned, not
 * bannered: each caller decides where the reason belongs.
 */
export function useOffer(req: CalculatePriceRequest | null, opts: { track?: boolean } = {}): OfferState {
  const track = opts.track ?? true;
  const { i18n } = useTranslation();
  const key = req ? offerKey(req, i18n.language || 'es') : null;
  const reqRef = useRef(req);
  reqRef.current = req;
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    const current = reqRef.current;
    if (key === null || current === null) return;
    if (cache.has(key)) return;
    const controller = new AbortController();
    const work = calculateOffer(current, { signal: controller.signal });
    (track ? bookingStore.trackOffer(work) : work).then(
      (data) => {
        remember(key, data);
        // A transition: several cards pricing at once re-render in slices, not one long task.
        if (!controller.signal.aborted) startTransition(() => setSettled({ key, data, error: null }));
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, data: undefined, error: toApiError(err) });
      },
    );
    return () => controller.abort();
  }, [key, track]);

  if (key === null) return { data: undefined, error: null, loading: false };
  const mine = settled?.key === key ? settled : null;
  const data = mine?.data ?? cache.get(key);
  const error = data ? null : (mine?.error ?? null);
  return { data, error, loading: !data && !error };
}
