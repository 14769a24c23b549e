import type { GuestVehicleCreated, VehicleWire } from '@parking/domain/contracts/vehicle';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservationChanges } from '../db/schema-manage';
import { reservations } from '../db/schema-reservations';
import { vehicles } from '../db/schema-vehicles';
import { createTestAccounts, type TestAccounts } from '../test/accounts';
import { backends, TEST_NOW, useApp } from '../test/build';
import { bookingBody } from '../test/reservation-fixtures';

/**
 * Issue 17.3, the vehicle part of the link-reservation dialog (spec 4, spec 7 register
 * reservation: vehicle_id, profile_id, import_vehicle; decision 0026): `vehicle_id` (the
 * client's own vehicle) becomes the booking's vehicle with its plate; `import_vehicle` makes the
 * booking's guest vehicle the client's; a vehicle the client may not use is a 404 and nothing
 * changes; the manage view and the answer carry the facts the dialog decides its controls from.
 */

const VEHICLE_TOKEN = 'x-vehicle-token';

describe.each(backends)('link a booking with its vehicle on %s', (backend) => {
  const h = useApp(backend);
  let t: TestAccounts;
  beforeAll(async () => {
    t = await createTestAccounts(h.database.db, TEST_NOW);
  });
  const db = () => h.database.db;
  const as = (token: string) => ({ 'x-reservation-token': token });

  async function book(headers: Record<string, string>, overrides: Record<string, unknown> = {}): Promise<{ token: string; reference: string; id: number }> {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: bookingBody({ billing: undefined, ...overrides }),
      headers: { 'idempotency-key': `lv-${crypto.randomUUID()}`, ...headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { reservation_token: token, reference, id } = res.json();
    return { token, reference, id };
  }
  const register = (reference: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url: `/api/reservations/${reference}/register`, payload, headers });
  const row = async (id: number) => (await db().select().from(reservations).where(eq(reservations.id, id)))[0]!;
  const vehicleRow = async (id: number) => (await db().select().from(vehicles).where(eq(vehicles.id, id)))[0]!;
  const historyOf = (id: number) => db().select().from(reservationChanges).where(eq(reservationChanges.reservationId, id));

  it("imports the booking's guest vehicle into the account: the token stops opening it", async () => {
    const car = (await h.app.inject({ method: 'POST', url: '/api/vehicles', payload: { plate: '7305 LBC' } })).json() as GuestVehicleCreated;
    const b = await book({ [VEHICLE_TOKEN]: car.guest_token }, { id_vehicle: car.id });
    // what the dialog reads before linking: a vehicle to import, a plate, no invoice profile
    const view = await h.app.inject({ method: 'GET', url: '/api/reservation/manage', headers: as(b.token) });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().link).toEqual({ has_vehicle: true, has_plate: true, has_invoice_profile: false, has_billing: false, has_car_services: false, vehicle_importable: true });

    const res = await register(b.reference, { ...t.clientA.headers, ...as(b.token) }, { import_vehicle: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: b.id, vehicle_linked: true, vehicle_imported: true, profile_linked: false, link: { has_vehicle: true, vehicle_importable: false } });
    expect(res.json().reservation).toMatchObject({ id_vehicle: car.id, vehicle: { id: car.id, plate: '7305LBC' } });
    expect((await vehicleRow(car.id)).idClient).toBe(t.clientA.userId);
    const mine = await h.app.inject({ method: 'GET', url: '/api/vehicles', headers: t.clientA.headers });
    expect(JSON.stringify(mine.json())).toContain('7305LBC');
    // the guest token no longer opens it: a registered vehicle needs a session (decision 0023: 401)
    expect((await h.app.inject({ method: 'GET', url: `/api/vehicles/${car.id}`, headers: { [VEHICLE_TOKEN]: car.guest_token } })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: `/api/vehicles/${car.id}`, headers: t.clientA.headers })).statusCode).toBe(200);
    const hist = await historyOf(b.id);
    expect(hist.map((x) => x.changes.map((c) => c.field))).toEqual([['user_id', 'vehicle_imported']]);
    // a repeat: already the client's, linked, nothing imported again
    const again = await register(b.reference, { ...t.clientA.headers, ...as(b.token) }, { import_vehicle: true });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ vehicle_linked: true, vehicle_imported: false });
    expect(await historyOf(b.id)).toHaveLength(1);
  });

  it("sets one of the client's vehicles as the booking's and copies its plate", async () => {
    const car = (await h.app.inject({ method: 'POST', url: '/api/vehicles', headers: t.clientA.headers, payload: { plate: '4821 KMN' } })).json() as VehicleWire;
    const b = await book({});
    expect((await row(b.id)).vehicleId).toBeNull();
    const res = await register(b.reference, { ...t.clientA.headers, ...as(b.token) }, { vehicle_id: String(car.id), profile_id: t.clientA.profiles[0] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ vehicle_linked: true, vehicle_imported: false, profile_linked: true, link: { has_vehicle: true, has_plate: true, has_invoice_profile: true, has_billing: true, vehicle_importable: false } });
    expect(res.json().reservation).toMatchObject({ plate: '4821KMN', id_vehicle: car.id, vehicle: { make_and_model: 'VOLKSWAGEN GOLF VII (2017-2020)' } });
    const r = await row(b.id);
    expect([r.userId, r.vehicleId, r.plate]).toEqual([t.clientA.userId, car.id, '4821KMN']);
    const [hist] = await historyOf(b.id);
    expect(hist!.changes).toEqual([
      { field: 'user_id', before: null, after: t.clientA.userId },
      { field: 'invoice_profile_id', before: null, after: t.clientA.profiles[0] },
      { field: 'vehicle_id', before: null, after: car.id },
      { field: 'plate', before: expect.stringMatching(/^1234 ?BCD$/), after: '4821KMN' },
    ]);
  });

  it("refuses a stranger's vehicle, a guest vehicle and a missing one with a 404 on vehicle_id; nothing changes", async () => {
    const theirs = (await h.app.inject({ method: 'POST', url: '/api/vehicles', headers: t.clientB.headers, payload: { plate: '2468 JKL' } })).json() as VehicleWire;
    const guestCar = (await h.app.inject({ method: 'POST', url: '/api/vehicles', payload: { plate: '1357 MNP' } })).json() as GuestVehicleCreated;
    const b = await book({});
    const before = await row(b.id);
    for (const id of [theirs.id, guestCar.id, 999_999]) {
      const res = await register(b.reference, { ...t.clientA.headers, ...as(b.token) }, { vehicle_id: id, profile_id: t.clientA.profiles[0] });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'API_ERROR_VEHICLE_NOT_FOUND', details: [{ field: 'vehicle_id' }] });
    }
    expect(await row(b.id)).toEqual(before);
    expect(await historyOf(b.id)).toEqual([]);
    expect((await vehicleRow(theirs.id)).idClient).toBe(t.clientB.userId);
  });

  it('refuses import_vehicle without a guest vehicle of the booking (404), and with vehicle_id (400); nothing changes', async () => {
    const plain = await book({});
    const none = await register(plain.reference, { ...t.clientA.headers, ...as(plain.token) }, { import_vehicle: true });
    expect(none.statusCode, none.body).toBe(404);
    expect(none.json()).toMatchObject({ code: 'API_ERROR_VEHICLE_NOT_FOUND', details: [{ field: 'import_vehicle' }] });
    const both = await register(plain.reference, { ...t.clientA.headers, ...as(plain.token) }, { import_vehicle: true, vehicle_id: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('API_ERROR_VALIDATION');
    expect((await row(plain.id)).userId).toBeNull();

    // the guest vehicle was registered by client B meanwhile (its token, B's login): A cannot import it
    const car = (await h.app.inject({ method: 'POST', url: '/api/vehicles', payload: { plate: '8642 RST' } })).json() as GuestVehicleCreated;
    const b = await book({ [VEHICLE_TOKEN]: car.guest_token }, { id_vehicle: car.id });
    const reg = await h.app.inject({ method: 'PUT', url: `/api/vehicles/register_guest_vehicle/${car.id}`, headers: { ...t.clientB.headers, [VEHICLE_TOKEN]: car.guest_token } });
    expect(reg.statusCode, reg.body).toBe(200);
    const view = await h.app.inject({ method: 'GET', url: '/api/reservation/manage', headers: as(b.token) });
    expect(view.json().link).toMatchObject({ has_vehicle: true, vehicle_importable: false });
    const taken = await register(b.reference, { ...t.clientA.headers, ...as(b.token) }, { import_vehicle: true });
    expect(taken.statusCode, taken.body).toBe(404);
    expect((await row(b.id)).userId).toBeNull();
    expect((await vehicleRow(car.id)).idClient).toBe(t.clientB.userId);
    expect(await historyOf(b.id)).toEqual([]);
  });
});
