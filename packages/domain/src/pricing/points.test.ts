import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsToUseCents } from './points';

const POINTS = 'design 3 "then points (points pay at most what is left)"';

describe('pointsToUseCents', () => {
  it.each([
    [`${POINTS}: balance below payable is used whole`, 500, 2_000, 500],
    [`${POINTS}: balance above payable pays it exactly`, 5_000, 2_000, 2_000],
    [`${POINTS}: equal amounts`, 2_000, 2_000, 2_000],
    [`${POINTS}: nothing to pay, nothing used`, 5_000, 0, 0],
    [`${POINTS}: no balance, nothing used`, 0, 2_000, 0],
    [`${POINTS}: a negative balance never adds to the bill`, -300, 2_000, 0],
    [`${POINTS}: a negative payable uses nothing`, 500, -100, 0],
  ])('%s', (_t, available, payable, expected) => {
    expect(pointsToUseCents(available, payable)).toBe(expected);
  });

  it(`${POINTS}: 0 <= used <= min(available, payable)`, () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1_000_000, max: 1_000_000 }), (a, p) => {
        const used = pointsToUseCents(a, p);
        expect(used).toBeGreaterThanOrEqual(0);
        expect(used).toBeLessThanOrEqual(Math.max(0, Math.min(a, p)));
      }),
    );
  });
});
