import { type PointsLedgerRecord, pointsOnCancel, pointsOnChange } from '@parking/domain/points/points';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { type PointsRecordKind, pointsRecords } from '../db/schema-points';
import { reservations } from '../db/schema-reservations';

/**
 * Issue 19: every SQL statement on the points ledger (db/schema-points.ts). The balance itself is
 * computed by the domain (points/points.ts) from the records read here.
 */

export interface PointsRecordRow extends PointsLedgerRecord {
  id: number;
  reservationId: number | null;
  bookingNumber: string | null;
  createdAt: Date;
}

/** The user's records, newest first, with the booking number (reference) of each. */
export async function listPointsRecords(db: Db, userId: number): Promise<PointsRecordRow[]> {
  const rows = await db
    .select({
      id: pointsRecords.id,
      kind: pointsRecords.kind,
      cents: pointsRecords.cents,
      availableAt: pointsRecords.availableAt,
      voidedAt: pointsRecords.voidedAt,
      reservationId: pointsRecords.reservationId,
      bookingNumber: reservations.reference,
      createdAt: pointsRecords.createdAt,
    })
    .from(pointsRecords)
    .leftJoin(reservations, eq(reservations.id, pointsRecords.reservationId))
    .where(eq(pointsRecords.userId, userId))
    .orderBy(desc(pointsRecords.createdAt), desc(pointsRecords.id));
  return rows;
}

/** The records that count in a balance (not voided), without the join. */
export async function ledgerOf(db: Db, userId: number): Promise<PointsLedgerRecord[]> {
  return db
    .select({ kind: pointsRecords.kind, cents: pointsRecords.cents, availableAt: pointsRecords.availableAt, voidedAt: pointsRecords.voidedAt })
    .from(pointsRecords)
    .where(and(eq(pointsRecords.userId, userId), isNull(pointsRecords.voidedAt)));
}

/**
 * Locks the user row so two bookings of one client spending points run one after the other:
 * SELECT ... FOR NO KEY UPDATE, the row lock that does not conflict with the KEY SHARE lock
 * every insert referencing the user takes (a reservation's or a session's foreign key), so a
 * booking that holds capacity rows and inserts its reservation never waits on it crosswise.
 * Taken first in a points booking (before its capacity rows); nothing else locks a user row.
 * False when the user does not exist.
 */
export async function lockUser(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return row !== undefined;
}

export interface NewPointsRecord {
  userId: number;
  kind: PointsRecordKind;
  cents: number;
  reservationId: number | null;
  availableAt: Date;
  createdAt: Date;
}

export async function insertPointsRecord(tx: Db, rec: NewPointsRecord): Promise<void> {
  await tx.insert(pointsRecords).values(rec);
}

/** The spent and earned records of a booking (the cancel reads them to give back and void). */
export async function bookingPointsRecords(tx: Db, reservationId: number): Promise<{ id: number; userId: number; kind: PointsRecordKind; cents: number; availableAt: Date; voidedAt: Date | null }[]> {
  return tx
    .select({ id: pointsRecords.id, userId: pointsRecords.userId, kind: pointsRecords.kind, cents: pointsRecords.cents, availableAt: pointsRecords.availableAt, voidedAt: pointsRecords.voidedAt })
    .from(pointsRecords)
    .where(eq(pointsRecords.reservationId, reservationId));
}

export async function voidPointsRecord(tx: Db, id: number, now: Date): Promise<void> {
  await tx.update(pointsRecords).set({ voidedAt: now }).where(and(eq(pointsRecords.id, id), isNull(pointsRecords.voidedAt)));
}

/** Stores what a booking spent and earned on the reservation row. */
export async function setReservationPoints(tx: Db, reservationId: number, spentCents: number, earnedCents: number): Promise<void> {
  await tx.update(reservations).set({ pointsSpentCents: spentCents, pointsEarnedCents: earnedCents }).where(eq(reservations.id, reservationId));
}

/**
 * Issue 19: a booking cancelled (manage cancel, the payment sweep) gives its spent points back
 * and voids its pending earned record. Called under the reservation row's lock, after the
 * capacity and promo are given back (no user lock: adding points never overdraws), and only
 * for a booking that was not cancelled before, so it runs once per booking; the domain rule
 * (pointsOnCancel) also gives nothing twice by itself. Returns the cents returned.
 */
export async function givePointsBack(tx: Db, reservationIds: readonly number[], now: Date): Promise<number> {
  let total = 0;
  for (const reservationId of [...reservationIds].sort((a, b) => a - b)) {
    const records = await bookingPointsRecords(tx, reservationId);
    if (records.length === 0) continue;
    const userId = records[0]!.userId;
    const { returnedCents, voidIds } = pointsOnCancel(records, now);
    for (const id of voidIds) await voidPointsRecord(tx, id, now);
    if (returnedCents > 0) {
      await insertPointsRecord(tx, { userId, kind: 'returned', cents: returnedCents, reservationId, availableAt: now, createdAt: now });
      total += returnedCents;
    }
  }
  return total;
}

/**
 * Issue 19: a booking changed (manage change, under the reservation row's lock): the points it
 * no longer needs come back, its earned record follows the new price and stay end (domain
 * pointsOnChange), and the reservation's points columns are set. `userId` null (a guest's or an
 * agency's booking): only the columns (both 0).
 */
export async function repointBooking(
  tx: Db,
  reservationId: number,
  userId: number | null,
  next: { spentCents: number; earnedCents: number; earnedAvailableAt: Date },
  now: Date,
): Promise<{ returnedCents: number }> {
  let returned = 0;
  if (userId !== null) {
    const records = await bookingPointsRecords(tx, reservationId);
    const { returnedCents, earned } = pointsOnChange(records, next);
    if (returnedCents > 0) await insertPointsRecord(tx, { userId, kind: 'returned', cents: returnedCents, reservationId, availableAt: now, createdAt: now });
    returned = returnedCents;
    if (earned.action === 'insert') {
      await insertPointsRecord(tx, { userId, kind: 'earned', cents: next.earnedCents, reservationId, availableAt: next.earnedAvailableAt, createdAt: now });
    } else if (earned.action === 'update') {
      await tx.update(pointsRecords).set({ cents: next.earnedCents, availableAt: next.earnedAvailableAt, voidedAt: null }).where(eq(pointsRecords.id, earned.id));
    } else if (earned.action === 'void') {
      await voidPointsRecord(tx, earned.id, now);
    }
  }
  await setReservationPoints(tx, reservationId, next.spentCents, next.earnedCents);
  return { returnedCents: returned };
}
