import type { GuestVehicleCreated, VehicleWire } from '@parking/domain/contracts/vehicle';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyClients } from '../db/schema-vehicles';
import { createTestAccounts, type TestAccounts } from '../test/accounts';
import { backends, TEST_NOW, useApp } from '../test/build';

/**
 * Issue 15 "the ownership matrix (owner, another client, an agent for the client, a guest,
 * anonymous)" over every vehicle route that names a vehicle (spec 6; domain vehicles/rights.ts;
 * decision 0023). Two tables: a client's saved vehicle, and a guest vehicle. Each row is a route
 * and the status each caller gets, in the column order; a refusal never carries the vehicle.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Row {
  route: string;
  method: Method;
  url: (id: number) => string;
  body?: object;
  expected: number[];
  /** a fresh vehicle for each caller (the route deletes it) */
  fresh?: boolean;
}

const TOKEN = 'x-vehicle-token';
const PLATE = '4821KMN';

const ROUTES = {
  get: { route: 'GET /api/vehicles/:id', method: 'GET', url: (id) => `/api/vehicles/${id}` },
  identify: { route: 'POST /api/vehicles/:id/identify', method: 'POST', url: (id) => `/api/vehicles/${id}/identify` },
  update: { route: 'PUT /api/vehicles/:id', method: 'PUT', url: (id) => `/api/vehicles/${id}`, body: { type: 'renamed' } },
  workshop: { route: 'PUT /api/vehicles/:id/workshop_type', method: 'PUT', url: (id) => `/api/vehicles/${id}/workshop_type`, body: { workshop_type: 'official' } },
  umc: { route: 'PUT /api/vehicles/:id/umc', method: 'PUT', url: (id) => `/api/vehicles/${id}/umc`, body: { umc: 'VW-004' } },
  km: { route: 'PUT /api/vehicles/:id/km', method: 'PUT', url: (id) => `/api/vehicles/${id}/km`, body: { km: 1000 } },
  details: { route: 'POST /api/vehicles/car_details/:id', method: 'POST', url: (id) => `/api/vehicles/car_details/${id}`, body: { body_applicabilitycode: 'HB5', km: 2000 } },
  clear: { route: 'DELETE /api/vehicles/clear_vehicle_identification/:id', method: 'DELETE', url: (id) => `/api/vehicles/clear_vehicle_identification/${id}` },
  register: { route: 'PUT /api/vehicles/register_guest_vehicle/:id', method: 'PUT', url: (id) => `/api/vehicles/register_guest_vehicle/${id}` },
  remove: { route: 'DELETE /api/vehicles/:id', method: 'DELETE', url: (id) => `/api/vehicles/${id}`, fresh: true },
} satisfies Record<string, Omit<Row, 'expected'>>;

// A client's saved vehicle. Columns: the owner, another client, an agent acting for the owner, a guest (another vehicle's token), anonymous.
const SAVED_COLUMNS = ['owner', 'another client', 'agent for the client', 'guest', 'anonymous'] as const;
const SAVED: Row[] = [
  { ...ROUTES.get, expected: [200, 404, 200, 401, 401] },
  { ...ROUTES.identify, expected: [200, 404, 200, 401, 401] },
  { ...ROUTES.update, expected: [200, 404, 403, 401, 401] },
  { ...ROUTES.workshop, expected: [200, 404, 403, 401, 401] },
  { ...ROUTES.umc, expected: [200, 404, 403, 401, 401] },
  { ...ROUTES.km, expected: [200, 404, 403, 401, 401] },
  { ...ROUTES.details, expected: [200, 404, 403, 401, 401] },
  { ...ROUTES.clear, expected: [200, 404, 403, 401, 401] },
  { ...ROUTES.register, expected: [403, 404, 403, 401, 401] },
  { ...ROUTES.remove, expected: [204, 404, 403, 401, 401] },
];

// A guest vehicle. Columns: the guest holding its token, another guest, a client (no token), an agency, anonymous.
const GUEST_COLUMNS = ['its guest', 'another guest', 'a client', 'an agency', 'anonymous'] as const;
const GUEST: Row[] = [
  { ...ROUTES.get, expected: [200, 404, 404, 404, 404] },
  { ...ROUTES.identify, expected: [200, 404, 404, 404, 404] },
  { ...ROUTES.update, expected: [401, 404, 404, 404, 404] },
  { ...ROUTES.workshop, expected: [401, 404, 404, 404, 404] },
  { ...ROUTES.umc, expected: [401, 404, 404, 404, 404] },
  { ...ROUTES.km, expected: [200, 404, 404, 404, 404] },
  { ...ROUTES.details, expected: [200, 404, 404, 404, 404] },
  { ...ROUTES.clear, expected: [200, 404, 404, 404, 404] },
  // registering takes a login: a caller without a session is asked to log in, a session without the token finds nothing
  { ...ROUTES.register, expected: [401, 401, 404, 404, 401] },
  { ...ROUTES.remove, expected: [401, 404, 404, 404, 404], fresh: true },
];

