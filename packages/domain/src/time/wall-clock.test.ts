import { describe, expect, it } from 'vitest';
import { onQuarterHour, wallDay, wallMs, wallTime } from './wall-clock';

const TZ = 'spec 9 "Time zone Europe/Madrid"';
const GRID = 'spec 9 "Hours 00/15/30/45"';

describe('wallTime', () => {
  it.each([
    [`${TZ}: winter is UTC+1`, '2027-01-15T09:30:00Z', { year: 2027, month: 1, day: 15, hour: 10, minute: 30, second: 0 }],
    [`${TZ}: summer is UTC+2`, '2027-07-15T08:30:15Z', { year: 2027, month: 7, day: 15, hour: 10, minute: 30, second: 15 }],
    [`${TZ}: late UTC evening is the next Madrid day`, '2027-07-15T22:30:00Z', { year: 2027, month: 7, day: 16, hour: 0, minute: 30, second: 0 }],
  ])('%s', (_t, iso, expected) => {
    expect(wallTime(new Date(iso))).toEqual(expected);
  });

  it(`${TZ}: an invalid Date throws`, () => {
    expect(() => wallTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('wallMs', () => {
  it(`${TZ}: the clock timeline has 24 hours on the October change (25 real hours)`, () => {
    const sat = wallTime(new Date('2027-10-30T08:00:00Z')); // 10:00 CEST
    const sun = wallTime(new Date('2027-10-31T09:00:00Z')); // 10:00 CET
    expect(wallMs(sun) - wallMs(sat)).toBe(24 * 3_600_000);
  });

  it(`${TZ}: and 24 hours on the March change (23 real hours)`, () => {
    const sat = wallTime(new Date('2028-03-25T09:00:00Z')); // 10:00 CET
    const sun = wallTime(new Date('2028-03-26T08:00:00Z')); // 10:00 CEST
    expect(wallMs(sun) - wallMs(sat)).toBe(24 * 3_600_000);
  });
});

describe('wallDay', () => {
  it(`${TZ}: the Madrid calendar day, zero-padded`, () => {
    expect(wallDay({ year: 2027, month: 3, day: 7, hour: 23, minute: 59, second: 0 })).toBe('2027-03-07');
  });
});

describe('onQuarterHour', () => {
  it.each([
    [`${GRID}: 10:00:00`, 0, 0, true],
    [`${GRID}: 10:15:00`, 15, 0, true],
    [`${GRID}: 10:45:00`, 45, 0, true],
    [`${GRID}: 10:07:00 is off the grid`, 7, 0, false],
    [`${GRID}: 10:50:00 is off the grid`, 50, 0, false],
    [`${GRID}: 10:00:30 has seconds`, 0, 30, false],
    [`${GRID}: 10:15:01 has seconds`, 15, 1, false],
  ])('%s', (_t, minute, second, expected) => {
    expect(onQuarterHour({ year: 2027, month: 5, day: 1, hour: 10, minute, second })).toBe(expected);
  });
});
