import { describe, expect, it } from 'vitest';
import { needsWorkshopTerms } from './workshop-terms';

describe('needsWorkshopTerms (spec 4 Terms: "bookings with car services need two more confirmations")', () => {
  it.each([
    ['parking only', { estimate: false, customTyres: false, serviceRequest: false }, false],
    ['a car service (an estimate)', { estimate: true, customTyres: false, serviceRequest: false }, true],
    ['a custom tyre request alone (decision 0025: the car is moved)', { estimate: false, customTyres: true, serviceRequest: false }, true],
    ['a custom service request alone', { estimate: false, customTyres: false, serviceRequest: true }, true],
    ['all of them', { estimate: true, customTyres: true, serviceRequest: true }, true],
  ])('%s', (_c, booking, needs) => {
    expect(needsWorkshopTerms(booking)).toBe(needs);
  });
});
