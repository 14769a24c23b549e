import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, TEST_NOW, useApp } from '../test/build';
import { guestVehicle } from '../test/car-service-fixtures';
import { bookingBody, countRows, EXPRESS, setCapacity } from '../test/reservation-fixtures';
import { setWorkshopCapacity } from './car-services-repository';

// Express Prat's place has workshop 1 (AutoTaller Prat, 6 slots a day by default). The booking
// body books 10 to 12 June 2026: its workshop day is 10 June.
const ADMIN = 'cs-admin-token-0123456789';
const CS_TERMS = { salesTerms: true, insurance: true, vehicleMove: true };

describe.each(backends)('booking with car services on %s', (backend) => {
  const h = useApp(backend, { config: { adminToken: ADMIN } });

  async function carWithEstimate(services: number[] = [2201, 2101]) {
    const v = await guestVehicle(h.app, { umc: 'VW-004', motor: 'EA-16TDI-115', km: 120_000, kmAt: TEST_NOW });
    const est = await h.app.inject({ method: 'POST', url: '/api/carservice/estimate', payload: { id_vehicle: v.id, id_car_service: services }, headers: { 'x-vehicle-token': v.token } });
    expect(est.statusCode).toBe(201);
    return { v, estimateId: est.json().id as number };
  }
  const book = (body: object, token: string | null, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: '/api/reservations', payload: body, headers: { ...(token ? { 'x-vehicle-token': token } : {}), ...headers } });
  const admin = (orderId: number, status: string) =>
    h.app.inject({ method: 'PUT', url: `/api/admin/workshop-orders/${orderId}/status`, payload: { status }, headers: { 'x-admin-token': ADMIN } });

  it('needs the two extra confirmations (insurance, moving the vehicle) when car services are booked', async () => {
    const { v, estimateId } = await carWithEstimate();
    const res = await book(bookingBody({ id_vehicle: v.id, id_mechanical_estimate: estimateId }), v.token);
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['terms.insurance', 'terms.vehicleMove']));
  });

  it('refuses a vehicle whose data the services need is missing (km not recorded today)', async () => {
    const v = await guestVehicle(h.app, { umc: 'VW-004', motor: 'EA-16TDI-115', km: 120_000, kmAt: new Date('2026-05-01T10:00:00Z') });
    const est = (await h.app.inject({ method: 'POST', url: '/api/carservice/estimate', payload: { id_vehicle: v.id, id_car_service: 2201 }, headers: { 'x-vehicle-token': v.token } })).json();
    const res = await book(bookingBody({ id_vehicle: v.id, id_mechanical_estimate: est.id, terms: CS_TERMS }), v.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'id_vehicle', code: 'vehicle_incomplete', missing: ['km_today'] });
  });

  it('refuses another traveller\'s vehicle (no X-Vehicle-Token): 404, nothing stored', async () => {
    const { v, estimateId } = await carWithEstimate();
    const before = await countRows(h.database.db, 'reservations');
    const res = await book(bookingBody({ id_vehicle: v.id, id_mechanical_estimate: estimateId, terms: CS_TERMS }), null);
    expect(res.statusCode).toBe(404);
    expect(await countRows(h.database.db, 'reservations')).toBe(before);
  });

  it('stores the car services, custom requests and the workshop order; the mail lists them; the workshop moves the order and the traveller is mailed', async () => {
    const { v, estimateId } = await carWithEstimate();
    // a photo of the custom service request, uploaded first (service-photos.test.ts)
    const upload = (await h.app.inject({ method: 'POST', url: '/api/carservice/photos', payload: { photo: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==' } })).json();
    const body = bookingBody({
      id_vehicle: v.id,
      id_mechanical_estimate: estimateId,
      terms: CS_TERMS,
      reservation: { ...bookingBody().reservation, email: 'car.services@example.com' },
      customized_tires_request: { size: '205/55 R16 91V', quantity: 2 },
      service_request: { description: 'Revisar ruido en la suspensión trasera', photo_upload_token: upload.upload_token },
    });
    const res = await book(body, v.token);
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r.price_lines.pvp_mechanical_orders).toBeGreaterThan(0);
    expect(r.price_lines.pvp_carservice_discount).toBeGreaterThan(0);
    const cs = r.car_services_booking;
    expect(cs.car_services.map((c: { id_car_service: number }) => c.id_car_service)).toEqual([2101, 2201]);
    expect(cs.customized_tires_request).toEqual({ size: '205/55 R16 91V', brand_preference: null, quantity: 2 });
    expect(cs.service_request).toEqual({ description: 'Revisar ruido en la suspensión trasera', photos: 1 });
    expect(cs.workshop_order).toMatchObject({ status: 'requested', day: '2026-06-10', workshop: 'AutoTaller Prat', reference: r.reference });
    expect(cs.workshop_order.history).toEqual([{ status: 'requested', at: TEST_NOW.toISOString() }]);

    const mail = (await h.database.db.execute(sql`select text, html from outbox where "to" = 'car.services@example.com' order by id`)) as unknown as { rows: { text: string; html: string }[] };
    expect(mail.rows).toHaveLength(1);
    const text = mail.rows[0]!.text;
    for (const s of ['Cambio de aceite y filtro', 'ITV', 'Tasa de emisiones', 'Neumáticos a medida: 2 × 205/55 R16 91V', 'Servicio a medida: Revisar ruido en la suspensión trasera (Fotos adjuntas: 1)', 'Presupuesto a enviar', 'Pedido al taller', 'Solicitado']) {
      expect(text).toContain(s);
    }

    const orderId = cs.workshop_order.id as number;
    expect((await admin(orderId, 'done')).statusCode).toBe(409);
    expect((await admin(orderId, 'confirmed')).json()).toMatchObject({ status: 'confirmed' });
    expect((await admin(orderId, 'in_progress')).statusCode).toBe(200);
    const done = await admin(orderId, 'done');
    expect(done.json().history.map((e: { status: string }) => e.status)).toEqual(['requested', 'confirmed', 'in_progress', 'done']);
    expect((await admin(orderId, 'cancelled')).statusCode).toBe(409);
    expect((await h.app.inject({ method: 'PUT', url: `/api/admin/workshop-orders/${orderId}/status`, payload: { status: 'done' } })).statusCode).toBe(401);

    // The traveller's view shows every change; mails on confirmed and done, in Spanish.
    const view = await h.app.inject({ method: 'GET', url: '/api/reservation', headers: { 'x-reservation-token': r.reservation_token } });
    expect(view.json().car_services_booking.workshop_order.status).toBe('done');
    const after = (await h.database.db.execute(sql`select subject from outbox where "to" = 'car.services@example.com' order by id`)) as unknown as { rows: { subject: string }[] };
    expect(after.rows.map((x) => x.subject)).toEqual([
      expect.any(String),
      `El taller ha confirmado los servicios de tu coche (${r.reference})`,
      `Los servicios de tu coche están terminados (${r.reference})`,
    ]);
  });

  it('a cancelled order gives its workshop slot back', async () => {
    const { v, estimateId } = await carWithEstimate([501]);
    const body = bookingBody({ id_vehicle: v.id, id_mechanical_estimate: estimateId, terms: CS_TERMS, startDate: '2026-06-20 10:00:00', endDate: '2026-06-21 10:00:00' });
    const r = (await book(body, v.token)).json();
    const booked = async () => Number(((await h.database.db.execute(sql`select booked from workshop_daily_capacity where workshop_id = 1 and day = '2026-06-20'`)) as unknown as { rows: { booked: number }[] }).rows[0]!.booked);
    expect(await booked()).toBe(1);
    expect((await admin(r.car_services_booking.workshop_order.id, 'cancelled')).statusCode).toBe(200);
    expect(await booked()).toBe(0);
  });

  it('200 concurrent bookings for a workshop with 5 free slots store exactly 5', { timeout: 120_000 }, async () => {
    const day = '2026-07-01';
    await setWorkshopCapacity(h.database.db, 1, day, 5);
    await setCapacity(h.database.db, EXPRESS, ['2026-07-01', '2026-07-02'], 1000);
    const { v, estimateId } = await carWithEstimate([501]);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        book(
          bookingBody({
            startDate: '2026-07-01 10:00:00',
            endDate: '2026-07-02 10:00:00',
            id_vehicle: v.id,
            id_mechanical_estimate: estimateId,
            terms: CS_TERMS,
            reservation: { ...bookingBody().reservation, email: `rush${i}@example.com` },
          }),
          v.token,
        ),
      ),
    );
    const codes = results.map((x) => x.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
    const refused = results.find((x) => x.statusCode === 409)!.json();
    expect(refused).toMatchObject({ code: 'API_ERROR_RESERVATION_OUT_OF_STOCK', details: { field: 'id_mechanical_estimate' } });
    expect(await countRows(h.database.db, 'workshop_orders', `day = '${day}'`)).toBe(5);
    expect(await countRows(h.database.db, 'workshop_daily_capacity', `day = '${day}' and booked = 5 and capacity = 5`)).toBe(1);
    expect(await countRows(h.database.db, 'reservations', `email like 'rush%'`)).toBe(5);
  });
});
