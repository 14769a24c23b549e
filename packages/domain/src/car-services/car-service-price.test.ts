import { describe, expect, it } from 'vitest';
import { baseStandardTotalCents, carServicePrice, estimateBaseCents, type EstimateLine } from './car-service-price';

const VAT = 'spec 9 "VAT 21% (factor 1.21 on car-service base totals)"';
const DETAIL = 'spec 3 "Estimate detail: ... Checkpoints typed MAIN or SUBDETAIL_INCLUDED with a code"';

describe('carServicePrice', () => {
  it.each([
    [`${VAT}: 100.00 -> 21.00 VAT, 121.00`, 10_000, 2_100, 12_100],
    [`${VAT}: 82.65 -> 17.36 VAT (17.3565 rounds up), 100.01`, 8_265, 1_736, 10_001],
    [`${VAT}: 0 -> 0`, 0, 0, 0],
  ])('%s', (_t, base, vat, price) => {
    expect(carServicePrice(base)).toEqual({ baseCents: base, vatCents: vat, priceCents: price });
  });

  it(`${VAT}: a negative base is refused`, () => {
    expect(() => carServicePrice(-1)).toThrow(RangeError);
  });
});

describe('base_standard_total', () => {
  const lines: EstimateLine[] = [
    { type: 'MAIN', code: 'P-OIL', units: 4.5, baseStandardCents: 4_200 },
    { type: 'MAIN', code: 'O-OIL', units: 0.5, baseStandardCents: 2_750 },
    { type: 'SUBDETAIL_INCLUDED', code: 'C-LEVELS', units: 1, baseStandardCents: 500 },
  ];
  it(`${DETAIL}: the main lines add up, included sub-details are not added again`, () => {
    expect(baseStandardTotalCents(lines)).toBe(6_950);
    expect(estimateBaseCents(lines, null)).toBe(6_950);
  });
  it(`${DETAIL}: a unique (closed) price wins over the lines`, () => {
    expect(estimateBaseCents(lines, 5_000)).toBe(5_000);
  });
});
