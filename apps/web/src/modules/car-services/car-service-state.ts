import type { CustomServiceRequest, CustomTyresRequest, ServicePhotoWire } from '@parking/domain/contracts/car-service';

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

/** Whether the selection holds anything to send or keep. */
export function hasCarServiceSelection(s: CarServiceSliceState): boolean {
  return s.estimateId !== null || s.customTyres !== null || s.serviceRequest !== null || s.ferryProductId !== null || s.photoUpload !== null;
}
