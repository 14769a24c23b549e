import { describe, expect, it } from 'vitest';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import type { Place, Product } from '@parking/domain/contracts/catalog';
import { appliedPromo, offerTaxesKey } from '@parking/domain/pricing/offer-rules';
import { priceLines } from '../../modules/summary/offer-view';
import { bookingRows, offerFromReservation, reservationDataRows } from './confirmation-view';

const view: ReservationView = {
  id: 7,
  hash: 'abcdef12',
  reference: 'PK_7_abcdef12',
  status: 'confirmed',
  payment_method: 'parking',
  payment_status: 'not_required',
  lang: 'en',
  startDate: '2026-06-10 10:00:00',
  endDate: '2026-06-12 10:00:00',
  created_at: '2026-06-01 10:00:00',
  source_mode: 'parking',
  trip: { driver: 'Ana García', email: 'ana@example.com', phone: '612345678', vehicle: { plate: '1234BCD' }, flightNumber: null, in_terminal: 41, out_terminal: 41, in_passengers: null, out_passengers: null },
  guestName: 'Ana',
  guestSurname: 'García',
  plate: '1234BCD',
  invoice_nif: '12345678Z',
  invoice_profile: { invoice_name: 'Ana García', invoice_nif: '12345678Z', invoice_address: 'Gran 1', invoice_city: 'Barcelona', invoice_zip: '08001', invoice_state: 'Barcelona', invoice_country: 'ES', email: null },
  product: { productName: 'Express', productId: 4 },
  extras: [],
  promos: [],
  price_lines: { price: 45, pvp_product_raw: 40, pvp_wash: 5 },
  price: 45,
  pvp_product_total: 45,
};

describe('confirmation view (spec 2 Reservation data summary)', () => {
  it('lists driver, e-mail, plate and skips an empty flight', () => {
    const { data } = reservationDataRows(view, (k) => k);
    expect(data.map((r) => r[0])).toEqual(['confirmation.driver', 'confirmation.email', 'confirmation.phone', 'confirmation.plate']);
  });

  it('lists the billing profile: name, tax id, address, city, zip, state, country', () => {
    const { billing } = reservationDataRows(view, (k) => k);
    expect(billing.map((r) => r[1])).toEqual(['Ana García', '12345678Z', 'Gran 1', 'Barcelona', '08001', 'Barcelona', 'ES']);
  });

  it('no billing rows without an invoice profile', () => {
    expect(reservationDataRows({ ...view, invoice_profile: null }, (k) => k).billing).toEqual([]);
  });

  it('the price block reads the stored price lines', () => {
    const offer = offerFromReservation(view);
    expect(offer.price).toBe(45);
    expect(priceLines(offer).map((l) => [l.key, l.amount])).toEqual([
      ['product', 40],
      ['wash', 5],
    ]);
  });

  it('names the applied promo code on its price line (spec 3 Reservation promos)', () => {
    const withPromo: ReservationView = {
      ...view,
      promos: [{ code: 'WELCOME10', name: 'Welcome 10%' }],
      price_lines: { price: 41, pvp_product_raw: 40, pvp_wash: 5, pvp_promotion: 4 },
      price: 41,
    };
    const offer = offerFromReservation(withPromo);
    expect(appliedPromo(offer)).toEqual({ code: 'WELCOME10', name: 'Welcome 10%', error: null });
    expect(priceLines(offer).map((l) => [l.key, l.amount])).toEqual([
      ['product', 40],
      ['wash', 5],
      ['totalWithoutPromo', 45],
      ['promo', 4],
    ]);
    expect(appliedPromo(offerFromReservation(view))).toBeNull();
  });

  it('spec 2 Price block: the taxes sentence of a Barcelona car park names its parking tax', () => {
    expect(offerTaxesKey(offerFromReservation(view, 'Barcelona'))).toBe('taxes_included_barcelona');
    expect(offerTaxesKey(offerFromReservation(view, 'Madrid'))).toBe('taxes_included');
  });
});

describe('confirmation booking rows (spec 2 Booking summary sidebar)', () => {
  const product = {
    id: 4,
    name: 'Express',
    service: 'express',
    placeId: 1,
    terminals: [
      { id: 41, name: 'Terminal 1' },
      { id: 42, name: 'Terminal 2' },
    ],
    location: { city: 'Barcelona', latitude: 0, longitude: 0 },
  } as unknown as Product;
  const place = { id: 1, name: 'El Prat' } as Place;
  const t = (k: string, v?: Record<string, unknown>) => (v ? `${k}:${JSON.stringify(v)}` : k);
  const date = (d: string) => d;

  it('product, car park, one terminal row when both are the same, dates', () => {
    const rows = bookingRows(view, product, place, t, date);
    expect(rows).toEqual([
      ['product', 'Express'],
      ['place', 'El Prat'],
      ['terminal', 'Terminal 1'],
      ['checkIn', '2026-06-10 10:00:00'],
      ['checkOut', '2026-06-12 10:00:00'],
    ]);
  });

  it('drop-off and pick-up terminals apart, and passengers for an express product', () => {
    const r = { ...view, trip: { ...view.trip, out_terminal: 42, in_passengers: 2, out_passengers: 3 } };
    const rows = bookingRows(r, product, place, t, date);
    expect(rows).toContainEqual(['inTerminal', 'Terminal 1']);
    expect(rows).toContainEqual(['outTerminal', 'Terminal 2']);
    expect(rows).toContainEqual(['passengers', 'passengersValue:{"in":2,"out":3}']);
  });

  it('premium products use the premium check-in and check-out labels', () => {
    const rows = bookingRows(view, { ...product, service: 'premium' } as Product, place, t, date);
    expect(rows.map((r) => r[0])).toContain('premiumCheckIn');
    expect(rows.map((r) => r[0])).toContain('premiumCheckOut');
  });
});
