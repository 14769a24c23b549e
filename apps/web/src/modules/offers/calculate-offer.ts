import type { CalculatePriceRequest, CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { apiPost } from '../../lib/api-client';

export const CALCULATE_OFFER_PATH = '/api/offers/calculate';

/**
 * POST /api/offers/calculate. The server alone computes every euro shown (design 1);
 * errors arrive as ApiError with the reason already in the request's language.
 */
export function calculateOffer(
  req: CalculatePriceRequest,
  init: { signal?: AbortSignal } = {},
): Promise<CalculatePriceResponse> {
  return apiPost<CalculatePriceResponse>(CALCULATE_OFFER_PATH, req, init);
}
