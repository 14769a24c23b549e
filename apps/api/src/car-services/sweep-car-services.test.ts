import { PAYMENT_HOLD_MINUTES } from '@parking/domain/payments/payment-state';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { testConfig } from '../config/config';
import { expireUnpaidReservations } from '../payments/payment-sweep';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase } from '../test/build';
import { guestVehicle } from '../test/car-service-fixtures';
import { bookingBody } from '../test/reservation-fixtures';

// Issue 16 meets the payment sweep (decision 0025, follow-up): an unpaid card booking holding
// car services whose payment hold ended is cancelled by the sweep, and so is its workshop
// order, its slot given back exactly once: also when the traveller's cancel, another sweep or
// the workshop's cancel races it. Express Prat's workshop is 1; the booking body books 10 to
// 12 June 2026: workshop day 10 June.
const ADMIN = 'cs-admin-token-0123456789';
const CS_TERMS = { salesTerms: true, insurance: true, vehicleMove: true };
type Rows<T> = { rows: T[] };

describe.each(backends)('the payment sweep and a booking with car services on %s', (backend) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  const clock = { now: new Date(TEST_NOW) };
  let plate = 0;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    app = await buildApp({ config: testConfig({ adminToken: ADMIN }), db: test.database, now: () => clock.now });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });
  const db = () => test.database.db;

  /** An unpaid card booking with a maintenance service, booked at TEST_NOW. */
  async function unpaidWithServices(): Promise<{ reference: string; token: string; id: number }> {
    clock.now = new Date(TEST_NOW);
    const v = await guestVehicle(app, { umc: 'VW-004', motor: 'EA-16TDI-115', km: 120_000, kmAt: TEST_NOW });
    const est = await app.inject({ method: 'POST', url: '/api/carservice/estimate', payload: { id_vehicle: v.id, id_car_service: [2201] }, headers: { 'x-vehicle-token': v.token } });
    expect(est.statusCode).toBe(201);
    const body = bookingBody({
      id_vehicle: v.id,
      id_mechanical_estimate: est.json().id,
      terms: CS_TERMS,
      payment_method: 'card',
      reservation: { ...bookingBody().reservation, plate: `${7000 + ++plate} SWP` },
    });
    const res = await app.inject({ method: 'POST', url: '/api/reservations', payload: body, headers: { 'x-vehicle-token': v.token } });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r.status ?? 'pending_payment').toBe('pending_payment');
    return { reference: r.reference, token: r.reservation_token, id: r.id };
  }
  const afterHold = () => {
    clock.now = new Date(TEST_NOW.getTime() + (PAYMENT_HOLD_MINUTES + 1) * 60_000);
  };
  const slotsBooked = async () =>
    Number(((await db().execute(sql`select coalesce((select booked from workshop_daily_capacity where workshop_id = 1 and day = '2026-06-10'), 0)::int as n`)) as unknown as Rows<{ n: number }>).rows[0]!.n);
  const orderOf = async (reservationId: number) => {
    const o = (await db().execute(sql`select id, status from workshop_orders where reservation_id = ${reservationId}`)) as unknown as Rows<{ id: number; status: string }>;
    const order = o.rows[0]!;
    const ev = (await db().execute(sql`select status from workshop_order_events where order_id = ${order.id} order by id`)) as unknown as Rows<{ status: string }>;
    return { ...order, events: ev.rows.map((e) => e.status) };
  };
  const statusOf = async (id: number) => ((await db().execute(sql`select status from reservations where id = ${id}`)) as unknown as Rows<{ status: string }>).rows[0]!.status;
  const cancel = (b: { reference: string; token: string }) =>
    app.inject({ method: 'POST', url: `/api/reservations/${b.reference}/cancel`, payload: {}, headers: { 'x-reservation-token': b.token } });

  it('the sweep cancels the expired booking\'s workshop order (with its history row) and gives its slot back once; a second sweep gives nothing', async () => {
    const b = await unpaidWithServices();
    const held = await slotsBooked();
    expect(held).toBeGreaterThanOrEqual(1);
    afterHold();
    const { expired } = await expireUnpaidReservations(db(), clock.now);
    expect(expired.map((r) => r.id)).toContain(b.id);
    expect(await statusOf(b.id)).toBe('cancelled');
    expect(await slotsBooked()).toBe(held - 1);
    expect(await orderOf(b.id)).toMatchObject({ status: 'cancelled', events: ['requested', 'cancelled'] });

    await expireUnpaidReservations(db(), clock.now);
    expect(await slotsBooked()).toBe(held - 1);
    expect((await orderOf(b.id)).events).toEqual(['requested', 'cancelled']);
  });

  it('an order the workshop already cancelled gave its slot back then: the sweep does not give it again', async () => {
    const b = await unpaidWithServices();
    const held = await slotsBooked();
    const { id: orderId } = await orderOf(b.id);
    const put = await app.inject({ method: 'PUT', url: `/api/admin/workshop-orders/${orderId}/status`, payload: { status: 'cancelled' }, headers: { 'x-admin-token': ADMIN } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await slotsBooked()).toBe(held - 1);
    afterHold();
    await expireUnpaidReservations(db(), clock.now);
    expect(await statusOf(b.id)).toBe('cancelled');
    expect(await slotsBooked()).toBe(held - 1);
    expect((await orderOf(b.id)).events).toEqual(['requested', 'cancelled']);
  });

  it('sweeps raced with each other, with the traveller\'s cancels and with the workshop\'s cancel give each slot back exactly once', async () => {
    // 0-1: only sweeps; 2-3: sweeps and the traveller's cancels; 4-5: sweeps, cancels and the workshop's cancel
    const bookings = [];
    for (let i = 0; i < 6; i++) bookings.push(await unpaidWithServices());
    const held = await slotsBooked();
    const orders = await Promise.all(bookings.map((b) => orderOf(b.id)));
    afterHold();
    const ops: Promise<unknown>[] = [];
    for (let round = 0; round < 4; round++) {
      ops.push(expireUnpaidReservations(db(), clock.now, { limit: 2 }));
      for (let i = 2; i < 6; i++) ops.push(cancel(bookings[i]!).then((r) => expect(r.statusCode, r.body).toBeLessThan(500)));
      for (let i = 4; i < 6; i++) {
        ops.push(
          app
            .inject({ method: 'PUT', url: `/api/admin/workshop-orders/${orders[i]!.id}/status`, payload: { status: 'cancelled' }, headers: { 'x-admin-token': ADMIN } })
            .then((r) => expect(r.statusCode).toBeLessThan(500)),
        );
      }
    }
    await Promise.all(ops);
    await expireUnpaidReservations(db(), clock.now);
    expect(await slotsBooked()).toBe(held - bookings.length);
    for (const b of bookings) {
      expect(await statusOf(b.id)).toBe('cancelled');
      expect(await orderOf(b.id)).toMatchObject({ status: 'cancelled', events: ['requested', 'cancelled'] });
    }
  }, 60_000);
});
