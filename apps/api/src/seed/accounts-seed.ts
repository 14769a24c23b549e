import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meta } from '../db/schema';
import { agencies, companies, companyUsers, invoiceProfiles, users } from '../db/schema-accounts';
import { DEMO_AGENCY, DEMO_COMPANY, DEMO_HASHES, DEMO_ID_COMPANY, DEMO_USERS } from './seed-data/accounts';
import { findUserByEmail } from '../auth/account-repository';

const ACCOUNTS_SEED_MARKER = 'seed_accounts';

/**
 * The demo accounts (README "Demo accounts"): a client, a company administrator with a
 * particular and a company profile, a company user, and an agency. Once per database (a
 * marker row), and never over an existing account with the same e-mail or alias.
 */
export async function seedAccountsIfEmpty(db: Db, now: Date): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(meta)
      .values({ key: ACCOUNTS_SEED_MARKER, value: now.toISOString() })
      .onConflictDoNothing({ target: meta.key })
      .returning({ key: meta.key });
    if (claimed.length === 0) return 'skipped';
    if (await findUserByEmail(tx, DEMO_USERS.client.email)) return 'skipped';

    const [company] = await tx.insert(companies).values({ ...DEMO_COMPANY, createdAt: now }).returning({ id: companies.id });
    const companyId = company!.id;
    for (const key of ['client', 'business', 'employee'] as const) {
      const u = DEMO_USERS[key];
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          name: u.name,
          lastName: u.lastName,
          phone: u.phone,
          zipCode: u.zipCode,
          language: u.language,
          pointsCents: u.pointsCents,
          passwordHash: DEMO_HASHES[key],
          provider: 'password',
          createdAt: now,
          passwordChangedAt: now,
        })
        .returning({ id: users.id });
      const userId = row!.id;
      if (key !== 'client') {
        await tx.insert(companyUsers).values({ companyId, userId, role: key === 'business' ? 'admin' : 'user', blockPremiumForThisProfile: key === 'employee' });
      }
      let companyProfile: number | null = null;
      for (const p of u.profiles) {
        const { company: isCompany, ...fields } = p;
        const [profile] = await tx
          .insert(invoiceProfiles)
          .values({ userId, ...fields, companyId: isCompany ? companyId : null, idCompany: isCompany ? DEMO_ID_COMPANY : null, invoicingMethod: isCompany ? 'monthly' : 'per_service', createdAt: now })
          .returning({ id: invoiceProfiles.id });
        if (isCompany) companyProfile = profile!.id;
      }
      if (companyProfile !== null) await tx.update(users).set({ defaultProfileId: companyProfile }).where(eq(users.id, userId));
    }
    await tx.insert(agencies).values({ ...DEMO_AGENCY, passwordHash: DEMO_HASHES.agency, createdAt: now }).onConflictDoNothing();
    return 'seeded';
  });
}
