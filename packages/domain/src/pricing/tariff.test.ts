import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, type Tariff, countStayDays, tariffPriceCents } from './tariff';

const DAYS = 'pricing-days "each started 24 hours of real elapsed time is a day, min 1"';
const DST = 'pricing-days "DST nights count real hours"';
const TABLE = 'pricing-days "rows of days -> total cents, extra day cents past the last row"';

const at = (s: string): Date => new Date(s);

describe('countStayDays', () => {
  it.each([
    [`${DAYS}: exactly 24 hours is one day`, '2026-05-10T10:00:00+02:00', '2026-05-11T10:00:00+02:00', 1],
    [`${DAYS}: one minute more starts a second day`, '2026-05-10T10:00:00+02:00', '2026-05-11T10:01:00+02:00', 2],
    [`${DAYS}: one millisecond more starts a second day`, '2026-05-10T10:00:00.000+02:00', '2026-05-11T10:00:00.001+02:00', 2],
    [`${DAYS}: two hours is one day`, '2026-05-10T10:00:00+02:00', '2026-05-10T12:00:00+02:00', 1],
    [`${DAYS}: exactly 7 days`, '2026-05-10T10:00:00+02:00', '2026-05-17T10:00:00+02:00', 7],
    [`${DAYS}: zero length is the minimum of one day`, '2026-05-10T10:00:00+02:00', '2026-05-10T10:00:00+02:00', 1],
    [`${DAYS}: end before start is still one day (validation rejects it elsewhere)`, '2026-05-10T10:00:00+02:00', '2026-05-09T10:00:00+02:00', 1],
    [`${DST}: 12:00 to 12:30 across the spring change is 23.5 real hours: one day`, '2026-03-28T12:00:00+01:00', '2026-03-29T12:30:00+02:00', 1],
    [`${DST}: 12:00 to 12:00 across the spring change is 23 hours: one day`, '2026-03-28T12:00:00+01:00', '2026-03-29T12:00:00+02:00', 1],
    [`${DST}: 12:00 to 11:30 across the autumn change is 24.5 real hours: two days`, '2026-10-24T12:00:00+02:00', '2026-10-25T11:30:00+01:00', 2],
    [`${DST}: 12:00 to 11:00 across the autumn change is exactly 24 hours: one day`, '2026-10-24T12:00:00+02:00', '2026-10-25T11:00:00+01:00', 1],
  ])('%s', (_t, start, end, days) => {
    expect(countStayDays(at(start), at(end))).toBe(days);
  });

  it(`${DAYS}: an invalid date counts as the minimum`, () => {
    expect(countStayDays(new Date(Number.NaN), at('2026-05-10T10:00:00+02:00'))).toBe(1);
  });

  it(`${DAYS}: days * 24h covers the stay and (days - 1) * 24h does not`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 1, max: 90 * DAY_MS }), (start, length) => {
        const days = countStayDays(new Date(start), new Date(start + length));
        expect(days * DAY_MS).toBeGreaterThanOrEqual(length);
        expect((days - 1) * DAY_MS).toBeLessThan(length);
      }),
    );
  });

  it(`${DAYS}: a longer stay never counts fewer days`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.nat(90 * DAY_MS), fc.nat(DAY_MS * 3), (start, length, more) => {
        const a = countStayDays(new Date(start), new Date(start + length));
        const b = countStayDays(new Date(start), new Date(start + length + more));
        expect(b).toBeGreaterThanOrEqual(a);
      }),
    );
  });
});

const TARIFF: Tariff = {
  rows: [
    { days: 3, priceCents: 3_500 },
    { days: 1, priceCents: 1_500 },
    { days: 2, priceCents: 2_600 },
  ],
  extraDayCents: 900,
};

describe('tariffPriceCents', () => {
  it.each([
    [`${TABLE}: 1 day row`, TARIFF, 1, 1_500],
    [`${TABLE}: rows may come in any order`, TARIFF, 3, 3_500],
    [`${TABLE}: 4 days is the last row plus one extra day`, TARIFF, 4, 4_400],
    [`${TABLE}: 10 days is the last row plus seven extra days`, TARIFF, 10, 3_500 + 7 * 900],
    [`${TABLE}: 0 days is charged as 1`, TARIFF, 0, 1_500],
    [`${TABLE}: fractional days are floored (callers pass countStayDays)`, TARIFF, 2.7, 2_600],
    [`${TABLE}: a gap in the table charges the shorter row plus extra days`, { rows: [{ days: 1, priceCents: 1_000 }, { days: 5, priceCents: 6_000 }], extraDayCents: 1_000 }, 3, 3_000],
  ])('%s', (_t, tariff, days, expected) => {
    expect(tariffPriceCents(tariff, days)).toBe(expected);
  });

  it(`${TABLE}: an empty tariff cannot be priced`, () => {
    expect(() => tariffPriceCents({ rows: [], extraDayCents: 0 }, 1)).toThrow('empty tariff');
  });

  it(`${TABLE}: over a monotonic tariff more days never cost less`, () => {
    const monotonic = fc
      .record({ steps: fc.array(fc.nat(5_000), { minLength: 1, maxLength: 15 }), extraDayCents: fc.nat(3_000) })
      .map(({ steps, extraDayCents }): Tariff => {
        let price = 0;
        return { rows: steps.map((s, i) => ({ days: i + 1, priceCents: (price += s) })).reverse(), extraDayCents };
      });
    fc.assert(
      fc.property(monotonic, fc.integer({ min: 1, max: 60 }), (tariff, days) => {
        expect(tariffPriceCents(tariff, days + 1)).toBeGreaterThanOrEqual(tariffPriceCents(tariff, days));
        expect(tariffPriceCents(tariff, days)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('tariffPriceCents with gaps in the table (decision: more days never cost less)', () => {
  const gappy = { rows: [{ days: 1, priceCents: 1000 }, { days: 5, priceCents: 2000 }], extraDayCents: 500 };
  it.each([
    [1, 1000],
    [2, 1500],
    [3, 2000],
    [4, 2000],
    [5, 2000],
    [6, 2500],
  ])('a stay of %i days costs %i cents', (days, cents) => {
    expect(tariffPriceCents(gappy, days)).toBe(cents);
  });
  it('a table starting after day 1 charges its first row for shorter stays', () => {
    expect(tariffPriceCents({ rows: [{ days: 3, priceCents: 3000 }], extraDayCents: 900 }, 1)).toBe(3000);
  });
});
