import type { CheckCardRequest, CheckCardResponse, PaymentStatusResponse } from '@parking/domain/contracts/reservation';
import { apiGet, apiPost } from '../../lib/api-client';

const base = (reference: string) => `/api/reservations/${encodeURIComponent(reference)}/payment`;

/** The card goes straight to the server; nothing here keeps or logs it. */
export function checkCard(reference: string, card: CheckCardRequest): Promise<CheckCardResponse> {
  return apiPost<CheckCardResponse>(`${base(reference)}/check-card`, card);
}

export function paymentStatus(reference: string): Promise<PaymentStatusResponse> {
  return apiGet<PaymentStatusResponse>(base(reference), { cache: 'no-store' });
}

export function cancelPayment(reference: string): Promise<unknown> {
  return apiPost<unknown>(`${base(reference)}/cancel`, {});
}

/** Payment states after which polling stops. */
export function paymentSettled(status: string): 'succeeded' | 'failed' | null {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'declined' || status === 'cancelled') return 'failed';
  return null;
}
