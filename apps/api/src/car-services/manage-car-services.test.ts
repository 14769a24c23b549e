import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, TEST_NOW, useApp } from '../test/build';
import { guestVehicle } from '../test/car-service-fixtures';
import { bookingBody } from '../test/reservation-fixtures';

// Issue 17 meets issue 16 (decision 0025): cancelling a booking cancels its workshop order and
// gives the slot back exactly once; a booking whose order holds its slot is not changed (409).
// Express Prat's workshop is 1; the booking body books 10 to 12 June 2026: workshop day 10 June.
const ADMIN = 'cs-admin-token-0123456789';
const CS_TERMS = { salesTerms: true, insurance: true, vehicleMove: true };

describe.each(backends)('cancelling and changing a booking with car services on %s', (backend) => {
  const h = useApp(backend, { config: { adminToken: ADMIN } });
  const as = (token: string) => ({ 'x-reservation-token': token });
  let plate = 0;

  async function bookWithServices(): Promise<{ reference: string; token: string; id: number }> {
    const v = await guestVehicle(h.app, { umc: 'VW-004', motor: 'EA-16TDI-115', km: 120_000, kmAt: TEST_NOW });
    const est = await h.app.inject({ method: 'POST', url: '/api/carservice/estimate', payload: { id_vehicle: v.id, id_car_service: [2201] }, headers: { 'x-vehicle-token': v.token } });
    expect(est.statusCode).toBe(201);
    const body = bookingBody({
      id_vehicle: v.id,
      id_mechanical_estimate: est.json().id,
      terms: CS_TERMS,
      reservation: { ...bookingBody().reservation, plate: `${5000 + ++plate} BCD` },
    });
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: body, headers: { 'x-vehicle-token': v.token } });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    return { reference: r.reference, token: r.reservation_token, id: r.id };
  }
  const slotsBooked = async () =>
    Number(((await h.database.db.execute(sql`select coalesce((select booked from workshop_daily_capacity where workshop_id = 1 and day = '2026-06-10'), 0)::int as n`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const orderOf = async (reservationId: number) => {
    const o = (await h.database.db.execute(sql`select id, status from workshop_orders where reservation_id = ${reservationId}`)) as unknown as { rows: { id: number; status: string }[] };
    const order = o.rows[0]!;
    const ev = (await h.database.db.execute(sql`select status from workshop_order_events where order_id = ${order.id} order by id`)) as unknown as { rows: { status: string }[] };
    return { ...order, events: ev.rows.map((e) => e.status) };
  };
  const cancel = (reference: string, token: string) => h.app.inject({ method: 'POST', url: `/api/reservations/${reference}/cancel`, payload: {}, headers: as(token) });

  it('a cancel sets the order to cancelled (with its history row) and gives the slot back once; a second cancel gives nothing', async () => {
    const b = await bookWithServices();
    const held = await slotsBooked();
    expect(held).toBeGreaterThanOrEqual(1);
    expect((await orderOf(b.id)).status).toBe('requested');

    const res = await cancel(b.reference, b.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await slotsBooked()).toBe(held - 1);
    expect(await orderOf(b.id)).toMatchObject({ status: 'cancelled', events: ['requested', 'cancelled'] });
    // the reservation view shows the order cancelled, with its history
    const view = (await h.app.inject({ method: 'GET', url: '/api/reservation', headers: as(b.token) })).json();
    expect(view.car_services_booking.workshop_order.status).toBe('cancelled');
    expect(view.car_services_booking.workshop_order.history.map((x: { status: string }) => x.status)).toEqual(['requested', 'cancelled']);

    const again = await cancel(b.reference, b.token);
    expect(again.statusCode).toBe(200);
    expect(await slotsBooked()).toBe(held - 1);
    expect((await orderOf(b.id)).events).toEqual(['requested', 'cancelled']);
  });

  it('an order the workshop already cancelled gave its slot back then: the booking\'s cancel does not give it again', async () => {
    const b = await bookWithServices();
    const held = await slotsBooked();
    const { id: orderId } = await orderOf(b.id);
    const put = await h.app.inject({ method: 'PUT', url: `/api/admin/workshop-orders/${orderId}/status`, payload: { status: 'cancelled' }, headers: { 'x-admin-token': ADMIN } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await slotsBooked()).toBe(held - 1);
    expect((await cancel(b.reference, b.token)).statusCode).toBe(200);
    expect(await slotsBooked()).toBe(held - 1);
    expect((await orderOf(b.id)).events).toEqual(['requested', 'cancelled']);
  });

  it('concurrent cancels of one booking give the slot back exactly once', async () => {
    const b = await bookWithServices();
    const held = await slotsBooked();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(b.reference, b.token)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await slotsBooked()).toBe(held - 1);
    expect((await orderOf(b.id)).events).toEqual(['requested', 'cancelled']);
  });

  it('a change of a booking holding car services is refused (409, the reason in the caller\'s language); the manage view says so; nothing moves', async () => {
    const b = await bookWithServices();
    const held = await slotsBooked();
    const m = (await h.app.inject({ method: 'GET', url: '/api/reservation/manage', headers: as(b.token) })).json();
    expect(m).toMatchObject({ can_change: false, change_why_not: 'car_services_held' });
    expect(m.cancellation.can_cancel).toBe(true);
    const { terms: _t, payment_method: _p, ...body } = bookingBody({ startDate: '2026-06-11 10:00:00', endDate: '2026-06-13 10:00:00' }) as Record<string, unknown>;
    for (const quote of [true, false]) {
      const res = await h.app.inject({ method: 'POST', url: `/api/reservations/${b.reference}/change${quote ? '/quote' : ''}`, payload: body, headers: { ...as(b.token), 'accept-language': 'en' } });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'API_ERROR_RESERVATION_NOT_MODIFIABLE' });
      expect(res.body).toContain('Your booking has car services with the workshop for these dates, so it cannot be changed.');
    }
    expect(await slotsBooked()).toBe(held);
    expect((await orderOf(b.id)).status).toBe('requested');
  });
});
