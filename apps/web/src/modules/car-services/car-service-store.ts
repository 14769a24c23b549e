import type { CustomServiceRequest, CustomTyresRequest } from '@parking/domain/contracts/car-service';
import { storeSlice } from '../../shared/store';
import { persistCarServices } from './car-service-save';
import type { CarServiceSliceState } from './car-service-state';

export { type CarServiceSliceState, hasCarServiceSelection } from './car-service-state';

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
