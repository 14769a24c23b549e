import { writeStorage } from '../../lib/storage';
import { type BookingState, bookingStore, type TravelerValues } from './booking-store';
import { SNAPSHOT_KEY, SNAPSHOT_TIMESTAMP_KEY, SNAPSHOT_VERSION } from './snapshot-entry';
import type { Snapshot } from './snapshot-schema';

/** What the traveller step typed. Card data has no field here on purpose: it is never saved. */
export type TravelerSnapshot = TravelerValues;
export type { Snapshot };
export {
  applySnapshotOnEntry,
  clearSnapshot,
  type RestoreInput,
  shouldRestoreSnapshot,
  SNAPSHOT_KEY,
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_TIMESTAMP_KEY,
  SNAPSHOT_VERSION,
} from './snapshot-entry';

const strings = (from: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(from).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** Only the listed fields of the store and the traveller form; never anything else (no card, no offer). */
export function buildSnapshot(state: BookingState, traveler: TravelerValues | null): Snapshot {
  const { startDate, endDate, cityId, placeId, productId, trip } = state;
  return {
    version: SNAPSHOT_VERSION,
    booking: { startDate, endDate, cityId, placeId, productId },
    trip: { ...trip, extras: [...trip.extras] },
    traveler: traveler
      ? {
          reservation: strings(traveler.reservation),
          billing: strings(traveler.billing),
          needInvoice: traveler.needInvoice,
          paymentMethod: traveler.paymentMethod === 'card' ? 'card' : 'parking',
        }
      : null,
  };
}

/** Saves the store's booking and traveller values (spec 4: on Continue; the traveller step on every change). */
export function saveSnapshot(traveler: TravelerValues | null = bookingStore.get().traveler, now: number = Date.now()): void {
  writeStorage(SNAPSHOT_KEY, JSON.stringify(buildSnapshot(bookingStore.get(), traveler)));
  writeStorage(SNAPSHOT_TIMESTAMP_KEY, String(now));
}





/** The traveller values to start the traveller step with (restored, or typed earlier in this visit). */
export function restoredTravelerValues(): TravelerValues | null {
  return bookingStore.get().traveler;
}
