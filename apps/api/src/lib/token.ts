import { createHash, randomBytes } from 'node:crypto';

/**
 * The server's bearer secrets (a reservation's access token, decision 0009; a session or a
 * password-reset token, decision 0016): 32 random bytes (256 bits) in base64url, 43
 * characters. The database keeps only their SHA-256 (hex).
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
