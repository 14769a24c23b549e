import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PriceBlock, type PriceBlockInput, computePriceBlock, toOfferAmounts } from './price-block';
import { type Tariff, tariffPriceCents } from './tariff';

const BLOCK = 'spec 2 "Product name and price, car-service discount, selected space, double space, wash, car-service estimates, ferry removal, custom tyres, custom service, total without promo, promo, points, total"';
const ORDER = 'design 3 "car-service parking discount, then promo code, then voucher, then points"';
const NEGATIVE = 'design 3 "stacked promotions that drive a cart negative are a classic bug"';
const TAXES = 'spec 2 "taxes sentence (differs for Barcelona)"';
const CS = 'spec 9 "factor 1.21 on car-service base totals" + "Transfer cost added when car service is under 200 euros"';

const base: PriceBlockInput = {
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
};
const withInput = (o: Partial<PriceBlockInput>): PriceBlockInput => ({ ...base, ...o });
const wash = { id: 1, kind: 'wash' as const, priceCents: 1_200 };
const svc100 = { id: 7, baseCents: 10_000, emission: null };

type Expect = Partial<PriceBlock>;

describe('computePriceBlock', () => {
  it.each<[string, PriceBlockInput, Expect]>([
    [`${BLOCK}: parking only`, base, { productCents: 6_000, totalWithoutPromoCents: 6_000, totalCents: 6_000 }],
    [`${BLOCK}: space, double space and wash lines`, withInput({ extras: [{ id: 2, kind: 'space', priceCents: 500 }, { id: 3, kind: 'double_space', priceCents: 1_000 }, wash] }), { spaceCents: 500, doubleSpaceCents: 1_000, washCents: 1_200, totalCents: 8_700 }],
    [`${BLOCK}: ferry removal, custom tyres, custom service pass through`, withInput({ ferryRemovalCents: 2_500, customTyresCents: 300, customServiceCents: 400 }), { ferryCents: 2_500, customTyresCents: 300, customServiceCents: 400, totalCents: 9_200 }],
    [`${CS}: 100.00 base is 121.00 plus 15.00 transfer; 25% off 60.00 parking`, withInput({ carServices: [svc100] }), { carServicesCents: 13_600, transferCents: 1_500, carServiceDiscountCents: 1_500, totalWithoutPromoCents: 18_100, totalCents: 18_100 }],
    [`${CS}: 200.00 petrol base is 242.00 + 40.60 emission, no transfer, 50% off`, withInput({ carServices: [{ id: 8, baseCents: 20_000, emission: 'petrol' }] }), { carServicesCents: 28_260, emissionCents: 4_060, transferCents: 0, carServiceDiscountCents: 3_000, totalCents: 31_260 }],
    [`${CS}: VAT on the base total is rounded once (2 x 0.25 -> 0.61, not 0.60)`, withInput({ carServices: [{ id: 1, baseCents: 25, emission: null }, { id: 2, baseCents: 25, emission: null }] }), { carServicesCents: 61 + 1_500 }],
    [`${CS}: diesel and van fees add up`, withInput({ carServices: [{ id: 1, baseCents: 0, emission: 'diesel' }, { id: 2, baseCents: 0, emission: 'industrial_diesel_van' }] }), { emissionCents: 10_057, transferCents: 0, carServicesCents: 10_057, carServiceDiscountCents: 0 }],
    [`${CS}: from 499, 30.00 parking is free`, withInput({ parkingCents: 3_000, carServices: [{ id: 9, baseCents: 50_000, emission: null }] }), { carServiceDiscountCents: 3_000, totalCents: 60_500 }],
    [`${ORDER}: promo 10% on parking after the car-service discount (45.00 -> 4.50)`, withInput({ carServices: [svc100], promo: { discountKind: 'percent', value: 10 } }), { carServiceDiscountCents: 1_500, promoCents: 450, totalCents: 17_650 }],
    [`${ORDER}: promo never touches extras: 100.00 fixed takes the 60.00 parking only`, withInput({ extras: [wash], promo: { discountKind: 'fixed', value: 10_000 } }), { promoCents: 6_000, totalCents: 1_200 }],
    [`${ORDER}: generic voucher 5 euros after promo`, withInput({ extras: [wash], promo: { discountKind: 'percent', value: 50 }, voucher: { dto: null, dto_euro: 5 } }), { promoCents: 3_000, voucherCents: 500, totalCents: 3_700 }],
    [`${ORDER}: wash voucher 50% discounts the wash line only`, withInput({ extras: [wash], voucher: { dto: 50, dto_euro: null, scope: '3' } }), { voucherCents: 600, totalCents: 6_600 }],
    [`${ORDER}: wash voucher without a wash gives nothing`, withInput({ voucher: { dto: 50, dto_euro: null, scope: '3' } }), { voucherCents: 0, totalCents: 6_000 }],
    // decision 0032: the services with VAT (121.00), not the 15.00 transfer
    [`${ORDER}: car-service voucher 10% on the car services its scope names`, withInput({ carServices: [svc100], voucher: { dto: 10, dto_euro: null, scope: '5' } }), { voucherCents: 1_210, totalCents: 16_890 }],
    [`${ORDER}: car-service discount then voucher`, withInput({ carServices: [svc100], voucher: { dto: 100, dto_euro: null } }), { carServiceDiscountCents: 1_500, voucherCents: 18_100, totalCents: 0 }],
    [`${ORDER}: car-service discount then points`, withInput({ carServices: [svc100], usePoints: true, pointsAvailableCents: 100_000 }), { carServiceDiscountCents: 1_500, pointsCents: 18_100, totalCents: 0 }],
    [`${ORDER}: promo then points`, withInput({ promo: { discountKind: 'percent', value: 50 }, usePoints: true, pointsAvailableCents: 1_000 }), { promoCents: 3_000, pointsCents: 1_000, totalCents: 2_000 }],
    [`${ORDER}: voucher then points pay the rest`, withInput({ voucher: { dto: null, dto_euro: 50 }, usePoints: true, pointsAvailableCents: 5_000 }), { voucherCents: 5_000, pointsCents: 1_000, totalCents: 0 }],
    [`${ORDER}: points not asked for are not used`, withInput({ pointsAvailableCents: 5_000 }), { pointsCents: 0, totalCents: 6_000 }],
    [`${NEGATIVE}: 100% promo, 100-euro voucher, points: total 0, nothing negative`, withInput({ extras: [wash], promo: { discountKind: 'percent', value: 100 }, voucher: { dto: null, dto_euro: 100 }, usePoints: true, pointsAvailableCents: 9_999 }), { promoCents: 6_000, voucherCents: 1_200, pointsCents: 0, totalCents: 0 }],
    [`${NEGATIVE}: free parking tier then promo has nothing left to take`, withInput({ parkingCents: 3_000, carServices: [{ id: 9, baseCents: 50_000, emission: null }], promo: { discountKind: 'fixed', value: 2_000 } }), { carServiceDiscountCents: 3_000, promoCents: 0 }],
    [`${TAXES}: Barcelona`, withInput({ city: 'Barcelona' }), { taxesKey: 'taxes_included_barcelona' }],
    [`${TAXES}: elsewhere`, withInput({ city: 'Madrid' }), { taxesKey: 'taxes_included' }],
  ])('%s', (_t, input, expected) => {
    expect(computePriceBlock(input)).toMatchObject(expected);
  });

  it(`${BLOCK}: negative or fractional amounts are rejected, not priced`, () => {
    expect(() => computePriceBlock(withInput({ parkingCents: -1 }))).toThrow(RangeError);
    expect(() => computePriceBlock(withInput({ extras: [{ id: 1, kind: 'wash', priceCents: 1.5 }] }))).toThrow(RangeError);
    expect(() => computePriceBlock(withInput({ carServices: [{ id: 1, baseCents: -100, emission: null }] }))).toThrow(RangeError);
  });
});

