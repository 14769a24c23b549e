import { describe, expect, it } from 'vitest';
import {
  browserZoneDiffers,
  formatDisplayDate,
  formatDisplayDateTime,
  formatTime,
  formatWireDate,
  fromMadridParts,
  MADRID_TZ,
  madridDay,
  madridParts,
  parseQueryDate,
  parseWireDate,
  WIRE_DATE_PATTERN,
} from './madrid';

const WIRE = 'spec 9 "Dates ... YYYY-MM-DD HH:mm:ss" (wire, Madrid wall time)';

describe('MADRID_TZ', () => {
  it('spec 9 "Time zone Europe/Madrid"', () => {
    expect(MADRID_TZ).toBe('Europe/Madrid');
  });
});

describe('parseWireDate', () => {
  it.each([
    [`${WIRE}: winter is UTC+1`, '2026-01-15 10:30:00', '2026-01-15T09:30:00.000Z'],
    [`${WIRE}: summer is UTC+2`, '2026-07-15 10:30:00', '2026-07-15T08:30:00.000Z'],
    [`${WIRE}: midnight`, '2026-05-01 00:00:00', '2026-04-30T22:00:00.000Z'],
    [`${WIRE}: year end`, '2026-12-31 23:59:59', '2026-12-31T22:59:59.000Z'],
    [`${WIRE}: leap day`, '2028-02-29 12:00:00', '2028-02-29T11:00:00.000Z'],
    [`${WIRE}: DST start 2026-03-29 01:59 is still CET`, '2026-03-29 01:59:00', '2026-03-29T00:59:00.000Z'],
    [`${WIRE}: DST start 2026-03-29 skipped 02:30 moves forward to 03:30 CEST`, '2026-03-29 02:30:00', '2026-03-29T01:30:00.000Z'],
    [`${WIRE}: DST start 2026-03-29 03:00 is CEST`, '2026-03-29 03:00:00', '2026-03-29T01:00:00.000Z'],
    [`${WIRE}: DST end 2026-10-25 repeated 02:30 takes the earlier (CEST)`, '2026-10-25 02:30:00', '2026-10-25T00:30:00.000Z'],
    [`${WIRE}: DST end 2026-10-25 03:00 is CET`, '2026-10-25 03:00:00', '2026-10-25T02:00:00.000Z'],
  ])('%s', (_t, input, iso) => {
    expect(parseWireDate(input)?.toISOString()).toBe(iso);
  });

  it.each([
    [`${WIRE}: impossible day 2026-02-30`, '2026-02-30 10:00:00'],
    [`${WIRE}: not a leap year 2026-02-29`, '2026-02-29 10:00:00'],
    [`${WIRE}: hour 25`, '2026-01-01 25:00:00'],
    [`${WIRE}: hour 24`, '2026-01-01 24:00:00'],
    [`${WIRE}: minute 60`, '2026-01-01 10:60:00'],
    [`${WIRE}: second 60`, '2026-01-01 10:00:60'],
    [`${WIRE}: month 13`, '2026-13-01 10:00:00'],
    [`${WIRE}: day 0`, '2026-01-00 10:00:00'],
    [`${WIRE}: missing seconds`, '2026-01-01 10:00'],
    [`${WIRE}: ISO T separator`, '2026-01-01T10:00:00'],
    [`${WIRE}: single-digit month`, '2026-1-01 10:00:00'],
    [`${WIRE}: trailing blank`, '2026-01-01 10:00:00 '],
    [`${WIRE}: empty`, ''],
  ])('%s is null', (_t, input) => {
    expect(parseWireDate(input)).toBeNull();
  });
});

