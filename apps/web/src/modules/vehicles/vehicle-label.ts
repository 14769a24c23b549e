import type { VehicleState } from '@parking/domain/vehicles/completeness';
import { parseWireDate } from '@parking/domain/time/madrid';
import type { VehicleWire } from './vehicle-api';

/** 'VOLKSWAGEN GOLF VII (2017-2020)', or the not-found form's 'brand model colour', or null. */
export function makeAndModel(v: VehicleWire): string | null {
  const info = v.vehicle_information;
  const text = [info?.make_description, info?.model_description].filter(Boolean).join(' ');
  return text || v.type || null;
}

/** The plate as people write it ('1234 BCD'), or null (selector vehicles of guests have none). */
export const plateText = (v: VehicleWire): string | null => v.plate_display ?? v.plate ?? null;

/** One line per vehicle for lists and the saved-vehicles dropdown: name, plate, make and model. */
export function vehicleLabel(v: VehicleWire): string {
  const info = v.vehicle_information;
  const mm = info ? `${info.make_description} ${info.friendlyName}` : null;
  const name = v.type && v.type !== mm ? v.type : null;
  return [name, plateText(v), mm].filter(Boolean).join(' · ') || `#${v.id}`;
}

/** Spec 3 Vehicle state from the wire, for the domain's completeness rule. */
export function vehicleState(v: VehicleWire | null): VehicleState | null {
  if (!v) return null;
  const info = v.vehicle_information;
  return {
    id: v.id,
    umc: info?.umc ?? null,
    motorCode: info?.motor_applicabilitycode ?? null,
    bodyCode: info?.body_applicabilitycode ?? null,
    km: v.km,
    kmTimestamp: v.km_timestamp ? parseWireDate(v.km_timestamp) : null,
    makeCode: info?.make_code ?? null,
  };
}
