import { describe, expect, it } from 'vitest';
import { isoDayOfDayNumber, isoInstant } from './iso-instant';

const DAY_MS = 86_400_000;

describe('isoInstant: an instant as toISOString writes it (the wire\'s instants, spec 9: ISO 8601 UTC)', () => {
  it.each([
    ['the epoch', 0],
    ['a booking', Date.UTC(2026, 10, 27, 14, 5, 9, 7)],
    ['29 February of a leap year', Date.UTC(2028, 1, 29, 23, 59, 59, 999)],
    ['1 March after it', Date.UTC(2028, 2, 1)],
    ['2000 (leap, a 400th year)', Date.UTC(2000, 1, 29, 12)],
    ['2100 (not leap)', Date.UTC(2100, 2, 1)],
    ['before the epoch', Date.UTC(1969, 11, 31, 23, 59, 59, 999)],
    ['the first instant of year 0', -62_167_219_200_000],
    ['the last of 9999', 253_402_300_799_999],
    ['year 10000 (toISOString\'s +YYYYYY form)', 253_402_300_800_000],
    ['a year before 0 (its -YYYYYY form)', -62_167_219_200_001],
    ['year 999', Date.UTC(999, 0, 1) - 0],
  ])('%s', (_, t) => {
    expect(isoInstant(new Date(t))).toBe(new Date(t).toISOString());
  });

  it('writes what toISOString writes for 20,000 instants spread over years 0-9999 and every millisecond field', () => {
    let x = 12_345;
    const next = () => (x = (x * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 20_000; i++) {
      const t = -62_167_219_200_000 + Math.floor((next() / 2_147_483_648) * 315_537_897_600_000) + (next() % 1000);
      expect(isoInstant(new Date(t))).toBe(new Date(t).toISOString());
    }
    // every day of 2024-2031, at a time of day that varies
    for (let d = Date.UTC(2024, 0, 1); d < Date.UTC(2032, 0, 1); d += DAY_MS) {
      const t = d + ((d / DAY_MS) % 86_400) * 1000 + 123;
      expect(isoInstant(new Date(t))).toBe(new Date(t).toISOString());
    }
  });

  it('throws on an invalid date, as toISOString does', () => {
    expect(() => isoInstant(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('isoDayOfDayNumber: the UTC day of a day count', () => {
  it('is the day toISOString gives, for every day of 1900-2100 and the range edges', () => {
    for (let days = Date.UTC(1900, 0, 1) / DAY_MS; days <= Date.UTC(2100, 11, 31) / DAY_MS; days++) {
      expect(isoDayOfDayNumber(days)).toBe(new Date(days * DAY_MS).toISOString().slice(0, 10));
    }
    for (const days of [-719_528, 2_932_896, 2_932_897, -719_529, 0.5]) expect(isoDayOfDayNumber(days)).toBe(new Date(days * DAY_MS).toISOString().slice(0, 10));
  });
});
