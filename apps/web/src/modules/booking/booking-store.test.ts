import { afterEach, describe, expect, it } from 'vitest';
import { bookingStore, removeTrip, setAbsuidFromUrl, setBookingData, setFormVersion, setTrip } from './booking-store';
import * as offerActions from './offer-actions';

afterEach(() => bookingStore.reset());

describe('bookingStore setters replace only the given fields', () => {
  it('setBooking and setTrip merge', () => {
    setBookingData({ placeId: 1, productId: 4 });
    setBookingData({ startDate: '2030-01-01 10:00:00' });
    setTrip({ flight_number: 'IB1', in_passengers: 2 });
    setTrip({ in_terminal: 41 });
    const s = bookingStore.get();
    expect([s.placeId, s.productId, s.startDate]).toEqual([1, 4, '2030-01-01 10:00:00']);
    expect(s.trip).toMatchObject({ flight_number: 'IB1', in_passengers: 2, in_terminal: 41 });
  });

  it('removeTrip clears terminals, passengers, flight, ship and extras (spec 3) but keeps the mode', () => {
    setTrip({ flight_number: 'IB1', ship: 'S', in_passengers: 2, out_terminal: 4, extras: [3], source_mode: 'urban' });
    removeTrip();
    expect(bookingStore.get().trip).toMatchObject({ flight_number: null, ship: null, in_passengers: null, out_terminal: null, extras: [], source_mode: 'urban' });
  });

  it('setFormVersion stores form_version (spec 2)', () => {
    setFormVersion(2);
    expect(localStorage.getItem('form_version')).toBe('2');
    expect(bookingStore.get().formVersion).toBe(2);
  });
});

describe('ensureAbsuid (spec 4: renewed after 1 hour unless given as URL parameter)', () => {
  const t0 = new Date('2030-01-01T10:00:00Z');
  const later = (ms: number) => new Date(t0.getTime() + ms);

  it('makes one on first use and keeps it within the hour', () => {
    const a = offerActions.ensureAbsuid(t0, () => 0.5);
    expect(a).toBe(`${t0.getTime()}5500`);
    expect(offerActions.ensureAbsuid(later(60 * 60 * 1000), () => 0.1)).toBe(a);
    expect(offerActions.ensureAbsuid(later(60 * 60 * 1000 + 1), () => 0.1)).toBe(`${later(3600001).getTime()}1900`);
  });

  it('keeps one given in the URL however old', () => {
    setAbsuidFromUrl('15000000000001234');
    expect(offerActions.ensureAbsuid(later(10 * 60 * 60 * 1000))).toBe('15000000000001234');
  });
});
