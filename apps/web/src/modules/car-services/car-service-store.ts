import type { CustomServiceRequest, CustomTyresRequest, ServicePhotoWire } from '@parking/domain/contracts/car-service';
import { storeSlice } from '../../shared/store';
import { persistCarServices } from './car-service-save';

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
 * - `ferryProductId`: the car-ferry removal item (spec 1) was asked for this port product; it
 *   is sent only while the booking is for that product (elsewhere the api answers 400).
 * - `warningAccepted`: the traveller read and accepted the before-buy warning (spec 2) once
 *   for this booking; later additions do not ask again.
 * - `photoUpload`: the photos uploaded for the custom service request and the upload's token
 *   (issue 16.3); the request names the token when it is sent.
 */
export interface CarServiceSliceState {
  estimateId: number | null;
  vehicleId: number | null;
  deleted: number[];
  customTyres: CustomTyresRequest | null;
  serviceRequest: CustomServiceRequest | null;
  ferryProductId: number | null;
  warningAccepted: boolean;
  photoUpload: { token: string; photos: ServicePhotoWire[] } | null;
}

export const emptyCarServices = (): CarServiceSliceState => ({
  estimateId: null,
  vehicleId: null,
  deleted: [],
  customTyres: null,
  serviceRequest: null,
  ferryProductId: null,
  warningAccepted: false,
  photoUpload: null,
});
const initial = emptyCarServices;

export const carServiceSlice = storeSlice<CarServiceSliceState>('carServices', initial);

export const useCarServiceSelection = () => carServiceSlice.use((s) => s);

/** Replaces the selection and keeps it for a reload of this tab (decision 0034). */
export function replaceCarServices(next: CarServiceSliceState): void {
  carServiceSlice.set(next);
  persistCarServices(next);
}

export function setCarServices(patch: Partial<CarServiceSliceState>): void {
  replaceCarServices({ ...carServiceSlice.get(), ...patch });
}

/** The booking's ends (booked, logged out) clear all. */
export function clearCarServices(): void {
  replaceCarServices(initial());
}

/**
 * Spec 4: changing the vehicle clears the car services made for it (the estimate). What is not
 * tied to the car stays: the ferry removal, the custom requests, the accepted warning.
 */
export function clearVehicleCarServices(): void {
  replaceCarServices({ ...carServiceSlice.get(), estimateId: null, vehicleId: null, deleted: [] });
}

/** Whether the selection holds anything to send or keep. */
export function hasCarServiceSelection(s: CarServiceSliceState): boolean {
  return s.estimateId !== null || s.customTyres !== null || s.serviceRequest !== null || s.ferryProductId !== null || s.photoUpload !== null;
}

/** The offer request's car-service fields (contracts/offer.ts), from a selection, for the booking's product. */
export function carServiceRequestFields(
  s: Omit<CarServiceSliceState, 'ferryProductId' | 'warningAccepted' | 'photoUpload'> & Partial<Pick<CarServiceSliceState, 'ferryProductId'>>,
  productId: number | null = null,
): {
  id_mechanical_estimate?: number;
  id_vehicle?: number;
  delete_id_car_service?: number[];
  customized_tires_request?: CustomTyresRequest;
  service_request?: CustomServiceRequest;
  ferry_removal?: true;
} {
  const out: ReturnType<typeof carServiceRequestFields> = {};
  if (s.estimateId !== null && s.vehicleId !== null) {
    out.id_mechanical_estimate = s.estimateId;
    out.id_vehicle = s.vehicleId;
    if (s.deleted.length > 0) out.delete_id_car_service = [...s.deleted];
  }
  if (s.customTyres) out.customized_tires_request = s.customTyres;
  if (s.serviceRequest) out.service_request = s.serviceRequest;
  if (s.ferryProductId != null && s.ferryProductId === productId) out.ferry_removal = true;
  return out;
}
