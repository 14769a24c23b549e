import { decide, type AccountAction, type Principal } from '@parking/domain/business/permissions';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceProfiles } from '../db/schema-accounts';
import { reservations } from '../db/schema-reservations';
import { pointsRecords } from '../db/schema-points';
import { bookingBody } from '../test/reservation-fixtures';
import { backends, TEST_NOW, useApp } from '../test/build';
import { type Caller, createTestAccounts, type TestAccounts } from '../test/accounts';

/**
 * Issue 10 check: "for every route that reads or changes account data (profiles, reservations,
 * company users), client A, client B, an agency, a company administrator, a company user and
 * an anonymous caller each get exactly what the roles of spec 6 allow; nobody reads another
 * account's data."
 *
 * Each row names a request and the status each caller must get, in the column order below.
 * The statuses of the routes without an object in the URL are derived from the domain's one
 * permission table (business/permissions.ts `decide`) and written out here as well, so a change
 * of either shows. Where a caller is allowed, `own` checks that the answer holds only the
 * caller's own data.
 */
type Who = 'anonymous' | 'clientA' | 'clientB' | 'agency' | 'admin' | 'member';
const COLUMNS: Who[] = ['anonymous', 'clientA', 'clientB', 'agency', 'admin', 'member'];

const principalOf = (who: Who, t: TestAccounts): Principal => {
  const c = t[who];
  if (who === 'anonymous') return { type: 'anonymous' };
  if (who === 'agency') return { type: 'agency', agencyId: c.agencyId! };
  return { type: 'client', userId: c.userId!, companyRole: who === 'admin' ? 'admin' : who === 'member' ? 'user' : null };
};

const STATUS = { allow: 200, unauthenticated: 401, forbidden: 403 } as const;

interface Fixtures {
  t: TestAccounts;
  /** booking numbers of bookings made by client A, the agency, the company user and a guest */
  refs: { clientA: string; agency: string; member: string; guest: string };
  /** issue 15: a saved vehicle of client A */
  vehicleA: number;
  /** issue 16.3: a photo upload started by client A (its token) and its photo */
  photoUpload: { token: string; photoId: number };
}

interface Row {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (f: Fixtures, who: Who) => string;
  /** headers besides the caller's own */
  headers?: (f: Fixtures) => Record<string, string>;
  body?: (f: Fixtures, who: Who) => unknown;
  /** the statuses in COLUMNS order */
  expected: number[];
  /** the permission the route checks, when its statuses follow from it alone */
  action?: AccountAction;
  /** for an allowed caller: the answer holds only the caller's own data */
  own?: (body: unknown, f: Fixtures, who: Who, h: ReturnType<typeof useApp>) => Promise<void> | void;
}

const newProfile = { billing: { name: 'Perfil Nuevo', nif: '12345678Z', address: 'Gran Via 2', city: 'Madrid', zip: '28013', state: 'Madrid', country: 'ES' } };

async function ownProfileIds(h: ReturnType<typeof useApp>, userId: number): Promise<number[]> {
  return (await h.database.db.select({ id: invoiceProfiles.id }).from(invoiceProfiles).where(eq(invoiceProfiles.userId, userId))).map((r) => r.id);
}

const defaultOf = (f: Fixtures, who: Who) => {
  const t = f.t;
  if (who === 'clientA') return t.clientA.profiles[0]!;
  if (who === 'clientB') return t.clientB.profiles[0]!;
  if (who === 'admin') return t.admin.companyProfile;
  if (who === 'member') return t.member.companyProfile;
  return t.clientA.profiles[0]!;
};

