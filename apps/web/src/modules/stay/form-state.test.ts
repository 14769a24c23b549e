import { madridDayAt } from '@parking/domain/time/iso-day';
import { describe, expect, it } from 'vitest';
import { formatWireDate, parseWireDate } from '@parking/domain/time/madrid';
import { initialBookingState } from '../booking/booking-store';
import { catalogFixture, EXPRESS_PRAT, PREMIUM_PRAT, PUERTO, SANTS } from '../catalog/catalog-fixture';
import {
  initialState,
  maxDays,
  resolveSelection,
  terminalsFor,
  toSubmission,
  validate,
  withInPassengers,
  withOutPassengers,
  withProduct,
  withStartDay,
  withStartTime,
} from './form-state';

// 11:00 in Madrid (CET) on Monday 23 November 2026.
const NOW = new Date('2026-11-23T10:00:00Z');

const fresh = () => initialState(initialBookingState(), NOW);

describe('initialState', () => {
  it('spec 4 "Default range: start now +1 day, end now +2 days, rounded after adding 15 minutes"', () => {
    const s = fresh();
    expect([s.startDay, s.startTime, s.endDay, s.endTime]).toEqual([
      '2026-11-24',
      { hour: 11, minute: 15 },
      '2026-11-25',
      { hour: 11, minute: 15 },
    ]);
  });

  it('entry rules: dates and the in-terminal stored by the entry are kept', () => {
    const booking = {
      ...initialBookingState(),
      startDate: '2026-12-01 09:30:00',
      endDate: '2026-12-04 18:00:00',
      placeId: 1,
      trip: { ...initialBookingState().trip, common_in_terminal: 2 },
    };
    const s = initialState(booking, NOW);
    expect([s.startDay, s.startTime, s.endDay, s.endTime]).toEqual([
      '2026-12-01',
      { hour: 9, minute: 30 },
      '2026-12-04',
      { hour: 18, minute: 0 },
    ]);
    const { product } = resolveSelection(catalogFixture, s);
    expect(product?.id).toBe(EXPRESS_PRAT.id);
    expect(terminalsFor(product, s.inCommon, s.outCommon).in?.id).toBe(42);
    expect(terminalsFor(product, s.inCommon, s.outCommon).out?.id).toBe(42);
  });
});

describe('transitions', () => {
  it('spec 4 "Changing entry date resets exit date to a default derived from it", keeping the entry hour', () => {
    const s = withStartDay({ ...fresh(), startTime: { hour: 9, minute: 45 } }, '2026-12-10', SANTS);
    expect([s.endDay, s.endTime]).toEqual(['2026-12-11', { hour: 9, minute: 45 }]);
  });

  it('spec 4 "Choosing an entry hour copies it to the exit hour"', () => {
    expect(withStartTime(fresh(), { hour: 7, minute: 30 }, SANTS).endTime).toEqual({ hour: 7, minute: 30 });
  });

  it('an entry hour the exit does not allow moves the exit to its next open time (port lists)', () => {
    expect(withStartTime(fresh(), { hour: 9, minute: 15 }, PUERTO).endTime).toEqual({ hour: 10, minute: 0 });
  });

  it('choosing a product moves closed times to its first open ones (port after 11:15: check-in 12:30, check-out 12:00)', () => {
    const s = withProduct(fresh(), PUERTO);
    expect([s.startTime, s.endTime]).toEqual([
      { hour: 12, minute: 30 },
      { hour: 12, minute: 0 },
    ]);
  });

  it('spec 5 "incoming sets outgoing equal, blank or negative becomes 0"', () => {
    expect(withInPassengers(fresh(), '4')).toMatchObject({ inPassengers: '4', outPassengers: '4' });
    expect(withInPassengers(fresh(), '-2')).toMatchObject({ inPassengers: '0', outPassengers: '0' });
    expect(withInPassengers(fresh(), '')).toMatchObject({ inPassengers: '', outPassengers: '' });
    expect(withOutPassengers(withInPassengers(fresh(), '4'), '2')).toMatchObject({ inPassengers: '4', outPassengers: '2' });
  });
});

