import { describe, expect, it } from 'vitest';
import { formatIsoDay } from './calendar-day';
import { isIsoDay, ISO_DAY_PATTERN, madridDayAt, parseIsoDay } from './iso-day';
import { madridDay } from './madrid';

const DAYS = 'spec 9 "Dates DD/MM/YYYY, DD/MM/YYYY HH:mm:ss, YYYY-MM-DD HH:mm:ss"';

describe('parseIsoDay / isIsoDay', () => {
  it.each<[string, string, { year: number; month: number; day: number } | null]>([
    [`${DAYS}: YYYY-MM-DD`, '2026-11-24', { year: 2026, month: 11, day: 24 }],
    [`${DAYS}: a leap day`, '2028-02-29', { year: 2028, month: 2, day: 29 }],
    [`${DAYS}: the shape of a day that does not exist`, '2026-02-30', null],
    [`${DAYS}: month 13`, '2026-13-01', null],
    [`${DAYS}: DD/MM/YYYY is not the ISO day`, '24/11/2026', null],
    [`${DAYS}: one-digit month`, '2026-1-05', null],
    [`${DAYS}: a wire date is not a day`, '2026-11-24 10:00:00', null],
    [`${DAYS}: empty`, '', null],
  ])('%s', (_t, s, expected) => {
    expect(parseIsoDay(s)).toEqual(expected);
    expect(isIsoDay(s)).toBe(expected !== null);
    expect(ISO_DAY_PATTERN.test(s)).toBe(/^\d{4}-\d{2}-\d{2}$/.test(s));
  });

  it(`${DAYS}: every day of 2028 round-trips`, () => {
    for (let d = new Date(Date.UTC(2028, 0, 1)); d.getUTCFullYear() === 2028; d.setUTCDate(d.getUTCDate() + 1)) {
      const iso = d.toISOString().slice(0, 10);
      const p = parseIsoDay(iso);
      expect(p && formatIsoDay(p.year, p.month, p.day)).toBe(iso);
    }
  });
});

describe('madridDayAt', () => {
  const T = 'spec 1 "Display time zone is Europe/Madrid"';
  it.each<[string, string, { hour: number; minute: number }, string | null]>([
    [`${T}: a winter day at 10:30`, '2026-01-15', { hour: 10, minute: 30 }, '2026-01-15T09:30:00.000Z'],
    [`${T}: a summer day at 00:15`, '2026-07-16', { hour: 0, minute: 15 }, '2026-07-15T22:15:00.000Z'],
    [`${T}: the skipped spring hour moves forward by the gap`, '2026-03-29', { hour: 2, minute: 30 }, '2026-03-29T01:30:00.000Z'],
    [`${DAYS}: 31 February is no day`, '2026-02-31', { hour: 10, minute: 0 }, null],
    [`${DAYS}: a half-typed day`, '2026-02-', { hour: 10, minute: 0 }, null],
    [`${DAYS}: blank`, '', { hour: 10, minute: 0 }, null],
    [`${DAYS}: hour 24 is off the clock`, '2026-02-10', { hour: 24, minute: 0 }, null],
    [`${DAYS}: minute 60 is off the clock`, '2026-02-10', { hour: 10, minute: 60 }, null],
  ])('%s', (_t, day, time, iso) => {
    expect(madridDayAt(day, time)?.toISOString() ?? null).toBe(iso);
  });

  it(`${T}: madridDay reads back the day of every quarter hour of a day`, () => {
    for (let m = 0; m < 24 * 60; m += 15) {
      const at = madridDayAt('2026-10-25', { hour: Math.floor(m / 60), minute: m % 60 });
      expect(at && madridDay(at)).toBe('2026-10-25');
    }
  });
});
