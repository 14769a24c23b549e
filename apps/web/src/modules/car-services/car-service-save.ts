import { bookingStore } from '../booking/booking-store';
import { vehicleSlice } from '../vehicles/vehicle-store';
import { type CarServiceSliceState, hasCarServiceSelection } from './car-service-state';

/*
 * Decision 0034: the booking's car services survive a reload of /services and /traveler-data,
 * like the booking's extras and promo code survive it in the snapshot (decision 0012), under
 * the same rule (spec 4: a reload within 15 minutes, no agent token in the URL). They are kept
 * in sessionStorage (this tab only, gone when it closes), not in the booking snapshot: a guest's
 * vehicle token goes with them (the token that opens the car the estimate was made for, so the
 * reload can fetch the car again and the server can price the estimate again), and
 * `car-services` sits above `booking` (decision 0010). This file writes (no zod: the store is
 * on the first screen); car-service-restore.ts reads.
 */
export const CAR_SERVICES_KEY = 'car_services_snapshot';
export const CAR_SERVICES_RECORD_VERSION = 1;

export interface CarServicesRecord {
  version: typeof CAR_SERVICES_RECORD_VERSION;
  savedAt: number;
  /** the booking they were chosen for (bookingKeyOf) */
  booking: string;
  selection: CarServiceSliceState;
  /** a guest vehicle's X-Vehicle-Token; null for a client's own vehicle (the session opens it) */
  guestToken: string | null;
}

export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}


/**
 * The booking a selection belongs to: a restored one must be for the booking the snapshot
 * brought back (its product; a change of dates keeps the car's estimate, which the server
 * prices for the new stay).
 */
export function bookingKeyOf(s: { productId: number | null }): string {
  return `product:${s.productId ?? ''}`;
}

/** What is written for a selection (null: nothing to keep, the record is removed). */
export function recordOf(selection: CarServiceSliceState, booking: string, guest: { id: number | null; token: string | null }, now: number): CarServicesRecord | null {
  if (!hasCarServiceSelection(selection)) return null;
  const guestToken = selection.vehicleId !== null && selection.vehicleId === guest.id ? guest.token : null;
  return { version: CAR_SERVICES_RECORD_VERSION, savedAt: now, booking, selection: { ...selection, deleted: [...selection.deleted] }, guestToken };
}

/** Writes the selection (or removes the record when it is empty). Never throws. */
export function persistCarServices(selection: CarServiceSliceState, now: number = Date.now()): void {
  const store = sessionStore();
  if (!store) return;
  const { guestVehicleId, guestToken } = vehicleSlice.get();
  const record = recordOf(selection, bookingKeyOf(bookingStore.get()), { id: guestVehicleId, token: guestToken }, now);
  try {
    if (record) store.setItem(CAR_SERVICES_KEY, JSON.stringify(record));
    else store.removeItem(CAR_SERVICES_KEY);
  } catch {
    // kept for this page only
  }
}
