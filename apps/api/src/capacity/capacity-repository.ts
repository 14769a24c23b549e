import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dailyCapacity } from '../db/schema';

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

/** Rows of a product ordered by day (tests and admin views). */
export async function listDays(db: Db, productId: number): Promise<DayCapacity[]> {
  return db
    .select({ day: dailyCapacity.day, capacity: dailyCapacity.capacity, booked: dailyCapacity.booked })
    .from(dailyCapacity)
    .where(eq(dailyCapacity.productId, productId))
    .orderBy(asc(dailyCapacity.day));
}
