import { describe, expect, it } from 'vitest';
import type { ProductService } from '../catalog/catalog';
import { normalizePassengerInput, passengersApply } from './passengers';

const APPLY = 'spec 5 "Passenger counting applies only to express or port services"';
const INPUT = 'spec 5 "Passengers 0 to 9, input accepts 1 character, ... blank or negative becomes 0"';

describe('passengersApply', () => {
  it.each<[string, ProductService, boolean]>([
    [`${APPLY}: express`, 'express', true],
    [`${APPLY}: port`, 'port', true],
    [`${APPLY}: premium`, 'premium', false],
    [`${APPLY}: standard`, 'standard', false],
    [`${APPLY}: urban`, 'urban', false],
  ])('%s', (_t, service, expected) => {
    expect(passengersApply(service)).toBe(expected);
  });
});

describe('normalizePassengerInput', () => {
  it.each<[string, string | number | null | undefined, number]>([
    [`${INPUT}: digit string`, '3', 3],
    [`${INPUT}: upper bound 9`, '9', 9],
    [`${INPUT}: lower bound 0`, '0', 0],
    [`${INPUT}: blank`, '', 0],
    [`${INPUT}: only spaces`, '   ', 0],
    [`${INPUT}: negative string`, '-3', 0],
    [`${INPUT}: one character only, '12' keeps '1'`, '12', 1],
    [`${INPUT}: non-digit`, 'a', 0],
    [`${INPUT}: null`, null, 0],
    [`${INPUT}: undefined`, undefined, 0],
    [`${INPUT}: number inside range`, 4, 4],
    [`${INPUT}: negative number`, -1, 0],
    [`${INPUT}: number above 9 clamps to 9`, 12, 9],
    [`${INPUT}: fraction truncates`, 2.7, 2],
    [`${INPUT}: NaN`, Number.NaN, 0],
    [`${INPUT}: Infinity`, Number.POSITIVE_INFINITY, 0],
  ])('%s', (_t, raw, expected) => {
    expect(normalizePassengerInput(raw)).toBe(expected);
  });
});
