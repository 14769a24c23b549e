import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@parking/domain/contracts/catalog';
import type { CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { resolveFormVersion, routeAfterProducts } from '@parking/domain/booking/form-version';
import { bookingStore, emptyTrip, setBookingData, setTrip, type Trip } from '../../modules/booking/booking-store';
import { applySnapshotOnEntry, clearSnapshot, SNAPSHOT_KEY, SNAPSHOT_TIMESTAMP_KEY } from '../../modules/booking/snapshot';
import { makeOffer } from '../../modules/summary/offer-fixture';
import { catalogFixture } from '../../modules/catalog/catalog-fixture';
import { chooseProduct, productOfferRequest, tripPassengersFor, tripTerminalsFor } from '../../modules/booking/choose-product';
import * as offerActions from '../../modules/booking/offer-actions';

/*
 * The products step's pure rules: the request each card sends and what choosing a product
 * stores. Rendering with real prices, refusals and navigation runs in the Playwright suite
 * against the real server (web tests never fake our own api).
 */
const products = catalogFixture.cities.flatMap((c) => c.places.flatMap((p) => p.products));
const product = (id: number): Product => {
  const p = products.find((x) => x.id === id);
  if (!p) throw new Error(`fixture has no product ${id}`);
  return p;
};

const trip = (over: Partial<Trip> = {}): Trip => ({
  ...emptyTrip(),
  common_in_terminal: 2,
  common_out_terminal: 2,
  in_terminal: 42,
  out_terminal: 42,
  in_passengers: 2,
  out_passengers: 2,
  ...over,
});

const input = (id: number, t: Trip = trip()) => ({
  product: product(id),
  startDate: '2026-12-01 09:30:00',
  endDate: '2026-12-04 18:00:00',
  trip: t,
  formVersion: 1 as const,
  screenResolution: 1 as const,
});

describe('productOfferRequest', () => {
  it('maps common terminal 2 to each product’s own T2; passengers only for express', () => {
    expect(productOfferRequest(input(4))).toMatchObject({
      productId: 4,
      in_terminal: 42,
      out_terminal: 42,
      in_passengers: 2,
      out_passengers: 2,
      step: 'products',
      form_version: 1,
      screen_resolution: 1,
      startDate: '2026-12-01 09:30:00',
      endDate: '2026-12-04 18:00:00',
    });
    expect(productOfferRequest(input(2))).toMatchObject({ productId: 2, in_terminal: 22, out_terminal: 22, in_passengers: 0, out_passengers: 0 });
  });

  it('sends the stored promo code (a ?promocode= link): one offer, one price on card and summary (issue 8)', () => {
    expect(productOfferRequest(input(4, trip({ promo_code: 'WELCOME10' }))).promoCode).toBe('WELCOME10');
    expect(productOfferRequest(input(4)).promoCode).toBeNull();
    // A code that cannot be one is not sent (the server would refuse the whole price).
    expect(productOfferRequest(input(4, trip({ promo_code: 'AB!' }))).promoCode).toBeNull();
  });
});

describe('choosing a product', () => {
  it('carries the terminals by common id and drops passengers for premium', () => {
    expect(tripTerminalsFor(product(2), trip())).toEqual({ in_terminal: 22, out_terminal: 22, common_in_terminal: 2, common_out_terminal: 2 });
    expect(tripPassengersFor(product(2), trip())).toEqual({ in_passengers: null, out_passengers: null });
  });

  it('falls back to the first terminal when the product lacks the common one', () => {
    const first = product(5).terminals[0];
    expect(tripTerminalsFor(product(5), trip())).toMatchObject({ in_terminal: first?.id ?? null, common_in_terminal: first?.common_terminal_id ?? null });
  });

  it('counts one passenger when express was never asked (spec 5)', () => {
    expect(tripPassengersFor(product(4), trip({ in_passengers: null, out_passengers: null }))).toEqual({ in_passengers: 1, out_passengers: 1 });
  });

  it.each([
    ['spec 2 "version 1 goes to /services after product selection"', null, '/services'],
    ['spec 2 "version 2 goes to /traveler-data"', '2', '/traveler-data'],
  ])('%s', (_rule, stored, target) => {
    expect(routeAfterProducts(resolveFormVersion(stored))).toBe(target);
  });
});

describe('chooseProduct drops the extras the new product does not sell (issue 8, spec 4)', () => {
  afterEach(() => {
    clearSnapshot();
    bookingStore.reset();
  });

  const extra = (id: number, name: string, type: string) => ({ id, name, description: '', type, service_type: type === 'space' ? '2' : '1', price: 10, base: 8.26, image_gallery: [], availability: 'available', free: 5 });

  it('keeps the extras on sale, drops the others and names them for the services step', () => {
    setBookingData({ startDate: '2026-12-01 09:30:00', endDate: '2026-12-04 18:00:00', placeId: product(4).placeId });
    setTrip(trip({ extras: [101, 103] }));
    offerActions.setOfferResponse({ extras: [extra(101, 'Lavado exterior', 'wash'), extra(103, 'Limpieza integral', 'wash')] as never, car_services: [], availability: {} });
    const response = { offer: makeOffer({ productId: 5, price: 20 }), extras: [extra(101, 'Lavado exterior', 'wash')], car_services: [], availability: {} } as unknown as CalculatePriceResponse;

    chooseProduct(product(5), response, catalogFixture);
    const s = bookingStore.get();
    expect(s.trip.extras).toEqual([101]);
    expect(s.droppedExtras).toEqual(['Limpieza integral']);
    // The services step lists the new product's extras, not the old one's.
    expect(s.offerContext.extras.map((e) => e.id)).toEqual([101]);
    expect(s.offerContext.kinds.get(101)).toBe('wash');
  });

  it('drops nothing and says nothing when every chosen extra is on sale', () => {
    setTrip(trip({ extras: [101] }));
    const response = { offer: makeOffer({ productId: 2, price: 30 }), extras: [extra(101, 'Lavado exterior', 'wash')], car_services: [], availability: {} } as unknown as CalculatePriceResponse;
    chooseProduct(product(2), response, catalogFixture);
    expect(bookingStore.get().trip.extras).toEqual([101]);
    expect(bookingStore.get().droppedExtras).toEqual([]);
  });
});

describe('chooseProduct (spec 4 Snapshot: saved when the flow continues)', () => {
  afterEach(() => {
    clearSnapshot();
    bookingStore.reset();
  });

  it('stores the choice, saves the snapshot and a reload on the next step restores it (to be priced again)', async () => {
    setBookingData({ startDate: '2026-12-01 09:30:00', endDate: '2026-12-04 18:00:00', placeId: product(4).placeId });
    setTrip(trip());
    const response = { offer: makeOffer({ productId: 4, price: 31.5 }) } as unknown as CalculatePriceResponse;

    expect(chooseProduct(product(4), response, catalogFixture)).toBe('/services');
    expect(bookingStore.get()).toMatchObject({ productId: 4, offer: { price: 31.5 } });
    expect(localStorage.getItem(SNAPSHOT_KEY)).toContain('"productId":4');
    const savedAt = Number(localStorage.getItem(SNAPSHOT_TIMESTAMP_KEY));
    expect(savedAt).toBeGreaterThan(0);

    // The guest reloads /services straight away: the booking comes back, not where-when.
    bookingStore.reset();
    expect(await applySnapshotOnEntry({}, savedAt + 1000, 'reload')).toBe(true);
    expect(bookingStore.get()).toMatchObject({
      startDate: '2026-12-01 09:30:00',
      endDate: '2026-12-04 18:00:00',
      productId: 4,
      // The stored price is not trusted after a reload: the step asks the server again.
      offer: null,
      trip: { in_terminal: 42, in_passengers: 2 },
    });
  });
});
