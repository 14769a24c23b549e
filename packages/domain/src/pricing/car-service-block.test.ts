import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addVat } from '../money/money';
import { computePriceBlock, type PriceBlockInput } from './price-block';

/*
 * Issue 16 "How it is checked": the discount tiers at 98.99 / 99 / 198.99 / 199 / 298.99 /
 * 299 / 498.99 / 499 / 520 EUR of car services against several parking prices, with promo
 * codes, never negative. Through the price block: the car services come in as bases and the
 * spend that earns the tier is their price with VAT (decision 0002).
 */
const TIERS = 'spec 9 "25% from 99 euros, 50% from 199, 75% from 299, free parking up to 40 euros from 499"';
const ORDER = 'decision 0002 "the promo applies to the parking price after the car-service discount"';
const TRANSFER = 'spec 9 "Transfer cost added when car service is under 200 euros"';
const VAT = 'spec 9 "VAT 21% (factor 1.21 on car-service base totals)"';

function input(over: Partial<PriceBlockInput>): PriceBlockInput {
  return {
    parkingCents: 6_000,
    extras: [],
    carServices: [],
    ferryRemovalCents: 0,
    customTyresCents: 0,
    customServiceCents: 0,
    promo: null,
    voucher: null,
    pointsAvailableCents: 0,
    usePoints: false,
    city: 'Madrid',
    ...over,
  };
}

/**
 * The base whose price with VAT is the spend `cents`; bases step by 1.21 cents, so some
 * spends (198.99) have none: then the largest spend below it (for the "just below" rows) or
 * the smallest above (for the thresholds), and the test reads the spend the block reports.
 */
function baseFor(cents: number, side: 'below' | 'from'): number {
  let b = Math.floor(cents / 1.21) - 3;
  if (side === 'from') {
    while (addVat(b) < cents) b++;
    return b;
  }
  while (addVat(b + 1) <= cents) b++;
  return b;
}

// spend in cents, which side of it, and the expected discount on parking of 10.00 / 40.00 / 60.00 / 200.00
const ROWS: [string, number, 'below' | 'from', [number, number, number, number]][] = [
  ['98.99: nothing', 9_899, 'below', [0, 0, 0, 0]],
  ['99.00: 25%', 9_900, 'from', [250, 1_000, 1_500, 5_000]],
  ['198.99: still 25%', 19_899, 'below', [250, 1_000, 1_500, 5_000]],
  ['199.00: 50%', 19_900, 'from', [500, 2_000, 3_000, 10_000]],
  ['298.99: still 50%', 29_899, 'below', [500, 2_000, 3_000, 10_000]],
  ['299.00: 75%', 29_900, 'from', [750, 3_000, 4_500, 15_000]],
  ['498.99: still 75%', 49_899, 'below', [750, 3_000, 4_500, 15_000]],
  ['499.00: free up to 40 (never less than 75%)', 49_900, 'from', [1_000, 4_000, 4_500, 15_000]],
  ['520.00: free up to 40 (never less than 75%)', 52_000, 'from', [1_000, 4_000, 4_500, 15_000]],
];
const PARKINGS = [1_000, 4_000, 6_000, 20_000] as const;

