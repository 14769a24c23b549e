import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../catalog/catalog';
import { firstAllowedTime, hourSlots, isTimeAllowed, parseClock, parseSpecificHours, SHIP_CHECKIN_TIMES } from './hour-slots';

const T2 = 'spec 9 "type 2 = open/close range"';
const T3 = 'spec 9 "Opening hours type 3 = specific check-in/out lists"';
const GRID = 'spec 2 "Hour picker card: grid of hours with 00/15/30/45 columns"';
const H24 = 'spec 9 "Hours 00/15/30/45, 24 hours reduced by a custom range"';

const range = (open: string | null, close: string | null): OpeningHours => ({ type: 2, open, close });
const lists: OpeningHours = { type: 3, open: null, close: null };

const enabledTimes = (rows: ReturnType<typeof hourSlots>): string[] =>
  rows.flatMap((r) => r.minutes.filter((m) => m.enabled).map((m) => `${r.hour}:${String(m.minute).padStart(2, '0')}`));

describe('SHIP_CHECKIN_TIMES', () => {
  it('spec 9 "Ship check-in times 8:00, 9:15, 10:30, 12:30"', () => {
    expect(SHIP_CHECKIN_TIMES).toEqual(['8:00', '9:15', '10:30', '12:30']);
  });
});

describe('parseClock', () => {
  it.each([
    [`${T2}: HH:mm`, '08:30', 510],
    [`${T2}: H:mm`, '8:30', 510],
    [`${T2}: midnight`, '00:00', 0],
    [`${T2}: 24:00 is the last minute of the day`, '24:00', 1439],
    [`${T2}: 24:30 is malformed`, '24:30', null],
    [`${T2}: 7:5 is malformed`, '7:5', null],
    [`${T2}: minute 60 is malformed`, '10:60', null],
    [`${T2}: seconds are not accepted`, '10:00:00', null],
  ])('%s', (_t, input, expected) => {
    expect(parseClock(input)).toBe(expected);
  });
});

describe('parseSpecificHours', () => {
  it.each([
    [`${T3}: comma list of H:mm with blanks`, '8:00, 9:15 ,10:30,12:30', [480, 555, 630, 750]],
    [`${T3}: malformed entries are dropped`, '8:00,nine,25:00,,9:15', [480, 555]],
    [`${T3}: 24:00 is not a drop-off time`, '24:00,0:00', [0]],
    [`${T3}: null is an empty list`, null, []],
  ])('%s', (_t, input, expected) => {
    expect([...parseSpecificHours(input)].sort((a, b) => a - b)).toEqual(expected);
  });
});

