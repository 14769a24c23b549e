import type { CustomServiceRequest, CustomTyresRequest } from '@parking/domain/contracts/car-service';
import { storeSlice } from '../../shared/store';

/**
 * The booking's car services: a slice of the one store (decision 0012) under its own key,
 * because `car-services` sits above `booking` in the module order and the offer request
 * (modules/offers) reads it.
 *
 * - `estimateId`: the estimate the offer prices (`id_mechanical_estimate`); an estimate never
 *   changes, so adding a service replaces it with a new one (decision 0025).
 * - `deleted`: services of that estimate taken off the booking (`delete_id_car_service`).
 * - `vehicleId`: the car the estimate was made for (`id_vehicle` goes with it).
 * - the custom requests (issue 16.3), sent with every price request and the booking.
 */
export interface CarServiceSliceState {
  estimateId: number | null;
  vehicleId: number | null;
  deleted: number[];
  customTyres: CustomTyresRequest | null;
  serviceRequest: CustomServiceRequest | null;
}

const initial = (): CarServiceSliceState => ({ estimateId: null, vehicleId: null, deleted: [], customTyres: null, serviceRequest: null });

export const carServiceSlice = storeSlice<CarServiceSliceState>('carServices', initial);

export const useCarServiceSelection = () => carServiceSlice.use((s) => s);

export function setCarServices(patch: Partial<CarServiceSliceState>): void {
  carServiceSlice.set({ ...carServiceSlice.get(), ...patch });
}

/** Spec 4: changing the vehicle clears the car services (and the booking's ends clear all). */
export function clearCarServices(): void {
  carServiceSlice.set(initial());
}

/** The offer request's car-service fields (contracts/offer.ts), from a selection. */
export function carServiceRequestFields(s: CarServiceSliceState): {
  id_mechanical_estimate?: number;
  id_vehicle?: number;
  delete_id_car_service?: number[];
  customized_tires_request?: CustomTyresRequest;
  service_request?: CustomServiceRequest;
} {
  const out: ReturnType<typeof carServiceRequestFields> = {};
  if (s.estimateId !== null && s.vehicleId !== null) {
    out.id_mechanical_estimate = s.estimateId;
    out.id_vehicle = s.vehicleId;
    if (s.deleted.length > 0) out.delete_id_car_service = [...s.deleted];
  }
  if (s.customTyres) out.customized_tires_request = s.customTyres;
  if (s.serviceRequest) out.service_request = s.serviceRequest;
  return out;
}
