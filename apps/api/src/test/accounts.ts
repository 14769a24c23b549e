import { agencies, companies, companyUsers, invoiceProfiles, users } from '../db/schema-accounts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createSession, csrfTokenFor, SESSION_COOKIE } from '../auth/session';

/**
 * Test accounts written straight to the database (the login routes are tested in auth/), each
 * with a real session row and cookie, so the account routes run exactly as after a login.
 *
 * - clientA: a particular profile (default) and a second one.
 * - clientB: one particular profile, default.
 * - admin: administrator of company Viajes Test SL (blockWashes, block premium for some users),
 *   default profile the company's, plus a particular profile.
 * - member: user of the same company with the per-profile premium block, default the company's.
 * - agency.
 */
export interface Caller {
  name: string;
  /** Cookie and X-CSRF-Token headers of the session; none for the anonymous caller */
  headers: Record<string, string>;
  userId: number | null;
  agencyId: number | null;
}

export interface TestAccounts {
  clientA: Caller & { profiles: number[] };
  clientB: Caller & { profiles: number[] };
  admin: Caller & { companyProfile: number; particularProfile: number };
  member: Caller & { companyProfile: number };
  agency: Caller;
  anonymous: Caller;
  companyId: number;
}

const billing = (name: string, nif: string) => ({
  name,
  nif,
  address: 'Carrer de Mallorca 1',
  city: 'Barcelona',
  zip: '08001',
  state: 'Barcelona',
  country: 'ES',
  billingEmail: null,
});

let seq = 0;

async function sessionHeaders(db: Db, account: { type: 'client'; userId: number } | { type: 'agency'; agencyId: number }, now: Date) {
  const s = await createSession(db, account, now);
  return { cookie: `${SESSION_COOKIE}=${s.token}`, 'x-csrf-token': csrfTokenFor(s.token) };
}

async function user(db: Db, name: string, lastName: string) {
  const tag = `${Date.now().toString(36)}${(seq++).toString(36)}`;
  const [row] = await db
    .insert(users)
    .values({ email: `${name.toLowerCase()}.${tag}@example.com`, name, lastName, passwordHash: null })
    .returning({ id: users.id });
  return row!.id;
}

async function profile(db: Db, userId: number, name: string, nif: string, companyId: number | null = null, idCompany: number | null = null) {
  const [row] = await db
    .insert(invoiceProfiles)
    .values({ userId, companyId, idCompany, ...billing(name, nif) })
    .returning({ id: invoiceProfiles.id });
  return row!.id;
}

async function setDefault(db: Db, userId: number, profileId: number | null) {
  await db.update(users).set({ defaultProfileId: profileId }).where(eq(users.id, userId));
}

export async function createTestAccounts(db: Db, now: Date, company: { blockPremium?: boolean; blockWashes?: boolean; someUsers?: boolean } = {}): Promise<TestAccounts> {
  const a = await user(db, 'Ana', 'García López');
  const a1 = await profile(db, a, 'Ana García López', '12345678Z');
  const a2 = await profile(db, a, 'Ana García Estudio', '87654321X');
  await setDefault(db, a, a1);

  const b = await user(db, 'Bruno', 'Martí Soler');
  const b1 = await profile(db, b, 'Bruno Martí Soler', '11111111H');
  await setDefault(db, b, b1);

  const [c] = await db
    .insert(companies)
    .values({
      name: 'Viajes Test',
      companyName: 'Viajes Test SL',
      nif: 'B12345674',
      blockPremium: company.blockPremium ?? false,
      blockWashes: company.blockWashes ?? true,
      blockPremiumForSomeUsers: company.someUsers ?? true,
      enableBookingRecords: true,
    })
    .returning({ id: companies.id });
  const companyId = c!.id;

  const admin = await user(db, 'Carla', 'Admin Vidal');
  await db.insert(companyUsers).values({ companyId, userId: admin, role: 'admin', blockPremiumForThisProfile: false });
  const adminParticular = await profile(db, admin, 'Carla Admin Vidal', '22222222J');
  const adminCompany = await profile(db, admin, 'Viajes Test SL', 'B12345674', companyId, 9001);
  await setDefault(db, admin, adminCompany);

  const member = await user(db, 'Dani', 'Empleado Puig');
  await db.insert(companyUsers).values({ companyId, userId: member, role: 'user', blockPremiumForThisProfile: true });
  const memberCompany = await profile(db, member, 'Viajes Test SL', 'B12345674', companyId, 9001);
  await setDefault(db, member, memberCompany);

  const [ag] = await db
    .insert(agencies)
    .values({ alias: `agencia-${Date.now().toString(36)}${(seq++).toString(36)}`, companyName: 'Agencia Test SL', passwordHash: 'not-used' })
    .returning({ id: agencies.id });

  return {
    clientA: { name: 'client A', headers: await sessionHeaders(db, { type: 'client', userId: a }, now), userId: a, agencyId: null, profiles: [a1, a2] },
    clientB: { name: 'client B', headers: await sessionHeaders(db, { type: 'client', userId: b }, now), userId: b, agencyId: null, profiles: [b1] },
    admin: {
      name: 'company admin',
      headers: await sessionHeaders(db, { type: 'client', userId: admin }, now),
      userId: admin,
      agencyId: null,
      companyProfile: adminCompany,
      particularProfile: adminParticular,
    },
    member: { name: 'company user', headers: await sessionHeaders(db, { type: 'client', userId: member }, now), userId: member, agencyId: null, companyProfile: memberCompany },
    agency: { name: 'agency', headers: await sessionHeaders(db, { type: 'agency', agencyId: ag!.id }, now), userId: null, agencyId: ag!.id },
    anonymous: { name: 'anonymous', headers: {}, userId: null, agencyId: null },
    companyId,
  };
}
