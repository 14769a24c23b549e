import type { GuestVehicleCreated, VehicleWire } from '@parking/domain/contracts/vehicle';
import { vehicleComplete } from '@parking/domain/vehicles/completeness';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyClients, missingCarModels, vehicles as vehiclesTable } from '../db/schema-vehicles';
import { createTestAccounts, type TestAccounts } from '../test/accounts';
import { backends, TEST_NOW, useApp } from '../test/build';

/**
 * Issue 15.6: every vehicle call of spec 7 under /api/vehicles, on PGlite and PostgreSQL, with
 * the sandbox plate register (README demo plates). The ownership matrix (owner, another client,
 * an agent for the client, a guest, anonymous) is in vehicle-ownership.test.ts.
 */

const TOKEN = 'x-vehicle-token';

describe.each(backends)('vehicle calls on %s', (backend) => {
  const h = useApp(backend);
  let t: TestAccounts;
  beforeAll(async () => {
    t = await createTestAccounts(h.database.db, TEST_NOW);
    await h.database.db.insert(agencyClients).values({ agencyId: t.agency.agencyId!, userId: t.clientA.userId! });
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
    h.app.inject({ method, url, headers: { 'accept-language': 'en', ...headers }, ...(payload ? { payload } : {}) });
  const expectError = (res: LightMyRequestResponse, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    expect(res.json().reason).toEqual(expect.any(String));
  };

  describe('the catalogue (spec 7 makes, models, propulsions, body and motor options, umc_data)', () => {
    it('lists at least 25 makes with make_code and make_description', async () => {
      const res = await call('GET', '/api/vehicles/makes');
      expect(res.statusCode).toBe(200);
      const makes = res.json().car_makes as { id: number; make_code: string; make_description: string }[];
      expect(makes.length).toBeGreaterThanOrEqual(25);
      expect(makes.find((m) => m.make_code === 'VW')).toMatchObject({ make_description: 'VOLKSWAGEN', id: expect.any(Number) });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });

    it("lists a make's models with friendlyName and year parsed from the bracket", async () => {
      const res = await call('GET', '/api/vehicles/models?make_code=VW');
      expect(res.statusCode).toBe(200);
      const models = res.json().car_models as { friendlyName: string; year: string | null; model_description: string; umc: string }[];
      const golf7 = models.filter((m) => m.friendlyName === 'GOLF VII');
      expect(golf7.map((m) => m.year).sort()).toEqual(['2012-2017', '2017-2020']);
      expect(golf7[0]!.model_description).toMatch(/^GOLF VII \(\d{4}-\d{4}\)$/);
    });

    it('refuses an unknown make (404) and a missing make_code (400)', async () => {
      expectError(await call('GET', '/api/vehicles/models?make_code=NOPE'), 404, 'API_ERROR_VEHICLE_MODEL_NOT_FOUND');
      expectError(await call('GET', '/api/vehicles/models'), 400, 'API_ERROR_VALIDATION');
    });

    it('gives the propulsions of every year of a model, and of one umc', async () => {
      const byModel = await call('GET', '/api/vehicles/propulsions?make_code=VW&model=GOLF%20VII');
      expect(byModel.statusCode).toBe(200);
      const codes = (byModel.json().propulsion_codes as { propulsion_code: string; propulsion: string }[]).map((p) => p.propulsion_code);
      expect(codes.length).toBeGreaterThan(0);
      const one = await call('GET', '/api/vehicles/propulsion_options?umc=VW-004');
      expect(one.statusCode).toBe(200);
      for (const p of one.json().propulsion_codes as { propulsion_code: string }[]) expect(codes).toContain(p.propulsion_code);
      expectError(await call('GET', '/api/vehicles/propulsions?make_code=VW&model=NO%20SUCH'), 404, 'API_ERROR_VEHICLE_MODEL_NOT_FOUND');
    });

    it("gives a model's bodies and engines, engines named by cc rounded to 100 plus CV (spec 3, 9)", async () => {
      const bodies = await call('GET', '/api/vehicles/body_options?umc=VW-004');
      expect(bodies.statusCode).toBe(200);
      expect((bodies.json().body_options as { applicabilitycode: string }[]).map((b) => b.applicabilitycode)).toContain('HB5');
      const motors = await call('GET', '/api/vehicles/motor_options?umc=VW-004');
      const list = motors.json().motor_options as { applicabilitycode: string; friendlyName: string; propulsion_code: string }[];
      expect(list.find((m) => m.applicabilitycode === 'EA-10TSI-110')?.friendlyName).toBe('1.0 110 CV');
      for (const m of list) expect(m.friendlyName).toMatch(/^(\d\.\d )?\d+ CV$/);
      const petrol = await call('GET', `/api/vehicles/motor_options?umc=VW-004&propulsion_code=${list[0]!.propulsion_code}`);
      expect((petrol.json().motor_options as { propulsion_code: string }[]).every((m) => m.propulsion_code === list[0]!.propulsion_code)).toBe(true);
      expectError(await call('GET', '/api/vehicles/body_options?umc=XX-999'), 404, 'API_ERROR_VEHICLE_MODEL_NOT_FOUND');
    });

    it('gives the umc_data of a UMC', async () => {
      const res = await call('GET', '/api/vehicles/umc_data/VW-004');
      expect(res.json()).toEqual({ umc_data: { makeCode: 'VW', makeDescription: 'VOLKSWAGEN', modelDescription: 'GOLF VII (2017-2020)', umc: 'VW-004' } });
      expectError(await call('GET', '/api/vehicles/umc_data/XX-999'), 404, 'API_ERROR_VEHICLE_MODEL_NOT_FOUND');
    });
  });

  describe('check plate (the sandbox register)', () => {
    it('finds a demo plate whatever its spacing, with its id_gt_vehicle_information and umc_data', async () => {
      const res = await call('POST', '/api/vehicles/check_plate', {}, { plate: '4821-kmn' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ plate: '4821KMN', plate_display: '4821 KMN', country: 'ES', identifiable: true, found: true, id_gt_vehicle_information: 900002, umc_data: { umc: 'VW-004' }, vehicle: null });
    });

    it('finds an older provincial plate', async () => {
      const res = await call('POST', '/api/vehicles/check_plate', {}, { plate: 'M-4721-XZ' });
      expect(res.json()).toMatchObject({ found: true, umc_data: { umc: 'VW-001' } });
    });

    it('does not find an unknown Spanish plate, and never looks up a foreign one', async () => {
      expect((await call('POST', '/api/vehicles/check_plate', {}, { plate: '9999 ZZZ' })).json()).toMatchObject({ identifiable: true, found: false, id_gt_vehicle_information: null });
      expect((await call('POST', '/api/vehicles/check_plate', {}, { plate: 'AB-123-CD', country: 'FR' })).json()).toMatchObject({ identifiable: false, found: false, country: 'FR' });
    });

    it('refuses an invalid Spanish plate and an unknown country with the field and a reason (400)', async () => {
      const bad = await call('POST', '/api/vehicles/check_plate', {}, { plate: '1234 AEI' });
      expectError(bad, 400, 'API_ERROR_VALIDATION');
      expect(bad.json().details[0]).toMatchObject({ field: 'plate' });
      const es = await call('POST', '/api/vehicles/check_plate', { 'accept-language': 'es' }, { plate: 'AB-123-CD', country: 'XX' });
      expectError(es, 400, 'API_ERROR_VALIDATION');
      expect(es.json().details[0]).toMatchObject({ field: 'country' });
    });
  });

  describe('a guest vehicle (spec 4, 6; decision 0023)', () => {
    let guest: GuestVehicleCreated;
    beforeAll(async () => {
      const res = await call('POST', '/api/vehicles', {}, { plate: '4821 KMN', type: null });
      expect(res.statusCode, res.body).toBe(201);
      guest = res.json();
    });

    it('is created by plate, identified at once, and carries a 256-bit token once', () => {
      expect(guest).toMatchObject({ plate: '4821KMN', plate_display: '4821 KMN', id_client: 1, client_id: '1', id_gt_vehicle_information: 900002 });
      expect(guest.vehicle_information).toMatchObject({ make_description: 'VOLKSWAGEN', model_description: 'GOLF VII (2017-2020)', friendlyName: 'GOLF VII', year: '2017-2020', umc: 'VW-004' });
      expect(guest.guest_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('opens with its token only; the id alone, or another token, finds nothing', async () => {
      const own = await call('GET', `/api/vehicles/${guest.id}`, { [TOKEN]: guest.guest_token });
      expect(own.statusCode).toBe(200);
      expect(own.json().guest_token).toBeUndefined();
      expectError(await call('GET', `/api/vehicles/${guest.id}`), 404, 'API_ERROR_VEHICLE_NOT_FOUND');
      expectError(await call('GET', `/api/vehicles/${guest.id}`, { [TOKEN]: 'A'.repeat(43) }), 404, 'API_ERROR_VEHICLE_NOT_FOUND');
      expectError(await call('GET', `/api/vehicles/${guest.id}`, t.clientB.headers), 404, 'API_ERROR_VEHICLE_NOT_FOUND');
    });

    it('stores only the hash of the token', async () => {
      const [row] = await h.database.db.select({ hash: vehiclesTable.guestTokenHash }).from(vehiclesTable).where(eq(vehiclesTable.id, guest.id));
      expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.hash).not.toContain(guest.guest_token);
    });

    it('records km with km_timestamp (spec 7 "set requested data km for user and guest")', async () => {
      const res = await call('PUT', `/api/vehicles/${guest.id}/km`, { [TOKEN]: guest.guest_token }, { km: 120000 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ km: 120000, km_timestamp: '2026-06-01 10:00:00' });
      expectError(await call('PUT', `/api/vehicles/${guest.id}/km`, { [TOKEN]: guest.guest_token }, { km: -1 }), 400, 'API_ERROR_VALIDATION');
      expectError(await call('PUT', `/api/vehicles/${guest.id}/km`, { [TOKEN]: guest.guest_token }, { km: '120.000' }), 400, 'API_ERROR_VALIDATION');
    });

    it('takes car_details of its own model only', async () => {
      const ok = await call('POST', `/api/vehicles/car_details/${guest.id}`, { [TOKEN]: guest.guest_token }, { motor_applicabilitycode: 'EA-10TSI-110', motor_desc: '1.0 110 CV', body_applicabilitycode: 'HB5', body_desc: 'HATCHBACK 5 PUERTAS', km: 121000 });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ km: 121000, vehicle_information: { motor_applicabilitycode: 'EA-10TSI-110', motor_desc: '1.0 110 CV', body_applicabilitycode: 'HB5', body_desc: 'HATCHBACK 5 PUERTAS' } });
      const wrong = await call('POST', `/api/vehicles/car_details/${guest.id}`, { [TOKEN]: guest.guest_token }, { motor_applicabilitycode: 'TE-EL-283' });
      expectError(wrong, 404, 'API_ERROR_VEHICLE_MODEL_NOT_FOUND');
      expect(wrong.json().details[0]).toMatchObject({ field: 'motor_applicabilitycode' });
    });

    it('gives car services its state, complete for every requirement once body, motor and today\'s km are known (spec 5)', async () => {
      const state = await h.app.services.vehicles.state({ type: 'none', token: guest.guest_token }, guest.id);
      expect(state).toMatchObject({ id: guest.id, umc: 'VW-004', motorCode: 'EA-10TSI-110', bodyCode: 'HB5', km: 121000, makeCode: 'VW' });
      const all = { umc_required: true, body_applicabilitycode_required: true, motor_applicabilitycode_required: true, request_km: true };
      expect(vehicleComplete(state, all, TEST_NOW)).toEqual([]);
      expect(vehicleComplete(state, all, new Date('2026-06-02T10:00:00Z'))).toEqual(['km_today']);
      await expect(h.app.services.vehicles.state({ type: 'none', token: null }, guest.id)).rejects.toMatchObject({ code: 'API_ERROR_VEHICLE_NOT_FOUND' });
    });

    it('may not be changed by the guest (spec 6 "Only logged-in users update an existing vehicle")', async () => {
      expectError(await call('PUT', `/api/vehicles/${guest.id}`, { [TOKEN]: guest.guest_token }, { type: 'Mine' }), 401, 'API_ERROR_UNAUTHORIZED');
      expectError(await call('PUT', `/api/vehicles/${guest.id}/umc`, { [TOKEN]: guest.guest_token }, { umc: 'VW-003' }), 401, 'API_ERROR_UNAUTHORIZED');
    });

    it('has its identification cleared (spec 7 clear_vehicle_identification)', async () => {
      const res = await call('DELETE', `/api/vehicles/clear_vehicle_identification/${guest.id}`, { [TOKEN]: guest.guest_token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id_gt_vehicle_information: null, vehicle_information: null, plate: '4821KMN' });
      // identify asks the register again and stores the answer for the guest holding it
      const again = await call('POST', `/api/vehicles/${guest.id}/identify`, { [TOKEN]: guest.guest_token });
      expect(again.json()).toMatchObject({ id_gt_vehicle_information: 900002, vehicle_information: { umc: 'VW-004' } });
    });

    it('is registered to the client who logs in holding its token, and the token stops opening it', async () => {
      expectError(await call('PUT', `/api/vehicles/register_guest_vehicle/${guest.id}`, { [TOKEN]: guest.guest_token }), 401, 'API_ERROR_UNAUTHORIZED');
      expectError(await call('PUT', `/api/vehicles/register_guest_vehicle/${guest.id}`, t.clientB.headers), 404, 'API_ERROR_VEHICLE_NOT_FOUND');
      const res = await call('PUT', `/api/vehicles/register_guest_vehicle/${guest.id}`, { ...t.clientB.headers, [TOKEN]: guest.guest_token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: guest.id, id_client: t.clientB.userId, client_id: String(t.clientB.userId) });
      expect((await call('GET', '/api/vehicles', t.clientB.headers)).json().vehicles.map((v: VehicleWire) => v.id)).toContain(guest.id);
      expectError(await call('GET', `/api/vehicles/${guest.id}`, { [TOKEN]: guest.guest_token }), 401, 'API_ERROR_UNAUTHORIZED');
      expectError(await call('PUT', `/api/vehicles/register_guest_vehicle/${guest.id}`, { ...t.clientA.headers, [TOKEN]: guest.guest_token }), 404, 'API_ERROR_VEHICLE_NOT_FOUND');
    });

    it('is created by the selectors without plate (spec 4 "guests: no plate")', async () => {
      const res = await call('POST', '/api/vehicles', {}, { plate: null, type: null, makeCode: 'SE', makeDescription: 'SEAT', modelDescription: 'IBIZA IV (2012-2017)', umc: 'SE-003', propulsion_code: 'G' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ plate: null, id_gt_vehicle_information: null, vehicle_information: { umc: 'SE-003', make_code: 'SE', propulsion_code: 'G' } });
      expectError(await call('POST', '/api/vehicles', {}, { plate: null, makeCode: 'VW', umc: 'SE-003' }), 404, 'API_ERROR_VEHICLE_MODEL_NOT_FOUND');
      expectError(await call('POST', '/api/vehicles', {}, { plate: null, umc: 'SE-003', propulsion_code: 'EL' }), 404, 'API_ERROR_VEHICLE_MODEL_NOT_FOUND');
    });

    it('is created from the not-found form: type is brand, model and colour', async () => {
      const res = await call('POST', '/api/vehicles', {}, { plate: '9999 ZZZ', brand: 'Lada', model: 'Niva', colour: 'verde' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ plate: '9999ZZZ', type: 'Lada Niva verde', colour: 'verde', vehicle_information: null });
    });

    it('keeps an unknown plate unidentified, and a foreign plate as free text with its country', async () => {
      expect((await call('POST', '/api/vehicles', {}, { plate: '9999 ZZZ' })).json()).toMatchObject({ plate: '9999ZZZ', id_gt_vehicle_information: null });
      const fr = await call('POST', '/api/vehicles', {}, { plate: 'AB-123-CD', country: 'FR' });
      expect(fr.json()).toMatchObject({ plate: 'AB123CD', country: 'FR', vehicle_information: null });
      expectError(await call('POST', `/api/vehicles/${fr.json().id}/identify`, { [TOKEN]: fr.json().guest_token }), 422, 'API_ERROR_VEHICLE_PLATE_NOT_IDENTIFIABLE');
    });

    it('refuses a create with nothing to go by, or an invalid plate', async () => {
      expectError(await call('POST', '/api/vehicles', {}, { plate: null }), 400, 'API_ERROR_VALIDATION');
      expectError(await call('POST', '/api/vehicles', {}, { plate: '1234 AEI' }), 400, 'API_ERROR_VALIDATION');
      expectError(await call('POST', '/api/vehicles', {}, { brand: 'Lada' }), 400, 'API_ERROR_VALIDATION');
    });
  });

  describe("a client's saved vehicles (spec 6 'Client: saved vehicles')", () => {
    let car: VehicleWire;
    beforeAll(async () => {
      const res = await call('POST', '/api/vehicles', t.clientA.headers, { plate: '7305 LBC', type: 'Mi Clio' });
      expect(res.statusCode, res.body).toBe(201);
      car = res.json();
    });

    it('is created for the client, with no guest token', () => {
      expect(car).toMatchObject({ id_client: t.clientA.userId, type: 'Mi Clio', vehicle_information: { umc: 'RE-005' } });
      expect((car as Partial<GuestVehicleCreated>).guest_token).toBeUndefined();
    });

    it('is listed for its owner only', async () => {
      const mine = await call('GET', '/api/vehicles', t.clientA.headers);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(mine.json().vehicles.map((v: VehicleWire) => v.id)).toContain(car.id);
      expect((await call('GET', '/api/vehicles', t.clientB.headers)).json().vehicles.map((v: VehicleWire) => v.id)).not.toContain(car.id);
      expectError(await call('GET', '/api/vehicles'), 401, 'API_ERROR_UNAUTHORIZED');
    });

    it('check plate names the saved vehicle with that plate', async () => {
      const res = await call('POST', '/api/vehicles/check_plate', t.clientA.headers, { plate: '7305LBC' });
      expect(res.json()).toMatchObject({ found: true, vehicle: { id: car.id } });
      expect((await call('POST', '/api/vehicles/check_plate', t.clientB.headers, { plate: '7305LBC' })).json().vehicle).toBeNull();
    });

    it('is renamed, given a workshop type and a UMC by its owner', async () => {
      expect((await call('PUT', `/api/vehicles/${car.id}`, t.clientA.headers, { type: 'Coche de Ana' })).json()).toMatchObject({ type: 'Coche de Ana', vehicle_information: { umc: 'RE-005' } });
      expect((await call('PUT', `/api/vehicles/${car.id}/workshop_type`, t.clientA.headers, { workshop_type: 'official' })).json()).toMatchObject({ workshop_type: 'official' });
      expectError(await call('PUT', `/api/vehicles/${car.id}/workshop_type`, t.clientA.headers, { workshop_type: 'cheap' }), 400, 'API_ERROR_VALIDATION');
      const umc = await call('PUT', `/api/vehicles/${car.id}/umc`, t.clientA.headers, { umc: 'RE-004' });
      expect(umc.json()).toMatchObject({ id_gt_vehicle_information: null, vehicle_information: { umc: 'RE-004' } });
      expectError(await call('PUT', `/api/vehicles/${car.id}/umc`, t.clientA.headers, { umc: 'NOPE' }), 404, 'API_ERROR_VEHICLE_MODEL_NOT_FOUND');
    });

    it('drops its identification when its plate changes', async () => {
      const res = await call('PUT', `/api/vehicles/${car.id}`, t.clientA.headers, { plate: '2468 JKL' });
      expect(res.json()).toMatchObject({ plate: '2468JKL', vehicle_information: null });
      const identified = await call('POST', `/api/vehicles/${car.id}/identify`, t.clientA.headers);
      expect(identified.json()).toMatchObject({ id_gt_vehicle_information: 900001, vehicle_information: { umc: 'SE-003' } });
    });

    it('is read by an agent acting for the client, who changes nothing (spec 6 clientId above 1)', async () => {
      const list = await call('GET', `/api/vehicles?client_id=${t.clientA.userId}`, t.agency.headers);
      expect(list.json().vehicles.map((v: VehicleWire) => v.id)).toContain(car.id);
      expect((await call('GET', '/api/vehicles', t.agency.headers)).json()).toEqual({ vehicles: [] });
      expect((await call('GET', `/api/vehicles/${car.id}?client_id=${t.clientA.userId}`, t.agency.headers)).statusCode).toBe(200);
      expect((await call('GET', `/api/vehicles/${car.id}`, t.agency.headers)).statusCode).toBe(200);
      expectError(await call('PUT', `/api/vehicles/${car.id}`, t.agency.headers, { type: 'x' }), 403, 'API_ERROR_FORBIDDEN');
      expectError(await call('GET', `/api/vehicles?client_id=${t.clientB.userId}`, t.agency.headers), 403, 'API_ERROR_FORBIDDEN');
      // spec 7 "client_id as string for agent": the agent adds a vehicle for its client
      const made = await call('POST', '/api/vehicles', t.agency.headers, { plate: '0457 JTZ', client_id: String(t.clientA.userId) });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json()).toMatchObject({ id_client: t.clientA.userId, vehicle_information: { umc: 'NI-004' } });
      expect(made.json().guest_token).toBeUndefined();
      expectError(await call('POST', '/api/vehicles', t.agency.headers, { plate: '0457 JTZ', client_id: String(t.clientB.userId) }), 403, 'API_ERROR_FORBIDDEN');
    });

    it('refuses a client naming another client', async () => {
      expectError(await call('GET', `/api/vehicles?client_id=${t.clientA.userId}`, t.clientB.headers), 403, 'API_ERROR_FORBIDDEN');
    });

    it('is deleted by its owner (and then not found)', async () => {
      expectError(await call('DELETE', `/api/vehicles/${car.id}`, t.clientB.headers), 404, 'API_ERROR_VEHICLE_NOT_FOUND');
      const res = await call('DELETE', `/api/vehicles/${car.id}`, t.clientA.headers);
      expect(res.statusCode).toBe(204);
      expectError(await call('GET', `/api/vehicles/${car.id}`, t.clientA.headers), 404, 'API_ERROR_VEHICLE_NOT_FOUND');
      expect((await call('GET', '/api/vehicles', t.clientA.headers)).json().vehicles.map((v: VehicleWire) => v.id)).not.toContain(car.id);
    });
  });

  describe('missing car model (spec 7 "brand, model, e-mail for guests")', () => {
    it('needs an e-mail from a guest, not from a client', async () => {
      const noMail = await call('POST', '/api/vehicles/missing_car_model', {}, { brand: 'Lada', model: 'Niva' });
      expectError(noMail, 400, 'API_ERROR_VALIDATION');
      expectError(await call('POST', '/api/vehicles/missing_car_model', {}, { brand: 'Lada', model: 'Niva', email: 'nope' }), 400, 'API_ERROR_VALIDATION');
      expect((await call('POST', '/api/vehicles/missing_car_model', {}, { brand: 'Lada', model: 'Niva', email: 'ana@example.com' })).statusCode).toBe(202);
      expect((await call('POST', '/api/vehicles/missing_car_model', t.clientA.headers, { brand: 'Trabant', model: '601' })).statusCode).toBe(202);
      const rows = await h.database.db.select().from(missingCarModels);
      expect(rows.map((r) => [r.brand, r.email, r.userId])).toEqual(expect.arrayContaining([['Lada', 'ana@example.com', null], ['Trabant', null, t.clientA.userId]]));
    });
  });

  it('puts every vehicle route in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/vehicles'));
    expect(paths.sort()).toEqual(
      [
        '/api/vehicles',
        '/api/vehicles/makes',
        '/api/vehicles/models',
        '/api/vehicles/propulsions',
        '/api/vehicles/propulsion_options',
        '/api/vehicles/body_options',
        '/api/vehicles/motor_options',
        '/api/vehicles/umc_data/{umc}',
        '/api/vehicles/missing_car_model',
        '/api/vehicles/check_plate',
        '/api/vehicles/register_guest_vehicle/{vehicleId}',
        '/api/vehicles/car_details/{vehicleId}',
        '/api/vehicles/clear_vehicle_identification/{vehicleId}',
        '/api/vehicles/{vehicleId}',
        '/api/vehicles/{vehicleId}/identify',
        '/api/vehicles/{vehicleId}/workshop_type',
        '/api/vehicles/{vehicleId}/umc',
        '/api/vehicles/{vehicleId}/km',
      ].sort(),
    );
  });
});
