import { useSyncExternalStore } from 'react';
import type { AuthToken } from '@parking/domain/contracts/account';
import { AUTH_KEY, sessionHooks, type StoredAuth } from '../../lib/session';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

const listeners = new Set<() => void>();
const expired = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
// The last raw value read and its parse, so useSyncExternalStore sees one object per change.
let raw: string | null | undefined;
let parsed: StoredAuth | null = null;

/** The stored session, or null when none, unreadable or past its expiry. */
export function getAuth(now = Date.now()): StoredAuth | null {
  const r = readStorage(AUTH_KEY);
  if (r !== raw) {
    raw = r;
    try {
      parsed = r ? (JSON.parse(r) as StoredAuth) : null;
    } catch {
      parsed = null;
    }
  }
  return parsed && parsed.expires_at > now ? parsed : null;
}

/** Something is stored but it is no session any more (spec 4: deleted at header start). */
export function storedAuthIsStale(): boolean {
  return readStorage(AUTH_KEY) !== null && getAuth() === null;
}

/** Keeps the login answer (spec 3 auth_token) with its expiry time. */
export function setAuth(token: AuthToken, now = Date.now()): void {
  writeStorage(AUTH_KEY, JSON.stringify({ ...token, expires_at: now + token.expires_in * 1000 }));
  notify();
}

export function clearAuth(): void {
  removeStorage(AUTH_KEY);
  notify();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  // Another tab logging in or out changes what this one shows too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === AUTH_KEY || e.key === null) l();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
}

const read = () => getAuth();
export function useAuth(): StoredAuth | null {
  return useSyncExternalStore(subscribe, read, read);
}

/** Spec 4/8: after a 401 the session is gone; the listeners open the login dialog. */
export function onSessionExpired(l: () => void): () => void {
  expired.add(l);
  return () => expired.delete(l);
}

export function sessionExpired(): void {
  clearAuth();
  expired.forEach((l) => l());
}
sessionHooks.expired = sessionExpired;
