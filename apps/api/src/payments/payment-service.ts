import { canPayByCard, canSwitchToParking, statusAfterPayment } from '@parking/domain/payments/payment-state';
import type { CheckCardResponse, PaymentStatus, PaymentStatusResponse, ReservationStatus } from '@parking/domain/contracts/reservation';
import type { Lang } from '@parking/domain/contracts/wire';
import { DomainError } from '@parking/domain/errors/codes';
import { cardDigits, cardIssues as domainCardIssues } from '@parking/domain/validation/card';
import type { Db } from '../db/client';
import { translateValidation } from '../i18n/validation-i18n';
import { reservationIdOfToken } from '../reservations/access-token-repository';
import type { QueueConfirmedMail } from './confirmed-mail';
import {
  cancelChallenges,
  cancelOpenPayments,
  findPaymentByRef,
  findReservation,
  hasSucceededPayment,
  insertPayment,
  latestPayment,
  lockPayment,
  lockReservation,
  type ReservationRow,
  setPaymentStatus,
  updateReservation,
} from './payment-repository';
import type { ChallengeOutcome, PaymentProvider } from './payment-provider';

export interface CardFields {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** Field errors of a card form, in the request's language; `now` decides the expiry. */
export function cardIssues(card: CardFields, now: Date, lang: Lang) {
  // The same checks as the web card form (packages/domain/src/validation/card.ts).
  const issues = domainCardIssues(card, now).map((i) => ({ field: i.field, code: i.code, reason: translateValidation(lang, { key: i.key }) }));
  return { digits: cardDigits(card.card_number), issues };
}

/**
 * Card payments of a reservation, opened by its access token (decision 0009). The state rules
 * are packages/domain/src/payments/payment-state.ts: pending_payment until the payment
 * succeeds, retry or pay at the car park after a failure, a succeeded payment is never voided.
 * Every write locks the reservation row first (SELECT ... FOR UPDATE), so a challenge answer,
 * a "pay at the car park" and the expiry sweep never interleave.
 */
export interface PaymentMailDeps {
  /** writes the confirmation mail in the transaction that confirms a pending card booking */
  queueConfirmedMail: QueueConfirmedMail;
  /** sends an outbox row after the commit (never throws; the relay retries) */
  deliver: (outboxId: number) => Promise<boolean>;
}

export function createPaymentService(db: Db, provider: PaymentProvider, mail: PaymentMailDeps | null = null) {
  /**
   * Issue 9.1: a pending card booking that becomes confirmed gets its confirmation mail now,
   * saying how it is paid (confirmed-mail.ts). `after` is the row as just updated.
   */
  async function mailIfConfirmed(tx: Db, before: ReservationRow, after: ReservationRow, now: Date): Promise<number | null> {
    if (!mail || before.status !== 'pending_payment' || after.status !== 'confirmed') return null;
    return mail.queueConfirmedMail(tx, after, now);
  }

  async function deliver(outboxId: number | null): Promise<void> {
    if (mail && outboxId !== null) await mail.deliver(outboxId);
  }

  async function reservationOr404(token: string | null): Promise<ReservationRow> {
    const id = await reservationIdOfToken(db, token);
    const row = id === null ? null : await findReservation(db, id);
    if (!row) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'reservation_token' });
    return row;
  }

  function refuseCard(r: ReservationRow, now: Date): void {
    if (r.status === 'cancelled') throw new DomainError('API_ERROR_RESERVATION_IS_CANCELLED');
    if (!canPayByCard(r.status as ReservationStatus, r.paymentStatus as PaymentStatus, r.paymentDueAt, now)) {
      throw new DomainError('API_ERROR_PAYMENT_NOT_ALLOWED', { payment_status: r.paymentStatus, payment_due_at: r.paymentDueAt?.toISOString() ?? null });
    }
  }

  /** A charge the provider made that the reservation can no longer take: given back at once. */
  async function voidQuietly(providerRef: string): Promise<void> {
    await provider.cancel(providerRef);
  }

  async function checkCard(token: string | null, card: CardFields, now: Date, lang: Lang): Promise<CheckCardResponse> {
    const r = await reservationOr404(token);
    refuseCard(r, now);
    const { digits, issues } = cardIssues(card, now, lang);
    if (issues.length > 0) throw new DomainError('API_ERROR_VALIDATION', issues);
    const result = await provider.checkCard({
      number: digits,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cvc: card.cvc,
      amountCents: r.totalCents,
      reference: r.reference,
    });
    let outboxId: number | null = null;
    try {
      outboxId = await db.transaction(async (tx) => {
        // Again under the lock: the sweep, another tab's payment or "pay at the car park"
        // may have changed the reservation while the provider answered.
        const locked = await lockReservation(tx, r.id);
        if (!locked) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'reservation_token' });
        refuseCard(locked, now);
        // A new attempt supersedes an unfinished challenge.
        await cancelChallenges(tx, r.id, now);
        await insertPayment(tx, {
          reservationId: r.id,
          provider: provider.name,
          providerRef: result.providerRef,
          status: result.status,
          amountCents: r.totalCents,
          brand: result.brand,
          last4: result.last4,
          createdAt: now,
          updatedAt: now,
        });
        const status = statusAfterPayment(locked.status as ReservationStatus, result.status);
        const change = { paymentMethod: 'card', paymentStatus: result.status, status, ...(status === 'confirmed' ? { paymentDueAt: null } : {}) };
        await updateReservation(tx, r.id, change);
        return mailIfConfirmed(tx, locked, { ...locked, ...change }, now);
      });
    } catch (err) {
      if (result.status !== 'declined') await voidQuietly(result.providerRef);
      throw err;
    }
    await deliver(outboxId);
    return {
      status: result.status,
      ...(result.challengeUrl ? { challenge_url: `${result.challengeUrl}?lang=${r.lang}` } : {}),
    };
  }

  async function status(token: string | null): Promise<PaymentStatusResponse> {
    const r = await reservationOr404(token);
    const p = await latestPayment(db, r.id);
    return {
      payment_status: r.paymentStatus as PaymentStatusResponse['payment_status'],
      payment_method: r.paymentMethod as PaymentStatusResponse['payment_method'],
      last4: p?.last4 ?? null,
      brand: p?.brand ?? null,
      status: r.status as ReservationStatus,
      payment_due_at: r.paymentDueAt ? r.paymentDueAt.toISOString() : null,
    };
  }

  function findChallenge(providerRef: string) {
    return findPaymentByRef(db, provider.name, providerRef);
  }

  /**
   * The challenge page's answer; 'already' when the payment is no longer waiting for it. An
   * authorisation that comes too late (the attempt was superseded, the traveller chose the
   * car park, the hold expired) is voided at the provider, never kept.
   */
  async function completeChallenge(providerRef: string, outcome: ChallengeOutcome, now: Date) {
    const found = await findChallenge(providerRef);
    if (!found) return null;
    if (found.payment.status !== 'requires_action') return { found, result: 'already' as const };
    const result = await provider.confirmChallenge(providerRef, outcome);
    const { settled, outboxId } = await db.transaction(async (tx) => {
      const locked = await lockReservation(tx, found.reservation.id);
      const payment = await lockPayment(tx, found.payment.id);
      if (!locked || !payment || payment.status !== 'requires_action') return { settled: 'already' as const, outboxId: null };
      if (locked.status === 'cancelled') {
        await setPaymentStatus(tx, payment.id, 'cancelled', now);
        return { settled: 'failed' as const, outboxId: null };
      }
      await setPaymentStatus(tx, payment.id, result, now);
      const status = statusAfterPayment(locked.status as ReservationStatus, result);
      const change = { paymentStatus: result, status, ...(status === 'confirmed' ? { paymentDueAt: null } : {}) };
      await updateReservation(tx, locked.id, change);
      return { settled: result, outboxId: await mailIfConfirmed(tx, locked, { ...locked, ...change }, now) };
    });
    await deliver(outboxId);
    if (result === 'succeeded' && settled !== 'succeeded') await voidQuietly(providerRef);
    return { found, result: settled };
  }

  /**
   * Back to pay at the car park: the booking is confirmed unpaid and any unfinished card
   * attempt is cancelled. Never over a succeeded payment (409): money taken is not voided here.
   */
  async function cancel(token: string | null, now: Date): Promise<PaymentStatusResponse> {
    const r = await reservationOr404(token);
    const open = await db.transaction(async (tx) => {
      const locked = await lockReservation(tx, r.id);
      if (!locked) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'reservation_token' });
      if (locked.status === 'cancelled') throw new DomainError('API_ERROR_RESERVATION_IS_CANCELLED');
      if (!canSwitchToParking(locked.status as ReservationStatus, locked.paymentStatus as PaymentStatus) || (await hasSucceededPayment(tx, r.id))) {
        throw new DomainError('API_ERROR_PAYMENT_NOT_ALLOWED', { payment_status: 'succeeded' });
      }
      const rows = await cancelOpenPayments(tx, [r.id], now);
      const change = { paymentMethod: 'parking', paymentStatus: 'not_required', status: 'confirmed', paymentDueAt: null };
      await updateReservation(tx, r.id, change);
      return { rows, outboxId: await mailIfConfirmed(tx, locked, { ...locked, ...change }, now) };
    });
    for (const p of open.rows) await voidQuietly(p.providerRef);
    await deliver(open.outboxId);
    return status(token);
  }

  return { checkCard, status, findChallenge, completeChallenge, cancel };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
