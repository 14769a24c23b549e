import { CalendarDateTime, fromDate, toZoned } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMadridDays } from './default-range';
import { zonedWallToMs, zoneFields } from './zone-clock';

// Spec 1 and 9: "Display time zone is Europe/Madrid". The conversions behind every date the
// traveller sees, checked against the library they replace (decision 0019), which stays a
// test-only dependency of the domain.

const MADRID = 'Europe/Madrid';
const RANGE = { min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) };

describe('zoneFields: the wall clock of a zone at an instant', () => {
  it.each([
    // [instant, zone, wall clock, offset in hours]
    ['2026-03-29T00:59:59Z', MADRID, '2026-03-29 01:59:59', 1], // last second of CET
    ['2026-03-29T01:00:00Z', MADRID, '2026-03-29 03:00:00', 2], // spring forward
    ['2026-10-25T00:30:00Z', MADRID, '2026-10-25 02:30:00', 2], // first 02:30 (CEST)
    ['2026-10-25T01:30:00Z', MADRID, '2026-10-25 02:30:00', 1], // second 02:30 (CET)
    ['2026-07-01T12:00:00Z', 'Atlantic/Canary', '2026-07-01 13:00:00', 1],
    ['2026-01-15T12:00:00Z', 'America/New_York', '2026-01-15 07:00:00', -5],
    ['2026-01-15T23:30:00Z', 'Asia/Kolkata', '2026-01-16 05:00:00', 5.5],
  ])('%s in %s reads %s (UTC%+d h)', (iso, zone, wall, hours) => {
    const f = zoneFields(Date.parse(iso), zone);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(`${f.year}-${pad(f.month)}-${pad(f.day)} ${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`).toBe(wall);
    expect(f.offset).toBe(hours * 3_600_000);
  });

  it('an unknown zone is a RangeError (the zone warning treats it as "cannot say")', () => {
    expect(() => zoneFields(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('a reading kept (decision 0049) is the same reading, frozen, whatever the milliseconds; a refused one is not kept', () => {
    const ms = Date.parse('2026-10-25T00:59:59Z');
    const first = zoneFields(ms + 999, MADRID);
    expect(zoneFields(ms, MADRID)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect([first.hour, first.minute, first.second, first.offset]).toEqual([2, 59, 59, 7_200_000]);
    // one second later the clock has gone back an hour: never the kept reading of the second before
    const next = zoneFields(ms + 1000, MADRID);
    expect([next.hour, next.minute, next.second, next.offset]).toEqual([2, 0, 0, 3_600_000]);
    expect(() => zoneFields(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => zoneFields(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => zoneFields(Number.NaN, MADRID)).toThrow(RangeError);
  });

  it('agrees with @internationalized/date at any instant, in Madrid and in other zones', () => {
    fc.assert(
      fc.property(fc.integer(RANGE), fc.constantFrom(MADRID, 'Europe/Lisbon', 'Atlantic/Canary', 'America/Sao_Paulo', 'Australia/Lord_Howe'), (ms, zone) => {
        const z = fromDate(new Date(ms), zone);
        const f = zoneFields(ms, zone);
        expect([f.year, f.month, f.day, f.hour, f.minute, f.second, f.offset]).toEqual([z.year, z.month, z.day, z.hour, z.minute, z.second, z.offset]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("zonedWallToMs: a Madrid wall time to an instant, by the 'compatible' rule", () => {
  it.each([
    ['2026-03-29 02:30 (does not exist: forward by the gap)', [2026, 3, 29, 2, 30, 0], '2026-03-29T01:30:00.000Z'],
    ['2026-10-25 02:30 (happens twice: the earlier, CEST)', [2026, 10, 25, 2, 30, 0], '2026-10-25T00:30:00.000Z'],
    ['2026-06-10 10:00 (CEST)', [2026, 6, 10, 10, 0, 0], '2026-06-10T08:00:00.000Z'],
    ['2026-11-02 18:45 (CET)', [2026, 11, 2, 18, 45, 0], '2026-11-02T17:45:00.000Z'],
  ] as const)('%s', (_, [y, mo, d, h, mi, s], iso) => {
    expect(new Date(zonedWallToMs(MADRID, y, mo, d, h, mi, s)).toISOString()).toBe(iso);
  });

  it('agrees with @internationalized/date for any wall time, the daylight-saving hours included', () => {
    const dstDay = fc.record({
      year: fc.integer({ min: 1990, max: 2059 }),
      month: fc.constantFrom(3, 10),
      day: fc.integer({ min: 24, max: 31 }),
      hour: fc.integer({ min: 0, max: 4 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    });
    const anyDay = fc.record({
      year: fc.integer({ min: 1990, max: 2059 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(fc.oneof(dstDay, anyDay), (w) => {
        const expected = toZoned(new CalendarDateTime(w.year, w.month, w.day, w.hour, w.minute, w.second), MADRID, 'compatible').toDate().getTime();
        expect(zonedWallToMs(MADRID, w.year, w.month, w.day, w.hour, w.minute, w.second)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('addMadridDays (default-range.ts) on top of it', () => {
  it('agrees with the library\'s calendar-day arithmetic, seconds and milliseconds kept', () => {
    fc.assert(
      fc.property(fc.integer(RANGE), fc.integer({ min: -400, max: 400 }), (ms, days) => {
        expect(addMadridDays(new Date(ms), days).getTime()).toBe(fromDate(new Date(ms), MADRID).add({ days }).toDate().getTime());
      }),
      { numRuns: 3000 },
    );
  });
});
