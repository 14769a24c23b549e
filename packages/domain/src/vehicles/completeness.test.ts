import { describe, expect, it } from 'vitest';
import {
  combineRequirements,
  type MissingVehicleData,
  NO_VEHICLE_REQUIREMENTS,
  vehicleComplete,
  type VehicleRequirements,
  type VehicleState,
} from './completeness';

const SPEC = 'spec 5 "a service needs vehicle id, body code, motor code and km (timestamp today) as the car service\'s requirement flags demand"';
const NOW = new Date('2026-07-15T10:00:00Z'); // 12:00 in Madrid

const full: VehicleState = {
  id: 7,
  umc: 'VW-GOLF-7B',
  motorCode: 'M-VW-16TDI-115',
  bodyCode: 'B-HB5',
  km: 120000,
  kmTimestamp: new Date('2026-07-15T06:00:00Z'),
};
const req = (flags: Partial<VehicleRequirements>): VehicleRequirements => ({ ...NO_VEHICLE_REQUIREMENTS, ...flags });
const ALL = req({ umc_required: true, body_applicabilitycode_required: true, motor_applicabilitycode_required: true, request_km: true });

describe('vehicleComplete', () => {
  it.each<[string, VehicleState | null, VehicleRequirements, MissingVehicleData[]]>([
    [`${SPEC}: nothing required, no vehicle`, null, NO_VEHICLE_REQUIREMENTS, []],
    [`${SPEC}: everything required and known`, full, ALL, []],
    [`${SPEC}: no vehicle at all, everything required`, null, ALL, ['vehicle_id', 'umc', 'body_code', 'motor_code', 'km_today']],
    [`${SPEC}: a vehicle not saved yet`, { ...full, id: null }, req({ umc_required: true }), ['vehicle_id']],
    [`${SPEC}: umc_required without identification`, { ...full, umc: null }, req({ umc_required: true }), ['umc']],
    [`${SPEC}: body required and missing`, { ...full, bodyCode: null }, req({ body_applicabilitycode_required: true }), ['body_code']],
    [`${SPEC}: body missing but not required`, { ...full, bodyCode: null }, req({ motor_applicabilitycode_required: true }), []],
    [`${SPEC}: motor required and missing`, { ...full, motorCode: null }, req({ motor_applicabilitycode_required: true }), ['motor_code']],
    [`${SPEC}: km required, never recorded`, { ...full, km: null, kmTimestamp: null }, req({ request_km: true }), ['km_today']],
    [`${SPEC}: km required, recorded yesterday`, { ...full, kmTimestamp: new Date('2026-07-14T12:00:00Z') }, req({ request_km: true }), ['km_today']],
    [`${SPEC}: km required, recorded just after Madrid midnight today`, { ...full, kmTimestamp: new Date('2026-07-14T22:01:00Z') }, req({ request_km: true }), []],
    [`${SPEC}: km required, 0 km recorded today is a reading`, { ...full, km: 0 }, req({ request_km: true }), []],
    [`${SPEC}: km not required, stale km does not matter`, { ...full, kmTimestamp: null }, req({ body_applicabilitycode_required: true }), []],
  ])('%s', (_rule, vehicle, requirements, expected) => {
    expect(vehicleComplete(vehicle, requirements, NOW)).toEqual(expected);
  });
});

describe('combineRequirements', () => {
  it.each<[string, VehicleRequirements[], VehicleRequirements]>([
    ['no car service requires nothing', [], NO_VEHICLE_REQUIREMENTS],
    ['a datum is required when any car service requires it', [req({ request_km: true }), req({ body_applicabilitycode_required: true })], req({ request_km: true, body_applicabilitycode_required: true })],
  ])('%s', (_rule, list, expected) => {
    expect(combineRequirements(list)).toEqual(expected);
  });
});
