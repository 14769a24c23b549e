import type { CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { absuidNeedsRenewal, makeAbsuid } from '@parking/domain/booking/absuid';
import { type AlternativeOffer, bookingStore, emptyOfferContext, type TravelerValues, type Trip } from './booking-store';
import type { ExtraKind } from './extra-view';

const get = bookingStore.get;
const tripField = <K extends keyof Trip>(key: K, value: Trip[K]) => bookingStore.setTrip({ [key]: value } as Partial<Trip>);

/**
 * Spec 3 Trip: each setter and its removal (a removal resets the field to null, flags to their
 * default), as named actions of the booking store.
 */
export const tripActions = {
  setFlightNumber: (v: string | null) => tripField('flight_number', v),
  removeFlightNumber: () => tripField('flight_number', null),
  setShip: (v: string | null) => tripField('ship', v),
  removeShip: () => tripField('ship', null),
  setPassengers: (inP: number | null, outP: number | null = inP) => bookingStore.setTrip({ in_passengers: inP, out_passengers: outP }),
  removePassengers: () => bookingStore.setTrip({ in_passengers: null, out_passengers: null }),
  setTerminals: (inT: number | null, outT: number | null) => bookingStore.setTrip({ in_terminal: inT, out_terminal: outT }),
  removeTerminals: () => bookingStore.setTrip({ in_terminal: null, out_terminal: null }),
  /** The common terminals; the lot id derives from the common in-terminal (spec 3). */
  setCommonTerminals: (inT: number | null, outT: number | null, idLot: number | null = get().trip.id_lot) =>
    bookingStore.setTrip({ common_in_terminal: inT, common_out_terminal: outT, id_lot: idLot }),
  removeCommonTerminals: () => bookingStore.setTrip({ common_in_terminal: null, common_out_terminal: null, id_lot: null }),
  setExtras: (ids: readonly number[]) => tripField('extras', [...ids]),
  removeExtras: () => tripField('extras', []),
  /** Spec 3: the promo code with its request timestamp. */
  setPromoCode: (code: string | null, now: number = Date.now()) =>
    bookingStore.setTrip({ promo_code: code, promo_requested_at: code === null ? null : now }),
  removePromoCode: () => bookingStore.setTrip({ promo_code: null, promo_requested_at: null }),
  setUrbanParking: (v: number | null) => tripField('urban_parking', v),
  removeUrbanParking: () => tripField('urban_parking', null),
  setMasBlau: (v: boolean) => tripField('mas_blau', v),
  removeMasBlau: () => tripField('mas_blau', false),
  setModifyingReservation: (v: boolean) => tripField('modifying_reservation', v),
  removeModifyingReservation: () => tripField('modifying_reservation', false),
  setSourceMode: (v: Trip['source_mode']) => tripField('source_mode', v),
  removeSourceMode: () => tripField('source_mode', 'parking'),
  setAppMode: (v: boolean) => tripField('app_mode', v),
  removeAppMode: () => tripField('app_mode', false),
  setClientAppMode: (v: boolean) => tripField('client_app_mode', v),
  removeClientAppMode: () => tripField('client_app_mode', false),
  setAgentToken: (v: boolean) => tripField('agent_token', v),
  removeAgentToken: () => tripField('agent_token', false),
  setIdLot: (v: number | null) => tripField('id_lot', v),
  removeIdLot: () => tripField('id_lot', null),
  /** Spec 3: removing the trip clears terminals, passengers, flight, ship and extras. */
  removeTrip: () => bookingStore.removeTrip(),
  /**
   * A booking was made: nothing of it may leak into the next one (issue 8). The trip is removed
   * (spec 3), and so are the chosen product, its offer, the promo code, the space option and the
   * typed traveller data. The place and dates stay as where-when's starting point.
   */
  finishBooking(reservationToken: string | null = get().reservationToken) {
    bookingStore.removeTrip();
    const state = get();
    bookingStore.replace({
      ...state,
      productId: null,
      offer: null,
      offerContext: emptyOfferContext(),
      alternativeOffer: null,
      traveler: null,
      droppedExtras: [],
      reservationToken,
      trip: { ...state.trip, promo_code: null, promo_requested_at: null, urban_parking: null },
    });
  },
};

/** What comes with an accepted offer, the alternative offer, the visit id, the traveller form and the pending-price counter. */
export const offerActions = {
  /** Store an accepted answer and the extra kinds learnt from it (offers/current-offer). */
  setOfferResponse(
    response: Pick<CalculatePriceResponse, 'extras' | 'car_services' | 'availability'>,
    kinds: ReadonlyMap<number, ExtraKind> = get().offerContext.kinds,
  ) {
    bookingStore.replace({
      ...get(),
      offerContext: {
        extras: response.extras ?? [],
        carServices: response.car_services ?? [],
        availability: response.availability ?? {},
        kinds,
      },
    });
  },
  /** A chosen id's kind is known from the patch that chose it, before any answer lists it. */
  rememberExtraKind(id: number, kind: ExtraKind) {
    const { offerContext } = get();
    if (offerContext.kinds.get(id) === kind) return;
    const kinds = new Map(offerContext.kinds);
    kinds.set(id, kind);
    bookingStore.replace({ ...get(), offerContext: { ...offerContext, kinds } });
  },
  /** Names of chosen extras a product change dropped (the services step says which). */
  setDroppedExtras(names: string[]) {
    if (names.length === 0 && get().droppedExtras.length === 0) return;
    bookingStore.replace({ ...get(), droppedExtras: names });
  },
  setTraveler(traveler: TravelerValues | null) {
    bookingStore.replace({ ...get(), traveler });
  },
  openAlternativeOffer(offer: AlternativeOffer) {
    bookingStore.replace({ ...get(), alternativeOffer: offer });
  },
  closeAlternativeOffer() {
    bookingStore.replace({ ...get(), alternativeOffer: null });
  },
  /**
   * The absuid to send now (spec 4): one from the URL is kept as given; ours is made on first
   * use and remade once older than one hour.
   */
  ensureAbsuid(now: Date, random: () => number = Math.random): string {
    const { absuid, absuidFromUrl } = get();
    if (absuid && !absuidNeedsRenewal(absuid, now, absuidFromUrl)) return absuid;
    const next = makeAbsuid(now, random);
    bookingStore.replace({ ...get(), absuid: next, absuidFromUrl: false });
    return next;
  },
  /** Wrap a price calculation so the tab bar shows its spinner while it is in flight. */
  async trackOffer<T>(work: Promise<T>): Promise<T> {
    bookingStore.replace({ ...get(), offerPending: get().offerPending + 1 });
    try {
      return await work;
    } finally {
      bookingStore.replace({ ...get(), offerPending: Math.max(0, get().offerPending - 1) });
    }
  },
};