describe('car-service parking discount through the price block', () => {
  for (const [label, spend, side, expected] of ROWS) {
    PARKINGS.forEach((parkingCents, i) => {
      it(`${TIERS}: ${label} of car services, parking ${parkingCents / 100}`, () => {
        const base = baseFor(spend, side);
        const svc = { id: 1, baseCents: base, emission: null };
        const b = computePriceBlock(input({ parkingCents, carServices: [svc] }));
        const withVat = addVat(base);
        expect(side === 'from' ? withVat >= spend : withVat <= spend).toBe(true);
        expect(b.carServiceDiscountCents).toBe(expected[i]);
        expect(b.totalCents).toBe(parkingCents - expected[i]! + b.carServicesCents);
      });
    });
  }

  it.each([
    [`${ORDER}: 10% promo on 60.00 parking less 25% (45.00) takes 4.50`, 9_900, { discountKind: 'percent', value: 10 }, 1_500, 450],
    [`${ORDER}: 10% promo on 60.00 parking less 75% (15.00) takes 1.50`, 29_900, { discountKind: 'percent', value: 10 }, 4_500, 150],
    [`${ORDER}: 20.00 fixed promo on 60.00 less 50% (30.00) takes 20.00`, 19_900, { discountKind: 'fixed', value: 2_000 }, 3_000, 2_000],
    [`${ORDER}: 50.00 fixed promo on 60.00 less 75% (15.00) is capped at 15.00`, 29_900, { discountKind: 'fixed', value: 5_000 }, 4_500, 1_500],
    [`${ORDER}: 100% promo after the free tier leaves parking at 0, never below`, 52_000, { discountKind: 'percent', value: 100 }, 4_500, 1_500],
  ] as const)('%s', (_t, spend, promo, discount, promoCents) => {
    const b = computePriceBlock(input({ carServices: [{ id: 1, baseCents: baseFor(spend, 'from'), emission: null }], promo }));
    expect(b.carServiceDiscountCents).toBe(discount);
    expect(b.promoCents).toBe(promoCents);
    expect(b.productCents - b.carServiceDiscountCents - b.promoCents).toBeGreaterThanOrEqual(0);
    expect(b.totalCents).toBe(b.totalWithoutPromoCents - promoCents);
  });

  it(`${TIERS}: never negative, with any promo, for any spend and parking`, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.oneof(fc.constant(null), fc.record({ discountKind: fc.constantFrom('percent' as const), value: fc.integer({ min: 0, max: 100 }) }), fc.record({ discountKind: fc.constantFrom('fixed' as const), value: fc.integer({ min: 0, max: 100_000 }) })),
        (base, parkingCents, promo) => {
          const b = computePriceBlock(input({ parkingCents, carServices: [{ id: 1, baseCents: base, emission: 'diesel' }], promo }));
          for (const v of [b.carServiceDiscountCents, b.promoCents, b.totalCents, b.totalWithoutPromoCents]) expect(v).toBeGreaterThanOrEqual(0);
          expect(b.carServiceDiscountCents + b.promoCents).toBeLessThanOrEqual(parkingCents);
        },
      ),
    );
  });

  it(`${TIERS}: more car-service spend never lowers the discount (any parking, any split in services)`, () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30_000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (bases, more, parkingCents) => {
          const services = bases.map((baseCents, id) => ({ id, baseCents, emission: null }));
          const before = computePriceBlock(input({ parkingCents, carServices: services }));
          const after = computePriceBlock(input({ parkingCents, carServices: [...services, { id: 99, baseCents: more, emission: null }] }));
          expect(after.carServiceDiscountCents).toBeGreaterThanOrEqual(before.carServiceDiscountCents);
        },
      ),
    );
  });

  it.each([
    [`${TRANSFER}: 199.99 of car services pays the 15.00 transfer`, 19_999, 1_500],
    [`${TRANSFER}: 200.00 pays none`, 20_000, 0],
  ])('%s', (_t, spend, transfer) => {
    const base = baseFor(spend, spend === 20_000 ? 'from' : 'below');
    const b = computePriceBlock(input({ carServices: [{ id: 1, baseCents: base, emission: null }] }));
    expect(b.transferCents).toBe(transfer);
    expect(b.carServicesCents).toBe(addVat(base) + transfer);
  });

  it.each([
    [`${VAT}: 100.00 base is 121.00 with VAT`, [10_000], 12_100],
    [`${VAT}: the factor applies once to the base total (33.33 + 33.33 -> 80.66, not 40.33 + 40.33)`, [3_333, 3_333], 8_066],
    [`${VAT}: 0.01 base is 0.01 with VAT (0.0121 rounds to 0.01)`, [1], 1],
  ])('%s', (_t, bases, withVat) => {
    const b = computePriceBlock(input({ carServices: bases.map((baseCents, id) => ({ id, baseCents, emission: null })) }));
    expect(b.carServicesCents - b.transferCents - b.emissionCents).toBe(withVat);
  });

  it('spec 9 "Emission fees": the fee is added to the car-service line, never counted towards the tiers', () => {
    // 98.99 of services with a 54.98 van fee: above 99 in total, but no discount.
    const b = computePriceBlock(input({ carServices: [{ id: 1, baseCents: baseFor(9_899, 'below'), emission: 'industrial_diesel_van' }] }));
    expect(b.emissionCents).toBe(5_498);
    expect(b.carServiceDiscountCents).toBe(0);
  });
});
