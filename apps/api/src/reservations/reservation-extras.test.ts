import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extraDailyCapacity, promoCodes } from '../db/schema';
import { backends, useApp } from '../test/build';
import { bookingBody, countRows, EXPRESS } from '../test/reservation-fixtures';

const EXTERIOR_WASH = 101;

describe.each(backends)('bookings with extras and promo codes on %s', (backend) => {
  const h = useApp(backend);
  const book = (payload: unknown) => h.app.inject({ method: 'POST', url: '/api/reservations', payload: payload as object });

  it('takes the wash bay in the same transaction: never more washes than places', async () => {
    const stay = { startDate: '2026-08-03 10:00:00', endDate: '2026-08-05 10:00:00' };
    // A wash holds its place on the check-out day (extraHeldDays, packages/domain/src/time/stay-days.ts).
    await h.database.db
      .insert(extraDailyCapacity)
      .values({ productId: EXPRESS, extraId: EXTERIOR_WASH, day: '2026-08-05', capacity: 2, booked: 0 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        book(bookingBody({ ...stay, id_wash_extra: EXTERIOR_WASH, reservation: { ...bookingBody().reservation, email: `wash${i}@example.com` } })),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    for (const r of answers.filter((a) => a.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'API_ERROR_RESERVATION_OUT_OF_STOCK', details: { field: 'id_wash_extra' } });
    }
    const [row] = await h.database.db
      .select()
      .from(extraDailyCapacity)
      .where(and(eq(extraDailyCapacity.productId, EXPRESS), eq(extraDailyCapacity.extraId, EXTERIOR_WASH), eq(extraDailyCapacity.day, '2026-08-05')));
    expect(row?.booked).toBe(2);
    expect(await countRows(h.database.db, 'reservations', `start_at = '2026-08-03T08:00:00Z'`)).toBe(2);
  });

  it('books at the promo price and counts one use of the code', async () => {
    const offer = (
      await h.app.inject({
        method: 'POST',
        url: '/api/offers/calculate',
        payload: { startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: EXPRESS, in_terminal: 41, promoCode: 'WELCOME10' },
      })
    ).json().offer;
    expect(offer.pvp_promotion).toBeGreaterThan(0);
    const res = await book(bookingBody({ promoCode: 'welcome10' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe(offer.price);
    expect(res.json().price_lines.pvp_promotion).toBe(offer.pvp_promotion);
    const [promo] = await h.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'WELCOME10'));
    expect(promo?.usedCount).toBe(1);
  });

  it('gives the last use of a limited code to one booking only; the others book without it', async () => {
    await h.database.db.update(promoCodes).set({ usageLimit: 101 }).where(eq(promoCodes.code, 'FIRST100'));
    await h.app.promos.invalidate();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        book(bookingBody({ promoCode: 'FIRST100', reservation: { ...bookingBody().reservation, email: `promo${i}@example.com` } })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.filter((a) => a.json().price_lines.pvp_promotion > 0)).toHaveLength(1);
    const [promo] = await h.database.db.select().from(promoCodes).where(eq(promoCodes.code, 'FIRST100'));
    expect(promo?.usedCount).toBe(101);
  });
});
