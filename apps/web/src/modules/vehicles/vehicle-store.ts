import type { GuestVehicleCreated, VehicleWire } from '@parking/domain/contracts/vehicle';
import { storeSlice } from '../../shared/store';

/**
 * The booking's vehicle: a slice of the one store (decision 0012) under its own key, because
 * `vehicles` sits below `booking` in the module order (decision 0010) and cannot write the
 * booking's slice; the booking's actions (finish, clear) call `clearBookingVehicle`.
 *
 * - `vehicle`: the car the booking is for (spec 3 Vehicle; its id goes with the booking).
 * - `guestVehicleId`, `guestToken`: the vehicle a guest created in this visit and the token
 *   that opens it (decision 0023: a guest vehicle answers only with its X-Vehicle-Token).
 *   Spec 4: on login it is registered to the user. Kept in memory only: a token that opens
 *   a vehicle is not written to storage.
 */
export interface VehicleSliceState {
  vehicle: VehicleWire | null;
  guestVehicleId: number | null;
  guestToken: string | null;
}

const initial = (): VehicleSliceState => ({ vehicle: null, guestVehicleId: null, guestToken: null });

export const vehicleSlice = storeSlice<VehicleSliceState>('vehicle', initial);

/** A create's answer: a guest's carries its token (kept, and stripped from the vehicle). */
export function rememberCreated(v: VehicleWire | GuestVehicleCreated): VehicleWire {
  if (!('guest_token' in v)) return v;
  const { guest_token, ...vehicle } = v;
  vehicleSlice.set({ ...vehicleSlice.get(), guestVehicleId: vehicle.id, guestToken: guest_token });
  return vehicle;
}

export function setBookingVehicle(vehicle: VehicleWire | null): void {
  vehicleSlice.set({ ...vehicleSlice.get(), vehicle });
}

/** After login the guest vehicle is the client's: no token is needed any more. */
export function forgetGuestVehicle(): void {
  vehicleSlice.set({ ...vehicleSlice.get(), guestVehicleId: null, guestToken: null });
}

export function clearBookingVehicle(): void {
  vehicleSlice.set(initial());
}

export const useBookingVehicle = () => vehicleSlice.use((s) => s.vehicle);
