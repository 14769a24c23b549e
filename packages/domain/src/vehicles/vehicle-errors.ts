/**
 * What the product does when a vehicle call fails (spec 8 Error catalogue):
 * - "Vehicle dialog call failure: banner with server reason, else 'Error'; also pushed to the
 *   analytics data layer."
 * - "Other vehicle errors passed upward with no shown message."
 * - "Km update errors only logged. Clearing errors only logged."
 * - "Guest vehicle registration failure: go to /services."
 * - "Plate not recognised: warning feedback then selectors ('Please select the make and
 *   model manually')" (spec 4: not recognised is a found-nothing answer, not an error).
 * The words ('Error', the warning) live in the catalogues; this rule only picks the handling.
 */
export type VehicleCallKind =
  /** any call made by the vehicle dialog's views: check plate, identify, create, set umc, makes, models, ... */
  | 'dialog'
  /** the modify-km dialog's save, and car_details' km */
  | 'km_update'
  /** DELETE vehicle/clear_vehicle_identification/{id} */
  | 'clear_identification'
  /** PUT vehicle/register_guest_vehicle/{id} after login */
  | 'register_guest_vehicle'
  /** vehicle calls made outside the dialog (list, get for the summary) */
  | 'other';

export type VehicleFailureHandling =
  /** `reason` null: the catalogue's generic 'Error' */
  | { kind: 'banner'; reason: string | null; analytics: true }
  | { kind: 'log' }
  | { kind: 'navigate'; to: '/services' }
  | { kind: 'upward' };

export function vehicleFailureHandling(call: VehicleCallKind, serverReason: string | null | undefined): VehicleFailureHandling {
  switch (call) {
    case 'dialog': {
      const reason = serverReason?.trim() ? serverReason.trim() : null;
      return { kind: 'banner', reason, analytics: true };
    }
    case 'km_update':
    case 'clear_identification':
      return { kind: 'log' };
    case 'register_guest_vehicle':
      return { kind: 'navigate', to: '/services' };
    case 'other':
      return { kind: 'upward' };
  }
}

/**
 * Spec 4 "Plate found (id_gt_vehicle_information present): success feedback, dialog stays
 * open for more info. Plate not found: danger warning, then selectors."
 */
export type PlateOutcome = 'found' | 'not_found';

export function plateOutcome(vehicle: { id_gt_vehicle_information?: number | string | null }): PlateOutcome {
  const id = vehicle.id_gt_vehicle_information;
  return id === null || id === undefined || id === '' ? 'not_found' : 'found';
}
