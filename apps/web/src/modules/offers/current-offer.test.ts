import { beforeEach, describe, expect, it } from 'vitest';
import { bookingStore, type BookingState, emptyTrip, initialBookingState } from '../booking/booking-store';
import { sendablePromoCode as sendablePromo } from '@parking/domain/pricing/promo';
import { buildOfferRequest, chosenExtras, extrasAfter, learntKinds, stayFieldsOf, voucherAccepted } from './current-offer';
import { canChoose, type ExtraKind, toExtraViews } from '../booking/extra-view';
import * as offerActions from '../booking/offer-actions';

const kinds = new Map<number, ExtraKind>([
  [11, 'wash'],
  [12, 'wash'],
  [21, 'space'],
  [22, 'double_space'],
]);

function booking(over: Partial<BookingState> = {}): BookingState {
  return {
    ...initialBookingState(),
    startDate: '2026-12-01 09:30:00',
    endDate: '2026-12-04 18:00:00',
    placeId: 1,
    productId: 4,
    formVersion: 1,
    absuid: '1764000000000-1234',
    trip: {
      ...emptyTrip(),
      in_terminal: 41,
      out_terminal: 42,
      in_passengers: 2,
      out_passengers: 3,
      extras: [11, 21],
      promo_code: 'WINTER10',
    },
    ...over,
  };
}

beforeEach(() => {
  bookingStore.reset();
  bookingStore.reset();
});

describe('buildOfferRequest (spec 3 Calculate-price request field names)', () => {
  it('maps the stored booking and the chosen extras by kind', () => {
    const req = buildOfferRequest(booking(), {}, { kinds, step: 'services', screenResolution: 2 });
    expect(req).toEqual({
      startDate: '2026-12-01 09:30:00',
      endDate: '2026-12-04 18:00:00',
      productId: 4,
      in_terminal: 41,
      out_terminal: 42,
      in_passengers: 2,
      out_passengers: 3,
      id_wash_extra: 11,
      id_space_extra: 21,
      promoCode: 'WINTER10',
      source_mode: 'parking',
      form_version: 1,
      screen_resolution: 2,
      absuid: '1764000000000-1234',
      step: 'services',
    });
  });

  it('applies a patch without touching the store', () => {
    const state = booking();
    const req = buildOfferRequest(
      state,
      { washExtraId: 12, spaceExtraId: null, promoCode: null, productId: 2, inTerminal: 21, outTerminal: 22, checkCarserviceAvailability: true },
      { kinds, step: 'services', screenResolution: 1 },
    );
    expect(req).toMatchObject({ id_wash_extra: 12, id_space_extra: null, promoCode: null, productId: 2, in_terminal: 21, out_terminal: 22, check_carservice_availability: true });
    expect(state.trip.extras).toEqual([11, 21]);
  });

  it('sends no extras, no promo and the out terminal of the in terminal when none is stored', () => {
    const state = booking({ trip: { ...emptyTrip(), in_terminal: 41, source_mode: 'urban' } });
    const req = buildOfferRequest(state, {}, { kinds, step: null, screenResolution: 1 });
    expect(req).toMatchObject({ id_wash_extra: null, id_space_extra: null, promoCode: null, out_terminal: 41, in_passengers: 0, out_passengers: 0, source_mode: 'urban' });
    expect(req.check_carservice_availability).toBeUndefined();
  });

  it('learns extra kinds from the offer store by default', () => {
    const response = {
      extras: [{ id: 31, name: 'Double', description: '', type: 'double_space', service_type: '3', price: 9, base: 7.44, image_gallery: [], availability: 'available', free: 4 }],
      car_services: [],
      availability: {},
    } as const;
    offerActions.setOfferResponse(response as never, learntKinds(response as never));
    const req = buildOfferRequest(booking({ trip: { ...emptyTrip(), extras: [31] } }), {}, { step: 'services', screenResolution: 1 });
    expect(req).toMatchObject({ id_wash_extra: null, id_space_extra: 31 });
  });
});

