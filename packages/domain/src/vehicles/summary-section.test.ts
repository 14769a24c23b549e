import { describe, expect, it } from 'vitest';
import { type VehicleSectionContext, vehicleSectionReadOnly } from './summary-section';

const SPEC = 'spec 2 "The reserved-vehicle section is read-only for confirmations, urban-parking cases and existing reservations"';
const base: VehicleSectionContext = { confirmation: false, sourceMode: 'parking', urbanParking: null, modifyingReservation: false };

describe(`vehicleSectionReadOnly: ${SPEC}`, () => {
  it.each([
    ['a new parking booking on its steps: editable', {}, false],
    ['the confirmation: read-only', { confirmation: true }, true],
    ['urban source mode: read-only', { sourceMode: 'urban' as const }, true],
    ['a selected urban parking: read-only', { urbanParking: 13 }, true],
    ['an existing reservation being modified: read-only', { modifyingReservation: true }, true],
  ])('%s', (_rule, over, expected) => {
    expect(vehicleSectionReadOnly({ ...base, ...over })).toBe(expected);
  });
});
