import { describe, expect, it } from 'vitest';
import { calendarDays, extraHeldDays, stayDays } from './stay-days';
import { wireInstant } from './wire-instant';

const HELD = 'pricing-days "Days held: from the check-in day to the check-out day, both included, Madrid calendar"';
const TZ = 'spec 9 "Time zone Europe/Madrid"';

const wall = (s: string) => wireInstant(s)!.wall;

describe('stayDays', () => {
  it.each([
    [`${HELD}: same day`, '2027-06-10 10:00:00', '2027-06-10 18:00:00', ['2027-06-10']],
    [`${HELD}: two nights`, '2027-06-10 10:00:00', '2027-06-12 09:00:00', ['2027-06-10', '2027-06-11', '2027-06-12']],
    [`${TZ}: late night in Madrid is still that Madrid day`, '2027-06-10 23:30:00', '2027-06-11 00:30:00', ['2027-06-10', '2027-06-11']],
    [`${TZ}: across the October 2027 clock change`, '2027-10-30 10:00:00', '2027-10-31 10:00:00', ['2027-10-30', '2027-10-31']],
    [`${TZ}: across the March 2028 clock change`, '2028-03-25 23:45:00', '2028-03-27 00:00:00', ['2028-03-25', '2028-03-26', '2028-03-27']],
    [`${HELD}: across a month end and a year end`, '2027-12-31 10:00:00', '2028-01-01 10:00:00', ['2027-12-31', '2028-01-01']],
    [`${HELD}: across a leap day`, '2028-02-28 10:00:00', '2028-03-01 10:00:00', ['2028-02-28', '2028-02-29', '2028-03-01']],
  ])('%s', (_label, start, end, days) => {
    expect(stayDays(wall(start), wall(end))).toEqual(days);
  });

  it(`${HELD}: no days for an end day before the start day`, () => {
    expect(stayDays(wall('2027-06-12 10:00:00'), wall('2027-06-10 10:00:00'))).toEqual([]);
  });

  it(`${HELD}: the same stay days are the same frozen array (memoised for the price route)`, () => {
    const a = stayDays(wall('2027-06-10 10:00:00'), wall('2027-06-12 09:00:00'));
    const b = stayDays(wall('2027-06-10 18:00:00'), wall('2027-06-12 22:00:00'));
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
  });
});

describe('calendarDays', () => {
  it(`${HELD}: both ends included, [] when reversed or malformed`, () => {
    expect(calendarDays('2027-06-10', '2027-06-12')).toEqual(['2027-06-10', '2027-06-11', '2027-06-12']);
    expect(calendarDays('2027-06-12', '2027-06-10')).toEqual([]);
    expect(calendarDays('2027-06-1', '2027-06-10')).toEqual([]);
  });

  it(`${HELD}: refuses more than ten years`, () => {
    expect(() => calendarDays('2027-01-01', '2038-01-01')).toThrow(RangeError);
  });
});

describe('extraHeldDays', () => {
  it('decision 0004 "a wash is held on the check-out day only, a space on every day"', () => {
    const stay = calendarDays('2027-06-10', '2027-06-12');
    expect(extraHeldDays('wash', stay)).toEqual(['2027-06-12']);
    expect(extraHeldDays('space', stay)).toEqual(stay);
    expect(extraHeldDays('double_space', stay)).toEqual(stay);
    expect(extraHeldDays('wash', [])).toEqual([]);
  });
});
