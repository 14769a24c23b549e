import type { SocialProvider } from '@parking/domain/contracts/account';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencies, passwordResets, pendingSignups, socialIdentities, users } from '../db/schema-accounts';
import { reservationAccessTokens, reservations } from '../db/schema-reservations';
import { hashToken, TOKEN_PATTERN } from '../lib/token';

/**
 * The account rows the login, sign-up and recovery routes read and write. E-mails and aliases
 * are compared lower-cased (the unique indexes are on lower(...)); e-mails are stored so.
 */
export type UserRow = typeof users.$inferSelect;
export type AgencyRow = typeof agencies.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findAgencyByAlias(db: Db, alias: string): Promise<AgencyRow | null> {
  const [row] = await db
    .select()
    .from(agencies)
    .where(sql`lower(${agencies.alias}) = ${alias.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function findAgencyById(db: Db, id: number): Promise<AgencyRow | null> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1);
  return row ?? null;
}

export interface NewUser {
  email: string;
  name: string;
  lastName: string;
  language: 'es' | 'ca' | 'en' | 'fr';
  acceptPromos: boolean;
  acceptNewsletter: boolean;
  passwordHash: string | null;
  provider: 'password' | SocialProvider;
  social?: { provider: SocialProvider; subject: string };
}

/** PostgreSQL's unique violation (the e-mail index, or a social identity already taken). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The new user's id, or null when the e-mail (or the social identity) is already an account's. */
export async function createUser(db: Db, u: NewUser, now: Date): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: normalizeEmail(u.email),
          name: u.name,
          lastName: u.lastName,
          language: u.language,
          acceptPromos: u.acceptPromos,
          acceptNewsletter: u.acceptNewsletter,
          passwordHash: u.passwordHash,
          provider: u.provider,
          createdAt: now,
          passwordChangedAt: u.passwordHash ? now : null,
        })
        .returning({ id: users.id });
      if (u.social) await tx.insert(socialIdentities).values({ userId: row!.id, provider: u.social.provider, subject: u.social.subject, createdAt: now });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

export async function findUserBySocial(db: Db, provider: SocialProvider, subject: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row?.user ?? null;
}

/** Joins a verified social identity to an existing account (idempotent). */
export async function linkSocial(db: Db, userId: number, provider: SocialProvider, subject: string, now: Date): Promise<void> {
  await db.insert(socialIdentities).values({ userId, provider, subject, createdAt: now }).onConflictDoNothing();
}

/** A social account now owns the e-mail: the password sign-ups still waiting for it end (decision 0022). */
export async function endPendingSignups(db: Db, email: string, now: Date): Promise<void> {
  await endPendingSignupsOf(db, email, now);
}

export async function setLanguage(db: Db, userId: number, lang: 'es' | 'ca' | 'en' | 'fr'): Promise<void> {
  await db.update(users).set({ language: lang }).where(eq(users.id, userId));
}

/** A new recovery link; the user's older unused links end with it (issue 18.6: only the newest mail works). */
export async function createPasswordReset(db: Db, userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ tokenHash, userId, expiresAt, createdAt: now });
  });
}

/** The user a recovery token would open (unused, unexpired at `now`), without using it. */
export async function findPasswordResetUser(db: Db, tokenHash: string, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .limit(1);
  return row?.user ?? null;
}

/**
 * Uses a recovery token once: marks it used if it is unused and unexpired at `now`, and
 * answers its user, else null. One UPDATE, so two racing resets cannot both pass.
 */
export async function consumePasswordReset(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Sets a new password and ends every other recovery link of the user. */
export async function setPassword(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  });
}

export type PendingSignupRow = typeof pendingSignups.$inferSelect;
export type NewPendingSignup = Omit<PendingSignupRow, 'usedAt' | 'createdAt'>;

/** Ends the e-mail's waiting sign-ups (a newer one, or the account now exists). */
async function endPendingSignupsOf(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(pendingSignups)
    .set({ usedAt: now })
    .where(and(sql`lower(${pendingSignups.email}) = ${normalizeEmail(email)}`, isNull(pendingSignups.usedAt)));
}

/** A password sign-up waiting for its link; the e-mail's older ones end with it (only the newest mail works). */
export async function createPendingSignup(db: Db, row: NewPendingSignup, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await endPendingSignupsOf(tx, row.email, now);
    await tx.insert(pendingSignups).values({ ...row, email: normalizeEmail(row.email), createdAt: now });
  });
}

/** The e-mail's newest sign-up still waiting (expired or not), to mail a new link. */
export async function newestPendingSignup(db: Db, email: string): Promise<PendingSignupRow | null> {
  const [row] = await db
    .select()
    .from(pendingSignups)
    .where(and(sql`lower(${pendingSignups.email}) = ${normalizeEmail(email)}`, isNull(pendingSignups.usedAt)))
    .orderBy(sql`${pendingSignups.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * Follows a verification link once: in one transaction, marks the row used if it is unused and
 * unexpired at `now`, creates the verified account from it (null when the e-mail has an account
 * by now: the link is spent), ends the e-mail's other waiting sign-ups and joins the guest
 * booking it names. Resolves to the new user's id, or null.
 */
export async function completePendingSignup(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(pendingSignups)
        .set({ usedAt: now })
        .where(and(eq(pendingSignups.tokenHash, tokenHash), isNull(pendingSignups.usedAt), gt(pendingSignups.expiresAt, now)))
        .returning();
      if (!row) return null;
      const [user] = await tx
        .insert(users)
        .values({
          email: row.email,
          name: row.name,
          lastName: row.lastName,
          language: row.language,
          acceptPromos: row.acceptPromos,
          acceptNewsletter: row.acceptNewsletter,
          passwordHash: row.passwordHash,
          provider: 'password',
          createdAt: now,
          passwordChangedAt: now,
        })
        .returning({ id: users.id });
      await endPendingSignupsOf(tx, row.email, now);
      if (row.reservationTokenHash) await linkGuestReservationByHash(tx, user!.id, row.email, row.reservationTokenHash);
      return user!.id;
    });
  } catch (err) {
    // the e-mail became an account meanwhile (another link, a social sign-up): this link is spent
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** Drops sign-ups that ended or expired before `before` (the auth clean-up job). */
export async function deletePendingSignupsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(pendingSignups).where(lt(pendingSignups.expiresAt, before));
}

/**
 * Spec 7 "create user (optional reservation id)": the guest booking a reservation token opens
 * joins the user when it belongs to no account and was booked with the user's e-mail. Whether
 * it joined; never throws for a token that opens nothing.
 */
export async function linkGuestReservation(db: Db, userId: number, email: string, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  return linkGuestReservationByHash(db, userId, email, hashToken(token));
}

async function linkGuestReservationByHash(db: Db, userId: number, email: string, tokenHash: string): Promise<boolean> {
  // The reservation the token opens (decision 0009: only its hash is stored), in the same statement.
  const opened = db.select({ id: reservationAccessTokens.reservationId }).from(reservationAccessTokens).where(eq(reservationAccessTokens.tokenHash, tokenHash));
  const rows = await db
    .update(reservations)
    .set({ userId })
    .where(and(inArray(reservations.id, opened), isNull(reservations.userId), isNull(reservations.agencyId), sql`lower(${reservations.email}) = ${normalizeEmail(email)}`))
    .returning({ id: reservations.id });
  return rows.length === 1;
}
