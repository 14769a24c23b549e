import { describe, expect, it } from 'vitest';
import { AIRPORT_SHUTTLE_MINUTES, PORT_MINIBUS_MINUTES, productFacts } from './product-facts';

describe('productFacts', () => {
  it.each([
    ['spec 9 "airport shuttle 5 minutes to terminal"', 'express', 'shuttle', 5],
    ['spec 9 "30 minutes to take the free minibus after parking"', 'port', 'minibus', 30],
    ['product texts "Our driver meets you at your departure terminal"', 'premium', 'driver', 0],
    ['product texts "a few steps from the platforms"', 'standard', 'walk', null],
    ['product texts "in the centre of Barcelona" (no terminal)', 'urban', 'none', null],
  ] as const)('%s', (_rule, service, kind, minutes) => {
    expect(productFacts(service).transfer).toEqual({ kind, minutes });
  });

  it('the constants are the spec\'s', () => {
    expect(AIRPORT_SHUTTLE_MINUTES).toBe(5);
    expect(PORT_MINIBUS_MINUTES).toBe(30);
  });

  it.each(['express', 'premium', 'port', 'standard', 'urban'] as const)(
    'spec 2 Price block "free cancellation" and an illustration for %s',
    (service) => {
      const f = productFacts(service);
      expect(f.freeCancellation).toBe(true);
      expect(f.included.length).toBeGreaterThan(0);
      expect(f.illustration).toBeTruthy();
    },
  );

  it('the port has the ship, the airports a plane or the valet, covered parking at stations', () => {
    expect(productFacts('port').illustration).toBe('ship');
    expect(productFacts('express').illustration).toBe('airport');
    expect(productFacts('premium').illustration).toBe('valet');
    expect(productFacts('standard').included).toContain('covered');
  });
});