const cents = (max: number) => fc.integer({ min: 0, max });
const inputArb: fc.Arbitrary<PriceBlockInput> = fc.record({
  parkingCents: cents(200_000),
  extras: fc.array(fc.record({ id: fc.nat(50), kind: fc.constantFrom('wash' as const, 'space' as const, 'double_space' as const), priceCents: cents(20_000) }), { maxLength: 4 }),
  carServices: fc.array(fc.record({ id: fc.nat(50), baseCents: cents(80_000), emission: fc.constantFrom(null, 'petrol' as const, 'diesel' as const, 'industrial_diesel_van' as const) }), { maxLength: 3 }),
  ferryRemovalCents: cents(10_000),
  customTyresCents: cents(10_000),
  customServiceCents: cents(10_000),
  promo: fc.option(fc.record({ discountKind: fc.constantFrom('percent' as const, 'fixed' as const), value: fc.integer({ min: -100, max: 300_000 }) })),
  voucher: fc.option(fc.record({ dto: fc.option(fc.integer({ min: -10, max: 150 })), dto_euro: fc.option(fc.integer({ min: -10, max: 3_000 })), scope: fc.constantFrom(null, '3', '21', '5,20', '99') })),
  pointsAvailableCents: fc.integer({ min: -1_000, max: 500_000 }),
  usePoints: fc.boolean(),
  city: fc.constantFrom('Barcelona', 'Madrid', 'barcelone'),
});

