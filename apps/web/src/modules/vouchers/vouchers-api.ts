import type { VoucherType } from '@parking/domain/vouchers/voucher';
import type { ClientPointsResponse, PointsRecordView } from '@parking/domain/contracts/points';
import { apiGet } from '../../lib/api-client';

/*
 * Issue 19 wire shapes (the shared contract with the api): GET /api/client/promotion_vouchers,
 * GET /api/client/promotion_voucher_description/:id/html and GET /api/client/points. Amounts in
 * euros, dates as the offer's wire dates.
 */

/** One voucher the logged-in client may use for the stay being booked (spec 3 Voucher). */
export interface PromotionVoucher {
  id: number;
  code: string;
  /** in the request's language */
  name: string;
  /** percent, or null */
  dto: number | null;
  /** euros, or null */
  dto_euro: number | null;
  end_date: string | null;
  booking_begin_date: string | null;
  booking_end_date: string | null;
  min_stay_hours: number | null;
  id_lot: number | null;
  id_product: number | null;
  scope: string | null;
  type: VoucherType;
}

export interface PromotionVouchersResponse {
  promotion_vouchers: PromotionVoucher[];
}

/** The voucher the offer priced: `error` (in the request's language) when it does not apply. */
export interface OfferVoucher {
  id: number;
  code: string;
  name: string;
  error: string | null;
}

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

export function fetchVoucherDescription(id: number, signal?: AbortSignal): Promise<{ promotion_description: string }> {
  return apiGet<{ promotion_description: string }>(`/api/client/promotion_voucher_description/${id}/html`, { signal });
}

export function fetchPoints(signal?: AbortSignal): Promise<PointsResponse> {
  return apiGet<PointsResponse>('/api/client/points', { signal });
}
