import type { PaymentStatusResponse } from '@parking/domain/contracts/reservation';
import { apiGet, apiPost } from '../../lib/api-client';

// The reservation's access token opens these (decision 0009), sent as a header, never in a URL.
const base = '/api/reservation/payment';
const opened = (token: string): RequestInit => ({ headers: { 'X-Reservation-Token': token } });

/** Until when an unpaid card booking holds its space (payment_due_at). */
export function requestPaymentStatus(token: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return apiGet<PaymentStatusResponse>(base, { cache: 'no-store', signal, ...opened(token) });
}

/** Give up the card: the booking is confirmed at once, paid at the car park. */
export function payInParking(token: string): Promise<unknown> {
  return apiPost<unknown>(`${base}/cancel`, {}, opened(token));
}
