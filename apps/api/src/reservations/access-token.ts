import type { FastifyRequest } from 'fastify';
import { hashToken, TOKEN_PATTERN } from '../lib/token';
import { pooledRandomString } from './random-pool';

/**
 * The secret that opens a reservation (docs/decisions/0009): a token of lib/token.ts (256
 * bits, base64url, 43 characters). The booker receives it once, in the create answer and in
 * the confirmation mail's link; the database keeps only its SHA-256
 * (access-token-repository.ts). The booking number (8 characters, or an older PK_<id>_<hash8>) is a name, not a credential.
 */
export const ACCESS_TOKEN_HEADER = 'x-reservation-token';
export const ACCESS_TOKEN_PATTERN = TOKEN_PATTERN;

export const hashAccessToken = hashToken;

/** A new access token: lib/token.ts's 32 random bytes in base64url, from the booking path's pool (random-pool.ts). */
export function newAccessToken(): { token: string; hash: string } {
  const token = pooledRandomString(32, 'base64url');
  return { token, hash: hashToken(token) };
}

/** The token a request carries in the X-Reservation-Token header (never in the URL: URLs are logged). */
export function accessTokenOf(req: FastifyRequest): string | null {
  const v = req.headers[ACCESS_TOKEN_HEADER];
  return typeof v === 'string' ? v.trim() : null;
}
