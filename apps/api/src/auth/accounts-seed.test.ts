import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { prepareDatabase } from '../seed/prepare';
import { users } from '../db/schema-accounts';
import { DEMO_HASHES, DEMO_PASSWORDS } from '../seed/seed-data/accounts';
import { backends, createTestDatabase, TEST_NOW } from '../test/build';
import { verifyPassword } from './password';
import { encodePassword, sessionOf, useAuthApp } from '../test/auth-helpers';

/** README "Demo accounts" (issue 10): seeded with hashes computed once, and they log in. */
describe('demo account hashes', () => {
  it.each(Object.keys(DEMO_PASSWORDS) as (keyof typeof DEMO_PASSWORDS)[])('%s: the committed hash is the password at N=2^17', async (key) => {
    expect(DEMO_HASHES[key]).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword(DEMO_HASHES[key], DEMO_PASSWORDS[key])).toBe(true);
  }, 30_000);

  it('are seeded by default, not when NODE_ENV=production unless DEMO_ACCOUNTS=on', () => {
    expect(loadConfig({}).demoAccounts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'on' }).demoAccounts).toBe(true);
    expect(loadConfig({ DEMO_ACCOUNTS: 'off' }).demoAccounts).toBe(false);
  });

  it('DEMO_ACCOUNTS=off: an empty database gets the catalogue but no account', async () => {
    const t = await createTestDatabase('pglite', { seed: false });
    try {
      await prepareDatabase(t.database, TEST_NOW, { demoAccounts: false });
      const [row] = await t.database.db.select({ n: count() }).from(users);
      expect(row!.n).toBe(0);
    } finally {
      await t.drop();
    }
  }, 120_000);
});

describe.each(backends)('demo accounts on %s', (backend) => {
  const h = useAuthApp(backend);
  const login = (url: string, payload: object) => h.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.0.1' });
  const me = async (res: Awaited<ReturnType<typeof login>>) => (await h.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionOf(res).cookie } })).json();

  it('client: logs in, particular mode, one profile, points', async () => {
    const res = await login('/api/auth/login', { email: 'cliente@demo.parking', password: encodePassword(DEMO_PASSWORDS.client) });
    expect(res.statusCode).toBe(200);
    expect(await me(res)).toMatchObject({ type: 'client', email: 'cliente@demo.parking', businessMode: false, company: null, defaultInvoiceProfileId: null, points: 12.5, profiles: [{ companyId: null }] });
  }, 30_000);

  it('business: administrator of Viajes Demo SL, two profiles, business mode', async () => {
    const res = await login('/api/auth/login', { email: 'empresa@demo.parking', password: encodePassword(DEMO_PASSWORDS.business) });
    expect(res.statusCode).toBe(200);
    const body = await me(res);
    expect(body).toMatchObject({ businessMode: true, company: { companyName: 'Viajes Demo SL', blockWashes: true, blockPremium: false, block_premium_for_some_users: true } });
    expect(body.profiles).toHaveLength(2);
    expect(body.profiles.find((p: { companyId: number | null }) => p.companyId !== null)).toMatchObject({ role: 'admin', is_default: true, editable: false });
  }, 30_000);

  it('company user: not an administrator', async () => {
    const res = await login('/api/auth/login', { email: 'empleado@demo.parking', password: encodePassword(DEMO_PASSWORDS.employee) });
    expect(res.statusCode).toBe(200);
    const body = await me(res);
    // The README's demo: the company blocks washes for everyone and premium for this member.
    expect(body).toMatchObject({ businessMode: true, company: { blockWashes: true } });
    expect(body.profiles[0]).toMatchObject({ role: 'user', block_premium_for_this_profile: true, is_default: true });
  }, 30_000);

  it('agency: logs in by alias', async () => {
    const res = await login('/api/auth/agency-login', { alias: 'agencia-demo', password: encodePassword(DEMO_PASSWORDS.agency) });
    expect(res.statusCode).toBe(200);
    expect(await me(res)).toMatchObject({ type: 'agency', alias: 'agencia-demo', company_name: 'Agencia Demo SL' });
  }, 30_000);
});
