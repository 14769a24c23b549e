import { describe, expect, it } from 'vitest';
import { isDatesFormValid, validateDatesForm, type DatesFormErrors, type DatesFormInput } from './dates-form';
import { SHIP_CHECKIN_TIMES } from './hour-slots';

const REQ = 'spec 5 "Dates form: entry and exit required"';
const FLIGHT = 'spec 5 "with flight shown, flight number required"';
const PAX = 'spec 5 "with passengers shown, in and out both above 0"';
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
    ['spec 2 "start not in the past": entry one minute ago', { start: md('2026-05-10T10:06:00+02:00') }, { start: 'in_past' }],
    ['spec 2 "start not in the past": entry exactly now is fine', { start: now }, {}],
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
