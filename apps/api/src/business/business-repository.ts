import type { CompanyRole, CompanyUserView, InvoicingMethod, MyReservationItem } from '@parking/domain/contracts/account';
import type { BillingFormValues } from '@parking/domain/validation/forms';
import { type BusinessContext, isProfileEditable } from '@parking/domain/business/company-rules';
import { PARTICULAR, type DefaultProfileChoice } from '@parking/domain/business/user-mode';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoiceProfiles, companies, companyUsers, users } from '../db/schema-accounts';
import { reservations } from '../db/schema-reservations';

/**
 * Account data of issue 10.6-10.8: a client's billing profiles, user mode and company, and the
 * reservations of a client or agency. Every read is keyed by the session's own id: there is
 * no function here that takes somebody else's id from a request.
 */

export type ProfileRow = typeof invoiceProfiles.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export interface ProfileWithMembership {
  profile: ProfileRow;
  /** the user's membership of the profile's company (null: particular profile, or no longer a member) */
  role: CompanyRole | null;
  blockPremiumForThisProfile: boolean;
  company: CompanyRow | null;
}


/** The user's profiles with their company and membership, oldest first. */
export async function profilesOf(db: Db, userId: number): Promise<ProfileWithMembership[]> {
  const rows = await db
    .select({ profile: invoiceProfiles, company: companies, role: companyUsers.role, block: companyUsers.blockPremiumForThisProfile })
    .from(invoiceProfiles)
    .leftJoin(companies, eq(companies.id, invoiceProfiles.companyId))
    .leftJoin(companyUsers, and(eq(companyUsers.companyId, invoiceProfiles.companyId), eq(companyUsers.userId, userId)))
    .where(eq(invoiceProfiles.userId, userId))
    .orderBy(asc(invoiceProfiles.id));
  return rows.map((r) => ({
    profile: r.profile,
    company: r.company,
    role: (r.role as CompanyRole | null) ?? null,
    blockPremiumForThisProfile: r.block ?? false,
  }));
}

export async function defaultProfileIdOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: users.defaultProfileId }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}

function billingColumns(billing: BillingFormValues, invoicingMethod: InvoicingMethod) {
  return {
    name: billing.name,
    nif: billing.nif,
    address: billing.address,
    city: billing.city,
    zip: billing.zip,
    state: billing.state,
    country: billing.country,
    billingEmail: billing.invoiceEmail ?? null,
    invoicingMethod,
  };
}

/** A new particular profile of the user (corporate ones come from the company, never from the flow). */
export async function createProfile(db: Db, userId: number, billing: BillingFormValues, invoicingMethod: InvoicingMethod, makeDefault: boolean, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoiceProfiles)
      .values({ userId, companyId: null, idCompany: null, ...billingColumns(billing, invoicingMethod), createdAt: now })
      .returning({ id: invoiceProfiles.id });
    if (makeDefault) await tx.update(users).set({ defaultProfileId: row!.id }).where(eq(users.id, userId));
    return row!.id;
  });
}

export type UpdateOutcome = 'updated' | 'not_found' | 'not_editable';

/** Edits one of the user's own particular profiles (spec 5: corporate ones are not editable). */
export async function updateProfile(db: Db, userId: number, id: number, billing: BillingFormValues, invoicingMethod: InvoicingMethod, makeDefault: boolean): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ companyId: invoiceProfiles.companyId })
      .from(invoiceProfiles)
      .where(and(eq(invoiceProfiles.id, id), eq(invoiceProfiles.userId, userId)))
      .for('update');
    if (!row) return 'not_found';
    if (!isProfileEditable(row)) return 'not_editable';
    await tx.update(invoiceProfiles).set(billingColumns(billing, invoicingMethod)).where(eq(invoiceProfiles.id, id));
    if (makeDefault) await tx.update(users).set({ defaultProfileId: id }).where(eq(users.id, userId));
    return 'updated';
  });
}

/**
 * Spec 4: confirming the user-mode dialog stores the default profile (an own profile id) or
 * 'empty' (particular, stored as null). False when the id is not one of the user's profiles.
 */
export async function setDefaultProfile(db: Db, userId: number, choice: DefaultProfileChoice): Promise<boolean> {
  if (choice === PARTICULAR) {
    await db.update(users).set({ defaultProfileId: null }).where(eq(users.id, userId));
    return true;
  }
  const updated = await db
    .update(users)
    .set({ defaultProfileId: choice })
    .where(
      and(
        eq(users.id, userId),
        sql`exists (select 1 from ${invoiceProfiles} where ${invoiceProfiles.id} = ${choice} and ${invoiceProfiles.userId} = ${userId})`,
      ),
    )
    .returning({ id: users.id });
  return updated.length === 1;
}

/** Spec 6: the company's users (for its administrators; the route checks the role). */
export async function companyUsersOf(db: Db, companyId: number): Promise<CompanyUserView[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email, role: companyUsers.role })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(asc(users.lastName), asc(users.name), asc(users.id));
  return rows.map((r) => ({ ...r, role: r.role as CompanyRole }));
}

/**
 * The booking's profile and business context in one query (issue 10.7): the profile the body
 * names (only if it is the user's own) or else the user's default profile, with its company's
 * blocks and the user's own block flag. `found` is false when the body named a profile that
 * is not the user's.
 */
export interface BookingProfile {
  found: boolean;
  profile: ProfileRow | null;
  /** null when the booking's profile has no company (particular) */
  context: BusinessContext | null;
}

export async function bookingProfileOf(db: Db, userId: number, profileId: number | undefined): Promise<BookingProfile> {
  const chosen = profileId ?? sql<number>`(select ${users.defaultProfileId} from ${users} where ${users.id} = ${userId})`;
  const rows = await db
    .select({ profile: invoiceProfiles, company: companies, block: companyUsers.blockPremiumForThisProfile })
    .from(invoiceProfiles)
    .leftJoin(companies, eq(companies.id, invoiceProfiles.companyId))
    .leftJoin(companyUsers, and(eq(companyUsers.companyId, invoiceProfiles.companyId), eq(companyUsers.userId, userId)))
    .where(and(eq(invoiceProfiles.id, chosen), eq(invoiceProfiles.userId, userId)));
  const row = rows[0];
  if (!row) return { found: profileId === undefined, profile: null, context: null };
  const c = row.company;
  return {
    found: true,
    profile: row.profile,
    context: c
      ? {
          company: { blockPremium: c.blockPremium, blockWashes: c.blockWashes, block_premium_for_some_users: c.blockPremiumForSomeUsers },
          block_premium_for_this_profile: row.block ?? false,
        }
      : null,
  };
}

/** How many bookings "my reservations" lists at most (newest first). */
export const MY_RESERVATIONS_LIMIT = 200;

export type ReservationListRow = Pick<typeof reservations.$inferSelect, 'reference' | 'status' | 'productId' | 'startAt' | 'endAt' | 'totalCents' | 'createdAt'>;

/** A client's or an agency's bookings, newest first (issue 10.6, 10.8). */
export async function reservationsOf(db: Db, owner: { userId: number } | { agencyId: number }, limit = MY_RESERVATIONS_LIMIT): Promise<ReservationListRow[]> {
  const where = 'userId' in owner ? eq(reservations.userId, owner.userId) : eq(reservations.agencyId, owner.agencyId);
  return db
    .select({
      reference: reservations.reference,
      status: reservations.status,
      productId: reservations.productId,
      startAt: reservations.startAt,
      endAt: reservations.endAt,
      totalCents: reservations.totalCents,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .where(where)
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(limit);
}

export type { MyReservationItem };
