/**
 * Issue 17: what a traveller may do with a booking after booking it, and what a cancellation
 * gives back (docs/decisions/0026-cancel-change-link-agent.md). ONE rule: the api enforces it
 * (cancel and change routes) and the web shows it in words (products card, price block,
 * confirmation) from the same function. Time-dependent: `now` is a parameter.
 *
 * - Free cancellation until FREE_CANCELLATION_HOURS (24 h) before drop-off (the booking's
 *   start): everything paid is refunded.
 * - From then until drop-off: the booking may still be cancelled; the parking (days, space
 *   and double-space extras) is not refunded, washes and car services are (no work was done).
 * - From drop-off on, the booking can be neither cancelled nor changed.
 * - Changes are allowed while the free cancellation lasts (a change inside it could otherwise
 *   lower a non-refundable price); never on a cancelled booking nor while a card payment is
 *   still pending (pay or switch to the car park first).
 * - A booking paid at the car park has nothing to refund: it is cancelled free of charge
 *   until drop-off.
 * - The promo code's use, the parking days and every extra's days are given back on every
 *   cancellation, whatever the refund.
 */

export const FREE_CANCELLATION_HOURS = 24;

export type ManageStatus = 'pending_payment' | 'confirmed' | 'cancelled';

/** Why a booking cannot be cancelled or changed; keys of the `manage` namespace (`why_*`). */
export type ManageRefusal = 'cancelled' | 'started' | 'change_window_closed' | 'payment_pending' | 'car_services_held';

/** The instant free cancellation (and changing) ends: 24 h before drop-off. */
export function freeCancellationUntil(startAt: Date): Date {
  return new Date(startAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
}

/** Whether cancelling at `now` is still free (everything refunded). */
export function isFreeCancellation(startAt: Date, now: Date): boolean {
  return now.getTime() < freeCancellationUntil(startAt).getTime();
}

export interface CancellationInput {
  status: ManageStatus;
  startAt: Date;
  now: Date;
  /** what the booking costs, cents */
  totalCents: number;
  /** the washes' share of the total (extras of kind 'wash'), cents */
  washCents: number;
  /** the car services' share of the total (workshop orders, ferry removal), cents */
  carServiceCents: number;
  /** money actually taken by card and not yet refunded, cents (0 for pay at the car park) */
  paidCents: number;
}

export type CancellationOutcome =
  | { allowed: false; reason: ManageRefusal }
  | {
      allowed: true;
      /** inside the free window: everything refunded */
      free: boolean;
      /** what goes back to the card, cents (never more than was paid) */
      refundCents: number;
      /** what the booking keeps of what was paid, cents */
      keptCents: number;
    };

/** Whether the booking may be cancelled at `now`, and how much of what was paid goes back. */
export function cancellationOutcome(i: CancellationInput): CancellationOutcome {
  if (i.status === 'cancelled') return { allowed: false, reason: 'cancelled' };
  if (i.now.getTime() >= i.startAt.getTime()) return { allowed: false, reason: 'started' };
  const paid = Math.max(0, i.paidCents);
  const free = isFreeCancellation(i.startAt, i.now);
  const refundable = free ? i.totalCents : Math.max(0, i.washCents) + Math.max(0, i.carServiceCents);
  const refundCents = Math.min(paid, Math.max(0, refundable));
  return { allowed: true, free, refundCents, keptCents: paid - refundCents };
}

export interface ChangeInput {
  status: ManageStatus;
  startAt: Date;
  now: Date;
}

/** Whether the booking may be changed at `now` (null) or why not. */
export function changeRefusal(i: ChangeInput): ManageRefusal | null {
  if (i.status === 'cancelled') return 'cancelled';
  if (i.now.getTime() >= i.startAt.getTime()) return 'started';
  if (i.status === 'pending_payment') return 'payment_pending';
  if (!isFreeCancellation(i.startAt, i.now)) return 'change_window_closed';
  return null;
}

/**
 * The money a change moves: positive `chargeCents` to take by card, positive `refundCents`
 * to give back, from the prices before and after. A booking paid at the car park moves no
 * money (it pays the new price there); a card booking is charged or refunded the difference,
 * a refund never more than was paid.
 */
export function changeSettlement(i: { beforeCents: number; afterCents: number; paidByCard: boolean; paidCents: number }): { chargeCents: number; refundCents: number } {
  if (!i.paidByCard) return { chargeCents: 0, refundCents: 0 };
  const diff = i.afterCents - i.beforeCents;
  if (diff >= 0) return { chargeCents: diff, refundCents: 0 };
  return { chargeCents: 0, refundCents: Math.min(-diff, Math.max(0, i.paidCents)) };
}
