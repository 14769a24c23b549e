import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceProfiles } from '../db/schema-accounts';
import { billingProfiles, reservations } from '../db/schema-reservations';
import { bookingBody } from '../test/reservation-fixtures';
import { backends, TEST_NOW, useApp } from '../test/build';
import { type Caller, createTestAccounts, type TestAccounts } from '../test/accounts';

const newProfile = (overrides: Record<string, unknown> = {}) => ({
  billing: { name: 'Ana García Nueva', nif: '12345678Z', address: 'Gran Via 2', city: 'Madrid', zip: '28013', state: 'Madrid', country: 'ES', invoiceEmail: 'ana@example.com' },
  invoicing_method: 'monthly',
  ...overrides,
});

const premiumBody = (overrides: Record<string, unknown> = {}) => bookingBody({ productId: PRODUCT_IDS.premiumPrat, in_terminal: 21, ...overrides });

describe.each(backends)('account business routes on %s', (backend) => {
  const h = useApp(backend);
  let t: TestAccounts;
  beforeAll(async () => {
    t = await createTestAccounts(h.database.db, TEST_NOW);
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Caller, payload?: unknown) =>
    h.app.inject({ method, url, headers: { ...who.headers, 'accept-language': 'es' }, ...(payload === undefined ? {} : { payload: payload as object }) });

  describe('GET /api/me/profiles', () => {
    it("lists a particular client's own profiles, the default one, not in business mode, all editable", async () => {
      const res = await call('GET', '/api/me/profiles', t.clientA);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body.profiles.map((p: { id: number }) => p.id)).toEqual(t.clientA.profiles);
      expect(body).toMatchObject({ defaultInvoiceProfileId: t.clientA.profiles[0], businessMode: false });
      expect(body.profiles[0]).toMatchObject({ is_default: true, editable: true, companyId: null, role: null, nif: '12345678Z', invoicing_method: 'per_service' });
      expect(body.profiles[1]).toMatchObject({ is_default: false, editable: true });
    });

    it('a company administrator: business mode, the corporate profile not editable, with role and flags', async () => {
      const body = (await call('GET', '/api/me/profiles', t.admin)).json();
      expect(body).toMatchObject({ defaultInvoiceProfileId: t.admin.companyProfile, businessMode: true });
      const corporate = body.profiles.find((p: { id: number }) => p.id === t.admin.companyProfile);
      expect(corporate).toMatchObject({ companyId: t.companyId, id_company: 9001, role: 'admin', editable: false, enableBookingRecords: true, block_premium_for_this_profile: false, is_default: true });
      const member = (await call('GET', '/api/me/profiles', t.member)).json();
      expect(member.profiles[0]).toMatchObject({ role: 'user', block_premium_for_this_profile: true });
    });
  });

  describe('POST /api/me/profiles', () => {
    it('adds a particular profile (201) and makes it the default when asked', async () => {
      const t2 = await createTestAccounts(h.database.db, TEST_NOW);
      const res = await call('POST', '/api/me/profiles', t2.clientB, newProfile({ make_default: true }));
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ name: 'Ana García Nueva', city: 'Madrid', zip: '28013', billing_email: 'ana@example.com', invoicing_method: 'monthly', companyId: null, editable: true, is_default: true });
      const list = (await call('GET', '/api/me/profiles', t2.clientB)).json();
      expect(list.profiles).toHaveLength(2);
      expect(list.defaultInvoiceProfileId).toBe(res.json().id);
    });

    it('refuses a bad profile with 400 and the form message in the language', async () => {
      const res = await call('POST', '/api/me/profiles', t.clientA, newProfile({ billing: { ...newProfile().billing, nif: 'nope' } }));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('API_ERROR_VALIDATION');
      expect(res.json().reason).toEqual(expect.any(String));
    });

    it('needs the CSRF header with a session cookie (403 API_ERROR_CSRF)', async () => {
      const res = await h.app.inject({ method: 'POST', url: '/api/me/profiles', headers: { cookie: t.clientA.headers.cookie! }, payload: newProfile() });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('API_ERROR_CSRF');
    });
  });

  describe('PUT /api/me/profiles/:id', () => {
    it('edits an own particular profile', async () => {
      const t2 = await createTestAccounts(h.database.db, TEST_NOW);
      const id = t2.clientA.profiles[1]!;
      const res = await call('PUT', `/api/me/profiles/${id}`, t2.clientA, newProfile());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, name: 'Ana García Nueva', city: 'Madrid', is_default: false });
    });

    it('refuses a corporate profile: 403 API_ERROR_PROFILE_NOT_EDITABLE (spec 5), unchanged', async () => {
      const res = await call('PUT', `/api/me/profiles/${t.admin.companyProfile}`, t.admin, newProfile());
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('API_ERROR_PROFILE_NOT_EDITABLE');
      const corporate = (await call('GET', '/api/me/profiles', t.admin)).json().profiles.find((p: { id: number }) => p.id === t.admin.companyProfile);
      expect(corporate.name).toBe('Viajes Test SL');
    });

    it("is a 404 for somebody else's profile, and a 400 for a malformed id", async () => {
      const other = await call('PUT', `/api/me/profiles/${t.clientB.profiles[0]}`, t.clientA, newProfile());
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('API_ERROR_NOT_FOUND');
      const bad = await call('PUT', '/api/me/profiles/abc', t.clientA, newProfile());
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('PUT /api/me/default-profile', () => {
    it("switches user mode: a company profile turns business mode on, 'empty' is particular (spec 4)", async () => {
      const t2 = await createTestAccounts(h.database.db, TEST_NOW);
      const particular = await call('PUT', '/api/me/default-profile', t2.admin, { profile_id: 'empty' });
      expect(particular.statusCode).toBe(200);
      expect(particular.json()).toMatchObject({ defaultInvoiceProfileId: null, businessMode: false });
      expect((await call('GET', '/api/me/company', t2.admin)).json()).toBeNull();
      const business = await call('PUT', '/api/me/default-profile', t2.admin, { profile_id: t2.admin.companyProfile });
      expect(business.json()).toMatchObject({ defaultInvoiceProfileId: t2.admin.companyProfile, businessMode: true });
      const own = await call('PUT', '/api/me/default-profile', t2.admin, { profile_id: t2.admin.particularProfile });
      expect(own.json()).toMatchObject({ defaultInvoiceProfileId: t2.admin.particularProfile, businessMode: false });
    });

    it("refuses somebody else's profile (404) and a malformed choice (400), leaving the default as it was", async () => {
      const other = await call('PUT', '/api/me/default-profile', t.clientA, { profile_id: t.clientB.profiles[0] });
      expect(other.statusCode).toBe(404);
      const bad = await call('PUT', '/api/me/default-profile', t.clientA, { profile_id: 'particular' });
      expect(bad.statusCode).toBe(400);
      expect((await call('GET', '/api/me/profiles', t.clientA)).json().defaultInvoiceProfileId).toBe(t.clientA.profiles[0]);
    });
  });

  describe('GET /api/me/company and /api/me/company/users', () => {
    it("gives the default profile's company in business mode, null for a particular client", async () => {
      const res = await call('GET', '/api/me/company', t.admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        id: t.companyId,
        name: 'Viajes Test',
        companyName: 'Viajes Test SL',
        blockPremium: false,
        blockWashes: true,
        block_premium_for_some_users: true,
        enableBookingRecords: true,
      });
      const none = await call('GET', '/api/me/company', t.clientA);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
    });

    it('lists the company users to its administrator only (spec 6)', async () => {
      const res = await call('GET', '/api/me/company/users', t.admin);
      expect(res.statusCode).toBe(200);
      const list = res.json().users;
      expect(list.map((u: { id: number }) => u.id).sort()).toEqual([t.admin.userId, t.member.userId].sort());
      expect(list.find((u: { id: number }) => u.id === t.member.userId)).toMatchObject({ name: 'Dani', lastName: 'Empleado Puig', role: 'user', email: expect.stringContaining('@example.com') });
      for (const who of [t.member, t.clientA]) {
        const refused = await call('GET', '/api/me/company/users', who);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('API_ERROR_FORBIDDEN');
      }
    });
  });

  describe('bookings of an account (issue 10.6, 10.8)', () => {
    const book = (who: Caller, body: unknown) => call('POST', '/api/reservations', who, body);

    it('a client booking belongs to the client, uses the default profile and lists newest first; others never see it', async () => {
      const t2 = await createTestAccounts(h.database.db, TEST_NOW);
      const first = await book(t2.clientA, bookingBody());
      expect(first.statusCode).toBe(201);
      const second = await book(t2.clientA, bookingBody({ startDate: '2026-06-20 10:00:00', endDate: '2026-06-22 10:00:00' }));
      expect(second.statusCode).toBe(201);
      const [row] = await h.database.db.select().from(reservations).where(eq(reservations.id, second.json().id));
      expect(row).toMatchObject({ userId: t2.clientA.userId, agencyId: null, invoiceProfileId: t2.clientA.profiles[0] });

      const mine = await call('GET', '/api/me/reservations', t2.clientA);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('no-store');
      const refs = mine.json().reservations.map((r: { reference: string }) => r.reference);
      expect(refs).toEqual([second.json().reference, first.json().reference]);
      expect(mine.json().reservations[0]).toMatchObject({
        status: 'confirmed',
        product_name: expect.any(String),
        place_name: expect.any(String),
        startDate: '2026-06-20 10:00:00',
        endDate: '2026-06-22 10:00:00',
        total: second.json().price,
      });
      expect((await call('GET', '/api/me/reservations', t2.clientB)).json().reservations).toEqual([]);
      expect((await call('GET', '/api/me/reservations', t2.agency)).json().reservations).toEqual([]);
    });

    it('the owner opens the confirmation by booking number without the token; nobody else does; the token still does', async () => {
      const t2 = await createTestAccounts(h.database.db, TEST_NOW);
      const made = (await book(t2.clientA, bookingBody({ startDate: '2026-06-24 10:00:00', endDate: '2026-06-25 10:00:00' }))).json();
      const url = `/api/reservations/${made.reference}`;
      const own = await call('GET', url, t2.clientA);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('no-store');
      expect(own.json().reference).toBe(made.reference);
      for (const who of [t2.clientB, t2.admin, t2.agency, t2.anonymous]) expect((await call('GET', url, who)).statusCode).toBe(404);
      const byToken = await h.app.inject({ method: 'GET', url, headers: { 'x-reservation-token': made.reservation_token } });
      expect(byToken.statusCode).toBe(200);
      // a wrong token with the owner's session still opens (the session is the owner's)
      expect((await h.app.inject({ method: 'GET', url, headers: { ...t2.clientA.headers, 'x-reservation-token': 'x'.repeat(43) } })).statusCode).toBe(200);
    });

    it("an agency's booking belongs to the agency and is listed for it only", async () => {
      const t2 = await createTestAccounts(h.database.db, TEST_NOW);
      const made = await book(t2.agency, bookingBody({ startDate: '2026-06-26 10:00:00', endDate: '2026-06-27 10:00:00' }));
      expect(made.statusCode).toBe(201);
      const [row] = await h.database.db.select().from(reservations).where(eq(reservations.id, made.json().id));
      expect(row).toMatchObject({ agencyId: t2.agency.agencyId, userId: null, invoiceProfileId: null });
      expect((await call('GET', '/api/me/reservations', t2.agency)).json().reservations.map((r: { reference: string }) => r.reference)).toEqual([made.json().reference]);
      expect((await call('GET', `/api/reservations/${made.json().reference}`, t2.agency)).statusCode).toBe(200);
      expect((await call('GET', `/api/reservations/${made.json().reference}`, t2.clientA)).statusCode).toBe(404);
    });

    it('a guest booking belongs to nobody and is listed for nobody', async () => {
      const made = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody({ startDate: '2026-06-28 10:00:00', endDate: '2026-06-29 10:00:00' }) });
      expect(made.statusCode).toBe(201);
      const [row] = await h.database.db.select().from(reservations).where(eq(reservations.id, made.json().id));
      expect(row).toMatchObject({ userId: null, agencyId: null, invoiceProfileId: null });
      for (const who of [t.clientA, t.agency]) {
        const refs = (await call('GET', '/api/me/reservations', who)).json().reservations.map((r: { reference: string }) => r.reference);
        expect(refs).not.toContain(made.json().reference);
      }
    });

    it("without billing in the body the invoice carries the profile's data; the body's billing wins otherwise", async () => {
      const t2 = await createTestAccounts(h.database.db, TEST_NOW);
      const profileId = t2.clientA.profiles[1]!;
      const fromProfile = await book(t2.clientA, bookingBody({ billing: undefined, profile_id: profileId, startDate: '2026-07-01 10:00:00', endDate: '2026-07-02 10:00:00' }));
      expect(fromProfile.statusCode).toBe(201);
      expect(fromProfile.json().invoice_profile).toMatchObject({ invoice_name: 'Ana García Estudio', invoice_nif: '87654321X' });
      const [row] = await h.database.db.select().from(reservations).where(eq(reservations.id, fromProfile.json().id));
      expect(row!.invoiceProfileId).toBe(profileId);
      const fromBody = await book(t2.clientA, bookingBody({ profile_id: profileId, startDate: '2026-07-03 10:00:00', endDate: '2026-07-04 10:00:00' }));
      expect(fromBody.json().invoice_profile).toMatchObject({ invoice_name: 'Ana García', invoice_nif: '12345678Z' });
      const [bill] = await h.database.db.select().from(billingProfiles).where(eq(billingProfiles.reservationId, fromBody.json().id));
      expect(bill!.invoiceNif).toBe('12345678Z');
    });

    it("spec 5: a corporate profile's invoice is the company's data, whatever billing the body sends", async () => {
      const t2 = await createTestAccounts(h.database.db, TEST_NOW, { blockPremium: false, blockWashes: false, someUsers: false });
      const res = await book(t2.admin, bookingBody({ profile_id: t2.admin.companyProfile, startDate: '2026-07-05 10:00:00', endDate: '2026-07-06 10:00:00' }));
      expect(res.statusCode).toBe(201);
      const [bill] = await h.database.db.select().from(billingProfiles).where(eq(billingProfiles.reservationId, res.json().id));
      const [profile] = await h.database.db.select().from(invoiceProfiles).where(eq(invoiceProfiles.id, t2.admin.companyProfile));
      // The body carried a private person's billing (Ana García, 12345678Z): not on a company invoice.
      expect(bill).toMatchObject({ invoiceName: profile!.name, invoiceNif: profile!.nif, invoiceAddress: profile!.address });
      expect(bill!.invoiceNif).not.toBe('12345678Z');
      // The default profile (corporate, business mode) is locked the same way.
      const byDefault = await book(t2.admin, bookingBody({ startDate: '2026-07-07 10:00:00', endDate: '2026-07-08 10:00:00' }));
      const [bill2] = await h.database.db.select().from(billingProfiles).where(eq(billingProfiles.reservationId, byDefault.json().id));
      expect(bill2).toMatchObject({ invoiceName: profile!.name, invoiceNif: profile!.nif });
    });

    it("refuses somebody else's profile_id (404) and a profile_id without a client session (401)", async () => {
      const other = await book(t.clientA, bookingBody({ profile_id: t.clientB.profiles[0] }));
      expect(other.statusCode).toBe(404);
      const guest = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody({ profile_id: t.clientA.profiles[0] }) });
      expect(guest.statusCode).toBe(401);
      expect(guest.json().code).toBe('API_ERROR_UNAUTHORIZED');
      const agency = await book(t.agency, bookingBody({ profile_id: t.clientA.profiles[0] }));
      expect(agency.statusCode).toBe(401);
    });

    it('two accounts sending the same body within the dedupe window get two bookings, never each other\'s', async () => {
      const t2 = await createTestAccounts(h.database.db, TEST_NOW);
      const body = bookingBody({ startDate: '2026-07-05 10:00:00', endDate: '2026-07-06 10:00:00' });
      const a = await book(t2.clientA, body);
      const b = await book(t2.clientB, body);
      expect(a.statusCode).toBe(201);
      expect(b.statusCode).toBe(201);
      expect(b.json().id).not.toBe(a.json().id);
      const again = await book(t2.clientA, body);
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(a.json().id);
    });
  });

  describe('company blocks on the server (spec 6, issue 10.7)', () => {
    const book = (who: Caller, body: unknown) => call('POST', '/api/reservations', who, body);

    it.each<[string, 'admin' | 'member' | 'clientA', (t: TestAccounts) => Record<string, unknown>, number]>([
      ['a member with the per-profile premium block cannot book premium', 'member', () => premiumBody(), 403],
      ['the administrator (no per-profile block) books premium', 'admin', () => premiumBody({ startDate: '2026-07-07 10:00:00', endDate: '2026-07-08 10:00:00' }), 201],
      ['blockWashes: no wash in business mode (administrator)', 'admin', () => bookingBody({ id_wash_extra: 101 }), 403],
      ['blockWashes: no wash in business mode (member)', 'member', () => bookingBody({ id_wash_extra: 101 }), 403],
      ['a parking-space extra is never blocked', 'member', () => bookingBody({ id_space_extra: 201, startDate: '2026-07-09 10:00:00', endDate: '2026-07-10 10:00:00' }), 201],
      ['booking as particular (profile_id of an own particular profile) is not blocked', 'admin', (x) => bookingBody({ id_wash_extra: 101, profile_id: x.admin.particularProfile, startDate: '2026-07-11 10:00:00', endDate: '2026-07-12 10:00:00' }), 201],
      ['a client with no company books premium and washes', 'clientA', () => premiumBody({ id_wash_extra: 101, startDate: '2026-07-13 10:00:00', endDate: '2026-07-14 10:00:00' }), 201],
    ])('%s', async (_t, who, body, status) => {
      const res = await book(t[who], body(t));
      expect(res.statusCode).toBe(status);
      if (status === 403) {
        expect(res.json().code).toBe('API_ERROR_BLOCKED_BY_COMPANY');
        expect(res.json().reason).toEqual(expect.any(String));
      }
    });

    it('blockPremium blocks premium for every member, and nothing is stored when refused', async () => {
      const t2 = await createTestAccounts(h.database.db, TEST_NOW, { blockPremium: true, blockWashes: false, someUsers: false });
      const before = (await call('GET', '/api/me/reservations', t2.admin)).json().reservations.length;
      const res = await book(t2.admin, premiumBody());
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('API_ERROR_BLOCKED_BY_COMPANY');
      expect((await call('GET', '/api/me/reservations', t2.admin)).json().reservations).toHaveLength(before);
      const wash = await book(t2.admin, bookingBody({ id_wash_extra: 101, startDate: '2026-07-15 10:00:00', endDate: '2026-07-16 10:00:00' }));
      expect(wash.statusCode).toBe(201);
    });

    it('a guest books premium and washes as before', async () => {
      const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: premiumBody({ id_wash_extra: 101, startDate: '2026-07-17 10:00:00', endDate: '2026-07-18 10:00:00' }) });
      expect(res.statusCode).toBe(201);
    });
  });
});
