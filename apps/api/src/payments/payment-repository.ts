import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, reservationExtras, reservations } from '../db/schema-reservations';

/**
 * The card payments' rows (`payments`) and the reservation columns a payment changes. Every
 * write of the payment service takes the reservation row first (lockReservation).
 */
export type ReservationRow = typeof reservations.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ReservationPaymentChange = Partial<Pick<ReservationRow, 'paymentMethod' | 'paymentStatus' | 'status' | 'paymentDueAt'>>;

const OPEN_PAYMENT = ['requires_action', 'pending'];

export async function findReservation(db: Db, id: number): Promise<ReservationRow | null> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

/** The reservation row, locked until the transaction ends: every payment write takes it first. */
export async function lockReservation(tx: Db, id: number): Promise<ReservationRow | null> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row ?? null;
}

export async function updateReservation(tx: Db, id: number, change: ReservationPaymentChange): Promise<void> {
  await tx.update(reservations).set(change).where(eq(reservations.id, id));
}

export async function latestPayment(db: Db, reservationId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reservationId, reservationId)).orderBy(desc(payments.id)).limit(1);
  return row ?? null;
}

export async function insertPayment(tx: Db, row: typeof payments.$inferInsert): Promise<void> {
  await tx.insert(payments).values(row);
}

/** A new attempt supersedes an unfinished challenge. */
export async function cancelChallenges(tx: Db, reservationId: number, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'requires_action')));
}

/** The payment of a provider reference with its reservation, or null. */
export async function findPaymentByRef(db: Db, provider: string, providerRef: string): Promise<{ payment: PaymentRow; reservation: ReservationRow } | null> {
  const [p] = await db
    .select({ payment: payments, reservation: reservations })
    .from(payments)
    .innerJoin(reservations, eq(payments.reservationId, reservations.id))
    .where(and(eq(payments.providerRef, providerRef), eq(payments.provider, provider)));
  return p ?? null;
}

export async function lockPayment(tx: Db, id: number): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

export async function setPaymentStatus(tx: Db, id: number, status: string, now: Date): Promise<void> {
  await tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, id));
}

export async function hasSucceededPayment(tx: Db, reservationId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'succeeded')));
  return rows.length > 0;
}

/** Cancels the reservations' open attempts (requires_action, pending); their provider references. */
export async function cancelOpenPayments(tx: Db, reservationIds: number[], now: Date): Promise<{ reservationId: number; providerRef: string }[]> {
  return tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(inArray(payments.reservationId, reservationIds), inArray(payments.status, OPEN_PAYMENT)))
    .returning({ reservationId: payments.reservationId, providerRef: payments.providerRef });
}

/** Claims (FOR UPDATE SKIP LOCKED) up to `limit` card bookings still pending_payment past their due time. */
export async function claimExpiredHolds(tx: Db, now: Date, limit: number) {
  return tx
    .select({ id: reservations.id, productId: reservations.productId, days: reservations.days, promoCode: reservations.promoCode })
    .from(reservations)
    .where(and(eq(reservations.status, 'pending_payment'), lte(reservations.paymentDueAt, now)))
    .orderBy(asc(reservations.paymentDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Cancels the reservations; an open payment state becomes cancelled too. */
export async function cancelReservations(tx: Db, ids: number[], now?: Date): Promise<void> {
  await tx
    .update(reservations)
    // issue 17: the booking's view says when (decision 0026)
    .set({ status: 'cancelled', ...(now ? { cancelledAt: now } : {}), paymentStatus: sql`case when ${reservations.paymentStatus} in ('requires_action', 'pending') then 'cancelled' else ${reservations.paymentStatus} end` })
    .where(inArray(reservations.id, ids));
}

export async function extrasOfReservations(tx: Db, ids: number[]) {
  return tx.select().from(reservationExtras).where(inArray(reservationExtras.reservationId, ids));
}

/** One reservation's extras in booking order. */
export async function extrasOfReservation(tx: Db, id: number) {
  return tx.select().from(reservationExtras).where(eq(reservationExtras.reservationId, id)).orderBy(asc(reservationExtras.id));
}

/**
 * Issue 17 (decision 0026): the expired bookings' history rows, one statement per batch: the
 * system cancelled them (unpaid card hold ended), price unchanged, nothing refunded.
 */
export async function recordExpiries(tx: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into reservation_changes (reservation_id, at, kind, actor, changes, price_before_cents, price_after_cents)
    select id, ${now.toISOString()}::timestamptz, 'cancel', 'system', '[{"field":"status","before":"pending_payment","after":"cancelled"}]'::jsonb, total_cents, total_cents
    from reservations where ${inArray(reservations.id, ids)}`);
}
