import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dailyCapacity, extraDailyCapacity } from '../db/schema';

/** One stored capacity row; extraId 0 is the parking product itself. */
export interface CapacityRow {
  productId: number;
  extraId: number;
  day: string;
  capacity: number;
  booked: number;
}

interface RawRow {
  product_id: number;
  extra_id: number;
  day: string;
  capacity: number;
  booked: number;
}

/**
 * Parking rows of `productIds` and extra rows of `extrasProductIds` for the days
 * from..to ('YYYY-MM-DD', both included), in one query.
 */
export async function readCapacityRange(
  db: Db,
  productIds: number[],
  extrasProductIds: number[],
  from: string,
  to: string,
): Promise<CapacityRow[]> {
  if (productIds.length === 0 && extrasProductIds.length === 0) return [];
  // Written by hand rather than with the query builder: building the union took more CPU
  // than the database needed to answer it (profile in docs/performance.md). A day range
  // instead of a day list keeps the statement the same for every stay.
  const result = await db.execute(sql`
    select ${dailyCapacity.productId} as product_id, 0 as extra_id, ${dailyCapacity.day}::text as day,
           ${dailyCapacity.capacity} as capacity, ${dailyCapacity.booked} as booked
      from ${dailyCapacity}
     where ${dailyCapacity.productId} = any(${sql.param(productIds)}::int[])
       and ${dailyCapacity.day} between ${from}::date and ${to}::date
    union all
    select ${extraDailyCapacity.productId}, ${extraDailyCapacity.extraId}, ${extraDailyCapacity.day}::text,
           ${extraDailyCapacity.capacity}, ${extraDailyCapacity.booked}
      from ${extraDailyCapacity}
     where ${extraDailyCapacity.productId} = any(${sql.param(extrasProductIds)}::int[])
       and ${extraDailyCapacity.day} between ${from}::date and ${to}::date`);
  // Both drivers (node-postgres, PGlite) answer { rows }.
  const { rows } = result as unknown as { rows: RawRow[] };
  return rows.map((r) => ({
    productId: Number(r.product_id),
    extraId: Number(r.extra_id),
    day: r.day,
    capacity: Number(r.capacity),
    booked: Number(r.booked),
  }));
}

/** Capacity of each day (stored row, else `defaultCapacity` with nothing booked). */
export function daysOf(
  rows: readonly CapacityRow[],
  productId: number,
  extraId: number,
  days: string[],
  defaultCapacity: number,
): { capacity: number; booked: number }[] {
  // Most days have no row yet (rows appear with the first booking): skip the lookup then.
  let byDay: Map<string, CapacityRow> | null = null;
  for (const r of rows) {
    if (r.productId !== productId || r.extraId !== extraId) continue;
    byDay ??= new Map();
    byDay.set(r.day, r);
  }
  const fallback = { capacity: defaultCapacity, booked: 0 };
  if (byDay === null) return days.map(() => fallback);
  const found = byDay;
  return days.map((day) => found.get(day) ?? fallback);
}

/** pg_notify in the caller's transaction: delivered on commit, never for a rolled-back write. */
export async function notifyChannel(tx: Db, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}
