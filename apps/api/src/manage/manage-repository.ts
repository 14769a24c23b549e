import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dailyCapacity, extraDailyCapacity } from '../db/schema';
import { users } from '../db/schema-accounts';
import { agentTokens, paymentRefunds, reservationChanges } from '../db/schema-manage';
import { billingProfiles, payments, reservationExtras, reservations } from '../db/schema-reservations';

/**
 * Issue 17's SQL (decision 0026): agent tokens, history rows, refunds, and the writes of a
 * cancellation and a change. Every write runs inside the caller's transaction, which has
 * locked the reservation row first (lockReservationRow); capacity rows are then touched in
 * the bookings' lock order (parking by product and day, then extras by product, extra, day).
 */

export type ReservationRow = typeof reservations.$inferSelect;
export type HistoryRow = typeof reservationChanges.$inferSelect;

/** The reservation row, locked until the transaction ends (the payment service and the sweep lock it too). */
export async function lockReservationRow(tx: Db, id: number): Promise<ReservationRow | null> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
  return row ?? null;
}

export async function reservationIdAndHash(db: Db, id: number): Promise<{ id: number; hash: string; reference: string } | null> {
  const [row] = await db.select({ id: reservations.id, hash: reservations.hash, reference: reservations.reference }).from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

/** The owner columns of a reservation (ownsReservation). */
export async function reservationOwners(db: Db, id: number): Promise<{ userId: number | null; agencyId: number | null } | null> {
  const [row] = await db.select({ userId: reservations.userId, agencyId: reservations.agencyId }).from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

export async function reservationIdOfReference(db: Db, reference: string): Promise<number | null> {
  const [row] = await db.select({ id: reservations.id }).from(reservations).where(eq(reservations.reference, reference));
  return row?.id ?? null;
}

// --- agent tokens

export async function insertAgentToken(db: Db, row: typeof agentTokens.$inferInsert): Promise<void> {
  await db.insert(agentTokens).values(row);
}

/** The reservation and agent an agent token opens at `now`, or null (unknown or expired). */
export async function findAgentToken(db: Db, tokenHash: string, now: Date): Promise<{ reservationId: number; agent: string } | null> {
  const [row] = await db
    .select({ reservationId: agentTokens.reservationId, agent: agentTokens.agent })
    .from(agentTokens)
    .where(and(eq(agentTokens.tokenHash, tokenHash), gt(agentTokens.expiresAt, now)));
  return row ?? null;
}

// --- payments and refunds

/** Succeeded card payments of a reservation, newest first, with what each has had refunded. */
export async function succeededPayments(tx: Db, reservationId: number): Promise<{ id: number; providerRef: string; amountCents: number; refundedCents: number; brand: string | null; last4: string | null }[]> {
  const rows = await tx
    .select({
      id: payments.id,
      providerRef: payments.providerRef,
      amountCents: payments.amountCents,
      brand: payments.brand,
      last4: payments.last4,
      // table names spelled out: inside a sub-select a bare "id" would be the refund's own
      refundedCents: sql<number>`coalesce((select sum(pr.amount_cents) from payment_refunds pr where pr.payment_id = "payments"."id"), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id));
  return rows.map((r) => ({ ...r, refundedCents: Number(r.refundedCents) }));
}

export async function insertPaymentRow(tx: Db, row: typeof payments.$inferInsert): Promise<void> {
  await tx.insert(payments).values(row);
}

export async function insertRefund(tx: Db, row: typeof paymentRefunds.$inferInsert): Promise<void> {
  await tx.insert(paymentRefunds).values(row);
}

// --- history

export async function insertHistory(tx: Db, row: typeof reservationChanges.$inferInsert): Promise<HistoryRow> {
  const [inserted] = await tx.insert(reservationChanges).values(row).returning();
  return inserted!;
}

export async function historyOf(db: Db, reservationId: number): Promise<HistoryRow[]> {
  return db.select().from(reservationChanges).where(eq(reservationChanges.reservationId, reservationId)).orderBy(asc(reservationChanges.at), asc(reservationChanges.id));
}

// --- cancellation

/** The reservation as cancelled: status, when, what went back; an open card attempt is cancelled too. */
export async function markCancelled(tx: Db, id: number, now: Date, refundCents: number): Promise<void> {
  await tx
    .update(reservations)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      refundedCents: sql`${reservations.refundedCents} + ${refundCents}`,
      paymentDueAt: null,
      paymentStatus: sql`case when ${reservations.paymentStatus} in ('requires_action', 'pending') then 'cancelled' else ${reservations.paymentStatus} end`,
    })
    .where(eq(reservations.id, id));
}

// --- change

/** One capacity row a change moves: +1 (a day the changed booking newly holds) or -1 (one it no longer holds). */
export interface CapacityMove {
  productId: number;
  /** null: the parking's own row (daily_capacity); else the extra's (extra_daily_capacity) */
  extraId: number | null;
  day: string;
  delta: 1 | -1;
  /** a new row starts at this capacity (the product's or the extra's default) */
  defaultCapacity: number;
}

/** Which capacity row refused a change: the day, and the extra (null for the parking itself). */
export class CapacityFull extends Error {
  constructor(
    readonly day: string,
    readonly extraId: number | null,
  ) {
    super(`capacity full on ${day}`);
  }
}

/**
 * Moves a change's capacity in ONE ordered pass: all parking rows by product and day, then all
 * extras' rows by product, extra and day (the order every booking takes them in, so a change
 * never waits crosswise on a booking, a cancellation or the sweep). A take is `booked + 1`
 * only where `booked < capacity` (a new row starts at 1 of its default capacity); a take that
 * finds no room throws CapacityFull and the caller's transaction rolls back, giving nothing
 * back: the new days are taken, or the old booking stays exactly as it was.
 */
export async function moveCapacity(tx: Db, moves: CapacityMove[]): Promise<void> {
  const parking = moves.filter((m) => m.extraId === null).sort((a, b) => a.productId - b.productId || a.day.localeCompare(b.day));
  const extras = moves.filter((m) => m.extraId !== null).sort((a, b) => a.productId - b.productId || a.extraId! - b.extraId! || a.day.localeCompare(b.day));
  for (const m of parking) {
    if (m.delta > 0) {
      await tx.insert(dailyCapacity).values({ productId: m.productId, day: m.day, capacity: m.defaultCapacity, booked: 0 }).onConflictDoNothing();
      const taken = await tx
        .update(dailyCapacity)
        .set({ booked: sql`${dailyCapacity.booked} + 1` })
        .where(and(eq(dailyCapacity.productId, m.productId), eq(dailyCapacity.day, m.day), sql`${dailyCapacity.booked} < ${dailyCapacity.capacity}`))
        .returning({ day: dailyCapacity.day });
      if (taken.length === 0) throw new CapacityFull(m.day, null);
    } else {
      await tx
        .update(dailyCapacity)
        .set({ booked: sql`greatest(${dailyCapacity.booked} - 1, 0)` })
        .where(and(eq(dailyCapacity.productId, m.productId), eq(dailyCapacity.day, m.day)));
    }
  }
  for (const m of extras) {
    const extraId = m.extraId!;
    if (m.delta > 0) {
      await tx.insert(extraDailyCapacity).values({ productId: m.productId, extraId, day: m.day, capacity: m.defaultCapacity, booked: 0 }).onConflictDoNothing();
      const taken = await tx
        .update(extraDailyCapacity)
        .set({ booked: sql`${extraDailyCapacity.booked} + 1` })
        .where(
          and(
            eq(extraDailyCapacity.productId, m.productId),
            eq(extraDailyCapacity.extraId, extraId),
            eq(extraDailyCapacity.day, m.day),
            sql`${extraDailyCapacity.booked} < ${extraDailyCapacity.capacity}`,
          ),
        )
        .returning({ day: extraDailyCapacity.day });
      if (taken.length === 0) throw new CapacityFull(m.day, extraId);
    } else {
      await tx
        .update(extraDailyCapacity)
        .set({ booked: sql`greatest(${extraDailyCapacity.booked} - 1, 0)` })
        .where(and(eq(extraDailyCapacity.productId, m.productId), eq(extraDailyCapacity.extraId, extraId), eq(extraDailyCapacity.day, m.day)));
    }
  }
}

export type ReservationChange = Partial<
  Pick<
    ReservationRow,
    | 'productId'
    | 'startAt'
    | 'endAt'
    | 'days'
    | 'inTerminal'
    | 'outTerminal'
    | 'inPassengers'
    | 'outPassengers'
    | 'driverName'
    | 'driverSurname'
    | 'email'
    | 'phone'
    | 'plate'
    | 'flightNumber'
    | 'priceLines'
    | 'totalCents'
    | 'promoCode'
    | 'lang'
    | 'refundedCents'
    | 'voucherCents'
  >
>;

export async function updateReservationRow(tx: Db, id: number, change: ReservationChange): Promise<void> {
  if (Object.keys(change).length === 0) return;
  await tx.update(reservations).set(change).where(eq(reservations.id, id));
}

/** The booking's extras replaced by the changed booking's (as the offer priced them). */
export async function replaceExtras(tx: Db, id: number, extras: { extraId: number; kind: string; priceCents: number }[]): Promise<void> {
  await tx.delete(reservationExtras).where(eq(reservationExtras.reservationId, id));
  if (extras.length > 0) await tx.insert(reservationExtras).values(extras.map((e) => ({ reservationId: id, ...e })));
}

export type BillingValues = Omit<typeof billingProfiles.$inferInsert, 'reservationId' | 'id' | 'createdAt'>;

/** The booking's invoice data set (or removed with null). */
export async function setBilling(tx: Db, id: number, billing: BillingValues | null): Promise<void> {
  if (billing === null) {
    await tx.delete(billingProfiles).where(eq(billingProfiles.reservationId, id));
    return;
  }
  await tx
    .insert(billingProfiles)
    .values({ reservationId: id, ...billing })
    .onConflictDoUpdate({ target: billingProfiles.reservationId, set: billing });
}

// --- link (register reservation)

export async function userEmail(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** Links the booking to the client (and its invoice profile when given); only while it has no other owner. */
export async function linkToUser(tx: Db, id: number, userId: number, invoiceProfileId: number | null): Promise<boolean> {
  const rows = await tx
    .update(reservations)
    .set({ userId, ...(invoiceProfileId !== null ? { invoiceProfileId } : {}) })
    .where(and(eq(reservations.id, id), sql`(${reservations.userId} is null or ${reservations.userId} = ${userId}) and ${reservations.agencyId} is null`))
    .returning({ id: reservations.id });
  return rows.length === 1;
}

/** Issue 17.3: the booking's vehicle chosen in the link dialog, and its plate when the vehicle has one (as a booking copies it). */
export async function setReservationVehicle(tx: Db, id: number, vehicleId: number, plate: string | null): Promise<void> {
  await tx
    .update(reservations)
    .set({ vehicleId, ...(plate !== null ? { plate } : {}) })
    .where(eq(reservations.id, id));
}