describe('chosen extras', () => {
  it('one wash and one space at a time: a new choice replaces the old one of its kind', () => {
    expect(extrasAfter([11, 21], kinds, { washExtraId: 12 })).toEqual([21, 12]);
    expect(extrasAfter([11, 21], kinds, { spaceExtraId: 22 })).toEqual([11, 22]);
    expect(extrasAfter([11, 21], kinds, { washExtraId: null, spaceExtraId: null })).toEqual([]);
    expect(extrasAfter([11], kinds, {})).toEqual([11]);
    expect(chosenExtras([22, 12], kinds)).toEqual({ wash: 12, space: 22 });
  });
});

describe('sendablePromo (spec 4 promo entered; spec 8 promoFailed)', () => {
  it.each([
    ['a code as typed', ' welcome10 ', 'welcome10'],
    ['no code', null, null],
    ['a blank code', '   ', null],
    ["a link's code that cannot be one", 'AB!', null],
    ['a code longer than any', 'A'.repeat(41), null],
  ])('%s', (_t, code, expected) => {
    expect(sendablePromo(code)).toBe(expected);
  });

  it('a malformed stored code (from ?promocode=) is not sent, so the calculation still prices', () => {
    const req = buildOfferRequest(booking({ trip: { ...booking().trip, promo_code: 'AB!' } }), {}, { kinds });
    expect(req.promoCode).toBeNull();
  });
});

describe('toExtraViews', () => {
  it('reads the wire extras and skips malformed ones; sold out cannot be chosen', () => {
    const views = toExtraViews([
      { id: 1, name: 'Exterior wash', description: 'Outside only', type: 'wash', service_type: '1', price: 15, availability: 'few_places_left' },
      { id: 2, name: 'Space', description: '', type: 'space', service_type: '2', price: '6.5', availability: 'sold_out' },
      { id: 3, name: 'Legacy space', service_type: '2', price: 5 },
      { name: 'no id', price: 1 },
      null,
    ]);
    expect(views).toEqual([
      { id: 1, name: 'Exterior wash', kind: 'wash', price: 15, description: 'Outside only', availability: 'few_places_left' },
      { id: 2, name: 'Space', kind: 'space', price: 6.5, description: null, availability: 'sold_out' },
      { id: 3, name: 'Legacy space', kind: 'space', price: 5, description: null, availability: 'available' },
    ]);
    expect(canChoose('sold_out')).toBe(false);
    expect(canChoose('currently_unavailable')).toBe(false);
    expect(canChoose('almost_sold_out')).toBe(true);
  });
});

describe('issue 19: voucher and points in the one request builder', () => {
  it('sends the stored voucher code and points choice, and a patch overrides them', () => {
    const state = booking({ trip: { ...booking().trip, voucher_code: 'BIENVENIDA', use_points: true } });
    const req = buildOfferRequest(state, {}, { kinds, step: 'services', screenResolution: 1 });
    expect(req).toMatchObject({ voucher_code: 'BIENVENIDA', use_points: true });
    const patched = buildOfferRequest(state, { voucherCode: null, usePoints: false }, { kinds, step: 'services', screenResolution: 1 });
    expect(patched.voucher_code).toBeUndefined();
    expect(patched.use_points).toBeUndefined();
  });

  it('the booking sends what was priced (stayFieldsOf): use_points and voucher_code', () => {
    const state = booking({ trip: { ...booking().trip, voucher_code: 'BIENVENIDA', use_points: true } });
    expect(stayFieldsOf(buildOfferRequest(state, {}, { kinds }))).toMatchObject({ use_points: true, voucher_code: 'BIENVENIDA' });
    expect(stayFieldsOf(buildOfferRequest(booking(), {}, { kinds }))).toMatchObject({ use_points: false, voucher_code: null });
  });

  it('voucherAccepted: the offer priced that code without an error', () => {
    const offer = (voucher: unknown) => ({ voucher }) as never;
    expect(voucherAccepted(offer({ id: 1, code: 'BIENVENIDA', name: 'x', error: null }), 'bienvenida')).toBe(true);
    expect(voucherAccepted(offer({ id: 1, code: 'BIENVENIDA', name: 'x', error: 'Caducado' }), 'BIENVENIDA')).toBe(false);
    expect(voucherAccepted(offer(null), 'BIENVENIDA')).toBe(false);
  });
});
