import { readStorage, removeStorage } from '../../lib/storage';
import { bookingStore, setBookingData, setOffer, setTrip } from './booking-store';
import type { Snapshot } from './snapshot-schema';

/*
 * The part of spec 4 Snapshot that runs at start: whether a reload may restore, and the
 * restore itself with the schema loaded only then. Saving lives in snapshot.ts, which the
 * steps load; neither is on the first screen more than it must be.
 */

/** Spec 3 stored keys. */
export const SNAPSHOT_KEY = 'state_snapshot';
export const SNAPSHOT_TIMESTAMP_KEY = 'state_timestamp';
/** Spec 4 Snapshot: a reload restores it within 15 minutes. */
export const SNAPSHOT_MAX_AGE_MS = 15 * 60 * 1000;
/** Kept in step with snapshot-schema.ts (a test checks), which is loaded only to restore. */
export const SNAPSHOT_VERSION = 2;
const AGENT_PARAMS = ['agent_token', 'agent_res_token'];

export interface RestoreInput {
  /** PerformanceNavigationTiming.type: 'navigate' | 'reload' | 'back_forward' | 'prerender' */
  navigationType: string | null;
  /** ms since epoch of state_timestamp, null when none */
  savedAt: number | null;
  now: number;
  query: Record<string, string>;
}

/**
 * Spec 4: restored on a page reload within 15 minutes, unless an agent token is in the URL;
 * every other case discards it (a fresh visit included).
 */
export function shouldRestoreSnapshot({ navigationType, savedAt, now, query }: RestoreInput): boolean {
  if (navigationType !== 'reload') return false;
  if (savedAt === null || !Number.isFinite(savedAt)) return false;
  if (AGENT_PARAMS.some((p) => p in query)) return false;
  const age = now - savedAt;
  return age >= 0 && age <= SNAPSHOT_MAX_AGE_MS;
}

export function clearSnapshot(): void {
  removeStorage(SNAPSHOT_KEY);
  removeStorage(SNAPSHOT_TIMESTAMP_KEY);
}

function navigationType(): string | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? null;
}

/**
 * Runs once at start after the entry rules. False (and the snapshot discarded) when the rule
 * says no; otherwise the schema is loaded and the answer is whether a snapshot of this version
 * was restored (the user stays where they were; the caller has it priced again).
 */
export function applySnapshotOnEntry(query: Record<string, string>, now: number, navType: string | null = navigationType()): false | Promise<boolean> {
  const raw = readStorage(SNAPSHOT_TIMESTAMP_KEY);
  const savedAt = raw === null ? null : Number(raw);
  const text = readStorage(SNAPSHOT_KEY);
  if (!text || !shouldRestoreSnapshot({ navigationType: navType, savedAt, now, query })) {
    clearSnapshot();
    return false;
  }
  return import('./snapshot-schema').then(({ parseSnapshot }) => {
    const snapshot: Snapshot | null = parseSnapshot(text);
    if (!snapshot) {
      clearSnapshot();
      return false;
    }
    restoreSnapshot(snapshot);
    return true;
  });
}

/** Puts a parsed snapshot into the store. The offer stays empty: the server prices it again. */
export function restoreSnapshot(snapshot: Snapshot): void {
  const { booking, trip, traveler } = snapshot;
  setBookingData(booking);
  setTrip(trip);
  setOffer(null);
  bookingStore.update({ ...bookingStore.get(), traveler });
}
