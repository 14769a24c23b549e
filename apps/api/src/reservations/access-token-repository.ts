import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { reservationAccessTokens } from '../db/schema-reservations';
import { ACCESS_TOKEN_PATTERN, hashAccessToken, newAccessToken } from './access-token';

/** Stores the hash of a token for the reservation (in the booking's transaction, or a replay's). */
export async function insertAccessToken(tx: Db, reservationId: number, hash: string, now?: Date): Promise<void> {
  await tx.insert(reservationAccessTokens).values({ tokenHash: hash, reservationId, ...(now ? { createdAt: now } : {}) });
}

/** A fresh token for an existing reservation (an idempotent replay's answer). */
export async function issueAccessToken(db: Db, reservationId: number, now?: Date): Promise<string> {
  const { token, hash } = newAccessToken();
  await insertAccessToken(db, reservationId, hash, now);
  return token;
}

/** The reservation id a token opens, or null (malformed, unknown). One primary-key lookup. */
export async function reservationIdOfToken(db: Db, token: string | null | undefined): Promise<number | null> {
  if (!token || !ACCESS_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: reservationAccessTokens.reservationId })
    .from(reservationAccessTokens)
    .where(eq(reservationAccessTokens.tokenHash, hashAccessToken(token)));
  return row?.id ?? null;
}
