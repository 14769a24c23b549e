import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { reservationAccessTokens } from '../db/schema-reservations';

/**
 * The secret that opens a reservation (docs/decisions/0009): 32 random bytes (256 bits),
 * base64url, 43 characters. The booker receives it once, in the create answer and in the
 * confirmation mail's link; the database keeps only its SHA-256. The booking number
 * (PK_<id>_<hash8>) is a name, not a credential.
 */
export const ACCESS_TOKEN_HEADER = 'x-reservation-token';
export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

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

/** The token a request carries in the X-Reservation-Token header (never in the URL: URLs are logged). */
export function accessTokenOf(req: FastifyRequest): string | null {
  const v = req.headers[ACCESS_TOKEN_HEADER];
  return typeof v === 'string' ? v.trim() : null;
}
