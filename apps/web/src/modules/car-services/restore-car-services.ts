import { storeSlice } from '../../shared/store';
import { bookingStore } from '../booking/booking-store';
import { getVehicle } from '../vehicles/vehicle-api';
import { setBookingVehicle, vehicleSlice } from '../vehicles/vehicle-store';
import { bookingKeyOf } from './car-service-save';
import { readCarServicesRecord, removeCarServicesRecord, restorableRecord, type RestoreContext } from './car-service-restore';
import { carServiceSlice, hasCarServiceSelection, replaceCarServices } from './car-service-store';

export type RestoreOutcome = 'none' | 'restored' | 'lost';

/** Whether this page load looked for stored car services yet, and what came of it. */
const restoreRun = storeSlice('carServicesRestore', () => ({ checked: false, outcome: 'none' as RestoreOutcome }));
export const useCarServicesRestoreOutcome = () => restoreRun.use((s) => s.outcome);

/** tests only */
export function resetCarServicesRestoreForTests() {
  restoreRun.set({ checked: false, outcome: 'none' });
}

function navigationType(): string | null {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return null;
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type ?? null;
}

function defaultContext(): RestoreContext {
  return {
    navigationType: navigationType(),
    now: Date.now(),
    query: typeof window === 'undefined' ? {} : Object.fromEntries(new URLSearchParams(window.location.search)),
    booking: bookingKeyOf(bookingStore.get()),
  };
}

/**
 * Decision 0034: once per page load, on /services or /traveler-data, bring back the car services
 * of a reload (car-service-save.ts) and have the server price them again. The car the estimate
 * was made for is fetched again (a guest's with the stored token, a client's with the session);
 * if it cannot be (deleted, session gone), the estimate is dropped, what does not depend on the
 * car (ferry removal, custom requests) stays, and the outcome 'lost' tells the traveller to
 * identify the car and add its services again.
 */
export async function restoreCarServices(reprice: () => Promise<boolean>, ctx: RestoreContext = defaultContext()): Promise<RestoreOutcome> {
  if (restoreRun.get().checked) return 'none';
  restoreRun.set({ checked: true, outcome: 'none' });
  if (hasCarServiceSelection(carServiceSlice.get())) return 'none';
  const record = restorableRecord(readCarServicesRecord(), ctx);
  if (!record) {
    removeCarServicesRecord();
    return 'none';
  }
  let selection = record.selection;
  let outcome: RestoreOutcome = 'restored';
  const withoutCar = () => ({ ...selection, estimateId: null, vehicleId: null, deleted: [] });
  if (selection.vehicleId !== null && selection.estimateId !== null) {
    if (record.guestToken) vehicleSlice.set({ ...vehicleSlice.get(), guestVehicleId: selection.vehicleId, guestToken: record.guestToken });
    try {
      const vehicle = await getVehicle(selection.vehicleId);
      if (!vehicleSlice.get().vehicle) setBookingVehicle(vehicle);
    } catch {
      if (record.guestToken) vehicleSlice.set({ ...vehicleSlice.get(), guestVehicleId: null, guestToken: null });
      selection = withoutCar();
      outcome = 'lost';
    }
  }
  replaceCarServices(selection);
  if (hasCarServiceSelection(selection) && !(await reprice())) {
    // The server no longer takes the estimate (another car's, a full workshop day): keep the rest.
    if (selection.estimateId !== null) {
      selection = withoutCar();
      replaceCarServices(selection);
      outcome = 'lost';
      if (hasCarServiceSelection(selection)) await reprice();
    }
  }
  restoreRun.set({ checked: true, outcome });
  return outcome;
}