describe('hourSlots', () => {
  it(`${GRID}: 24 rows 0..23 with four quarter columns each`, () => {
    const rows = hourSlots({ openingHours: range(null, null), specificHours: null, kind: 'checkin' });
    expect(rows.map((r) => r.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(rows.every((r) => r.minutes.map((m) => m.minute).join() === '0,15,30,45')).toBe(true);
  });

  it.each([
    [`${H24}: null open and close is 24 hours`, range(null, null), 96],
    [`${H24}: null close alone is 24 hours`, range('08:00', null), 96],
    [`${H24}: equal open and close is 24 hours`, range('00:00', '00:00'), 96],
    [`${H24}: 00:00-24:00 is 24 hours`, range('00:00', '24:00'), 96],
    [`${H24}: 00:00-23:59 is 24 hours`, range('00:00', '23:59'), 96],
    [`${H24}: malformed range is 24 hours`, range('8h', '20h'), 96],
    [`${T2}: 06:00-22:00 inclusive is 16 hours plus the closing quarter`, range('06:00', '22:00'), 16 * 4 + 1],
    [`${T2}: 08:10-08:50 holds only 08:15, 08:30, 08:45`, range('08:10', '08:50'), 3],
    [`${T2}: 22:00-06:00 crosses midnight`, range('22:00', '06:00'), 2 * 4 + 6 * 4 + 1],
  ])('%s: %#', (_t, openingHours, count) => {
    expect(enabledTimes(hourSlots({ openingHours, specificHours: null, kind: 'checkin' }))).toHaveLength(count);
  });

  it.each([
    [`${T2}: open and close are both included`, range('06:00', '07:00'), ['6:00', '6:15', '6:30', '6:45', '7:00']],
    [`${T2}: midnight crossing includes both ends`, range('23:30', '00:15'), ['0:00', '0:15', '23:30', '23:45']],
    [`${T2}: unaligned bounds enable only inner quarters`, range('06:05', '06:40'), ['6:15', '6:30']],
  ])('%s', (_t, openingHours, times) => {
    expect(enabledTimes(hourSlots({ openingHours, specificHours: null, kind: 'checkout' }))).toEqual(times);
  });

  it.each([
    [`${T3}: ship check-in list`, SHIP_CHECKIN_TIMES.join(','), ['8:00', '9:15', '10:30', '12:30']],
    [`${T3}: check-out list`, '16:00,17:30', ['16:00', '17:30']],
    [`${T3}: a listed time off the quarter grid shows no slot`, '8:10,9:00', ['9:00']],
    [`${T3}: no list enables nothing`, null, []],
    [`${T3}: an empty list enables nothing`, '', []],
  ])('%s', (_t, specificHours, times) => {
    expect(enabledTimes(hourSlots({ openingHours: lists, specificHours, kind: 'checkin' }))).toEqual(times);
  });

  it(`${T3}: open/close are ignored for type 3`, () => {
    const openingHours: OpeningHours = { type: 3, open: '00:00', close: '23:59' };
    expect(enabledTimes(hourSlots({ openingHours, specificHours: '9:15', kind: 'checkin' }))).toEqual(['9:15']);
  });
});

describe('isTimeAllowed', () => {
  it.each([
    [`${T2}: inside`, range('06:00', '22:00'), null, 12, 0, true],
    [`${T2}: exactly at open`, range('06:00', '22:00'), null, 6, 0, true],
    [`${T2}: exactly at close`, range('06:00', '22:00'), null, 22, 0, true],
    [`${T2}: one minute before open`, range('06:00', '22:00'), null, 5, 59, false],
    [`${T2}: one minute after close`, range('06:00', '22:00'), null, 22, 1, false],
    [`${T2}: across midnight at 23:00`, range('22:00', '06:00'), null, 23, 0, true],
    [`${T2}: across midnight at 00:00`, range('22:00', '06:00'), null, 0, 0, true],
    [`${T2}: across midnight at noon is closed`, range('22:00', '06:00'), null, 12, 0, false],
    [`${H24}: 24 hours allows 23:59`, range(null, null), null, 23, 59, true],
    [`${T3}: listed 9:15`, lists, '8:00,9:15', 9, 15, true],
    [`${T3}: unlisted 9:30`, lists, '8:00,9:15', 9, 30, false],
    [`${T3}: no list`, lists, null, 8, 0, false],
    [`${GRID}: hour 24 is not a time`, range(null, null), null, 24, 0, false],
    [`${GRID}: negative minute is not a time`, range(null, null), null, 10, -15, false],
    [`${GRID}: fractional hour is not a time`, range(null, null), null, 10.5, 0, false],
  ])('%s', (_t, openingHours, specificHours, hour, minute, expected) => {
    expect(isTimeAllowed({ openingHours, specificHours, kind: 'checkin', hour, minute })).toBe(expected);
  });
});

describe('firstAllowedTime', () => {
  it.each([
    [`${H24}: 24 hours starts at 00:00`, range(null, null), null, undefined, { hour: 0, minute: 0 }],
    [`${T2}: first quarter at or after open`, range('06:05', '22:00'), null, undefined, { hour: 6, minute: 15 }],
    [`${T2}: midnight crossing opens at 00:00`, range('22:00', '06:00'), null, undefined, { hour: 0, minute: 0 }],
    [`${T2}: from 10:30 inside the range`, range('06:00', '22:00'), null, { hour: 10, minute: 30 }, { hour: 10, minute: 30 }],
    [`${T2}: from 05:00 waits for the opening`, range('06:00', '22:00'), null, { hour: 5, minute: 0 }, { hour: 6, minute: 0 }],
    [`${T2}: from 22:15 finds nothing that day`, range('06:00', '22:00'), null, { hour: 22, minute: 15 }, null],
    [`${T3}: first ship check-in`, lists, SHIP_CHECKIN_TIMES.join(','), undefined, { hour: 8, minute: 0 }],
    [`${T3}: from 9:00 the next ship check-in is 9:15`, lists, SHIP_CHECKIN_TIMES.join(','), { hour: 9, minute: 0 }, { hour: 9, minute: 15 }],
    [`${T3}: no list has no time`, lists, null, undefined, null],
  ])('%s', (_t, openingHours, specificHours, from, expected) => {
    expect(firstAllowedTime({ openingHours, specificHours, kind: 'checkin', from })).toEqual(expected);
  });
});
