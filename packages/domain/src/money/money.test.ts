import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addVat, centsToEuros, eurosToCents, roundHalfAwayFromZero, VAT_RATE_PCT, vatSplit } from './money';

const ROUND = 'design 3 "round once, at the end, half away from zero"';
const VAT = 'spec 9 "VAT 21% (factor 1.21 on car-service base totals ...)"';
const PARTS = 'design 3 "make the parts add up to the total"';

describe('roundHalfAwayFromZero', () => {
  it.each([
    [`${ROUND}: 2.5 goes up`, 2.5, 3],
    [`${ROUND}: -2.5 goes down`, -2.5, -3],
    [`${ROUND}: 2.4999 stays`, 2.4999, 2],
    [`${ROUND}: 0.5 goes to 1`, 0.5, 1],
    [`${ROUND}: -0.4 is zero, not -0`, -0.4, 0],
    [`${ROUND}: 1.005 * 100 float noise still rounds up`, 1.005 * 100, 101],
    [`${ROUND}: integers are unchanged`, 1234, 1234],
  ])('%s', (_t, x, expected) => {
    expect(Object.is(roundHalfAwayFromZero(x), expected)).toBe(true);
  });

  it(`${ROUND}: NaN throws`, () => {
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
  });

  it(`${ROUND}: is odd-symmetric and within half a unit`, () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundHalfAwayFromZero(x);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(roundHalfAwayFromZero(-x)).toBe(r === 0 ? 0 : -r);
      }),
    );
  });
});

describe('vatSplit', () => {
  it.each([
    [`${VAT}: 121.00 is 100.00 + 21.00`, 12_100, 10_000, 2_100],
    [`${VAT}: 1 cent is all base`, 1, 1, 0],
    [`${VAT}: 0 splits to 0 + 0`, 0, 0, 0],
    [`${VAT}: 99.99 is 82.64 + 17.35`, 9_999, 8_264, 1_735],
    [`${VAT}: 40.60 emission fee is 33.55 + 7.05`, 4_060, 3_355, 705],
  ])('%s', (_t, total, base, vat) => {
    expect(vatSplit(total)).toEqual({ baseCents: base, vatCents: vat });
  });

  it(`${VAT}: the rate constant is 21`, () => {
    expect(VAT_RATE_PCT).toBe(21);
  });

  it(`${VAT}: another rate, 10%`, () => {
    expect(vatSplit(1_100, 10)).toEqual({ baseCents: 1_000, vatCents: 100 });
  });

  it(`${PARTS}: base + vat = total, both non-negative for non-negative totals`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (total) => {
        const { baseCents, vatCents } = vatSplit(total);
        expect(baseCents + vatCents).toBe(total);
        expect(baseCents).toBeGreaterThanOrEqual(0);
        expect(vatCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it(`${PARTS}: fractional cents are rejected`, () => {
    expect(() => vatSplit(10.5)).toThrow(RangeError);
  });
});

describe('addVat', () => {
  it.each([
    [`${VAT}: 100.00 base is 121.00`, 10_000, 12_100],
    [`${VAT}: 2.50 base is 3.025, rounded half away to 3.03`, 250, 303],
    [`${VAT}: 0.01 base is 0.0121 -> 0.01`, 1, 1],
    [`${VAT}: 0 stays 0`, 0, 0],
    [`${VAT}: 82.64 base is 99.99`, 8_264, 9_999],
  ])('%s', (_t, base, expected) => {
    expect(addVat(base)).toBe(expected);
  });

  it(`${VAT}: adding VAT then splitting gives back the base`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (base) => {
        expect(vatSplit(addVat(base)).baseCents).toBe(base);
      }),
    );
  });
});

describe('centsToEuros', () => {
  it.each([
    ['spec 9 "Prices in euros, two decimals": 1234 -> 12.34', 1_234, 12.34],
    ['spec 9 "Prices in euros, two decimals": 5 -> 0.05', 5, 0.05],
    ['spec 9 "Prices in euros, two decimals": 0 -> 0', 0, 0],
  ])('%s', (_t, cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it('spec 9 "Prices in euros, two decimals": round-trips through eurosToCents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(eurosToCents(centsToEuros(cents))).toBe(cents);
      }),
    );
  });
});

describe('eurosToCents', () => {
  it.each([
    ['spec 9 "Emission fees: 40.60 petrol"', 40.6, 4_060],
    ['spec 9 "45.59 diesel"', 45.59, 4_559],
    ['spec 9 "54.98 industrial diesel van"', 54.98, 5_498],
    ['design 3 "half away from zero": 0.005 -> 1 cent', 0.005, 1],
    ['design 3 "half away from zero": 0.004 -> 0 cents', 0.004, 0],
    ['design 3 "half away from zero": 1.005 -> 101 cents (1.005 * 100 is 100.49999999999999 in binary)', 1.005, 101],
    ['design 3 "half away from zero": 1.015 -> 102 cents', 1.015, 102],
    ['design 3 "half away from zero": 2.675 -> 268 cents', 2.675, 268],
    ['design 3 "half away from zero": 8.345 -> 835 cents', 8.345, 835],
    ['design 3 "half away from zero": 1.0049 -> 100 cents', 1.0049, 100],
    ['design 3 "half away from zero": -0.005 -> -1 cent (away from zero, not up)', -0.005, -1],
    ['design 3 "half away from zero": -1.005 -> -101 cents', -1.005, -101],
    ['design 3 "half away from zero": -2.5 cents of a euro, -0.025 -> -3 cents', -0.025, -3],
  ])('%s', (_t, euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });
});

describe('one conversion for the wire and the domain', () => {
  it('design 3 "half away from zero": every half cent between -100.00 and 100.00 rounds away from zero', () => {
    for (let c = -10_000; c < 10_000; c++) {
      const half = (c + 0.5) / 100; // e.g. 0.005, 1.005, -0.995
      const expected = c + 0.5 > 0 ? c + 1 : c;
      expect(eurosToCents(half)).toBe(expected);
    }
  });
});
