import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CheckCardResponse, PaymentStatusResponse } from '@parking/domain/contracts/reservation';
import type { Lang } from '@parking/domain/contracts/wire';
import { DomainError } from '@parking/domain/errors/codes';
import { cardDigits, cardIssues as domainCardIssues } from '@parking/domain/validation/card';
import type { Db } from '../db/client';
import { payments, reservations } from '../db/schema-reservations';
import { translateValidation } from '../i18n/validation-i18n';
import { findByReference, type ReservationRow } from '../reservations/reservation-repository';
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

export function createPaymentService(db: Db, provider: PaymentProvider) {
  async function reservationOr404(reference: string): Promise<ReservationRow> {
    const stored = await findByReference(db, reference);
    if (!stored) throw new DomainError('API_ERROR_NOT_FOUND', 404, { field: 'reference' });
    return stored.reservation;
  }

  async function latestPayment(reservationId: number) {
    const [row] = await db.select().from(payments).where(eq(payments.reservationId, reservationId)).orderBy(desc(payments.id)).limit(1);
    return row ?? null;
  }

  async function checkCard(reference: string, card: CardFields, now: Date, lang: Lang): Promise<CheckCardResponse> {
    const r = await reservationOr404(reference);
    if (r.status === 'cancelled') throw new DomainError('API_ERROR_RESERVATION_IS_CANCELLED', 409);
    if (r.paymentStatus === 'succeeded') throw new DomainError('API_ERROR_PAYMENT_NOT_ALLOWED', 409, { payment_status: r.paymentStatus });
    const { digits, issues } = cardIssues(card, now, lang);
    if (issues.length > 0) throw new DomainError('API_ERROR_VALIDATION', 400, issues);
    const result = await provider.checkCard({
      number: digits,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      cvc: card.cvc,
      amountCents: r.totalCents,
      reference: r.reference,
    });
    await db.transaction(async (tx) => {
      // A new attempt supersedes an unfinished challenge.
      await tx
        .update(payments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(payments.reservationId, r.id), eq(payments.status, 'requires_action')));
      await tx.insert(payments).values({
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
      await tx.update(reservations).set({ paymentMethod: 'card', paymentStatus: result.status }).where(eq(reservations.id, r.id));
    });
    return {
      status: result.status,
      ...(result.challengeUrl ? { challenge_url: `${result.challengeUrl}?lang=${r.lang}` } : {}),
    };
  }

  async function status(reference: string): Promise<PaymentStatusResponse> {
    const r = await reservationOr404(reference);
    const p = await latestPayment(r.id);
    return {
      payment_status: r.paymentStatus as PaymentStatusResponse['payment_status'],
      payment_method: r.paymentMethod as PaymentStatusResponse['payment_method'],
      last4: p?.last4 ?? null,
      brand: p?.brand ?? null,
    };
  }

  async function findChallenge(providerRef: string) {
    const [p] = await db
      .select({ payment: payments, reservation: reservations })
      .from(payments)
      .innerJoin(reservations, eq(payments.reservationId, reservations.id))
      .where(and(eq(payments.providerRef, providerRef), eq(payments.provider, provider.name)));
    return p ?? null;
  }

  /** The challenge page's answer; 'already' when the payment is no longer waiting for it. */
  async function completeChallenge(providerRef: string, outcome: ChallengeOutcome, now: Date) {
    const found = await findChallenge(providerRef);
    if (!found) return null;
    if (found.payment.status !== 'requires_action') return { found, result: 'already' as const };
    const result = await provider.confirmChallenge(providerRef, outcome);
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ status: result, updatedAt: now }).where(eq(payments.id, found.payment.id));
      await tx.update(reservations).set({ paymentStatus: result }).where(eq(reservations.id, found.reservation.id));
    });
    return { found, result };
  }

  /** Back to pay in parking: voids any open or paid card payment of the reservation. */
  async function cancel(reference: string, now: Date): Promise<PaymentStatusResponse> {
    const r = await reservationOr404(reference);
    if (r.status === 'cancelled') throw new DomainError('API_ERROR_RESERVATION_IS_CANCELLED', 409);
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.reservationId, r.id), inArray(payments.status, ['requires_action', 'succeeded', 'pending'])));
    for (const p of open) await provider.cancel(p.providerRef);
    await db.transaction(async (tx) => {
      if (open.length > 0) {
        await tx.update(payments).set({ status: 'cancelled', updatedAt: now }).where(inArray(payments.id, open.map((p) => p.id)));
      }
      await tx.update(reservations).set({ paymentMethod: 'parking', paymentStatus: 'not_required' }).where(eq(reservations.id, r.id));
    });
    return status(reference);
  }

  return { checkCard, status, findChallenge, completeChallenge, cancel };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
