import { describe, expect, it } from 'vitest';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { priceLines } from '../summary/offer-view';
import { offerFromReservation, reservationDataRows } from './confirmation-view';

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
});