const ROWS: Row[] = [
  {
    route: 'GET /api/me',
    method: 'GET',
    url: () => '/api/me',
    expected: [401, 200, 200, 200, 200, 200],
    action: 'read_me',
    own: (body, f, who) => {
      const me = body as { type: string; id: number };
      const c = f.t[who];
      expect(me.type === 'agency' ? me.id === c.agencyId : me.id === c.userId).toBe(true);
    },
  },
  {
    route: 'PUT /api/me/language',
    method: 'PUT',
    url: () => '/api/me/language',
    body: () => ({ lang: 'es' }),
    expected: [401, 204, 204, 204, 204, 204],
    action: 'set_language',
  },
  {
    route: 'GET /api/me/profiles',
    method: 'GET',
    url: () => '/api/me/profiles',
    expected: [401, 200, 200, 403, 200, 200],
    action: 'manage_profiles',
    own: async (body, f, who, h) => {
      const ids = (body as { profiles: { id: number }[] }).profiles.map((p) => p.id);
      expect(ids.length).toBeGreaterThan(0);
      const own = await ownProfileIds(h, f.t[who].userId!);
      expect([...ids].sort()).toEqual([...own].sort());
    },
  },
  {
    // issue 19: a client's own points; an agency has none
    route: 'GET /api/client/points',
    method: 'GET',
    url: () => '/api/client/points',
    expected: [401, 200, 200, 403, 200, 200],
    action: 'read_points',
    own: async (body, f, who, h) => {
      const records = (body as { records: { id: number }[] }).records;
      const mine = (await h.database.db.select({ id: pointsRecords.id }).from(pointsRecords).where(eq(pointsRecords.userId, f.t[who].userId!))).map((r) => r.id);
      expect(records.map((r) => r.id).every((id) => mine.includes(id))).toBe(true);
    },
  },
  {
    route: 'POST /api/me/profiles',
    method: 'POST',
    url: () => '/api/me/profiles',
    body: () => newProfile,
    expected: [401, 201, 201, 403, 201, 201],
    action: 'manage_profiles',
    own: async (body, f, who, h) => {
      expect(await ownProfileIds(h, f.t[who].userId!)).toContain((body as { id: number }).id);
    },
  },
  {
    route: "PUT /api/me/profiles/:id (client A's particular profile)",
    method: 'PUT',
    url: (f) => `/api/me/profiles/${f.t.clientA.profiles[1]}`,
    body: () => newProfile,
    expected: [401, 200, 404, 403, 404, 404],
  },
  {
    route: "PUT /api/me/profiles/:id (the administrator's corporate profile)",
    method: 'PUT',
    url: (f) => `/api/me/profiles/${f.t.admin.companyProfile}`,
    body: () => newProfile,
    expected: [401, 404, 404, 403, 403, 404],
  },
  {
    route: 'PUT /api/me/default-profile (own default)',
    method: 'PUT',
    url: () => '/api/me/default-profile',
    body: (f, who) => ({ profile_id: defaultOf(f, who) }),
    expected: [401, 200, 200, 403, 200, 200],
    action: 'manage_profiles',
  },
  {
    route: "PUT /api/me/default-profile (client B's profile)",
    method: 'PUT',
    url: () => '/api/me/default-profile',
    body: (f) => ({ profile_id: f.t.clientB.profiles[0] }),
    expected: [401, 404, 200, 403, 404, 404],
  },
  {
    route: 'GET /api/me/company',
    method: 'GET',
    url: () => '/api/me/company',
    expected: [401, 200, 200, 403, 200, 200],
    action: 'read_company',
    own: (body, f, who) => {
      if (who === 'admin' || who === 'member') expect((body as { id: number }).id).toBe(f.t.companyId);
      else expect(body).toBeNull();
    },
  },
  {
    route: 'GET /api/me/company/users',
    method: 'GET',
    url: () => '/api/me/company/users',
    expected: [401, 403, 403, 403, 200, 403],
    action: 'read_company_users',
    own: (body, f) => {
      const ids = (body as { users: { id: number }[] }).users.map((u) => u.id).sort();
      expect(ids).toEqual([f.t.admin.userId, f.t.member.userId].sort());
    },
  },
  {
    route: 'GET /api/me/reservations',
    method: 'GET',
    url: () => '/api/me/reservations',
    expected: [401, 200, 200, 200, 200, 200],
    action: 'list_reservations',
    own: async (body, f, who, h) => {
      const refs = (body as { reservations: { reference: string }[] }).reservations.map((r) => r.reference);
      const c = f.t[who];
      if (refs.length) {
        const rows = await h.database.db.select({ userId: reservations.userId, agencyId: reservations.agencyId }).from(reservations).where(inArray(reservations.reference, refs));
        expect(rows.every((r) => (who === 'agency' ? r.agencyId === c.agencyId : r.userId === c.userId))).toBe(true);
      }
      const made = { clientA: f.refs.clientA, agency: f.refs.agency, member: f.refs.member } as Record<string, string>;
      if (made[who]) expect(refs).toContain(made[who]);
      expect(refs).not.toContain(f.refs.guest);
    },
  },
  {
    route: "GET /api/reservations/:reference (client A's booking, no token)",
    method: 'GET',
    url: (f) => `/api/reservations/${f.refs.clientA}`,
    expected: [404, 200, 404, 404, 404, 404],
  },
  {
    route: "GET /api/reservations/:reference (the agency's booking, no token)",
    method: 'GET',
    url: (f) => `/api/reservations/${f.refs.agency}`,
    expected: [404, 404, 404, 200, 404, 404],
  },
  {
    route: "GET /api/reservations/:reference (the company user's booking, no token)",
    method: 'GET',
    url: (f) => `/api/reservations/${f.refs.member}`,
    expected: [404, 404, 404, 404, 404, 200],
  },
  {
    route: "GET /api/reservations/:reference (a guest's booking, no token)",
    method: 'GET',
    url: (f) => `/api/reservations/${f.refs.guest}`,
    expected: [404, 404, 404, 404, 404, 404],
  },
  // Issue 15: vehicles (the full owner / other client / agent / guest / anonymous matrix is vehicles/vehicle-ownership.test.ts)
  {
    route: 'GET /api/vehicles',
    method: 'GET',
    url: () => '/api/vehicles',
    expected: [401, 200, 200, 200, 200, 200],
    own: (body, f, who) => {
      const list = (body as { vehicles: { id: number; id_client: number }[] }).vehicles;
      expect(list.every((v) => v.id_client === f.t[who].userId)).toBe(true);
      if (who === 'clientA') expect(list.map((v) => v.id)).toContain(f.vehicleA);
      if (who === 'agency') expect(list).toEqual([]);
    },
  },
  {
    route: "GET /api/vehicles/:id (client A's vehicle)",
    method: 'GET',
    url: (f) => `/api/vehicles/${f.vehicleA}`,
    expected: [401, 200, 404, 404, 404, 404],
  },
  {
    route: "PUT /api/vehicles/:id/workshop_type (client A's vehicle)",
    method: 'PUT',
    url: (f) => `/api/vehicles/${f.vehicleA}/workshop_type`,
    body: () => ({ workshop_type: 'independent' }),
    expected: [401, 200, 404, 404, 404, 404],
  },
  {
    route: "PUT /api/vehicles/:id/km (client A's vehicle)",
    method: 'PUT',
    url: (f) => `/api/vehicles/${f.vehicleA}/km`,
    body: () => ({ km: 50000 }),
    expected: [401, 200, 404, 404, 404, 404],
  },
  // Issue 16: car services read and estimate a vehicle only for its client (or the guest holding its token); anyone else: 404
  {
    route: "GET /api/carservice/car_services?id_vehicle= (client A's vehicle)",
    method: 'GET',
    url: (f) => `/api/carservice/car_services?id_vehicle=${f.vehicleA}`,
    expected: [404, 200, 404, 404, 404, 404],
  },
  {
    route: "POST /api/carservice/estimate (client A's vehicle)",
    method: 'POST',
    url: () => '/api/carservice/estimate',
    body: (f) => ({ id_vehicle: f.vehicleA, id_car_service: 501 }),
    expected: [404, 201, 404, 404, 404, 404],
  },
  // Issue 16.3: the custom service request's photos belong to their upload's token, never to a session:
  // without it nobody reads, adds or removes them (404, not saying whether they exist); with it
  // whoever holds it does (it is handed to the browser that started the upload only).
  {
    route: "GET /api/carservice/photos (client A's upload, no upload token)",
    method: 'GET',
    url: () => '/api/carservice/photos',
    expected: [404, 404, 404, 404, 404, 404],
  },
  {
    route: "GET /api/carservice/photos/:photoId (client A's photo, no upload token)",
    method: 'GET',
    url: (f) => `/api/carservice/photos/${f.photoUpload.photoId}`,
    expected: [404, 404, 404, 404, 404, 404],
  },
  {
    route: "DELETE /api/carservice/photos/:photoId (client A's photo, another upload's token)",
    method: 'DELETE',
    url: (f) => `/api/carservice/photos/${f.photoUpload.photoId}`,
    headers: () => ({ 'x-photo-upload-token': 'C'.repeat(43) }),
    expected: [404, 404, 404, 404, 404, 404],
  },
  {
    route: "GET /api/carservice/photos (client A's upload, with its upload token)",
    method: 'GET',
    url: () => '/api/carservice/photos',
    headers: (f) => ({ 'x-photo-upload-token': f.photoUpload.token }),
    expected: [200, 200, 200, 200, 200, 200],
  },
  {
    route: "GET /api/admin/workshop-orders/:orderId/photos/:photoId (workshop's copy: x-admin-token only)",
    method: 'GET',
    url: (f) => `/api/admin/workshop-orders/1/photos/${f.photoUpload.photoId}`,
    expected: [401, 401, 401, 401, 401, 401],
  },
  // Issue 17 (manage/manage-routes.ts): the owner's session opens its booking's manage routes, nobody else's.
  {
    route: "GET /api/reservations/:reference/manage (client A's booking, no token)",
    method: 'GET',
    url: (f) => `/api/reservations/${f.refs.clientA}/manage`,
    expected: [404, 200, 404, 404, 404, 404],
  },
  {
    route: "GET /api/reservations/:reference/manage (the agency's booking, no token)",
    method: 'GET',
    url: (f) => `/api/reservations/${f.refs.agency}/manage`,
    expected: [404, 404, 404, 200, 404, 404],
  },
  {
    route: "POST /api/reservations/:reference/change/quote (client A's booking, no token)",
    method: 'POST',
    url: (f) => `/api/reservations/${f.refs.clientA}/change/quote`,
    body: () => {
      const { terms: _t, payment_method: _p, ...b } = bookingBody({ startDate: '2026-08-10 10:00:00', endDate: '2026-08-12 10:00:00' }) as Record<string, unknown>;
      return b;
    },
    expected: [404, 200, 404, 404, 404, 404],
  },
  {
    route: "POST /api/reservations/:reference/register (a guest's booking of another e-mail, no token)",
    method: 'POST',
    url: (f) => `/api/reservations/${f.refs.guest}/register`,
    body: () => ({}),
    expected: [401, 403, 403, 403, 403, 403],
  },
  {
    route: "POST /api/reservations/:reference/cancel (the company user's booking, no token)",
    method: 'POST',
    url: (f) => `/api/reservations/${f.refs.member}/cancel`,
    body: () => ({}),
    expected: [404, 404, 404, 404, 404, 200],
  },
  // Issue 19 (vouchers/voucher-routes.ts, decision 0032): vouchers are a client's own; an agency and a
  // company user acting for the company (admin and member here: their default profile is the company's) get none.
  {
    route: 'GET /api/client/promotion_vouchers',
    method: 'GET',
    url: () => '/api/client/promotion_vouchers?start_date=2026-08-10%2010:00:00&end_date=2026-08-12%2010:00:00&id_lot=1&id_product=4',
    expected: [401, 200, 200, 200, 200, 200],
    own: (body, _f, who) => {
      const list = (body as { promotion_vouchers: { code: string }[] }).promotion_vouchers;
      if (who === 'clientA' || who === 'clientB') expect(list.map((v) => v.code)).toContain('BIENVENIDA10');
      else expect(list).toEqual([]);
    },
  },
  {
    route: 'GET /api/client/promotion_voucher_description/:id/html (a seeded voucher)',
    method: 'GET',
    url: () => '/api/client/promotion_voucher_description/1/html',
    expected: [401, 200, 200, 200, 200, 200],
  },
];