describe('validate (spec 5 dates form)', () => {
  const at = (s: ReturnType<typeof fresh>) => ({ ...s, productId: SANTS.id, placeId: SANTS.placeId });

  it('no product chosen is an error', () => {
    expect(validate(fresh(), undefined, NOW).product).toBe('required');
  });

  it('a blank entry date is required; an exit before the entry is end_before_start', () => {
    expect(validate({ ...at(fresh()), startDay: '' }, SANTS, NOW).start).toBe('required');
    expect(validate({ ...at(fresh()), endDay: '2026-11-24', endTime: { hour: 8, minute: 0 } }, SANTS, NOW).end).toBe(
      'end_before_start',
    );
  });

  it('closed hours of the product are rejected (Sants opens at 06:00)', () => {
    expect(validate({ ...at(fresh()), startTime: { hour: 5, minute: 0 } }, SANTS, NOW).start).toBe('closed_hours');
  });

  it('with flight shown the flight number is required; with passengers shown both are above 0', () => {
    const s = withProduct(fresh(), EXPRESS_PRAT);
    expect(validate(s, EXPRESS_PRAT, NOW).flight).toBe('required');
    expect(validate({ ...s, flight: ' ib3101 ' }, EXPRESS_PRAT, NOW).flight).toBeUndefined();
    expect(validate({ ...s, outPassengers: '0' }, EXPRESS_PRAT, NOW).passengers).toBe('passengers_required');
    expect(validate({ ...s, outPassengers: '0' }, PREMIUM_PRAT, NOW).passengers).toBeUndefined();
  });

  // The server refuses these (domain stayLimitError, API stay limits): the form says so first.
  it.each([
    ['an entry five years ahead (to the day) is accepted', '2031-11-22', '2031-11-23', {}],
    ['an entry more than five years ahead is start_too_far', '2031-11-23', '2031-11-24', { start: 'start_too_far' }],
    ['a stay of exactly 365 days is accepted', '2026-12-01', '2027-12-01', {}],
    ['a stay of more than 365 days is stay_too_long', '2026-12-01', '2027-12-02', { end: 'stay_too_long' }],
  ] as const)('stay limits: %s', (_rule, startDay, endDay, expected) => {
    const s = { ...at(fresh()), startDay, startTime: { hour: 10, minute: 0 }, endDay, endTime: { hour: 10, minute: 0 } };
    const errors = validate(s, SANTS, NOW);
    expect({ start: errors.start, end: errors.end }).toEqual({ start: undefined, end: undefined, ...expected });
  });

  it('the date inputs offer days up to those limits (max)', () => {
    expect(maxDays(fresh(), NOW)).toEqual({ start: '2031-11-22', end: '2027-11-24' });
    // An entry past the limit does not push the exit's max further out.
    expect(maxDays({ ...fresh(), startDay: '2040-01-01' }, NOW).end).toBe('2032-11-21');
  });

  it('31 February typed into a date field is not a date', () => {
    expect(madridDayAt('2027-02-31', { hour: 10, minute: 0 })).toBeNull();
  });
});

describe('toSubmission', () => {
  it('stores wire dates, the product terminals and their common ids, passengers, flight and lot', () => {
    const s = { ...withProduct(fresh(), EXPRESS_PRAT), inCommon: 2, outCommon: 1, flight: 'ib  3101', inPassengers: '3', outPassengers: '2' };
    const sub = toSubmission(s, resolveSelection(catalogFixture, s));
    expect(sub?.booking).toEqual({
      startDate: formatWireDate(parseWireDate('2026-11-24 11:15:00') as Date),
      endDate: '2026-11-25 11:15:00',
      cityId: 1,
      placeId: 1,
      productId: 4,
    });
    expect(sub?.trip).toEqual({
      in_terminal: 42,
      out_terminal: 41,
      common_in_terminal: 2,
      common_out_terminal: 1,
      in_passengers: 3,
      out_passengers: 2,
      flight_number: 'IB 3101',
      id_lot: 1,
    });
  });

  it('passengers and flight are null for products that do not ask for them', () => {
    const s = withProduct(fresh(), SANTS);
    const sub = toSubmission(s, resolveSelection(catalogFixture, s));
    expect(sub?.trip).toMatchObject({ in_passengers: null, out_passengers: null, flight_number: null, in_terminal: 51 });
  });
});
