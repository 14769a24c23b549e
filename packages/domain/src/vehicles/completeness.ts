import { kmRecordedToday } from './km';

/**
 * Spec 3 "Vehicle state: id, umc, umcData, motorCode, motorDesc, bodyCode, bodyDesc, km,
 * kmTimestamp, workshopType, makeCode": what the booking knows of the traveller's car.
 */
export interface VehicleState {
  id: number | null;
  umc: string | null;
  motorCode: string | null;
  motorDesc?: string | null;
  bodyCode: string | null;
  bodyDesc?: string | null;
  km: number | null;
  kmTimestamp: Date | null;
  workshopType?: string | null;
  makeCode?: string | null;
}

/**
 * Spec 3 "Car service: ... requirements umc_required, body_applicabilitycode_required,
 * motor_applicabilitycode_required, request_km" (the wire's names).
 */
export interface VehicleRequirements {
  umc_required: boolean;
  body_applicabilitycode_required: boolean;
  motor_applicabilitycode_required: boolean;
  request_km: boolean;
}

export type MissingVehicleData = 'vehicle_id' | 'umc' | 'body_code' | 'motor_code' | 'km_today';

/** No requirement at all: what a booking without car services asks of its vehicle. */
export const NO_VEHICLE_REQUIREMENTS: VehicleRequirements = {
  umc_required: false,
  body_applicabilitycode_required: false,
  motor_applicabilitycode_required: false,
  request_km: false,
};

/** Several car services: a datum is required when any of them requires it. */
export function combineRequirements(list: readonly VehicleRequirements[]): VehicleRequirements {
  return {
    umc_required: list.some((r) => r.umc_required),
    body_applicabilitycode_required: list.some((r) => r.body_applicabilitycode_required),
    motor_applicabilitycode_required: list.some((r) => r.motor_applicabilitycode_required),
    request_km: list.some((r) => r.request_km),
  };
}

/**
 * Spec 5 "Vehicle data completeness: a service needs vehicle id, body code, motor code and
 * km (timestamp today) as the car service's requirement flags demand", in the order the
 * dialog asks for them. Returns what is missing; empty means complete.
 *
 * Our reading of the flags: any requirement needs a saved vehicle (body, motor and km are
 * stored on it: POST vehicle/car_details/{vehicleId}); `umc_required` also needs the car
 * identified (a UMC, by plate or selectors); `request_km` needs km recorded on today's
 * Madrid day, so yesterday's reading is asked again.
 */
export function vehicleComplete(
  vehicle: VehicleState | null,
  requirements: VehicleRequirements,
  now: Date,
): MissingVehicleData[] {
  const r = requirements;
  const needsVehicle = r.umc_required || r.body_applicabilitycode_required || r.motor_applicabilitycode_required || r.request_km;
  const missing: MissingVehicleData[] = [];
  if (needsVehicle && (vehicle === null || vehicle.id === null)) missing.push('vehicle_id');
  if (r.umc_required && !vehicle?.umc) missing.push('umc');
  if (r.body_applicabilitycode_required && !vehicle?.bodyCode) missing.push('body_code');
  if (r.motor_applicabilitycode_required && !vehicle?.motorCode) missing.push('motor_code');
  if (r.request_km && (vehicle?.km === null || vehicle?.km === undefined || !kmRecordedToday(vehicle.kmTimestamp, now))) {
    missing.push('km_today');
  }
  return missing;
}
