import { accountBusinessContext, type BusinessContext } from '@parking/domain/business/company-rules';
import type { MeResponse } from '@parking/domain/contracts/account';
import { apiGet } from '../../lib/api-client';
import type { StoredAuth } from '../../lib/session';
import { getAuth, useAuth } from './session-store';
import { serverCache, useServerQuery } from '../../shared/server-cache';

/** One cache entry per session: a new login never shows the previous account. */
const meKey = (auth: StoredAuth) => `account:me:${auth.csrf_token}`;
const fetchMe = (signal: AbortSignal) => apiGet<MeResponse>('/api/me', { signal });

/** GET /api/me for the stored session (spec 4: a valid token loads the user or agency). */
export function useMe() {
  const auth = useAuth();
  return { auth, ...useServerQuery<MeResponse>(auth ? meKey(auth) : null, fetchMe) };
}

/** Loads (again) the account of the stored session; null when logged out. */
export function reloadMe(): Promise<MeResponse | null> {
  const auth = getAuth();
  return auth ? serverCache.fetch(meKey(auth), fetchMe, { fresh: true }) : Promise.resolve(null);
}

/**
 * Spec 6 company blocks for the logged-in client in business mode (null otherwise): the
 * products and services steps mark what the company blocks with the same domain rules the
 * server applies to the booking.
 */
export function useBusinessContext(): BusinessContext | null {
  const { data } = useMe();
  return accountBusinessContext(data?.type === 'client' ? data : null);
}
