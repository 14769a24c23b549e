/** How a booking is paid: at the car park, or by card when booking. */
export const PAYMENT_METHODS = ['parking', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A card booking is pending_payment until its payment succeeds (docs/decisions/0009). */
export type ReservationStatus = 'pending_payment' | 'confirmed' | 'cancelled';
export type PaymentStatus = 'not_required' | 'pending' | 'requires_action' | 'succeeded' | 'declined' | 'failed' | 'cancelled';

/*
 * Issue 7 point 7, "Payment state tells the truth": a card booking is `pending_payment` until
 * the payment succeeds, then `confirmed`; a failed or abandoned 3-D Secure leaves it in a
 * state the traveller can retry or switch to pay-at-car-park; capacity held by an abandoned
 * one is released after a documented time; "cancel payment" never voids a succeeded payment.
 * The time is documented in docs/decisions/0009-reservation-access-token.md.
 */

/** How long an unpaid card booking holds its space before the sweep gives it back. */
export const PAYMENT_HOLD_MINUTES = 30;

/**
 * How long a card booking's "awaiting payment" mail waits in the outbox (issue 9.1): a card
 * paid within this time never gets that mail, only the confirmation that says it was paid;
 * a traveller who left mid-payment gets it as a reminder while the space is still held.
 */
export const PENDING_MAIL_DELAY_MINUTES = 10;

/** When the "awaiting payment" mail of a card booking made at `createdAt` may be sent. */
export function pendingMailDueAt(createdAt: Date, paymentDueAt: Date | null): Date {
  const at = createdAt.getTime() + PENDING_MAIL_DELAY_MINUTES * 60_000;
  // Never after the hold ends: the reminder must arrive while paying is still possible.
  return new Date(paymentDueAt === null ? at : Math.min(at, paymentDueAt.getTime()));
}

/** The state a new booking starts in. */
export function initialReservationState(method: PaymentMethod, now: Date): {
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  paymentDueAt: Date | null;
} {
  if (method === 'card') {
    return { status: 'pending_payment', paymentStatus: 'pending', paymentDueAt: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000) };
  }
  return { status: 'confirmed', paymentStatus: 'not_required', paymentDueAt: null };
}

/** The reservation's status once its card payment ended in `payment`. */
export function statusAfterPayment(current: ReservationStatus, payment: PaymentStatus): ReservationStatus {
  if (current === 'cancelled') return 'cancelled';
  if (payment === 'succeeded') return 'confirmed';
  // declined, failed, requires_action, cancelled: still unpaid, the traveller may retry or
  // switch to paying at the car park until the hold ends.
  return current;
}

/** May the traveller (still) pay this reservation by card? */
export function canPayByCard(status: ReservationStatus, payment: PaymentStatus, paymentDueAt: Date | null, now: Date): boolean {
  if (status === 'cancelled' || payment === 'succeeded') return false;
  if (status === 'pending_payment' && paymentDueAt !== null && now.getTime() >= paymentDueAt.getTime()) return false;
  return true;
}

/**
 * May "cancel payment" (back to paying at the car park) run? Never over a succeeded payment:
 * that money was taken and only a refund, not this button, may give it back.
 */
export function canSwitchToParking(status: ReservationStatus, payment: PaymentStatus): boolean {
  return status !== 'cancelled' && payment !== 'succeeded';
}

/** Has an unpaid card booking's hold ended at `now` (the sweep then cancels it)? */
export function paymentHoldExpired(status: ReservationStatus, paymentDueAt: Date | null, now: Date): boolean {
  return status === 'pending_payment' && paymentDueAt !== null && now.getTime() >= paymentDueAt.getTime();
}