describe.each(backends)('vehicle ownership matrix on %s', (backend) => {
  const h = useApp(backend);
  let t: TestAccounts;
  let otherGuestToken: string;
  beforeAll(async () => {
    t = await createTestAccounts(h.database.db, TEST_NOW);
    await h.database.db.insert(agencyClients).values({ agencyId: t.agency.agencyId!, userId: t.clientA.userId! });
    otherGuestToken = ((await h.app.inject({ method: 'POST', url: '/api/vehicles', payload: { plate: '2468 JKL' } })).json() as GuestVehicleCreated).guest_token;
  });

  const create = async (headers: Record<string, string>) => {
    const res = await h.app.inject({ method: 'POST', url: '/api/vehicles', headers, payload: { plate: PLATE } });
    expect(res.statusCode).toBe(201);
    return res.json() as VehicleWire & Partial<GuestVehicleCreated>;
  };

  const check = async (row: Row, headers: Record<string, string>, id: number, status: number) => {
    const res = await h.app.inject({ method: row.method, url: row.url(id), headers: { 'accept-language': 'en', ...headers }, ...(row.body ? { payload: row.body } : {}) });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
    if (status >= 400) {
      expect(res.json().code).toMatch(/^API_ERROR_/);
      expect(res.body).not.toContain(PLATE);
    }
  };

  describe("a client's saved vehicle", () => {
    let car: VehicleWire;
    const headersOf = (who: (typeof SAVED_COLUMNS)[number]): Record<string, string> =>
      ({
        owner: t.clientA.headers,
        'another client': t.clientB.headers,
        'agent for the client': t.agency.headers,
        guest: { [TOKEN]: otherGuestToken },
        anonymous: {},
      })[who];
    beforeAll(async () => {
      car = await create(t.clientA.headers);
    });

    describe.each(SAVED.map((r) => [r.route, r] as const))('%s', (_route, row) => {
      // the owner's call runs last, so a refusal is checked against the vehicle as it was
      const order = SAVED_COLUMNS.map((who, i) => [who, row.expected[i]!] as const);
      it.each([...order.slice(1), order[0]!])('%s gets %i', async (who, status) => {
        const id = row.fresh ? (await create(t.clientA.headers)).id : car.id;
        await check(row, headersOf(who), id, status);
      });
    });

    it('lists: the owner and the agent see it, another client does not, guests and anonymous log in first', async () => {
      const ids = async (headers: Record<string, string>, query = '') => {
        const res = await h.app.inject({ method: 'GET', url: `/api/vehicles${query}`, headers });
        return res.statusCode === 200 ? (res.json().vehicles as VehicleWire[]).map((v) => v.id) : res.statusCode;
      };
      expect(await ids(t.clientA.headers)).toContain(car.id);
      expect(await ids(t.clientB.headers)).not.toContain(car.id);
      expect(await ids(t.agency.headers, `?client_id=${t.clientA.userId}`)).toContain(car.id);
      expect(await ids({ [TOKEN]: otherGuestToken })).toBe(401);
      expect(await ids({})).toBe(401);
    });
  });

  describe('a guest vehicle', () => {
    const headersOf = (who: (typeof GUEST_COLUMNS)[number], token: string): Record<string, string> =>
      ({
        'its guest': { [TOKEN]: token },
        'another guest': { [TOKEN]: otherGuestToken },
        'a client': t.clientB.headers,
        'an agency': t.agency.headers,
        anonymous: {},
      })[who];
    let guest: GuestVehicleCreated;
    beforeAll(async () => {
      guest = (await create({})) as GuestVehicleCreated;
      expect(guest.guest_token).toBeTruthy();
    });

    describe.each(GUEST.map((r) => [r.route, r] as const))('%s', (_route, row) => {
      const order = GUEST_COLUMNS.map((who, i) => [who, row.expected[i]!] as const);
      it.each([...order.slice(1), order[0]!])('%s gets %i', async (who, status) => {
        const v = row.fresh ? ((await create({})) as GuestVehicleCreated) : guest;
        await check(row, headersOf(who, v.guest_token), v.id, status);
      });
    });
  });
});
