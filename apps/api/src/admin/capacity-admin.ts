import type { AvailabilityCache } from '../availability/availability-cache';
import { type DayCapacity, setCapacity } from '../capacity/capacity-repository';
import type { Db } from '../db/client';

export interface CapacityChange {
  productId: number;
  extraId?: number;
  /** the days from..to, in order */
  days: string[];
  capacity: number;
}

/**
 * The admin's capacity edit: the rows written and the other nodes told in one transaction
 * (the notification is delivered on commit), then this node's availability cache forgets the
 * days. Answers the days as stored, in date order.
 */
export async function changeCapacity(db: Db, availability: AvailabilityCache, c: CapacityChange): Promise<DayCapacity[]> {
  const changed = { productIds: [c.productId], extraIds: c.extraId === undefined ? [] : [c.extraId], from: c.days[0]!, to: c.days[c.days.length - 1]! };
  const rows = await db.transaction(async (tx) => {
    const stored = await setCapacity(tx, c.productId, c.extraId, c.days, c.capacity);
    // Delivered on commit: the other api nodes drop these days from their caches.
    await availability.notify(tx, changed);
    return stored;
  });
  availability.invalidate(changed);
  return rows.sort((a, b) => (a.day < b.day ? -1 : 1));
}
