import { extraHeldDays } from '@parking/domain/time/stay-days';
import { PAYMENT_HOLD_MINUTES } from '@parking/domain/payments/payment-state';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { testConfig } from '../config/config';
import { expireUnpaidReservations } from '../payments/payment-sweep';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase } from '../test/build';
import { bookingBody, EXPRESS } from '../test/reservation-fixtures';

/**
 * Issue 17: "capacity counters equal the rows after 200 concurrent cancels/changes/sweeps of
 * the same bookings". 24 bookings (paid at the car park, paid by card, card never paid, with
 * and without a wash, with and without a promo code) are cancelled, changed back and forth
 * and swept by 200 requests at once; then every capacity row, every extra's row and the promo
 * code's count must equal what the remaining bookings hold, and no booking may be refunded
 * or cancelled twice. On PostgreSQL the requests really run side by side (a pool of 10).
 */
const CARD_OK = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
type Rows<T> = { rows: T[] };

describe.each(backends)('200 concurrent cancels, changes and sweeps on %s', (backend) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  const clock = { now: new Date(TEST_NOW) };
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    app = await buildApp({ config: testConfig({}), db: test.database, now: () => clock.now });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it('keeps every counter equal to the bookings that hold it, and gives nothing back twice', async () => {
    const db = test.database.db;
    const calc = await app.inject({ method: 'POST', url: '/api/offers/calculate', payload: { startDate: '2026-08-01 10:00:00', endDate: '2026-08-03 10:00:00', productId: EXPRESS, in_terminal: 41 } });
    const washId = (calc.json().extras as { id: number; type: string }[]).find((e) => e.type === 'wash')!.id;
    const promoBefore = Number(((await db.execute(sql`select used_count::int as n from promo_codes where code = 'WELCOME10'`)) as unknown as Rows<{ n: number }>).rows[0]!.n);

    const bookings: { token: string; reference: string }[] = [];
    for (let i = 0; i < 24; i++) {
      const kind = i % 3; // 0 car park, 1 card paid, 2 card never paid
      const res = await app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: bookingBody({
          startDate: '2026-08-01 10:00:00',
          endDate: `2026-08-0${3 + (i % 2)} 10:00:00`,
          ...(i % 4 === 0 ? { id_wash_extra: washId } : {}),
          ...(i % 5 === 0 ? { promoCode: 'WELCOME10' } : {}),
          ...(kind > 0 ? { payment_method: 'card' } : {}),
        }),
        headers: { 'idempotency-key': `c-${crypto.randomUUID()}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      const b = { token: res.json().reservation_token as string, reference: res.json().reference as string };
      if (kind === 1) {
        const pay = await app.inject({ method: 'POST', url: '/api/reservation/payment/check-card', payload: CARD_OK, headers: { 'x-reservation-token': b.token } });
        expect(pay.json().status).toBe('succeeded');
      }
      bookings.push(b);
    }
    // the unpaid card bookings' holds have ended: the sweep may take them while the others run
    clock.now = new Date(TEST_NOW.getTime() + (PAYMENT_HOLD_MINUTES + 1) * 60_000);

    const changeTo = (i: number) => {
      const { terms: _t, payment_method: _p, ...body } = bookingBody({
        startDate: `2026-08-0${1 + (i % 2)} 10:00:00`,
        endDate: `2026-08-0${4 + (i % 3)} 10:00:00`,
        id_wash_extra: i % 2 === 0 ? washId : null,
      }) as Record<string, unknown>;
      return { ...body, card: CARD_OK };
    };
    const ops: Promise<number>[] = [];
    for (let i = 0; i < 200; i++) {
      const b = bookings[i % bookings.length]!;
      const headers = { 'x-reservation-token': b.token };
      const op = i % 5;
      if (op === 0 || op === 3) ops.push(app.inject({ method: 'POST', url: `/api/reservations/${b.reference}/cancel`, payload: {}, headers }).then((r) => r.statusCode));
      else if (op === 4) ops.push(expireUnpaidReservations(db, clock.now).then(() => 200));
      else ops.push(app.inject({ method: 'POST', url: `/api/reservations/${b.reference}/change`, payload: changeTo(i), headers }).then((r) => r.statusCode));
    }
    const codes = await Promise.all(ops);
    // never a 5xx: a change refused for a cancelled or unpaid booking is a 409
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 200).length).toBeGreaterThan(50);

    const live = ((await db.execute(sql`select id, product_id, days, status, promo_code from reservations where status <> 'cancelled' and product_id = ${EXPRESS}`)) as unknown as Rows<{ id: number; product_id: number; days: string[]; promo_code: string | null }>).rows;
    const extras = ((await db.execute(sql`select reservation_id, extra_id, kind from reservation_extras`)) as unknown as Rows<{ reservation_id: number; extra_id: number; kind: 'wash' | 'space' | 'double_space' }>).rows;
    const heldParking = new Map<string, number>();
    const heldExtra = new Map<string, number>();
    for (const r of live) {
      for (const d of r.days) heldParking.set(d, (heldParking.get(d) ?? 0) + 1);
      for (const e of extras.filter((x) => x.reservation_id === r.id)) for (const d of extraHeldDays(e.kind, r.days)) heldExtra.set(`${e.extra_id}|${d}`, (heldExtra.get(`${e.extra_id}|${d}`) ?? 0) + 1);
    }
    const cap = ((await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, booked from daily_capacity where product_id = ${EXPRESS} and day between '2026-07-30' and '2026-08-10'`)) as unknown as Rows<{ day: string; booked: number }>).rows;
    expect(Object.fromEntries(cap.map((c) => [c.day, Number(c.booked)]).filter(([, n]) => n !== 0))).toEqual(Object.fromEntries([...heldParking].sort()));
    const extraCap = ((await db.execute(sql`select extra_id, to_char(day, 'YYYY-MM-DD') as day, booked from extra_daily_capacity where product_id = ${EXPRESS} and day between '2026-07-30' and '2026-08-10'`)) as unknown as Rows<{ extra_id: number; day: string; booked: number }>).rows;
    expect(Object.fromEntries(extraCap.map((c) => [`${c.extra_id}|${c.day}`, Number(c.booked)]).filter(([, n]) => n !== 0))).toEqual(Object.fromEntries([...heldExtra].sort()));
    const promoNow = Number(((await db.execute(sql`select used_count::int as n from promo_codes where code = 'WELCOME10'`)) as unknown as Rows<{ n: number }>).rows[0]!.n);
    expect(promoNow - promoBefore).toBe(live.filter((r) => r.promo_code === 'WELCOME10').length);
    // each booking cancelled at most once, refunded at most what was paid
    const twice = ((await db.execute(sql`select reservation_id from reservation_changes where kind = 'cancel' group by reservation_id having count(*) > 1`)) as unknown as Rows<unknown>).rows;
    expect(twice).toEqual([]);
    const over = ((await db.execute(sql`
      select p.reservation_id from payments p where p.status = 'succeeded'
      group by p.reservation_id
      having coalesce((select sum(amount_cents) from payment_refunds r where r.reservation_id = p.reservation_id), 0) > sum(p.amount_cents)`)) as unknown as Rows<unknown>).rows;
    expect(over).toEqual([]);
    const refundedMatches = ((await db.execute(sql`
      select r.id from reservations r
      where r.refunded_cents <> coalesce((select sum(amount_cents) from payment_refunds x where x.reservation_id = r.id), 0)`)) as unknown as Rows<unknown>).rows;
    expect(refundedMatches).toEqual([]);
  }, 120_000);
});
