import { describe, expect, it } from 'vitest';
import { ferryRemovalCents, ferryRemovalOffered } from './ferry-removal';

const SPEC = 'spec 1 "car-service orders including a car-ferry removal item" (decision 0025)';

describe('car-ferry removal', () => {
  it.each([
    [`${SPEC}: asked for at a port car park, 35.00`, 'port', true, 3_500],
    [`${SPEC}: not asked for at a port car park, 0`, 'port', false, 0],
    [`${SPEC}: not asked for at an airport car park, 0`, 'express', false, 0],
    [`${SPEC}: asked for at an airport car park: not offered`, 'express', true, null],
    [`${SPEC}: asked for at an urban car park: not offered`, 'urban', true, null],
  ])('%s', (_t, service, requested, cents) => {
    expect(ferryRemovalCents(service, requested)).toBe(cents);
  });

  it('offered only by port products', () => {
    expect(['express', 'premium', 'port', 'standard', 'urban'].filter(ferryRemovalOffered)).toEqual(['port']);
  });
});
