import { afterEach, describe, expect, it } from 'vitest';
import { bookingStore, emptyTrip, removeTrip, setBookingData, setOffer, type Trip } from './booking-store';
import * as tripActions from './trip-actions';
import * as offerActions from './offer-actions';
import * as travelerActions from './traveler-actions';
import * as bookingActions from './booking-actions';

afterEach(() => bookingStore.reset());

const trip = () => bookingStore.get().trip;

/*
 * Spec 3 Trip: "Each setter has a removal resetting it to null; removing the trip clears
 * terminals, passengers, flight, ship, extras." One row per setter: what it sets, then what
 * its removal leaves (null, or the default of a flag).
 */
const rows: [string, () => void, Partial<Trip>, () => void, Partial<Trip>][] = [
  ['flight number', () => tripActions.setFlightNumber('IB3101'), { flight_number: 'IB3101' }, tripActions.removeFlightNumber, { flight_number: null }],
  ['ship', () => tripActions.setShip('Costa'), { ship: 'Costa' }, tripActions.removeShip, { ship: null }],
  ['passengers', () => tripActions.setPassengers(3), { in_passengers: 3, out_passengers: 3 }, tripActions.removePassengers, { in_passengers: null, out_passengers: null }],
  ['terminals', () => tripActions.setTerminals(41, 42), { in_terminal: 41, out_terminal: 42 }, tripActions.removeTerminals, { in_terminal: null, out_terminal: null }],
  [
    'common terminals (and the lot derived from the in-terminal)',
    () => tripActions.setCommonTerminals(1, 2, 7),
    { common_in_terminal: 1, common_out_terminal: 2, id_lot: 7 },
    tripActions.removeCommonTerminals,
    { common_in_terminal: null, common_out_terminal: null, id_lot: null },
  ],
  ['extras', () => tripActions.setExtras([101, 201]), { extras: [101, 201] }, tripActions.removeExtras, { extras: [] }],
  ['promo code', () => tripActions.setPromoCode('WELCOME10', 1234), { promo_code: 'WELCOME10', promo_requested_at: 1234 }, tripActions.removePromoCode, { promo_code: null, promo_requested_at: null }],
  ['selected urban parking', () => tripActions.setUrbanParking(13), { urban_parking: 13 }, tripActions.removeUrbanParking, { urban_parking: null }],
  ['Mas Blau flag', () => tripActions.setMasBlau(true), { mas_blau: true }, tripActions.removeMasBlau, { mas_blau: false }],
  ['modifying-reservation flag', () => tripActions.setModifyingReservation(true), { modifying_reservation: true }, tripActions.removeModifyingReservation, { modifying_reservation: false }],
  ['source mode', () => tripActions.setSourceMode('urban'), { source_mode: 'urban' }, tripActions.removeSourceMode, { source_mode: 'parking' }],
  ['app mode', () => tripActions.setAppMode(true), { app_mode: true }, tripActions.removeAppMode, { app_mode: false }],
  ['client app mode (default false)', () => tripActions.setClientAppMode(true), { client_app_mode: true }, tripActions.removeClientAppMode, { client_app_mode: false }],
  ['agent token flag', () => tripActions.setAgentToken(true), { agent_token: true }, tripActions.removeAgentToken, { agent_token: false }],
  ['lot id', () => tripActions.setIdLot(3), { id_lot: 3 }, tripActions.removeIdLot, { id_lot: null }],
];

describe('trip setters and removals (spec 3 Trip)', () => {
  it.each(rows)('%s: the setter sets it, the removal resets it, nothing else moves', (_name, setter, afterSet, removal, afterRemove) => {
    const before = trip();
    setter();
    expect(trip()).toEqual({ ...before, ...afterSet });
    removal();
    expect(trip()).toEqual({ ...before, ...afterSet, ...afterRemove });
  });

  it('removing the trip clears terminals, passengers, flight, ship and extras, and keeps the rest', () => {
    tripActions.setFlightNumber('IB1');
    tripActions.setShip('S');
    tripActions.setPassengers(2, 1);
    tripActions.setTerminals(41, 42);
    tripActions.setCommonTerminals(1, 2, 7);
    tripActions.setExtras([101]);
    tripActions.setSourceMode('urban');
    removeTrip();
    expect(trip()).toEqual({ ...emptyTrip(), source_mode: 'urban', id_lot: 7 });
  });
});

describe('finishBooking (issue 8: a finished booking leaves nothing behind)', () => {
  it('clears the trip, the product, its offer, the extras context, the promo and the traveller form; keeps place and dates', () => {
    setBookingData({ placeId: 1, productId: 4, startDate: '2030-01-01 10:00:00', endDate: '2030-01-03 10:00:00' });
    tripActions.setExtras([101, 201]);
    tripActions.setPromoCode('WELCOME10');
    tripActions.setTerminals(41, 42);
    setOffer({ price: 20 } as never);
    offerActions.setOfferResponse({ extras: [{ id: 101 }] as never, car_services: [], availability: {} }, new Map([[101, 'wash']]));
    travelerActions.set({ reservation: { name: 'Ana' }, billing: {}, needInvoice: false, paymentMethod: 'card' });
    offerActions.setDroppedExtras(['Limpieza integral']);

    bookingActions.finishBooking('token-1');
    const s = bookingStore.get();
    expect(s.trip).toEqual({ ...emptyTrip() });
    expect([s.productId, s.offer, s.traveler, s.reservationToken]).toEqual([null, null, null, 'token-1']);
    expect(s.offerContext.extras).toEqual([]);
    expect(s.offerContext.kinds.size).toBe(0);
    expect(s.droppedExtras).toEqual([]);
    expect([s.placeId, s.startDate, s.endDate]).toEqual([1, '2030-01-01 10:00:00', '2030-01-03 10:00:00']);
  });
});

describe('offer actions', () => {
  it('trackOffer counts a calculation while it is in flight', async () => {
    let release!: () => void;
    const work = new Promise<void>((r) => (release = r));
    const tracked = offerActions.trackOffer(work);
    expect(bookingStore.get().offerPending).toBe(1);
    release();
    await tracked;
    expect(bookingStore.get().offerPending).toBe(0);
  });

  it('rememberExtraKind keeps kinds learnt earlier', () => {
    offerActions.rememberExtraKind(101, 'wash');
    offerActions.rememberExtraKind(201, 'space');
    expect([...bookingStore.get().offerContext.kinds]).toEqual([
      [101, 'wash'],
      [201, 'space'],
    ]);
  });
});
