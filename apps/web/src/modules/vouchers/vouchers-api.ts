import type { OfferVoucher, PromotionDescriptionResponse, PromotionVouchersResponse, PromotionVoucherWire } from '@parking/domain/contracts/voucher';
import type { ClientPointsResponse, PointsRecordView } from '@parking/domain/contracts/points';
import { apiGet } from '../../lib/api-client';

/*
 * Issue 19 wire shapes (the shared contract with the api): GET /api/client/promotion_vouchers,
 * GET /api/client/promotion_voucher_description/:id/html and GET /api/client/points. Amounts in
 * euros, dates as the offer's wire dates.
 */

/** One voucher the logged-in client may use for the stay being booked (spec 3 Voucher). */
export type PromotionVoucher = PromotionVoucherWire;
export type { OfferVoucher, PromotionVouchersResponse };

/** GET /api/client/points (the points contract, contracts/points.ts). */
export type PointsResponse = ClientPointsResponse;
export type PointsRecord = PointsRecordView;

/** Spec 3 Voucher query: start_date, end_date, id_lot, id_product. */
export interface VoucherQuery {
  start_date: string;
  end_date: string;
  id_lot: number | null;
  id_product: number | null;
}

export const VOUCHERS_PATH = '/api/client/promotion_vouchers';

export function voucherQueryString(q: VoucherQuery): string {
  const params = new URLSearchParams({ start_date: q.start_date, end_date: q.end_date });
  if (q.id_lot !== null) params.set('id_lot', String(q.id_lot));
  if (q.id_product !== null) params.set('id_product', String(q.id_product));
  return params.toString();
}

export function fetchVouchers(q: VoucherQuery, signal?: AbortSignal): Promise<PromotionVouchersResponse> {
  return apiGet<PromotionVouchersResponse>(`${VOUCHERS_PATH}?${voucherQueryString(q)}`, { signal });
}

export function fetchVoucherDescription(id: number, signal?: AbortSignal): Promise<PromotionDescriptionResponse> {
  return apiGet<PromotionDescriptionResponse>(`/api/client/promotion_voucher_description/${id}/html`, { signal });
}

export function fetchPoints(signal?: AbortSignal): Promise<PointsResponse> {
  return apiGet<PointsResponse>('/api/client/points', { signal });
}
