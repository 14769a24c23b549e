import { describe, expect, it } from 'vitest';
import { addMadridDays, defaultEndFor, defaultRange } from './default-range';

// Instants are written with their Madrid offset so each row reads as Madrid wall time.
const d = (s: string): Date => new Date(s);
const iso = (s: string): string => d(s).toISOString();

const RANGE = 'spec 4 "Default range: start now +1 day, end now +2 days, each rounded to 15-minute steps after adding 15 minutes"';
const RESET_END = 'spec 4 "Changing entry date resets exit date to a default derived from it" / "Return date converts to +1 day"';

describe('addMadridDays', () => {
  it.each([
    ['spec 4 "+1 day" keeps the Madrid wall time', '2026-05-10T10:00:00+02:00', 1, '2026-05-11T10:00:00+02:00'],
    ['spec 4 "+1 day" across DST start is 23 real hours', '2026-03-28T10:00:00+01:00', 1, '2026-03-29T10:00:00+02:00'],
    ['spec 4 "+1 day" across DST end is 25 real hours', '2026-10-24T10:00:00+02:00', 1, '2026-10-25T10:00:00+01:00'],
    ['spec 4 "+1 day" onto the skipped hour moves forward', '2026-03-28T02:30:00+01:00', 1, '2026-03-29T03:30:00+02:00'],
    ['spec 4 "+1 day" over year end', '2026-12-31T18:00:00+01:00', 1, '2027-01-01T18:00:00+01:00'],
  ])('%s', (_t, input, days, expected) => {
    expect(addMadridDays(d(input), days).toISOString()).toBe(iso(expected));
  });
});

describe('defaultRange', () => {
  it.each([
    [`${RANGE}: 10:07 gives 10:15 next day and the day after`, '2026-05-10T10:07:00+02:00', '2026-05-11T10:15:00+02:00', '2026-05-12T10:15:00+02:00'],
    [`${RANGE}: exact quarter 10:00 gives 10:15 (15 minutes added, then rounded)`, '2026-05-10T10:00:00+02:00', '2026-05-11T10:15:00+02:00', '2026-05-12T10:15:00+02:00'],
    [`${RANGE}: 10:14:59 gives 10:15`, '2026-05-10T10:14:59+02:00', '2026-05-11T10:15:00+02:00', '2026-05-12T10:15:00+02:00'],
    [`${RANGE}: 10:15:00 gives 10:30`, '2026-05-10T10:15:00+02:00', '2026-05-11T10:30:00+02:00', '2026-05-12T10:30:00+02:00'],
    [`${RANGE}: 23:50 crosses midnight`, '2026-05-10T23:50:00+02:00', '2026-05-12T00:00:00+02:00', '2026-05-13T00:00:00+02:00'],
    [`${RANGE}: year end`, '2026-12-30T23:46:00+01:00', '2027-01-01T00:00:00+01:00', '2027-01-02T00:00:00+01:00'],
    [`${RANGE}: start lands on DST start 2026-03-29`, '2026-03-28T10:07:00+01:00', '2026-03-29T10:15:00+02:00', '2026-03-30T10:15:00+02:00'],
    [`${RANGE}: start on the skipped hour of 2026-03-29 moves forward`, '2026-03-28T02:20:00+01:00', '2026-03-29T03:30:00+02:00', '2026-03-30T02:30:00+02:00'],
    [`${RANGE}: end lands on DST end 2026-10-25`, '2026-10-23T09:50:00+02:00', '2026-10-24T10:00:00+02:00', '2026-10-25T10:00:00+01:00'],
    [`${RANGE}: end on the repeated hour of 2026-10-25 is the first one`, '2026-10-23T02:20:00+02:00', '2026-10-24T02:30:00+02:00', '2026-10-25T02:30:00+02:00'],
  ])('%s', (_t, now, start, end) => {
    const r = defaultRange(d(now));
    expect(r.start.toISOString()).toBe(iso(start));
    expect(r.end.toISOString()).toBe(iso(end));
  });

  it(`${RANGE}: start is always after now and end after start`, () => {
    for (let m = 0; m < 24 * 60; m += 7) {
      const now = new Date(Date.UTC(2026, 9, 24, 0, m, 13));
      const r = defaultRange(now);
      expect(r.start.getTime()).toBeGreaterThan(now.getTime());
      expect(r.end.getTime()).toBeGreaterThan(r.start.getTime());
      expect(r.start.getTime() % (15 * 60 * 1000)).toBe(0);
    }
  });
});

describe('defaultEndFor', () => {
  it.each([
    [`${RESET_END}: next day same time`, '2026-05-10T10:15:00+02:00', '2026-05-11T10:15:00+02:00'],
    [`${RESET_END}: across DST start`, '2026-03-28T22:00:00+01:00', '2026-03-29T22:00:00+02:00'],
    [`${RESET_END}: across DST end`, '2026-10-24T08:00:00+02:00', '2026-10-25T08:00:00+01:00'],
    [`${RESET_END}: from midnight`, '2026-06-01T00:00:00+02:00', '2026-06-02T00:00:00+02:00'],
    [`${RESET_END}: across year end`, '2026-12-31T12:45:00+01:00', '2027-01-01T12:45:00+01:00'],
  ])('%s', (_t, start, end) => {
    expect(defaultEndFor(d(start)).toISOString()).toBe(iso(end));
  });
});
