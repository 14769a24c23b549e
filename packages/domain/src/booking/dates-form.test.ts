import { describe, expect, it } from 'vitest';
import { wireInstant } from '../time/wire-instant';
import {
  type DatesFormErrors,
  type DatesFormInput,
  firstStayDatesError,
  isDatesFormValid,
  type StayDatesErrors,
  type StayDatesInput,
  stayDatesPassUntil,
  validateDatesForm,
  validateStayDates,
} from './dates-form';
import { SHIP_CHECKIN_TIMES } from './hour-slots';

const REQ = 'spec 5 "Dates form: entry and exit required"';
const FLIGHT = 'spec 5 "with flight shown, flight number required"';
const PAX = 'spec 5 "with passengers shown, in and out both above 0"';
const GRID = 'spec 9 "Hours 00/15/30/45"; issue 8.4 "Times off the 00/15/30/45 grid or with seconds are refused"';
const LIMITS = 'stay-limits.ts "a year of stay and five years of advance"';
const HOURS = 'spec 9 "Opening hours type 3 = specific check-in/out lists; type 2 = open/close range"';

const now = new Date('2026-05-10T10:07:00+02:00');
const md = (s: string): Date => new Date(s);

const base: DatesFormInput = {
  start: md('2026-05-12T09:00:00+02:00'),
  end: md('2026-05-15T18:30:00+02:00'),
  now,
  flightShown: false,
  flightNumber: null,
  passengersShown: false,
  inPassengers: 0,
  outPassengers: 0,
};

const dayShift = { openingHours: { type: 2 as const, open: '06:00', close: '22:00' }, specificHours: null };
const ship = { openingHours: { type: 3 as const, open: null, close: null }, specificHours: SHIP_CHECKIN_TIMES.join(',') };