describe('formatWireDate', () => {
  it.each([
    [`${WIRE}: winter`, '2026-01-15T09:30:00Z', '2026-01-15 10:30:00'],
    [`${WIRE}: summer`, '2026-07-15T08:30:05Z', '2026-07-15 10:30:05'],
    [`${WIRE}: year end rolls into the Madrid new year`, '2026-12-31T23:30:00Z', '2027-01-01 00:30:00'],
    [`${WIRE}: DST start, last CET instant`, '2026-03-29T00:59:59Z', '2026-03-29 01:59:59'],
    [`${WIRE}: DST start, first CEST instant`, '2026-03-29T01:00:00Z', '2026-03-29 03:00:00'],
    [`${WIRE}: DST end, first 02:00 (CEST)`, '2026-10-25T00:00:00Z', '2026-10-25 02:00:00'],
    [`${WIRE}: DST end, second 02:00 (CET)`, '2026-10-25T01:00:00Z', '2026-10-25 02:00:00'],
  ])('%s', (_t, iso, wire) => {
    expect(formatWireDate(new Date(iso))).toBe(wire);
  });

  it.each([
    ['2026-01-15 10:30:00'],
    ['2026-03-29 03:00:00'],
    ['2026-10-25 01:59:59'],
    ['2026-12-31 23:59:59'],
  ])(`${WIRE}: %s round-trips through parseWireDate`, (wire) => {
    const parsed = parseWireDate(wire);
    expect(parsed).not.toBeNull();
    expect(formatWireDate(parsed as Date)).toBe(wire);
  });

  it(`${WIRE}: an invalid Date throws`, () => {
    expect(() => formatWireDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('parseQueryDate', () => {
  const Q = 'spec 2 "Query parameters on entry ... start_date, end_date"';
  it.each([
    [`${Q}: wire form`, '2026-06-01 10:15:00', '2026-06-01T08:15:00.000Z'],
    [`${Q}: without seconds`, '2026-06-01 10:15', '2026-06-01T08:15:00.000Z'],
    [`${Q}: ISO T without seconds`, '2026-06-01T10:15', '2026-06-01T08:15:00.000Z'],
    [`${Q}: ISO T with seconds`, '2026-06-01T10:15:30', '2026-06-01T08:15:30.000Z'],
    [`${Q}: date only is Madrid 00:00`, '2026-06-01', '2026-05-31T22:00:00.000Z'],
    [`${Q}: date only in winter is Madrid 00:00`, '2026-01-01', '2025-12-31T23:00:00.000Z'],
    [`${Q}: surrounding blanks ignored`, '  2026-06-01 10:15  ', '2026-06-01T08:15:00.000Z'],
  ])('%s', (_t, input, iso) => {
    expect(parseQueryDate(input)?.toISOString()).toBe(iso);
  });

  it.each([
    [`${Q}: undefined`, undefined],
    [`${Q}: null`, null],
    [`${Q}: empty`, ''],
    [`${Q}: garbage`, 'tomorrow'],
    [`${Q}: impossible day`, '2026-02-30'],
    [`${Q}: impossible hour`, '2026-02-01 25:00'],
    [`${Q}: timezone suffix is not Madrid wall time`, '2026-06-01T10:15:00Z'],
    [`${Q}: DD/MM/YYYY display form`, '01/06/2026'],
  ])('%s is null', (_t, input) => {
    expect(parseQueryDate(input)).toBeNull();
  });
});

describe('madridParts', () => {
  const T = 'spec 1 "Display time zone is Europe/Madrid"';
  it.each([
    [`${T}: winter`, '2026-01-15T09:30:00Z', { year: 2026, month: 1, day: 15, hour: 10, minute: 30 }],
    [`${T}: UTC 22:30 in summer is next Madrid day`, '2026-07-15T22:30:00Z', { year: 2026, month: 7, day: 16, hour: 0, minute: 30 }],
    [`${T}: year end`, '2026-12-31T23:00:00Z', { year: 2027, month: 1, day: 1, hour: 0, minute: 0 }],
    [`${T}: seconds are dropped`, '2026-01-15T09:30:59Z', { year: 2026, month: 1, day: 15, hour: 10, minute: 30 }],
  ])('%s', (_t, iso, parts) => {
    expect(madridParts(new Date(iso))).toEqual(parts);
  });
});

describe('madridDay', () => {
  const T = 'spec 1 "Display time zone is Europe/Madrid"';
  it.each([
    [`${T}: winter morning`, '2026-01-15T09:30:00Z', '2026-01-15'],
    [`${T}: UTC 22:30 in summer is the next Madrid day`, '2026-07-15T22:30:00Z', '2026-07-16'],
    [`${T}: UTC 23:00 on 31 December is New Year in Madrid`, '2026-12-31T23:00:00Z', '2027-01-01'],
    [`${T}: UTC 22:59 in winter is still the same Madrid day`, '2026-01-15T22:59:59Z', '2026-01-15'],
  ])('%s', (_t, iso, day) => {
    expect(madridDay(new Date(iso))).toBe(day);
  });

  it(`${T}: an invalid Date throws`, () => {
    expect(() => madridDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('WIRE_DATE_PATTERN', () => {
  it.each([
    [`${WIRE}: the wire shape`, '2026-11-24 10:15:00', true],
    [`${WIRE}: the shape of a date that does not exist (parseWireDate says no)`, '2026-02-30 10:15:00', true],
    [`${WIRE}: a T instead of the blank`, '2026-11-24T10:15:00', false],
    [`${WIRE}: without seconds`, '2026-11-24 10:15', false],
    [`${WIRE}: a day only`, '2026-11-24', false],
  ])('%s', (_t, s, ok) => {
    expect(WIRE_DATE_PATTERN.test(s)).toBe(ok);
  });
});

describe('fromMadridParts', () => {
  const T = 'spec 1 "Display time zone is Europe/Madrid"';
  it.each([
    [`${T}: hour and minute default to 00:00`, { year: 2026, month: 6, day: 1 }, '2026-05-31T22:00:00.000Z'],
    [`${T}: winter wall time`, { year: 2026, month: 1, day: 15, hour: 10, minute: 30 }, '2026-01-15T09:30:00.000Z'],
    [`${T}: day 32 rolls to next month`, { year: 2026, month: 1, day: 32, hour: 9 }, '2026-02-01T08:00:00.000Z'],
    [`${T}: hour 24 rolls to next day`, { year: 2026, month: 12, day: 31, hour: 24 }, '2026-12-31T23:00:00.000Z'],
    [`${T}: DST start skipped 02:15 moves to 03:15`, { year: 2026, month: 3, day: 29, hour: 2, minute: 15 }, '2026-03-29T01:15:00.000Z'],
    [`${T}: DST end repeated 02:15 is the CEST one`, { year: 2026, month: 10, day: 25, hour: 2, minute: 15 }, '2026-10-25T00:15:00.000Z'],
  ])('%s', (_t, parts, iso) => {
    expect(fromMadridParts(parts).toISOString()).toBe(iso);
  });

  it(`${T}: round-trips with madridParts`, () => {
    const p = { year: 2026, month: 10, day: 25, hour: 3, minute: 45 };
    expect(madridParts(fromMadridParts(p))).toEqual(p);
  });
});

describe('display formats', () => {
  const T = 'spec 9 "Dates DD/MM/YYYY, DD/MM/YYYY HH:mm:ss" and summary "day-month-year hour:minute"';
  it.each([
    [`${T}: winter`, '2026-01-05T08:05:00Z', '05/01/2026 09:05', '05/01/2026', '09:05'],
    [`${T}: Madrid midnight`, '2026-06-30T22:00:00Z', '01/07/2026 00:00', '01/07/2026', '00:00'],
    [`${T}: year end`, '2026-12-31T22:59:00Z', '31/12/2026 23:59', '31/12/2026', '23:59'],
    [`${T}: DST end second 02:30`, '2026-10-25T01:30:00Z', '25/10/2026 02:30', '25/10/2026', '02:30'],
  ])('%s', (_t, iso, dateTime, date, time) => {
    const d = new Date(iso);
    expect(formatDisplayDateTime(d)).toBe(dateTime);
    expect(formatDisplayDate(d)).toBe(date);
    expect(formatTime(d)).toBe(time);
  });
});

describe('browserZoneDiffers', () => {
  const T = 'spec 1 "a warning shows when the browser zone differs"';
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');
  it.each([
    [`${T}: Madrid itself`, 'Europe/Madrid', winter, false],
    [`${T}: Paris has the same clock`, 'Europe/Paris', summer, false],
    [`${T}: Ceuta has the same clock`, 'Africa/Ceuta', winter, false],
    [`${T}: Canary Islands are one hour behind`, 'Atlantic/Canary', summer, true],
    [`${T}: Lisbon is one hour behind`, 'Europe/Lisbon', winter, true],
    [`${T}: UTC in winter`, 'UTC', winter, true],
    [`${T}: New York`, 'America/New_York', summer, true],
    [`${T}: unknown zone gives no warning`, 'Mars/Olympus', winter, false],
    [`${T}: missing zone gives no warning`, null, winter, false],
    [`${T}: empty zone gives no warning`, '', winter, false],
  ])('%s', (_t, zone, now, expected) => {
    expect(browserZoneDiffers(zone, now)).toBe(expected);
  });

  it(`${T}: London is one hour behind even when both observe summer time`, () => {
    expect(browserZoneDiffers('Europe/London', new Date('2026-03-29T12:00:00Z'))).toBe(true);
  });

  it(`${T}: a zone without daylight saving (Algiers, UTC+1) differs even in winter, when a summer stay can be booked`, () => {
    expect(browserZoneDiffers('Africa/Algiers', new Date('2026-01-15T12:00:00Z'))).toBe(true);
    expect(browserZoneDiffers('Africa/Algiers', new Date('2026-04-15T12:00:00Z'))).toBe(true);
  });

  it(`${T}: zones on Madrid's rules never differ, on any day of the year`, () => {
    for (const zone of ['Europe/Paris', 'Europe/Berlin', 'Europe/Rome', 'Europe/Brussels', 'Europe/Andorra']) {
      for (const month of [0, 2, 5, 9, 11]) {
        expect(browserZoneDiffers(zone, new Date(Date.UTC(2026, month, 20, 1, 30)))).toBe(false);
      }
    }
  });
});
