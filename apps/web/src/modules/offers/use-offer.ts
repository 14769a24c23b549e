import { useTranslation } from 'react-i18next';
import type { CalculatePriceRequest, CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { ApiError } from '../../lib/api-client';
import { serverCache, useServerQuery } from '../../shared/server-cache';
import { calculateOffer } from './calculate-offer';
import * as offerActions from '../booking/offer-actions';

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
  return `offer|${lang}|${JSON.stringify(stable(req))}`;
}

/**
 * The one pricing path: every price the page shows (product cards, the stored booking's offer)
 * is asked through here, so equal requests share one call and one cached answer. `fresh`
 * asks the server again even when an answer is cached (a change the traveller made).
 */
export function priceOffer(req: CalculatePriceRequest, lang: string, opts: { fresh?: boolean; track?: boolean } = {}): Promise<CalculatePriceResponse> {
  const work = serverCache.fetch(offerKey(req, lang), (signal) => calculateOffer(req, { signal }), { fresh: opts.fresh });
  return opts.track === false ? work : offerActions.trackOffer(work);
}

/** tests only */
export function clearOfferCache() {
  serverCache.invalidate('offer|');
}

export interface OfferState {
  data: CalculatePriceResponse | undefined;
  error: ApiError | null;
  loading: boolean;
}

function toApiError(err: unknown): ApiError {
  return err instanceof ApiError ? err : new ApiError(0, 'API_ERROR_UNKNOWN', null);
}

/**
 * Price of `req` (null: nothing to ask yet), through the server cache: a request nobody reads
 * any more is aborted, so a slow old answer never shows. While a calculation runs the store's
 * `offerPending` counts it (the tab bar shows its spinner). Errors are returned, not bannered:
 * each caller decides where the reason belongs.
 */
export function useOffer(req: CalculatePriceRequest | null, opts: { track?: boolean } = {}): OfferState {
  const track = opts.track ?? true;
  const { i18n } = useTranslation();
  const key = req ? offerKey(req, i18n.language || 'es') : null;
  const q = useServerQuery<CalculatePriceResponse>(key, (signal) => {
    const work = calculateOffer(req as CalculatePriceRequest, { signal });
    return track ? offerActions.trackOffer(work) : work;
  });
  return { data: q.data, error: q.error ? toApiError(q.error) : null, loading: q.loading };
}