describe('validateDatesForm', () => {
  it.each<[string, Partial<DatesFormInput>, DatesFormErrors]>([
    [`${REQ}: both given is valid`, {}, {}],
    [`${REQ}: missing entry`, { start: null }, { start: 'required' }],
    [`${REQ}: missing exit`, { end: null }, { end: 'required' }],
    [`${REQ}: both missing`, { start: null, end: null }, { start: 'required', end: 'required' }],
    [`${REQ}: an invalid Date counts as missing`, { start: new Date(Number.NaN) }, { start: 'required' }],
    ['spec 2 "start not in the past": entry seven minutes ago', { start: md('2026-05-10T10:00:00+02:00') }, { start: 'in_past' }],
    ['spec 2 "start not in the past": entry exactly now is fine', { start: md('2026-05-10T10:15:00+02:00'), now: md('2026-05-10T10:15:00+02:00') }, {}],
    [`${GRID}: an entry at 10:07 is off the grid`, { start: md('2026-05-12T09:07:00+02:00') }, { start: 'off_grid' }],
    [`${GRID}: an exit with seconds is off the grid`, { end: md('2026-05-15T18:30:30+02:00') }, { end: 'off_grid' }],
    [`${GRID}: off the grid is told before in_past`, { start: md('2026-05-09T10:07:00+02:00') }, { start: 'off_grid' }],
    [`${LIMITS}: an entry more than five years ahead`, { start: md('2031-05-12T09:00:00+02:00'), end: md('2031-05-15T09:00:00+02:00') }, { start: 'start_too_far' }],
    [`${LIMITS}: a stay longer than 365 days`, { end: md('2027-05-13T09:00:00+02:00') }, { end: 'stay_too_long' }],
    [`${LIMITS}: the bounds wait until both dates are otherwise fine`, { end: md('2027-05-13T23:00:00+02:00'), checkout: { openingHours: { type: 2 as const, open: '06:00', close: '22:00' }, specificHours: null } }, { end: 'closed_hours' }],
    ['spec 2 "start not in the past": exit in the past too', { start: md('2026-05-09T10:00:00+02:00'), end: md('2026-05-10T09:00:00+02:00') }, { start: 'in_past', end: 'in_past' }],
    ['spec 2 "If the end date is before the start": exit before entry', { end: md('2026-05-11T09:00:00+02:00') }, { end: 'end_before_start' }],
    ['spec 2 "If the end date is before the start": exit equal to entry (zero-length stay)', { end: md('2026-05-12T09:00:00+02:00') }, { end: 'end_before_start' }],
    ['spec 2 "If the end date is before the start": DST end 2026-10-25, CET 02:15 is after CEST 02:45', { start: md('2026-10-25T02:45:00+02:00'), end: md('2026-10-25T02:15:00+01:00') }, {}],
    [`${HOURS}: type 2 range, both inside`, { checkin: dayShift, checkout: dayShift }, {}],
    [`${HOURS}: type 2 range, entry at 05:45 Madrid is closed`, { start: md('2026-05-12T05:45:00+02:00'), checkin: dayShift }, { start: 'closed_hours' }],
    [`${HOURS}: type 2 range, exit at 22:15 Madrid is closed`, { end: md('2026-05-15T22:15:00+02:00'), checkout: dayShift }, { end: 'closed_hours' }],
    [`${HOURS}: type 2 range, exit exactly at close 22:00 is open`, { end: md('2026-05-15T22:00:00+02:00'), checkout: dayShift }, {}],
    [`${HOURS}: checked on the Madrid clock, not UTC (05:30Z is 06:30 in Madrid)`, { start: md('2026-05-12T04:30:00Z'), checkin: dayShift }, {}],
    [`${HOURS}: DST start 2026-03-29, the first CEST minute 03:00 is before a 06:00 opening`, { start: md('2026-03-29T03:00:00+02:00'), end: md('2026-03-30T10:00:00+02:00'), now: md('2026-03-01T00:00:00+01:00'), checkin: dayShift }, { start: 'closed_hours' }],
    [`${HOURS}: type 3 ship check-in 9:15 allowed`, { start: md('2026-05-12T09:15:00+02:00'), checkin: ship }, {}],
    [`${HOURS}: type 3 ship check-in 9:00 not listed`, { checkin: ship }, { start: 'closed_hours' }],
    [`${HOURS}: a past entry reports in_past before closed_hours`, { start: md('2026-05-09T05:00:00+02:00'), checkin: dayShift }, { start: 'in_past' }],
    [`${FLIGHT}: shown and empty`, { flightShown: true, flightNumber: '  ' }, { flight: 'required' }],
    [`${FLIGHT}: shown and null`, { flightShown: true, flightNumber: null }, { flight: 'required' }],
    [`${FLIGHT}: shown and given`, { flightShown: true, flightNumber: 'ib 3101' }, {}],
    [`${FLIGHT}: hidden and empty`, { flightShown: false, flightNumber: null }, {}],
    [`${PAX}: shown, 0 in`, { passengersShown: true, inPassengers: 0, outPassengers: 2 }, { passengers: 'passengers_required' }],
    [`${PAX}: shown, 0 out`, { passengersShown: true, inPassengers: 2, outPassengers: 0 }, { passengers: 'passengers_required' }],
    [`${PAX}: shown, 1 and 1`, { passengersShown: true, inPassengers: 1, outPassengers: 1 }, {}],
    [`${PAX}: shown, 9 and 9 (spec 9 "Passengers 0 to 9")`, { passengersShown: true, inPassengers: 9, outPassengers: 9 }, {}],
    [`${PAX}: shown, 10 is above the limit`, { passengersShown: true, inPassengers: 10, outPassengers: 1 }, { passengers: 'passengers_required' }],
    [`${PAX}: hidden, zeros are fine`, { passengersShown: false, inPassengers: 0, outPassengers: 0 }, {}],
  ])('%s', (_t, patch, expected) => {
    expect(validateDatesForm({ ...base, ...patch })).toEqual(expected);
  });
});

const at = (s: string) => wireInstant(s);
const stayBase: StayDatesInput = { start: at('2026-05-12 09:00:00'), end: at('2026-05-15 18:30:00'), now };

