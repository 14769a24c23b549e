import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carServiceDiscountTier, carServiceParkingDiscountCents } from './carservice-discount';

const TIERS = 'spec 9 "25% from 99 euros, 50% from 199, 75% from 299, free parking up to 40 euros from 499"';
const DEFECT = 'spec 9 "checked in an order that makes the higher tiers effectively unreachable" (fixed)';

describe('carServiceDiscountTier', () => {
  it.each([
    [`${TIERS}: 0 euros, no discount`, 0, 0],
    [`${TIERS}: 98.99 is below 99`, 9_899, 0],
    [`${TIERS}: exactly 99 gives 25`, 9_900, 25],
    [`${TIERS}: 198.99 still 25`, 19_899, 25],
    [`${TIERS}: exactly 199 gives 50`, 19_900, 50],
    [`${TIERS}: 298.99 still 50`, 29_899, 50],
    [`${DEFECT}: exactly 299 gives 75`, 29_900, 75],
    [`${DEFECT}: 498.99 still 75`, 49_899, 75],
    [`${DEFECT}: exactly 499 gives free parking`, 49_900, 'free'],
    [`${DEFECT}: 10,000 euros gives free parking`, 1_000_000, 'free'],
  ] as const)('%s', (_t, total, tier) => {
    expect(carServiceDiscountTier(total)).toBe(tier);
  });

  it(`${TIERS}: fractional cents are rejected`, () => {
    expect(() => carServiceDiscountTier(99.5)).toThrow(RangeError);
  });
});

describe('carServiceParkingDiscountCents', () => {
  it.each([
    [`${TIERS}: under 99 euros nothing off 60.00 parking`, 9_899, 6_000, 0],
    [`${TIERS}: 25% of 60.00 is 15.00`, 9_900, 6_000, 1_500],
    [`${TIERS}: 25% of 0.10 is 0.025 -> 0.03 (half away)`, 9_900, 10, 3],
    [`${TIERS}: 50% of 60.00 is 30.00`, 19_900, 6_000, 3_000],
    [`${TIERS}: 75% of 60.00 is 45.00`, 29_900, 6_000, 4_500],
    [`${TIERS}: free up to 40: 30.00 parking is all off`, 49_900, 3_000, 3_000],
    [`${TIERS}: free up to 40: 50.00 parking gets 40.00 off (75% = 37.50 is less)`, 49_900, 5_000, 4_000],
    [`${TIERS}: free tier never worse than 75%: 200.00 parking gets 150.00 off, not 40`, 49_900, 20_000, 15_000],
    [`${TIERS}: nothing to discount on 0 parking`, 49_900, 0, 0],
  ])('%s', (_t, services, parking, expected) => {
    expect(carServiceParkingDiscountCents(services, parking)).toBe(expected);
  });

  it(`${TIERS}: never negative, never above parking`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (s, p) => {
        const d = carServiceParkingDiscountCents(s, p);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(p);
      }),
    );
  });

  it(`${DEFECT}: spending more on car services never lowers the discount`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (s, extra, p) => {
          expect(carServiceParkingDiscountCents(s + extra, p)).toBeGreaterThanOrEqual(carServiceParkingDiscountCents(s, p));
        },
      ),
    );
  });

  it(`${TIERS}: negative parking is rejected`, () => {
    expect(() => carServiceParkingDiscountCents(9_900, -1)).toThrow(RangeError);
  });
});
