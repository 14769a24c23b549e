import type { SocialProvider } from '@parking/domain/contracts/account';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agencies, passwordResets, socialIdentities, users } from '../db/schema-accounts';
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

export async function setLanguage(db: Db, userId: number, lang: 'es' | 'ca' | 'en' | 'fr'): Promise<void> {
  await db.update(users).set({ language: lang }).where(eq(users.id, userId));
}

export async function createPasswordReset(db: Db, userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  await db.insert(passwordResets).values({ tokenHash, userId, expiresAt, createdAt: now });
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

/**
 * Spec 7 "create user (optional reservation id)": the guest booking a reservation token opens
 * joins the user when it belongs to no account and was booked with the user's e-mail. Whether
 * it joined; never throws for a token that opens nothing.
 */
export async function linkGuestReservation(db: Db, userId: number, email: string, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  // The reservation the token opens (decision 0009: only its hash is stored), in the same statement.
  const opened = db.select({ id: reservationAccessTokens.reservationId }).from(reservationAccessTokens).where(eq(reservationAccessTokens.tokenHash, hashToken(token)));
  const rows = await db
    .update(reservations)
    .set({ userId })
    .where(and(inArray(reservations.id, opened), isNull(reservations.userId), isNull(reservations.agencyId), sql`lower(${reservations.email}) = ${normalizeEmail(email)}`))
    .returning({ id: reservations.id });
  return rows.length === 1;
}
