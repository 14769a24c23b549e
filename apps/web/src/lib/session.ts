import type { AuthToken } from '@parking/domain/contracts/account';
import { readStorage } from './storage';

/**
 * Spec 3 stored key `auth_token`: the login answer (status, type, expires_in, csrf_token) plus
 * when it expires. The session itself is the HttpOnly cookie the server set (decision
 * 0016); this copy tells the app who is logged in and carries the CSRF token to echo.
 * Only what the first screen needs lives here (120 KB budget); the rest is
 * modules/account/session-store.
 */
export type StoredAuth = AuthToken & { expires_at: number };

export const AUTH_KEY = 'auth_token';

/** Spec 4/8: "a 401 anywhere logs out and opens login"; the account code sets `expired`. */
export const sessionHooks: { expired?: () => void } = {};

function stored(): Partial<StoredAuth> {
  try {
    return (JSON.parse(readStorage(AUTH_KEY) ?? '{}') as Partial<StoredAuth> | null) ?? {};
  } catch {
    return {};
  }
}

/** A stored session not past its expiry (the entry rules' "access token"). */
export const hasSession = (now = Date.now()): boolean => (stored().expires_at ?? 0) > now;

/** The double-submit token to echo (the login answer's csrf_token). */
export const csrfToken = (): string | undefined => stored().csrf_token;