describe('validateStayDates (the server reads the wire dates with the same rules)', () => {
  it.each<[string, Partial<StayDatesInput>, StayDatesErrors]>([
    [`${REQ}: both given is valid`, {}, {}],
    [`${REQ}: a malformed wire date is missing`, { start: at('2026-02-30 10:00:00') }, { start: 'required' }],
    [`${GRID}: 10:00:00 to next day 10:00:30 is refused, not priced as two days`, { start: at('2026-05-12 10:00:00'), end: at('2026-05-13 10:00:30') }, { end: 'off_grid' }],
    [`${GRID}: 09:07 is refused`, { start: at('2026-05-12 09:07:00') }, { start: 'off_grid' }],
    [`${GRID}: the spring gap 02:30 is 03:30 on the clock, on the grid`, { start: at('2027-03-28 02:30:00'), end: at('2027-03-29 02:30:00') }, {}],
    ['spec 2 "If the end date is before the start": equal instants', { end: at('2026-05-12 09:00:00') }, { end: 'end_before_start' }],
    [`${HOURS}: closed entry`, { checkin: dayShift, start: at('2026-05-12 05:45:00') }, { start: 'closed_hours' }],
  ])('%s', (_t, patch, expected) => {
    expect(validateStayDates({ ...stayBase, ...patch })).toEqual(expected);
  });
});

describe('stayDatesPassUntil (decision 0042: how long dates that pass at now keep passing)', () => {
  const PAST = 'spec 2 "start not in the past" (the only check that turns on as time goes on)';
  it.each<[string, Partial<StayDatesInput>]>([
    [`${PAST}: a stay two days ahead passes up to its start`, {}],
    [`${PAST}: a stay starting this very quarter hour`, { start: at('2026-05-10 10:15:00'), now: new Date('2026-05-10T10:14:59+02:00') }],
    [`${LIMITS}: a start five years ahead passes, and keeps passing`, { start: at('2031-05-05 09:00:00'), end: at('2031-05-06 09:00:00') }],
  ])('%s', (_t, patch) => {
    const input = { ...stayBase, ...patch };
    expect(validateStayDates(input)).toEqual({});
    const until = stayDatesPassUntil(input.start!);
    expect(until).toBe(input.start!.ms);
    for (const t of [input.now.getTime(), Math.floor((input.now.getTime() + until) / 2), until]) expect(validateStayDates({ ...input, now: new Date(t) })).toEqual({});
    expect(validateStayDates({ ...input, now: new Date(until + 1) })).toEqual({ start: 'in_past' });
  });
});

describe('firstStayDatesError', () => {
  const T = 'design 3 "Invalid input is a 400 naming the field": the server answers one error';
  it.each<[string, StayDatesErrors, ReturnType<typeof firstStayDatesError>]>([
    [`${T}: none`, {}, null],
    [`${T}: entry before exit for the same kind`, { start: 'in_past', end: 'in_past' }, { field: 'start', key: 'in_past' }],
    [`${T}: end before start before a closed entry`, { start: 'closed_hours', end: 'end_before_start' }, { field: 'end', key: 'end_before_start' }],
    [`${T}: off the grid first`, { start: 'in_past', end: 'off_grid' }, { field: 'end', key: 'off_grid' }],
  ])('%s', (_t, errors, expected) => {
    expect(firstStayDatesError(errors)).toEqual(expected);
  });
});

describe('isDatesFormValid', () => {
  const T = 'spec 5 "confirm disabled when invalid"';
  it.each<[string, DatesFormErrors, boolean]>([
    [`${T}: no errors`, {}, true],
    [`${T}: an explicit undefined is no error`, { start: undefined }, true],
    [`${T}: one error`, { end: 'end_before_start' }, false],
    [`${T}: passengers error`, { passengers: 'passengers_required' }, false],
  ])('%s', (_t, errors, expected) => {
    expect(isDatesFormValid(errors)).toBe(expected);
  });
});
