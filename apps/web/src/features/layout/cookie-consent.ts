import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

export type CookieChoice = 'accept' | 'reject';

/** Spec 4: stored as accept or reject; anything else counts as reject. */
export function storedCookieChoice(): { chosen: boolean; choice: CookieChoice } {
  const raw = readStorage(STORAGE_KEYS.cookies);
  return { chosen: raw !== null, choice: raw === 'accept' ? 'accept' : 'reject' };
}

const listeners = new Set<() => void>();

export function setCookieChoice(choice: CookieChoice): void {
  writeStorage(STORAGE_KEYS.cookies, choice);
  for (const l of listeners) l();
}

export function useCookieChosen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
    () => storedCookieChoice().chosen,
    () => true,
  );
}
