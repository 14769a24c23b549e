import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { extraDailyCapacity } from '../db/schema';

/**
 * The same guard as the parking's takeDays (capacity/capacity-repository.ts) for an extra
 * (washing bay, covered space): rows created on first use with the extra's default
 * capacity, then `booked = booked + 1 WHERE booked < capacity` day by day in date order.
 * Runs in the booking's transaction after the parking days, so every booking locks rows in
 * the same order. Returns the first full day, or null.
 */
export async function takeExtraDays(tx: Db, productId: number, extraId: number, days: string[], defaultCapacity: number): Promise<string | null> {
  if (days.length === 0) return null;
  const ordered = [...days].sort();
  await tx
    .insert(extraDailyCapacity)
    .values(ordered.map((day) => ({ productId, extraId, day, capacity: defaultCapacity })))
    .onConflictDoNothing();
  for (const day of ordered) {
    const taken = await tx
      .update(extraDailyCapacity)
      .set({ booked: sql`${extraDailyCapacity.booked} + 1` })
      .where(
        and(
          eq(extraDailyCapacity.productId, productId),
          eq(extraDailyCapacity.extraId, extraId),
          eq(extraDailyCapacity.day, day),
          lt(extraDailyCapacity.booked, extraDailyCapacity.capacity),
        ),
      )
      .returning({ day: extraDailyCapacity.day });
    if (taken.length === 0) return day;
  }
  return null;
}
