import { describe, expect, it } from 'vitest';
import { NO_VEHICLE_REQUIREMENTS, type VehicleState } from '../vehicles/completeness';
import { estimateMismatch, missingForServices, offeredForWorkshopType } from './requirements';

const COMPLETE = 'spec 5 "a service needs vehicle id, body code, motor code and km (timestamp today) as the car service\'s requirement flags demand"';
const now = new Date('2026-11-26T10:00:00Z');
const car: VehicleState = { id: 7, umc: 'VW-004', bodyCode: 'HB5', motorCode: 'EA-16TDI-115', km: 120_000, kmTimestamp: now };
const oil = { ...NO_VEHICLE_REQUIREMENTS, umc_required: true, motor_applicabilitycode_required: true, request_km: true };
const itv = { ...NO_VEHICLE_REQUIREMENTS, umc_required: true, body_applicabilitycode_required: true };

describe('missingForServices', () => {
  it.each([
    [`${COMPLETE}: no services, nothing asked`, null, [], []],
    [`${COMPLETE}: a complete car books an oil change`, car, [oil], []],
    [`${COMPLETE}: km read yesterday is asked again`, { ...car, kmTimestamp: new Date('2026-11-25T10:00:00Z') }, [oil], ['km_today']],
    [`${COMPLETE}: two services add their needs: body from the ITV, motor and km from the oil change`, { ...car, bodyCode: null, motorCode: null }, [oil, itv], ['body_code', 'motor_code']],
    [`${COMPLETE}: no vehicle at all`, null, [itv], ['vehicle_id', 'umc', 'body_code']],
  ] as const)('%s', (_t, vehicle, services, missing) => {
    expect(missingForServices(vehicle, services, now)).toEqual(missing);
  });
});

describe('estimateMismatch', () => {
  const est = { umc: 'VW-004', bodyCode: null, motorCode: 'EA-16TDI-115' };
  it.each([
    ['issue 16 "an estimate for another car\'s UMC is refused": same car fits', car, null],
    ['issue 16: another UMC is refused', { ...car, umc: 'SE-010' }, 'umc'],
    ['issue 16: no UMC known is refused', { ...car, umc: null }, 'umc'],
    ['issue 16: the motor the estimate was made for must be the car\'s', { ...car, motorCode: 'EA-20TDI-150' }, 'motor_code'],
    ['issue 16: a body the estimate did not depend on may differ', { ...car, bodyCode: 'FAM' }, null],
  ] as const)('%s', (_t, c, result) => {
    expect(estimateMismatch(est, c)).toBe(result);
  });
});

describe('offeredForWorkshopType', () => {
  it.each([
    ['spec 7: a service any workshop does is offered to every car', [], 'official', true],
    ['spec 7: a car without workshop type sees every service', ['official'], null, true],
    ['spec 7: an official-only service is offered to a car serviced at the official dealer', ['official'], 'official', true],
    ['spec 7: and not to a car serviced at a multibrand workshop', ['official'], 'multibrand', false],
  ] as const)('%s', (_t, types, vehicleType, offered) => {
    expect(offeredForWorkshopType(types, vehicleType)).toBe(offered);
  });
});
