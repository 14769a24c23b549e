import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, createTestDatabase, useApp } from '../test/build';
import { openDatabase } from '../db/client';
import { dailyCapacity, extraDailyCapacity } from '../db/schema';
import { listDays, readDays, releaseDays, releaseHeld, takeDays } from './capacity-repository';

class OutOfStock extends Error {}

describe.each(backends)('daily capacity on %s', (backend) => {
  const h = useApp(backend);
  const days = ['2026-06-11', '2026-06-10', '2026-06-12'];

  it('takes every day of a stay until the smallest day is full, never past capacity', async () => {
    const book = () =>
      h.database.db.transaction(async (tx) => {
        const full = await takeDays(tx, 5, days, 2);
        if (full) throw new OutOfStock(full);
      });
    await book();
    await book();
    await expect(book()).rejects.toBeInstanceOf(OutOfStock);
    // The failed booking rolled back: no day went past 2 and none was half taken.
    expect((await listDays(h.database.db, 5)).map((d) => d.booked)).toEqual([2, 2, 2]);
    expect((await readDays(h.database.db, 5, ['2026-06-12', '2026-06-13'], 2)).map((d) => d.booked)).toEqual([2, 0]);
    await h.database.db.transaction((tx) => releaseDays(tx, 5, days));
    expect((await listDays(h.database.db, 5)).map((d) => d.booked)).toEqual([1, 1, 1]);
  });

  it('has the CHECK constraint refuse an update that skips the guard, and never releases below zero', async () => {
    await h.database.db.transaction((tx) => takeDays(tx, 6, ['2026-07-01'], 1));
    await expect(
      h.database.db
        .update(dailyCapacity)
        .set({ booked: 2 })
        .where(and(eq(dailyCapacity.productId, 6), eq(dailyCapacity.day, '2026-07-01'))),
    ).rejects.toThrow();
    await h.database.db.transaction((tx) => releaseDays(tx, 6, ['2026-07-01', '2026-07-01']));
    expect((await listDays(h.database.db, 6))[0]?.booked).toBe(0);
  });

  it('gives back several bookings at once (the payment sweep): each row by its count, never below zero', async () => {
    // Two stays on product 3 that overlap on the 9th; the second also held a wash (extra 301).
    await h.database.db.transaction(async (tx) => {
      await takeDays(tx, 3, ['2026-08-08', '2026-08-09'], 5);
      await takeDays(tx, 3, ['2026-08-09', '2026-08-10'], 5);
      await tx.insert(extraDailyCapacity).values({ productId: 3, extraId: 301, day: '2026-08-10', capacity: 4, booked: 1 });
    });
    expect((await listDays(h.database.db, 3)).map((d) => d.booked)).toEqual([1, 2, 1]);
    await h.database.db.transaction((tx) =>
      releaseHeld(tx, {
        // not in order, and the 10th once more than it holds: released to 0, not below
        parking: ['2026-08-10', '2026-08-09', '2026-08-08', '2026-08-09', '2026-08-10'].map((day) => ({ productId: 3, day })),
        extras: [{ productId: 3, extraId: 301, day: '2026-08-10' }],
      }),
    );
    expect((await listDays(h.database.db, 3)).map((d) => d.booked)).toEqual([0, 0, 0]);
    const [wash] = await h.database.db.select().from(extraDailyCapacity).where(eq(extraDailyCapacity.extraId, 301));
    expect(wash?.booked).toBe(0);
  });
});

// Only PostgreSQL has concurrent sessions (PGlite is one connection); defined, not skipped.
const concurrencyBackends = backends.filter((b) => b === 'postgres');
describe.each(concurrencyBackends)('daily capacity under concurrency on %s', () => {
  it('lets exactly `capacity` of many simultaneous bookings through', async () => {
    const test = await createTestDatabase('postgres');
    const nodes = await Promise.all([1, 2].map(() => openDatabase({ kind: 'postgres', url: test.url! })));
    try {
      const attempts = Array.from({ length: 12 }, (_, i) =>
        nodes[i % 2]!.db.transaction(async (tx) => {
          const full = await takeDays(tx, 4, ['2026-08-01', '2026-08-02'], 5);
          if (full) throw new OutOfStock(full);
        }),
      );
      const results = await Promise.allSettled(attempts);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      expect((await listDays(test.database.db, 4)).map((d) => d.booked)).toEqual([5, 5]);
    } finally {
      await Promise.all(nodes.map((n) => n.close()));
      await test.drop();
    }
  });
});
