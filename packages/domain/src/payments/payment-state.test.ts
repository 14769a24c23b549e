import { describe, expect, it } from 'vitest';
import {
  canPayByCard,
  canSwitchToParking,
  initialReservationState,
  PAYMENT_HOLD_MINUTES,
  type PaymentStatus,
  PENDING_MAIL_DELAY_MINUTES,
  paymentHoldExpired,
  pendingMailDueAt,
  type ReservationStatus,
  statusAfterPayment,
} from './payment-state';

const PENDING = 'issue 7.7 "a card booking is pending_payment until the payment succeeds, then confirmed"';
const RETRY = 'issue 7.7 "a failed or abandoned 3-D Secure leaves it in a state the traveller can retry or switch to pay-at-car-park"';
const RELEASE = 'issue 7.7 "capacity held by an abandoned one is released after a documented time"';
const NEVER_VOID = 'issue 7.7 "Cancel payment never voids a succeeded payment"';

const NOW = new Date('2026-06-01T08:00:00Z');
const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);

describe('initialReservationState', () => {
  it(`${PENDING}: card`, () => {
    expect(initialReservationState('card', NOW)).toEqual({ status: 'pending_payment', paymentStatus: 'pending', paymentDueAt: minutes(PAYMENT_HOLD_MINUTES) });
  });
  it(`${PENDING}: paying at the car park is confirmed at once`, () => {
    expect(initialReservationState('parking', NOW)).toEqual({ status: 'confirmed', paymentStatus: 'not_required', paymentDueAt: null });
  });
});

describe('statusAfterPayment', () => {
  it.each<[string, ReservationStatus, PaymentStatus, ReservationStatus]>([
    [`${PENDING}: succeeded`, 'pending_payment', 'succeeded', 'confirmed'],
    [`${RETRY}: declined`, 'pending_payment', 'declined', 'pending_payment'],
    [`${RETRY}: 3-D Secure failed`, 'pending_payment', 'failed', 'pending_payment'],
    [`${RETRY}: 3-D Secure open`, 'pending_payment', 'requires_action', 'pending_payment'],
    [`${RELEASE}: a cancelled booking stays cancelled`, 'cancelled', 'succeeded', 'cancelled'],
  ])('%s', (_t, current, payment, expected) => {
    expect(statusAfterPayment(current, payment)).toBe(expected);
  });
});

describe('canPayByCard', () => {
  it.each<[string, ReservationStatus, PaymentStatus, Date | null, boolean]>([
    [`${RETRY}: after a failed challenge`, 'pending_payment', 'failed', minutes(10), true],
    [`${RETRY}: after a decline`, 'pending_payment', 'declined', minutes(10), true],
    [`${RELEASE}: not once the hold ended`, 'pending_payment', 'failed', minutes(0), false],
    [`${NEVER_VOID}: not twice`, 'confirmed', 'succeeded', null, false],
    ['a cancelled booking', 'cancelled', 'pending', null, false],
    ['a confirmed pay-at-car-park booking may still choose the card', 'confirmed', 'not_required', null, true],
  ])('%s', (_t, status, payment, due, expected) => {
    expect(canPayByCard(status, payment, due, NOW)).toBe(expected);
  });
});

describe('canSwitchToParking', () => {
  it.each<[string, ReservationStatus, PaymentStatus, boolean]>([
    [`${NEVER_VOID}`, 'confirmed', 'succeeded', false],
    [`${RETRY}: after a failed challenge`, 'pending_payment', 'failed', true],
    [`${RETRY}: during a challenge`, 'pending_payment', 'requires_action', true],
    ['a cancelled booking', 'cancelled', 'failed', false],
  ])('%s', (_t, status, payment, expected) => {
    expect(canSwitchToParking(status, payment)).toBe(expected);
  });
});

describe('paymentHoldExpired', () => {
  it.each<[string, ReservationStatus, Date | null, boolean]>([
    [`${RELEASE}: one minute before`, 'pending_payment', minutes(1), false],
    [`${RELEASE}: at the due instant`, 'pending_payment', minutes(0), true],
    [`${RELEASE}: after`, 'pending_payment', minutes(-5), true],
    [`${PENDING}: a confirmed booking never expires`, 'confirmed', minutes(-5), false],
  ])('%s', (_t, status, due, expected) => {
    expect(paymentHoldExpired(status, due, NOW)).toBe(expected);
  });
});

describe('pendingMailDueAt', () => {
  const ONLY_PAID = 'issue 9.1 "a card booking\'s mail is sent only once the payment succeeded, or says card paid"';
  it.each<[string, Date | null, Date]>([
    [`${ONLY_PAID}: the awaiting-payment mail waits ${PENDING_MAIL_DELAY_MINUTES} minutes`, minutes(PAYMENT_HOLD_MINUTES), minutes(PENDING_MAIL_DELAY_MINUTES)],
    [`${RELEASE}: never after the hold ends`, minutes(5), minutes(5)],
    [`${ONLY_PAID}: no hold, the delay alone`, null, minutes(PENDING_MAIL_DELAY_MINUTES)],
  ])('%s', (_rule, due, expected) => {
    expect(pendingMailDueAt(NOW, due)).toEqual(expected);
  });
  it('the delay is shorter than the hold, so the reminder can still be acted on', () => {
    expect(PENDING_MAIL_DELAY_MINUTES).toBeLessThan(PAYMENT_HOLD_MINUTES);
  });
});
