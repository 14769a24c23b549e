import { describe, expect, it } from 'vitest';
import { cancellationOutcome, changeRefusal, changeSettlement, freeCancellationUntil, isFreeCancellation } from './cancellation';

/**
 * Issue 17 point 1: "The cancellation terms are one rule in packages/domain (decide them and
 * write them in a decision record: for example free until 24 h before drop-off, then not
 * refundable; what happens to car services and washes) ... enforced by the server."
 * Decision 0026: free until 24 h before drop-off; then parking not refunded, washes and car
 * services refunded until drop-off; nothing from drop-off on.
 */
const start = new Date('2027-03-10T09:00:00Z');
const h = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
const base = { startAt: start, totalCents: 10_000, washCents: 1_500, carServiceCents: 2_000 };

describe('cancellationOutcome (decision 0026)', () => {
  it.each([
    // [case, status, hours before drop-off, paid, expected]
    ['a week before, paid by card: everything back', 'confirmed', 168, 10_000, { allowed: true, free: true, refundCents: 10_000, keptCents: 0 }],
    ['24 h 1 min before: still free', 'confirmed', 24 + 1 / 60, 10_000, { allowed: true, free: true, refundCents: 10_000, keptCents: 0 }],
    ['exactly 24 h before: the free window has ended', 'confirmed', 24, 10_000, { allowed: true, free: false, refundCents: 3_500, keptCents: 6_500 }],
    ['2 h before: washes and car services back, parking kept', 'confirmed', 2, 10_000, { allowed: true, free: false, refundCents: 3_500, keptCents: 6_500 }],
    ['pay at the car park: nothing paid, nothing back', 'confirmed', 168, 0, { allowed: true, free: true, refundCents: 0, keptCents: 0 }],
    ['pay at the car park inside 24 h: still cancellable, nothing to pay', 'confirmed', 3, 0, { allowed: true, free: false, refundCents: 0, keptCents: 0 }],
    ['card still pending: cancellable, nothing taken', 'pending_payment', 100, 0, { allowed: true, free: true, refundCents: 0, keptCents: 0 }],
    ['partly refunded before (a cheaper change): never more than paid', 'confirmed', 100, 4_000, { allowed: true, free: true, refundCents: 4_000, keptCents: 0 }],
    ['at drop-off: too late', 'confirmed', 0, 10_000, { allowed: false, reason: 'started' }],
    ['after drop-off: too late', 'confirmed', -5, 10_000, { allowed: false, reason: 'started' }],
    ['already cancelled', 'cancelled', 100, 0, { allowed: false, reason: 'cancelled' }],
  ] as const)('%s', (_case, status, hours, paid, expected) => {
    expect(cancellationOutcome({ ...base, status, now: h(hours), paidCents: paid })).toEqual(expected);
  });

  it('inside 24 h, a refund is capped by what was paid', () => {
    expect(cancellationOutcome({ ...base, status: 'confirmed', now: h(1), paidCents: 1_000 })).toEqual({ allowed: true, free: false, refundCents: 1_000, keptCents: 0 });
  });
});

describe('changeRefusal (decision 0026: changes while cancelling is free)', () => {
  it.each([
    ['a week before', 'confirmed', 168, null],
    ['pay-by-card booking still unpaid', 'pending_payment', 168, 'payment_pending'],
    ['cancelled', 'cancelled', 168, 'cancelled'],
    ['inside 24 h', 'confirmed', 10, 'change_window_closed'],
    ['started', 'confirmed', -1, 'started'],
  ] as const)('%s', (_case, status, hours, expected) => {
    expect(changeRefusal({ status, startAt: start, now: h(hours) })).toBe(expected);
  });
});

describe('changeSettlement', () => {
  it.each([
    ['card, dearer: charge the difference', { beforeCents: 5_000, afterCents: 7_250, paidByCard: true, paidCents: 5_000 }, { chargeCents: 2_250, refundCents: 0 }],
    ['card, cheaper: refund the difference', { beforeCents: 5_000, afterCents: 3_000, paidByCard: true, paidCents: 5_000 }, { chargeCents: 0, refundCents: 2_000 }],
    ['card, same price', { beforeCents: 5_000, afterCents: 5_000, paidByCard: true, paidCents: 5_000 }, { chargeCents: 0, refundCents: 0 }],
    ['car park: no money moves', { beforeCents: 5_000, afterCents: 9_000, paidByCard: false, paidCents: 0 }, { chargeCents: 0, refundCents: 0 }],
    ['card, cheaper than what is left paid: refund capped', { beforeCents: 5_000, afterCents: 0, paidByCard: true, paidCents: 3_000 }, { chargeCents: 0, refundCents: 3_000 }],
  ] as const)('%s', (_case, input, expected) => {
    expect(changeSettlement(input)).toEqual(expected);
  });
});

describe('freeCancellationUntil', () => {
  it('is 24 h before drop-off', () => {
    expect(freeCancellationUntil(start).toISOString()).toBe('2027-03-09T09:00:00.000Z');
    expect(isFreeCancellation(start, h(24.01))).toBe(true);
    expect(isFreeCancellation(start, h(23.99))).toBe(false);
  });
});
