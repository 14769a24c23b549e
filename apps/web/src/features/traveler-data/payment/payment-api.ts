import type { CheckCardRequest, CheckCardResponse, PaymentStatusResponse } from '@parking/domain/contracts/reservation';
import { apiGet, apiPost } from '../../../lib/api-client';

/*
 * Every call is opened by the reservation's access token (the create answer's
 * `reservation_token`, docs/decisions/0009), sent as a header so it never sits in a URL.
 * The booking number is not a credential and is not used here.
 */
const base = '/api/reservation/payment';
const opened = (token: string): RequestInit => ({ headers: { 'X-Reservation-Token': token } });

/** The card goes straight to the server; nothing here keeps or logs it. */
export function checkCard(token: string, card: CheckCardRequest): Promise<CheckCardResponse> {
  return apiPost<CheckCardResponse>(`${base}/check-card`, card, opened(token));
}

export function paymentStatus(token: string): Promise<PaymentStatusResponse> {
  return apiGet<PaymentStatusResponse>(base, { cache: 'no-store', ...opened(token) });
}

export function cancelPayment(token: string): Promise<unknown> {
  return apiPost<unknown>(`${base}/cancel`, {}, opened(token));
}

/** Payment states after which polling stops. */
export function paymentSettled(status: string): 'succeeded' | 'failed' | null {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'declined' || status === 'cancelled') return 'failed';
  return null;
}
