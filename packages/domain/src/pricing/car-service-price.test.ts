import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carServicePrice } from './car-service-price';

const VAT = 'spec 9 "VAT 21% (factor 1.21 on car-service base totals)"';
const DETAIL = 'spec 2 "price detail with base, VAT and total"';

describe('carServicePrice', () => {
  it.each([
    [`${VAT}: 100.00 base is 121.00`, 10_000, { baseCents: 10_000, vatCents: 2_100, priceCents: 12_100 }],
    [`${VAT}: 0.25 base is 0.30 (0.3025 rounds down)`, 25, { baseCents: 25, vatCents: 5, priceCents: 30 }],
    [`${VAT}: 0.50 base is 0.61 (0.605 rounds half away from zero)`, 50, { baseCents: 50, vatCents: 11, priceCents: 61 }],
    [`${VAT}: 82.64 base is 99.99`, 8_264, { baseCents: 8_264, vatCents: 1_735, priceCents: 9_999 }],
    [`${VAT}: nothing costs nothing`, 0, { baseCents: 0, vatCents: 0, priceCents: 0 }],
  ])('%s', (_t, base, expected) => {
    expect(carServicePrice(base)).toEqual(expected);
  });

  it(`${VAT}: a negative or fractional base is refused, not priced`, () => {
    expect(() => carServicePrice(-1)).toThrow(RangeError);
    expect(() => carServicePrice(10.5)).toThrow(RangeError);
  });

  it(`${DETAIL}: base + VAT = total, VAT within half a cent of 21%`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (base) => {
        const p = carServicePrice(base);
        expect(p.baseCents + p.vatCents).toBe(p.priceCents);
        expect(Math.abs(p.vatCents - base * 0.21)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});
