import { bookingStore, type BookingState } from './booking-store';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';

/** Spec 3 stored keys. */
export const SNAPSHOT_KEY = 'state_snapshot';
export const SNAPSHOT_TIMESTAMP_KEY = 'state_timestamp';
/** Spec 4 Snapshot: a reload restores it within 15 minutes. */
export const SNAPSHOT_MAX_AGE_MS = 15 * 60 * 1000;
const AGENT_PARAMS = ['agent_token', 'agent_res_token'];

/** What the traveller step typed. Card data has no field here on purpose: it is never saved. */
export interface TravelerSnapshot {
  reservation: Record<string, string>;
  billing: Record<string, string>;
  needInvoice: boolean;
  paymentMethod: 'parking' | 'card';
}

type BookingPart = Pick<BookingState, 'startDate' | 'endDate' | 'cityId' | 'placeId' | 'productId' | 'trip' | 'offer'>;

export interface Snapshot {
  booking: BookingPart;
  traveler: TravelerSnapshot | null;
}

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

/** Only the listed fields of the store and the traveller form; never anything else. */
export function buildSnapshot(state: BookingState, traveler: TravelerSnapshot | null): Snapshot {
  const { startDate, endDate, cityId, placeId, productId, trip, offer } = state;
  return {
    booking: { startDate, endDate, cityId, placeId, productId, trip, offer },
    traveler: traveler
      ? {
          reservation: { ...traveler.reservation },
          billing: { ...traveler.billing },
          needInvoice: traveler.needInvoice,
          paymentMethod: traveler.paymentMethod,
        }
      : null,
  };
}

export function parseSnapshot(text: string | null): Snapshot | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<Snapshot>;
    if (!v || typeof v !== 'object' || !v.booking || typeof v.booking !== 'object') return null;
    return { booking: v.booking, traveler: v.traveler ?? null };
  } catch {
    return null;
  }
}

let lastTraveler: TravelerSnapshot | null = null;
let restoredTraveler: TravelerSnapshot | null = null;

export function saveSnapshot(traveler: TravelerSnapshot | null = lastTraveler, now: number = Date.now()): void {
  lastTraveler = traveler;
  writeStorage(SNAPSHOT_KEY, JSON.stringify(buildSnapshot(bookingStore.get(), traveler)));
  writeStorage(SNAPSHOT_TIMESTAMP_KEY, String(now));
}

export function clearSnapshot(): void {
  lastTraveler = null;
  restoredTraveler = null;
  removeStorage(SNAPSHOT_KEY);
  removeStorage(SNAPSHOT_TIMESTAMP_KEY);
}

function navigationType(): string | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? null;
}

/**
 * Runs once at start after the entry rules: restores the snapshot into the booking store when
 * the rule allows, else discards it. True when restored (the user stays where they were).
 */
export function applySnapshotOnEntry(query: Record<string, string>, now: number, navType: string | null = navigationType()): boolean {
  const raw = readStorage(SNAPSHOT_TIMESTAMP_KEY);
  const savedAt = raw === null ? null : Number(raw);
  const snapshot = parseSnapshot(readStorage(SNAPSHOT_KEY));
  if (!snapshot || !shouldRestoreSnapshot({ navigationType: navType, savedAt, now, query })) {
    clearSnapshot();
    return false;
  }
  const { trip, offer, ...booking } = snapshot.booking;
  bookingStore.setBooking(booking);
  bookingStore.setTrip(trip);
  bookingStore.setOffer(offer ?? null);
  restoredTraveler = snapshot.traveler;
  lastTraveler = snapshot.traveler;
  return true;
}

/** The traveller values of a restored snapshot (the traveller step reads them once). */
export function restoredTravelerValues(): TravelerSnapshot | null {
  return restoredTraveler;
}
