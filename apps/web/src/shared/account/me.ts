import type { MeResponse } from '@parking/domain/contracts/account';
import { apiGet } from '../../lib/api-client';
import type { StoredAuth } from '../../lib/session';
import { getAuth, useAuth } from './session-store';
import { serverCache, useServerQuery } from '../server-cache';

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
