import { describe, expect, it } from 'vitest';
import { type VehicleChange, type VehicleChangeContext, vehicleChangeWarns } from './change-warning';

const SPEC = 'spec 4 "Changing vehicle, km or workshop type warns first; on confirmation the added mechanical services and vehicle identification are cleared"';

describe(`vehicleChangeWarns: ${SPEC}`, () => {
  it.each<[string, VehicleChange, VehicleChangeContext, boolean]>([
    ['no vehicle yet: choosing one is no change', 'vehicle', { hasVehicle: false, holdsCarServices: false }, false],
    ['no vehicle yet, even with car services', 'vehicle', { hasVehicle: false, holdsCarServices: true }, false],
    ['changing the vehicle: its identification is cleared, warns', 'vehicle', { hasVehicle: true, holdsCarServices: false }, true],
    ['changing the vehicle with car services: warns', 'vehicle', { hasVehicle: true, holdsCarServices: true }, true],
    ['changing km without car services: nothing to clear, no warning', 'km', { hasVehicle: true, holdsCarServices: false }, false],
    ['changing km with car services: warns', 'km', { hasVehicle: true, holdsCarServices: true }, true],
    ['changing the workshop type without car services: no warning', 'workshop_type', { hasVehicle: true, holdsCarServices: false }, false],
    ['changing the workshop type with car services: warns', 'workshop_type', { hasVehicle: true, holdsCarServices: true }, true],
    ['km of no vehicle: no warning', 'km', { hasVehicle: false, holdsCarServices: true }, false],
  ])('%s', (_rule, change, ctx, expected) => {
    expect(vehicleChangeWarns(change, ctx)).toBe(expected);
  });
});
