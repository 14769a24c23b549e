import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dailyCapacity, extraDailyCapacity } from '../db/schema';

export interface DayCapacity {
  day: string;
  capacity: number;
  booked: number;
}

/**
 * Capacity per product and day, guarded by the database (design.md 3). Rows are created on
 * first use with the product's default capacity. These functions are meant to run inside
 * the booking's transaction; nothing here is cached.
 */
export async function readDays(db: Db, productId: number, days: string[], defaultCapacity: number): Promise<DayCapacity[]> {
  if (days.length === 0) return [];
  const rows = await db
    .select({ day: dailyCapacity.day, capacity: dailyCapacity.capacity, booked: dailyCapacity.booked })
    .from(dailyCapacity)
    .where(and(eq(dailyCapacity.productId, productId), inArray(dailyCapacity.day, days)));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((day) => byDay.get(day) ?? { day, capacity: defaultCapacity, booked: 0 });
}

async function ensureDays(tx: Db, productId: number, days: string[], defaultCapacity: number): Promise<void> {
  await tx
    .insert(dailyCapacity)
    .values(days.map((day) => ({ productId, day, capacity: defaultCapacity })))
    .onConflictDoNothing();
}

/**
 * Takes one space on every day, in date order, with `booked = booked + 1 WHERE booked <
 * capacity`. Returns null when all were taken, else the first full day; then the caller
 * must roll its transaction back (the days taken before it are still held in it).
 */
export async function takeDays(tx: Db, productId: number, days: string[], defaultCapacity: number): Promise<string | null> {
  if (days.length === 0) return null;
  const ordered = [...days].sort();
  await ensureDays(tx, productId, ordered, defaultCapacity);
  for (const day of ordered) {
    const taken = await tx
      .update(dailyCapacity)
      .set({ booked: sql`${dailyCapacity.booked} + 1` })
      .where(and(eq(dailyCapacity.productId, productId), eq(dailyCapacity.day, day), lt(dailyCapacity.booked, dailyCapacity.capacity)))
      .returning({ day: dailyCapacity.day });
    if (taken.length === 0) return day;
  }
  return null;
}

/** Gives back one space on every day (a cancellation, or the old dates of a change). */
export async function releaseDays(tx: Db, productId: number, days: string[]): Promise<void> {
  for (const day of [...days].sort()) {
    await tx
      .update(dailyCapacity)
      .set({ booked: sql`${dailyCapacity.booked} - 1` })
      .where(and(eq(dailyCapacity.productId, productId), eq(dailyCapacity.day, day), gt(dailyCapacity.booked, 0)));
  }
}

/** Days held by bookings being given back together: one entry per booking and day (repeats count). */
export interface HeldDays {
  parking: { productId: number; day: string }[];
  extras: { productId: number; extraId: number; day: string }[];
}

/**
 * Gives back several bookings' days in one transaction in the order every booking takes them
 * (booking-repository.ts, booking-writer.ts): all parking rows by product and day, then all
 * extras' rows by product, extra and day, each row once with its count. Releasing booking by
 * booking instead would take a later parking day before an earlier one, or an extra's row
 * before another booking's parking row, and could deadlock with a booking taking them in order.
 */
export async function releaseHeld(tx: Db, held: HeldDays): Promise<void> {
  const count = <T>(items: T[], key: (t: T) => string) => {
    const m = new Map<string, { item: T; n: number }>();
    for (const item of items) {
      const k = key(item);
      const e = m.get(k);
      if (e) e.n++;
      else m.set(k, { item, n: 1 });
    }
    return [...m.values()];
  };
  const parking = count(held.parking, (d) => `${d.productId}|${d.day}`).sort((a, b) => a.item.productId - b.item.productId || a.item.day.localeCompare(b.item.day));
  for (const { item, n } of parking) {
    await tx
      .update(dailyCapacity)
      .set({ booked: sql`greatest(${dailyCapacity.booked} - ${n}, 0)` })
      .where(and(eq(dailyCapacity.productId, item.productId), eq(dailyCapacity.day, item.day)));
  }
  const extras = count(held.extras, (d) => `${d.productId}|${d.extraId}|${d.day}`).sort(
    (a, b) => a.item.productId - b.item.productId || a.item.extraId - b.item.extraId || a.item.day.localeCompare(b.item.day),
  );
  for (const { item, n } of extras) {
    await tx
      .update(extraDailyCapacity)
      .set({ booked: sql`greatest(${extraDailyCapacity.booked} - ${n}, 0)` })
      .where(and(eq(extraDailyCapacity.productId, item.productId), eq(extraDailyCapacity.extraId, item.extraId), eq(extraDailyCapacity.day, item.day)));
  }
}

/** Rows of a product ordered by day (tests and admin views). */
export async function listDays(db: Db, productId: number): Promise<DayCapacity[]> {
  return db
    .select({ day: dailyCapacity.day, capacity: dailyCapacity.capacity, booked: dailyCapacity.booked })
    .from(dailyCapacity)
    .where(eq(dailyCapacity.productId, productId))
    .orderBy(asc(dailyCapacity.day));
}

/**
 * The admin's capacity for days of a product (or of one of its extras): a capacity below what
 * is already booked on a day is raised to the booked count. The rows as stored.
 */
export async function setCapacity(db: Db, productId: number, extraId: number | undefined, days: string[], capacity: number): Promise<DayCapacity[]> {
  if (extraId === undefined) {
    return db
      .insert(dailyCapacity)
      .values(days.map((day) => ({ productId, day, capacity })))
      .onConflictDoUpdate({
        target: [dailyCapacity.productId, dailyCapacity.day],
        set: { capacity: sql`greatest(excluded.capacity, ${dailyCapacity.booked})` },
      })
      .returning({ day: dailyCapacity.day, capacity: dailyCapacity.capacity, booked: dailyCapacity.booked });
  }
  return db
    .insert(extraDailyCapacity)
    .values(days.map((day) => ({ productId, extraId, day, capacity })))
    .onConflictDoUpdate({
      target: [extraDailyCapacity.productId, extraDailyCapacity.extraId, extraDailyCapacity.day],
      set: { capacity: sql`greatest(excluded.capacity, ${extraDailyCapacity.booked})` },
    })
    .returning({ day: extraDailyCapacity.day, capacity: extraDailyCapacity.capacity, booked: extraDailyCapacity.booked });
}
