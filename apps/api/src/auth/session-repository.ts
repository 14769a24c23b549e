import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema-accounts';

/** The `sessions` rows (decision 0016): only each token's SHA-256 is kept. */

/** The live (not revoked, not expired at `now`) session of a token hash, or null. */
export async function findSessionByHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ type: sessions.accountType, userId: sessions.userId, agencyId: sessions.agencyId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** A new session of a client (userId) or an agency (agencyId). */
export async function insertSession(
  db: Db,
  s: { tokenHash: string; accountType: 'client' | 'agency'; userId: number | null; agencyId: number | null; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: s.tokenHash,
    accountType: s.accountType,
    userId: s.userId,
    agencyId: s.agencyId,
    expiresAt: s.expiresAt,
    createdAt: s.now,
  });
}

export async function revokeSessionByHash(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfUser(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Drops sessions that expired before `before`. */
export async function deleteSessionsEndedBefore(db: Db, before: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, before));
}
