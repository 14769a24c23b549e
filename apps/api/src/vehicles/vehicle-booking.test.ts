import type { ReservationView } from '@parking/domain/contracts/reservation';
import type { GuestVehicleCreated, VehicleWire } from '@parking/domain/contracts/vehicle';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, reservations } from '../db/schema-reservations';
import { htmlOfRow } from '../mail/outbox-repository';
import { createTestAccounts, type TestAccounts } from '../test/accounts';
import { backends, TEST_NOW, useApp } from '../test/build';
import { bookingBody, countRows } from '../test/reservation-fixtures';

/**
 * Issue 15.7: the reservation carries the vehicle. The booking takes `id_vehicle` (the plate on
 * the reservation is the vehicle's), the reservation view has the vehicle section (plate, make
 * and model, km) and so has the confirmation e-mail, in the booking's language. The plain-plate
 * path stays as it was.
 */

const TOKEN = 'x-vehicle-token';

describe.each(backends)('booking with a vehicle on %s', (backend) => {
  const h = useApp(backend);
  let t: TestAccounts;
  let day = 10;
  // each booking its own stay, so no booking is a keyless replay of another
  const stay = () => {
    day += 2;
    return { startDate: `2026-07-${day} 10:00:00`, endDate: `2026-07-${day + 1} 10:00:00` };
  };
  beforeAll(async () => {
    t = await createTestAccounts(h.database.db, TEST_NOW);
  });

  const book = (headers: Record<string, string>, overrides: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url: '/api/reservations', headers: { 'accept-language': 'en', ...headers }, payload: bookingBody({ ...stay(), ...overrides }) });
  // the row with its HTML as the relay and the listing build it (a booking stores its source: decision 0039)
  const mailOf = async (id: number) => {
    const row = (await h.database.db.select().from(outbox).where(eq(outbox.reservationId, id)))[0]!;
    return { ...row, html: htmlOfRow(row) };
  };

  it("books a client's own vehicle: its plate, the vehicle section, and the mail shows make, model and km", async () => {
    const car = (await h.app.inject({ method: 'POST', url: '/api/vehicles', headers: t.clientA.headers, payload: { plate: '4821 KMN' } })).json() as VehicleWire;
    await h.app.inject({ method: 'PUT', url: `/api/vehicles/${car.id}/km`, headers: t.clientA.headers, payload: { km: 120500 } });
    const res = await book(t.clientA.headers, { id_vehicle: car.id, reservation: { ...bookingBody().reservation, plate: '1234 BCD', email: 'ana.vehicle@example.com' }, lang: 'es' });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json() as ReservationView;
    expect(view.plate).toBe('4821KMN');
    expect(view.id_vehicle).toBe(car.id);
    expect(view.vehicle).toEqual({
      id: car.id,
      plate: '4821KMN',
      plate_display: '4821 KMN',
      make_description: 'VOLKSWAGEN',
      model_description: 'GOLF VII (2017-2020)',
      make_and_model: 'VOLKSWAGEN GOLF VII (2017-2020)',
      km: 120500,
      km_timestamp: '2026-06-01 10:00:00',
    });
    const mail = await mailOf(view.id);
    expect(mail.text).toContain('Matrícula: 4821KMN');
    expect(mail.text).toContain('Vehículo: VOLKSWAGEN GOLF VII (2017-2020)');
    expect(mail.text).toContain('Kilómetros: 120.500 km');
    expect(mail.html).toContain('VOLKSWAGEN GOLF VII (2017-2020)');
    // the view by the access token has it too
    const again = await h.app.inject({ method: 'GET', url: '/api/reservation', headers: { 'x-reservation-token': (view as { reservation_token?: string }).reservation_token! } });
    expect(again.json().vehicle).toMatchObject({ id: car.id, make_and_model: 'VOLKSWAGEN GOLF VII (2017-2020)' });
  });

  it("refuses another client's vehicle (404) and stores nothing", async () => {
    const car = (await h.app.inject({ method: 'POST', url: '/api/vehicles', headers: t.clientA.headers, payload: { plate: '2468 JKL' } })).json() as VehicleWire;
    const before = await countRows(h.database.db, 'reservations');
    const res = await book(t.clientB.headers, { id_vehicle: car.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'API_ERROR_VEHICLE_NOT_FOUND', details: [{ field: 'id_vehicle' }] });
    expect(await countRows(h.database.db, 'reservations')).toBe(before);
  });

  it('books a guest vehicle with its token only', async () => {
    const car = (await h.app.inject({ method: 'POST', url: '/api/vehicles', payload: { plate: '7305 LBC' } })).json() as GuestVehicleCreated;
    const without = await book({}, { id_vehicle: car.id });
    expect(without.statusCode).toBe(404);
    const res = await book({ [TOKEN]: car.guest_token }, { id_vehicle: car.id, lang: 'fr' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ plate: '7305LBC', vehicle: { make_and_model: 'RENAULT CLIO V (2019-)', km: null } });
    const mail = await mailOf(res.json().id);
    expect(mail.text).toMatch(/Véhicule\s*: RENAULT CLIO V \(2019-\)/);
    expect(mail.text).not.toContain('Kilométrage');
  });

  it("keeps the form's plate for a guest vehicle chosen by the selectors (no plate stored)", async () => {
    const car = (await h.app.inject({ method: 'POST', url: '/api/vehicles', payload: { plate: null, umc: 'SE-003' } })).json() as GuestVehicleCreated;
    const res = await book({ [TOKEN]: car.guest_token }, { id_vehicle: car.id, reservation: { ...bookingBody().reservation, plate: '5555 DFG' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ plate: '5555DFG', vehicle: { plate: null, make_and_model: 'SEAT IBIZA IV (2012-2017)' } });
    const [row] = await h.database.db.select({ vehicleId: reservations.vehicleId }).from(reservations).where(eq(reservations.id, res.json().id));
    expect(row!.vehicleId).toBe(car.id);
  });

  it('keeps the plain-plate path: no id_vehicle, the plate typed, no vehicle section', async () => {
    const res = await book({}, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id_vehicle: null, vehicle: null });
    expect(res.json().plate).toMatch(/^1234 ?BCD$/);
    expect((await mailOf(res.json().id)).text).not.toMatch(/Vehicle:|Vehículo:/);
  });

  it('refuses an id_vehicle that is not an id (400)', async () => {
    const res = await book({}, { id_vehicle: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('API_ERROR_VALIDATION');
  });
});
