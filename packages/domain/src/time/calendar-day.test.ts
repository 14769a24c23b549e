import { describe, expect, it } from 'vitest';
import { daysInMonth, formatIsoDay, isRealDay } from './calendar-day';

const DAYS = 'spec 9 "Dates DD/MM/YYYY, DD/MM/YYYY HH:mm:ss, YYYY-MM-DD HH:mm:ss"';

describe('isRealDay / daysInMonth', () => {
  it.each<[string, number, number, number, boolean]>([
    [`${DAYS}: an ordinary day`, 2026, 11, 24, true],
    [`${DAYS}: 31 January`, 2026, 1, 31, true],
    [`${DAYS}: no 31 April`, 2026, 4, 31, false],
    [`${DAYS}: no 30 February`, 2026, 2, 30, false],
    [`${DAYS}: 29 February of a leap year`, 2028, 2, 29, true],
    [`${DAYS}: no 29 February in a common year`, 2027, 2, 29, false],
    [`${DAYS}: 2000 was a leap year (divisible by 400)`, 2000, 2, 29, true],
    [`${DAYS}: 2100 is not (divisible by 100)`, 2100, 2, 29, false],
    [`${DAYS}: no month 13`, 2026, 13, 1, false],
    [`${DAYS}: no month 0`, 2026, 0, 1, false],
    [`${DAYS}: no day 0`, 2026, 5, 0, false],
    [`${DAYS}: no year 0`, 0, 1, 1, false],
  ])('%s', (_t, y, m, d, ok) => {
    expect(isRealDay(y, m, d)).toBe(ok);
  });

  it(`${DAYS}: month lengths of 2028`, () => {
    expect(Array.from({ length: 12 }, (_, i) => daysInMonth(2028, i + 1))).toEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
});

describe('formatIsoDay', () => {
  it(`${DAYS}: written with four-digit year and two-digit month and day`, () => {
    expect(formatIsoDay(2026, 3, 7)).toBe('2026-03-07');
    expect(formatIsoDay(987, 12, 31)).toBe('0987-12-31');
  });
});
