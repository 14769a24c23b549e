import { describe, expect, it } from 'vitest';
import { plateOutcome, type VehicleCallKind, type VehicleFailureHandling, vehicleFailureHandling } from './vehicle-errors';

const S8 = 'spec 8';

describe('vehicleFailureHandling', () => {
  it.each<[string, VehicleCallKind, string | null, VehicleFailureHandling]>([
    [`${S8} "Vehicle dialog call failure: banner with server reason ... also pushed to the analytics data layer"`, 'dialog', 'Unknown UMC', { kind: 'banner', reason: 'Unknown UMC', analytics: true }],
    [`${S8} "... else 'Error'": no reason`, 'dialog', null, { kind: 'banner', reason: null, analytics: true }],
    [`${S8} "... else 'Error'": a blank reason is no reason`, 'dialog', '  ', { kind: 'banner', reason: null, analytics: true }],
    [`${S8} "Km update errors only logged"`, 'km_update', 'Invalid km', { kind: 'log' }],
    [`${S8} "Clearing errors only logged"`, 'clear_identification', null, { kind: 'log' }],
    [`${S8} "Guest vehicle registration failure: go to /services"`, 'register_guest_vehicle', 'Forbidden', { kind: 'navigate', to: '/services' }],
    [`${S8} "Other vehicle errors passed upward with no shown message"`, 'other', 'Not found', { kind: 'upward' }],
  ])('%s', (_rule, call, reason, expected) => {
    expect(vehicleFailureHandling(call, reason)).toEqual(expected);
  });
});

describe('plateOutcome', () => {
  const RULE = 'spec 4 "Plate found (id_gt_vehicle_information present) ... Plate not found: danger warning, then selectors"';
  it.each<[string, { id_gt_vehicle_information?: number | string | null }, 'found' | 'not_found']>([
    [`${RULE}: present`, { id_gt_vehicle_information: 123 }, 'found'],
    [`${RULE}: present as a string`, { id_gt_vehicle_information: '123' }, 'found'],
    [`${RULE}: null`, { id_gt_vehicle_information: null }, 'not_found'],
    [`${RULE}: absent`, {}, 'not_found'],
    [`${RULE}: empty`, { id_gt_vehicle_information: '' }, 'not_found'],
  ])('%s', (_rule, v, expected) => {
    expect(plateOutcome(v)).toBe(expected);
  });
});