describe('computePriceBlock properties', () => {
  it(`${BLOCK}: the lines add up to the total without promo`, () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const b = computePriceBlock(input);
        const lines = b.productCents - b.carServiceDiscountCents + b.spaceCents + b.doubleSpaceCents + b.washCents + b.carServicesCents + b.ferryCents + b.customTyresCents + b.customServiceCents;
        expect(lines).toBe(b.totalWithoutPromoCents);
      }),
    );
  });

  it(`${NEGATIVE}: totalWithoutPromo - promo - voucher - points = total; total and every line >= 0`, () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const b = computePriceBlock(input);
        expect(b.totalWithoutPromoCents - b.promoCents - b.voucherCents - b.pointsCents).toBe(b.totalCents);
        for (const [key, value] of Object.entries(b)) {
          if (typeof value === 'number') {
            expect(Number.isSafeInteger(value), key).toBe(true);
            expect(value, key).toBeGreaterThanOrEqual(0);
          }
        }
        expect(b.carServiceDiscountCents).toBeLessThanOrEqual(b.productCents);
        expect(b.promoCents).toBeLessThanOrEqual(b.productCents - b.carServiceDiscountCents);
      }),
    );
  });

  it('spec 9 / pricing-days: more days never cost less, through every discount', () => {
    const monotonicTariff = fc
      .record({ steps: fc.array(cents(5_000), { minLength: 1, maxLength: 10 }), extraDayCents: cents(3_000) })
      .map(({ steps, extraDayCents }): Tariff => {
        let price = 0;
        return { rows: steps.map((s, i) => ({ days: i + 1, priceCents: (price += s) })), extraDayCents };
      });
    fc.assert(
      fc.property(monotonicTariff, inputArb, fc.integer({ min: 1, max: 30 }), (tariff, input, days) => {
        const shorter = computePriceBlock({ ...input, parkingCents: tariffPriceCents(tariff, days) });
        const longer = computePriceBlock({ ...input, parkingCents: tariffPriceCents(tariff, days + 1) });
        expect(longer.totalCents).toBeGreaterThanOrEqual(shorter.totalCents);
      }),
    );
  });
});

describe('toOfferAmounts', () => {
  it('spec 3 "Offer: price, pvp_product_raw, pvp_product_option, ..." in euros with two decimals', () => {
    const block = computePriceBlock(
      withInput({
        extras: [wash, { id: 2, kind: 'space', priceCents: 505 }, { id: 3, kind: 'double_space', priceCents: 1_000 }],
        carServices: [svc100],
        ferryRemovalCents: 2_550,
        promo: { discountKind: 'percent', value: 10 },
        usePoints: true,
        pointsAvailableCents: 333,
      }),
    );
    expect(toOfferAmounts(block)).toEqual({
      price: (6_000 - 1_500 - 450 + 505 + 1_000 + 1_200 + 13_600 + 2_550 - 333) / 100,
      pvp_product_raw: 60,
      pvp_product_option: 5.05,
      pvp_wash: 12,
      pvp_double_space: 10,
      pvp_product_points: 3.33,
      pvp_promotion: 4.5,
      pvp_voucher: 0,
      pvp_mechanical_orders: 121,
      pvp_mechanical_order_ferry: 25.5,
      pvp_carservice_discount: 15,
      pvp_mechanical_order_transfer: 15,
      pvp_mechanical_order_emission: 0,
    });
  });

  it('spec 9 transfer cost and emission fees are their own lines; with the services they make the car-service total', () => {
    for (const carServices of [[svc100], [{ id: 8, baseCents: 20_000, emission: 'petrol' as const }], [{ id: 1, baseCents: 5_000, emission: 'diesel' as const }], []]) {
      const block = computePriceBlock(withInput({ carServices }));
      const a = toOfferAmounts(block);
      expect(Math.round((a.pvp_mechanical_orders + a.pvp_mechanical_order_transfer + a.pvp_mechanical_order_emission) * 100)).toBe(block.carServicesCents);
      expect(a.pvp_mechanical_order_transfer * 100).toBe(block.transferCents);
      expect(Math.round(a.pvp_mechanical_order_emission * 100)).toBe(block.emissionCents);
    }
    const diesel = toOfferAmounts(computePriceBlock(withInput({ carServices: [{ id: 1, baseCents: 5_000, emission: 'diesel' }] })));
    expect(diesel).toMatchObject({ pvp_mechanical_orders: 60.5, pvp_mechanical_order_transfer: 15, pvp_mechanical_order_emission: 45.59 });
  });
});
