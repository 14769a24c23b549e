import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type WallTime, wallMs, wallTime } from '../time/wall-clock';
import { wireInstant } from '../time/wire-instant';
import { DAY_MS, type Tariff, countStayDays, tariffPriceCents } from './tariff';

const DAYS = 'pricing-days "each started 24 hours on the Madrid wall clock is a day, min 1"';
const CLOCK =
  'issue 8.4 "Days are counted by Europe/Madrid wall-clock time: Saturday 10:00 to Sunday 10:00 across the October change is one day"; spec 9 "Time zone Europe/Madrid"';
const TABLE = 'pricing-days "rows of days -> total cents, extra day cents past the last row"';

/** A wire date ('YYYY-MM-DD HH:mm:ss', Madrid) as the wall clock the rule reads. */
const wall = (s: string): WallTime => wireInstant(s)!.wall;
const realHours = (a: string, b: string): number => (wireInstant(b)!.ms - wireInstant(a)!.ms) / 3_600_000;

describe('countStayDays', () => {
  it.each([
    [`${DAYS}: exactly 24 hours is one day`, '2026-05-10 10:00:00', '2026-05-11 10:00:00', 1],
    [`${DAYS}: one minute more starts a second day`, '2026-05-10 10:00:00', '2026-05-11 10:01:00', 2],
    [`${DAYS}: one second more starts a second day (the routes refuse seconds before pricing)`, '2026-05-10 10:00:00', '2026-05-11 10:00:01', 2],
    [`${DAYS}: two hours is one day`, '2026-05-10 10:00:00', '2026-05-10 12:00:00', 1],
    [`${DAYS}: exactly 7 days`, '2026-05-10 10:00:00', '2026-05-17 10:00:00', 7],
    [`${DAYS}: zero length is the minimum of one day`, '2026-05-10 10:00:00', '2026-05-10 10:00:00', 1],
    [`${DAYS}: end before start is still one day (validation rejects it elsewhere)`, '2026-05-10 10:00:00', '2026-05-09 10:00:00', 1],
    [`${DAYS}: across a month and a leap day`, '2028-02-28 10:00:00', '2028-03-01 10:00:00', 2],
  ])('%s', (_t, start, end, days) => {
    expect(countStayDays(wall(start), wall(end))).toBe(days);
  });

  // [label, check-in, check-out, real hours, days]. Spring: last Sunday of March (2027-03-28,
  // 2028-03-26), 02:00 CET jumps to 03:00 CEST. Autumn: last Sunday of October (2027-10-31,
  // 2028-10-29), 03:00 CEST falls back to 02:00 CET.
  it.each([
    ['October 2027: Saturday 10:00 to Sunday 10:00 is one day (25 real hours)', '2027-10-30 10:00:00', '2027-10-31 10:00:00', 25, 1],
    ['October 2027: Saturday 10:00 to Sunday 09:15 is one day (24.25 real hours)', '2027-10-30 10:00:00', '2027-10-31 09:15:00', 24.25, 1],
    ['October 2027: Saturday 10:00 to Sunday 10:15 is two days', '2027-10-30 10:00:00', '2027-10-31 10:15:00', 25.25, 2],
    ['October 2027: a week over the change is seven days (169 real hours)', '2027-10-27 08:00:00', '2027-11-03 08:00:00', 169, 7],
    ['October 2027: from inside the repeated hour (the earlier 02:30, CEST) to 02:30 next day', '2027-10-31 02:30:00', '2027-11-01 02:30:00', 25, 1],
    ['March 2027: Saturday 10:00 to Sunday 10:00 is one day (23 real hours)', '2027-03-27 10:00:00', '2027-03-28 10:00:00', 23, 1],
    ['March 2027: Saturday 10:00 to Sunday 10:30 is two days (23.5 real hours, 24.5 on the clock)', '2027-03-27 10:00:00', '2027-03-28 10:30:00', 23.5, 2],
    ['March 2027: a week over the change is seven days (167 real hours)', '2027-03-25 08:00:00', '2027-04-01 08:00:00', 167, 7],
    ['March 2027: a picked 02:30 that does not exist is 03:30 on the clock: 02:30 Saturday to it is two days', '2027-03-27 02:30:00', '2027-03-28 02:30:00', 24, 2],
    ['October 2028: Saturday 10:00 to Sunday 10:00 is one day (25 real hours)', '2028-10-28 10:00:00', '2028-10-29 10:00:00', 25, 1],
    ['October 2028: Saturday 12:00 to Sunday 11:30 is one day (24.5 real hours)', '2028-10-28 12:00:00', '2028-10-29 11:30:00', 24.5, 1],
    ['October 2028: Friday 18:00 to Monday 18:00 is three days (73 real hours)', '2028-10-27 18:00:00', '2028-10-30 18:00:00', 73, 3],
    ['March 2028: Saturday 10:00 to Sunday 10:00 is one day (23 real hours)', '2028-03-25 10:00:00', '2028-03-26 10:00:00', 23, 1],
    ['March 2028: Saturday 12:00 to Sunday 12:30 is two days (23.5 real hours)', '2028-03-25 12:00:00', '2028-03-26 12:30:00', 23.5, 2],
    ['March 2028: Saturday 01:45 CET to Sunday 01:45 CET, the last minutes before the jump', '2028-03-25 01:45:00', '2028-03-26 01:45:00', 24, 1],
  ])(`${CLOCK}: %s`, (_t, start, end, hours, days) => {
    expect(realHours(start, end)).toBe(hours);
    expect(countStayDays(wall(start), wall(end))).toBe(days);
  });

  it(`${DAYS}: days * 24h on the clock covers the stay and (days - 1) * 24h does not`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 1, max: 90 * DAY_MS }), (start, length) => {
        const a = wallTime(new Date(start));
        const b = wallTime(new Date(start + length));
        const clock = wallMs(b) - wallMs(a);
        fc.pre(clock > 0);
        const days = countStayDays(a, b);
        expect(days * DAY_MS).toBeGreaterThanOrEqual(clock);
        expect((days - 1) * DAY_MS).toBeLessThan(clock);
      }),
    );
  });

  it(`${DAYS}: a stay that ends later on the clock never counts fewer days`, () => {
    // On the clock, not in real time: inside the repeated autumn hour the clock goes back,
    // but the wire format names only the first of the two readings (madrid.ts), so a
    // traveller cannot pick the second one.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.nat(90 * DAY_MS), fc.nat(DAY_MS * 3), (start, length, more) => {
        const a = wallTime(new Date(start));
        const b = wallTime(new Date(start + length));
        const c = wallTime(new Date(start + length + more));
        fc.pre(wallMs(c) >= wallMs(b));
        expect(countStayDays(a, c)).toBeGreaterThanOrEqual(countStayDays(a, b));
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
