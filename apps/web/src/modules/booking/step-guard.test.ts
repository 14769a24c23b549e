import { describe, expect, it } from 'vitest';
import { type BookingState, initialBookingState } from './booking-store';
import { guardRedirect } from './step-guard';

const booked = (): BookingState => ({
  ...initialBookingState(),
  placeId: 1,
  productId: 4,
  startDate: '2030-05-01 10:00:00',
  endDate: '2030-05-03 10:00:00',
});
const empty = initialBookingState;
const direct = (): BookingState => ({ ...empty(), entry: { ...empty().entry, allowDirectAccess: true } });

describe('guardRedirect', () => {
  it.each([
    ['where-when is always open', '/where-when', empty(), null, null],
    ['products needs a stored booking', '/products', empty(), null, '/where-when'],
    ['products with place, product and dates stays', '/products', booked(), null, null],
    ['products without dates goes back', '/products', { ...booked(), endDate: null }, null, '/where-when'],
    ['services needs a stored booking', '/services', empty(), null, '/where-when'],
    ['traveler-data needs a stored booking', '/traveler-data', empty(), null, '/where-when'],
    ['agent/modify/absuid entry allows direct access to services', '/services', direct(), null, null],
    ['agent/modify/absuid entry allows direct access to traveler-data', '/traveler-data', direct(), null, null],
    ['direct access does not open products', '/products', direct(), null, '/where-when'],
    ['the step the entry rules chose (focus=billing_data) is open', '/traveler-data', empty(), '/traveler-data', null],
    ['confirmation without a reservation token goes to where-when', '/confirmation', booked(), null, '/where-when'],
    ['confirmation with a reservation token stays', '/confirmation', { ...empty(), reservationToken: 'abc' }, '/confirmation', null],
  ] as const)('%s', (_rule, path, state, entryRoute, expected) => {
    expect(guardRedirect(path, state, entryRoute)).toBe(expected);
  });
});
