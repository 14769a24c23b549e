import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createReservationRequest } from '@parking/domain/contracts/reservation';
import { bookingStore, setBookingData, setTrip } from '../../modules/booking/booking-store';
import { ApiError } from '../../lib/api-client';
import { clearError, useErrorBanner } from '../../modules/booking/error-banner';
import { buildReservationBody, createBooker, reportBookingError } from './book';
import { emptyBilling } from './traveler-form';
import * as offerActions from '../../modules/booking/offer-actions';

describe('buildReservationBody', () => {
  const state = () => {
    bookingStore.reset();
    setBookingData({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', placeId: 1, productId: 4 });
    setTrip({ in_terminal: 41, out_terminal: 41 });
    return bookingStore.get();
  };
  const reservation = { name: 'Ana', surname: 'García López', email: 'ana@example.com', phone: '612345678', plate: '1234 BCD', flightNumber: '' };

  it('sends the priced fields, forms, terms and payment; no price; the server schema accepts it', () => {
    const body = buildReservationBody({
      state: state(),
      reservation,
      needInvoice: false,
      billing: emptyBilling(),
      terms: { salesTerms: true, insurance: false, vehicleMove: false },
      hasCarServices: false,
      paymentMethod: 'parking',
      lang: 'en',
    });
    expect(body).toMatchObject({ productId: 4, startDate: '2026-06-10 10:00:00', billing: null, payment_method: 'parking', lang: 'en' });
    expect(body).not.toHaveProperty('price');
    expect(createReservationRequest.safeParse(body).success).toBe(true);
  });

  it('billing only when an invoice is asked for', () => {
    const billing = { ...emptyBilling(), name: 'Ana García', nif: '12345678Z', address: 'Gran 1', city: 'Barcelona', zip: '08001', state: 'Barcelona' };
    const body = buildReservationBody({
      state: state(),
      reservation,
      needInvoice: true,
      billing,
      terms: { salesTerms: true, insurance: false, vehicleMove: false },
      hasCarServices: false,
      paymentMethod: 'card',
      lang: 'es',
    });
    expect(body.billing).toMatchObject({ nif: '12345678Z', invoiceEmail: null });
    expect(createReservationRequest.safeParse(body).success).toBe(true);
  });
});

describe('createBooker: one Idempotency-Key per booking attempt', () => {
  const body = (plate: string) =>
    ({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: 4, reservation: { plate } }) as never;

  it('a retry after a network failure (no answer) reuses the key; an edited body gets a new one', async () => {
    let n = 0;
    const booker = createBooker(() => `key-${++n}`);
    // jsdom cannot reach any server: a real network failure, the case the key exists for.
    const first = await booker.book(body('1234BCD'));
    expect(first.ok).toBe(false);
    if (!first.ok) expect(first.error.code).toBe('API_ERROR_NETWORK');
    expect(booker.key).toBe('key-1');
    await booker.book(body('1234BCD'));
    expect(booker.key).toBe('key-1');
    await booker.book(body('5678CDF'));
    expect(booker.key).toBe('key-2');
  });

  it('a double click while sending is the same request', () => {
    const booker = createBooker(() => 'k');
    const a = booker.book(body('1234BCD'));
    const b = booker.book(body('1234BCD'));
    expect(a).toBe(b);
    return a;
  });
});

describe('reportBookingError (spec 8)', () => {
  it('out of stock with an alternative opens its dialog and no banner', () => {
    offerActions.closeAlternativeOffer();
    reportBookingError(
      new ApiError(409, 'API_ERROR_RESERVATION_OUT_OF_STOCK', 'Sold out', {
        alternative_offer: { message: 'm', description: 'd', alternative_product: { id: 2, name: 'Premium', total_price: 50 } },
      }),
    );
    expect(bookingStore.get().alternativeOffer?.product.name).toBe('Premium');
    offerActions.closeAlternativeOffer();
  });

  it('out of stock with no alternative (alternative_offer null) shows the reason in the banner', () => {
    offerActions.closeAlternativeOffer();
    clearError();
    const { result } = renderHook(() => useErrorBanner());
    act(() => reportBookingError(new ApiError(409, 'API_ERROR_RESERVATION_OUT_OF_STOCK', 'No spaces left', { alternative_offer: null })));
    expect(bookingStore.get().alternativeOffer).toBeNull();
    expect(result.current.error).toMatchObject({ code: 'API_ERROR_RESERVATION_OUT_OF_STOCK', reason: 'No spaces left' });
    act(() => clearError());
  });
});
