import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voucherLines, voucherType } from '../vouchers/voucher';
import { computePriceBlock, type PriceBlockInput } from './price-block';

/*
 * Issue 19: how a voucher combines with a promo code and the car-service discount
 * (docs/decisions/0002 and 0032), worked examples and the never-negative property.
 */
const ORDER = 'decision 0002/0032 "car-service discount, promo, voucher, points; each on what remains, never below zero"';

const block: PriceBlockInput = {
  parkingCents: 10_000,
  extras: [{ id: 1, kind: 'wash', priceCents: 2_000 }],
  carServices: [],
  ferryRemovalCents: 0,
  customTyresCents: 0,
  customServiceCents: 0,
  promo: null,
  voucher: null,
  pointsAvailableCents: 0,
  usePoints: false,
  city: 'Madrid',
};
// one car service of 100.00 base: 121.00 with VAT, 15.00 transfer; 25% parking discount (from 99)
const svc = { id: 9, baseCents: 10_000, emission: null };
// the seeded ITV (scope 21) and oil change (scope 22) at their compact-car bases
const itv = { id: 2101, baseCents: 4_500, emission: null, scopeId: 21 };
const oil = { id: 2201, baseCents: 8_245, emission: null, scopeId: 22 };
const TYPE_LINES = 'spec 5 "all 21 itv; all 22 maintenance; all in 23-29 refueling" + decision 0032 "the services its scope names"';

describe('the combination order, worked examples (decision 0032)', () => {
  it.each([
    [`${ORDER}: generic 10% after a 20% promo: 10% of (100 + 20 - 20)`, { promo: { discountKind: 'percent' as const, value: 20 }, voucher: { dto: 10, dto_euro: null, scope: null } }, { promoCents: 2_000, voucherCents: 1_000, totalCents: 9_000 }],
    [`${ORDER}: wash voucher 50% takes half the wash line only`, { promo: { discountKind: 'percent' as const, value: 20 }, voucher: { dto: 50, dto_euro: null, scope: '3' } }, { promoCents: 2_000, voucherCents: 1_000, totalCents: 9_000 }],
    [`${ORDER}: a wash voucher without a wash gives nothing`, { extras: [], voucher: { dto: 50, dto_euro: null, scope: '3' } }, { voucherCents: 0, totalCents: 10_000 }],
    [`${ORDER}: a 30 euro generic voucher after a 95 euro fixed promo is capped at what remains`, { promo: { discountKind: 'fixed' as const, value: 9_500 }, voucher: { dto: null, dto_euro: 30, scope: null } }, { promoCents: 9_500, voucherCents: 2_500, totalCents: 0 }],
    [
      `${ORDER}: car-service discount 25%, promo 10% of the parking left, carservice voucher 10% of the car services (not the transfer)`,
      { carServices: [svc], extras: [], promo: { discountKind: 'percent' as const, value: 10 }, voucher: { dto: 10, dto_euro: null, scope: '5' } },
      // parking 100 - 25 = 75; promo 7.50; car services 121 + 15 transfer = 136, voucher 10% of 121 = 12.10
      { carServiceDiscountCents: 2_500, promoCents: 750, voucherCents: 1_210, totalCents: 7_500 + 13_600 - 750 - 1_210 },
    ],
    [
      `${TYPE_LINES}: an itv voucher takes the ITV (scope 21) only, not the oil change (22)`,
      { carServices: [itv, oil], extras: [], voucher: { dto: null, dto_euro: 10, scope: '21' } },
      { voucherCents: 1_000 },
    ],
    [
      `${TYPE_LINES}: a maintenance voucher 15% of the oil change with VAT: 82.45 x 1.21 = 99.76 -> 14.96`,
      { carServices: [itv, oil], extras: [], voucher: { dto: 15, dto_euro: null, scope: '22' } },
      { voucherCents: 1_496 },
    ],
    [
      `${TYPE_LINES}: the ITV voucher's 15% includes the ITV's emission fee: (45.00 x 1.21 + 45.59) x 15% = 15.01`,
      { carServices: [{ ...itv, emission: 'diesel' as const }, oil], extras: [], voucher: { dto: 15, dto_euro: null, scope: '21' } },
      { voucherCents: 1_501 },
    ],
    [
      `${TYPE_LINES}: a refueling voucher with no refuelling service chosen gives nothing`,
      { carServices: [itv, oil], extras: [], voucher: { dto: 50, dto_euro: null, scope: '23,24' } },
      { voucherCents: 0 },
    ],
  ])('%s', (_t, o, expected) => {
    expect(computePriceBlock({ ...block, ...o })).toMatchObject(expected);
  });
});

describe('property: the total is never negative and never above the price without discounts', () => {
  const cents = (max: number) => fc.integer({ min: 0, max });
  const arb = fc.record({
    parkingCents: cents(200_000),
    extras: fc.array(fc.record({ id: fc.nat(20), kind: fc.constantFrom('wash' as const, 'space' as const, 'double_space' as const), priceCents: cents(10_000) }), { maxLength: 3 }),
    carServices: fc.array(fc.record({ id: fc.nat(20), baseCents: cents(60_000), emission: fc.constantFrom(null, 'petrol' as const), scopeId: fc.constantFrom(5, 20, 21, 22, 23, 24) }), { maxLength: 3 }),
    ferryRemovalCents: cents(5_000),
    promo: fc.option(fc.record({ discountKind: fc.constantFrom('percent' as const, 'fixed' as const), value: fc.integer({ min: 0, max: 200_000 }) })),
    voucher: fc.option(
      fc.record({
        dto: fc.option(fc.integer({ min: 0, max: 100 })),
        dto_euro: fc.option(fc.integer({ min: 0, max: 2_000 })),
        scope: fc.constantFrom(null, '3', '21', '22', '23', '5,20', '40'),
      }),
    ),
    pointsAvailableCents: cents(100_000),
    usePoints: fc.boolean(),
  });
  it(`${ORDER}: 0 <= total <= price without discounts, and each discount no larger than what it applies to`, () => {
    fc.assert(
      fc.property(arb, (o) => {
        const b = computePriceBlock({ ...block, ...o, customTyresCents: 0, customServiceCents: 0 });
        const undiscounted = b.totalWithoutPromoCents + b.carServiceDiscountCents;
        expect(b.totalCents).toBeGreaterThanOrEqual(0);
        expect(b.totalCents).toBeLessThanOrEqual(undiscounted);
        expect(b.voucherCents).toBeGreaterThanOrEqual(0);
        const lines = voucherLines(voucherType(o.voucher?.scope ?? null));
        if (lines === 'wash') expect(b.voucherCents).toBeLessThanOrEqual(b.washCents);
        if (lines === 'car_services') expect(b.voucherCents).toBeLessThanOrEqual(b.carServicesCents);
        expect(b.totalCents).toBe(b.totalWithoutPromoCents - b.promoCents - b.voucherCents - b.pointsCents);
      }),
    );
  });
});
