import { storeSlice } from '../../shared/store';
import type { VehicleWire } from './vehicle-api';

/**
 * The booking's vehicle: a slice of the one store (decision 0012) of its own key, because
 * `vehicles` sits below `booking` in the module order (decision 0010) and cannot write the
 * booking's slice; the booking's actions (finish, clear) call `clearBookingVehicle`.
 *
 * - `vehicle`: the car the booking is for (spec 3 Vehicle; its id goes with the booking).
 * - `guestVehicleId`: a vehicle a guest created in this visit (spec 4 "a guest vehicle is
 *   registered to the user" on login).
 */
export interface VehicleSliceState {
  vehicle: VehicleWire | null;
  guestVehicleId: number | null;
}

const initial = (): VehicleSliceState => ({ vehicle: null, guestVehicleId: null });

export const vehicleSlice = storeSlice<VehicleSliceState>('vehicle', initial);

export function setBookingVehicle(vehicle: VehicleWire | null, opts: { guest?: boolean } = {}): void {
  const s = vehicleSlice.get();
  vehicleSlice.set({ vehicle, guestVehicleId: opts.guest && vehicle ? vehicle.id : vehicle && s.guestVehicleId === vehicle.id ? vehicle.id : s.guestVehicleId });
}

export function clearBookingVehicle(): void {
  vehicleSlice.set(initial());
}

export const useBookingVehicle = () => vehicleSlice.use((s) => s.vehicle);