describe('the authorisation matrix follows the permission table of spec 6', () => {
  // A fake fixture is enough here: `decide` reads roles only.
  const ids = { userId: 1, agencyId: 1 } as const;
  const fake = Object.fromEntries(COLUMNS.map((w) => [w, { ...ids, name: w, headers: {} }])) as unknown as TestAccounts;
  it.each(ROWS.filter((r) => r.action).map((r) => [r.route, r] as const))('%s', (_route, row) => {
    const derived = COLUMNS.map((w) => STATUS[decide(principalOf(w, fake), row.action!)]);
    expect(row.expected.map((s) => (s >= 200 && s < 300 ? 200 : s))).toEqual(derived);
  });
});

describe.each(backends)('authorisation matrix on %s', (backend) => {
  // an admin token configured, so the admin routes exist and refuse every account caller (401)
  const h = useApp(backend, { config: { adminToken: 'matrix-admin-token-0123456789' } });
  const f = {} as Fixtures;
  beforeAll(async () => {
    f.t = await createTestAccounts(h.database.db, TEST_NOW);
    const book = async (who: Caller, startDay: number) => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: who.headers,
        payload: bookingBody({ startDate: `2026-08-${startDay} 10:00:00`, endDate: `2026-08-${startDay + 1} 10:00:00` }),
      });
      expect(res.statusCode).toBe(201);
      return res.json().reference as string;
    };
    f.refs = { clientA: await book(f.t.clientA, 10), agency: await book(f.t.agency, 12), member: await book(f.t.member, 14), guest: await book(f.t.anonymous, 16) };
    const car = await h.app.inject({ method: 'POST', url: '/api/vehicles', headers: f.t.clientA.headers, payload: { plate: '4821 KMN' } });
    expect(car.statusCode).toBe(201);
    f.vehicleA = car.json().id as number;
    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
    const up = await h.app.inject({ method: 'POST', url: '/api/carservice/photos', headers: f.t.clientA.headers, payload: { photo: png } });
    expect(up.statusCode).toBe(201);
    f.photoUpload = { token: up.json().upload_token as string, photoId: up.json().photos[0].id as number };
  });

  describe.each(ROWS.map((r) => [r.route, r] as const))('%s', (_route, row) => {
    it.each(COLUMNS.map((who, i) => [who, row.expected[i]!] as const))('%s gets %i', async (who, status) => {
      const caller = f.t[who];
      const res = await h.app.inject({
        method: row.method,
        url: row.url(f, who),
        headers: { ...caller.headers, ...(row.headers?.(f) ?? {}), 'accept-language': 'en' },
        ...(row.body ? { payload: row.body(f, who) as object } : {}),
      });
      expect(res.statusCode).toBe(status);
      // Account data is never kept by a browser or a proxy, whoever asks and whatever the answer.
      expect(res.headers['cache-control']).toBe('no-store');
      if (status >= 400) {
        expect(res.json().code).toEqual(expect.stringMatching(/^API_ERROR_/));
        // a refusal carries nothing of the account asked for
        expect(Object.keys(res.json()).sort()).toEqual(expect.arrayContaining(['code', 'reason']));
        expect(JSON.stringify(res.json())).not.toMatch(/García|Martí|Viajes Test|@example\.com/);
      } else if (row.own) {
        await row.own(res.body ? res.json() : null, f, who, h);
      }
    });
  });
});
