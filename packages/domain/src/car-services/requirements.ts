import { combineRequirements, type MissingVehicleData, type VehicleRequirements, type VehicleState, vehicleComplete } from '../vehicles/completeness';

/**
 * Spec 5 "Vehicle data completeness: a service needs vehicle id, body code, motor code and
 * km (timestamp today) as the car service's requirement flags demand", for the services of a
 * booking: what is missing for all of them together (vehicles/completeness.ts reads the flags).
 */
export function missingForServices(
  vehicle: VehicleState | null,
  services: readonly VehicleRequirements[],
  now: Date,
): MissingVehicleData[] {
  if (services.length === 0) return [];
  return vehicleComplete(vehicle, combineRequirements(services), now);
}

/** The car an estimate was made for (its UMC, and body and motor when the service needed them). */
export interface EstimateVehicle {
  umc: string;
  bodyCode: string | null;
  motorCode: string | null;
}

export type EstimateMismatch = 'umc' | 'body_code' | 'motor_code';

/**
 * Whether an estimate may price this car (issue 16 "an estimate for another car's UMC is
 * refused"): the UMC must be the car's; body and motor too when the estimate was made for
 * one (a service whose price depends on them). Returns what differs, first only; null when
 * the estimate fits the car.
 */
export function estimateMismatch(
  estimate: EstimateVehicle,
  car: { umc: string | null; bodyCode: string | null; motorCode: string | null },
): EstimateMismatch | null {
  if (!car.umc || car.umc !== estimate.umc) return 'umc';
  if (estimate.bodyCode !== null && car.bodyCode !== estimate.bodyCode) return 'body_code';
  if (estimate.motorCode !== null && car.motorCode !== estimate.motorCode) return 'motor_code';
  return null;
}

/**
 * Spec 7 "workshop brands ... and the workshop type on the vehicle, used to filter which
 * services are offered": a service lists the workshop types that perform it (empty: any);
 * a vehicle without a workshop type sees every service.
 */
export function offeredForWorkshopType(serviceWorkshopTypes: readonly string[], vehicleWorkshopType: string | null | undefined): boolean {
  if (!vehicleWorkshopType || serviceWorkshopTypes.length === 0) return true;
  return serviceWorkshopTypes.includes(vehicleWorkshopType);
}
