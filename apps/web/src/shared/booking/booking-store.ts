import { useSyncExternalStore } from 'react';
import type { CalculatePriceResponse, Offer } from '@parking/domain/contracts/offer';
import { absuidNeedsRenewal, makeAbsuid } from '@parking/domain/booking/absuid';
import { type FormVersion, resolveFormVersion } from '@parking/domain/booking/form-version';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { type ExtraKind, toExtraViews } from './extra-view';

/** Spec 3, Trip. Each field has a removal that resets it to null (removeTrip clears the trip part). */
export interface Trip {
  flight_number: string | null;
  ship: string | null;
  in_passengers: number | null;
  out_passengers: number | null;
  in_terminal: number | null;
  out_terminal: number | null;
  common_in_terminal: number | null;
  common_out_terminal: number | null;
  extras: number[];
  promo_code: string | null;
  /** spec 3 "promo code with request timestamp": ms since epoch of the code's request */
  promo_requested_at: number | null;
  /** spec 3 "selected urban parking" */
  urban_parking: number | null;
  source_mode: 'parking' | 'urban';
  app_mode: boolean;
  client_app_mode: boolean;
  id_lot: number | null;
  mas_blau: boolean;
  /** spec 3 "modifying-reservation flag": the visit came with a modify_res_token */
  modifying_reservation: boolean;
  /** spec 3 "agent token flag": the visit came with agent_token (or agent_res_token) */
  agent_token: boolean;
}

export type { FormVersion };

export interface EntryFlags {
  allowDirectAccess: boolean;
  openLoginDialog: boolean;
  forceLogout: boolean;
}

/**
 * What the last accepted calculation said besides the Offer itself: the extras on sale, the car
 * services and availability per product. `kinds` remembers which extra id is a wash or a space:
 * the trip stores the chosen ids only, and the request splits them into id_wash_extra / id_space_extra.
 */
export interface OfferContext {
  extras: CalculatePriceResponse['extras'];
  carServices: CalculatePriceResponse['car_services'];
  availability: CalculatePriceResponse['availability'];
  kinds: ReadonlyMap<number, ExtraKind>;
}

/** Spec 3 Alternative offer: message, description, alternative_product (total_price, name). */
export interface AlternativeOffer {
  message: string | null;
  description: string | null;
  product: {
    /** the product to switch to; the server names it with its id */
    id: number | null;
    name: string;
    /** euros */
    totalPrice: number;
  };
}

/** What the traveller step typed. Card data has no field here on purpose: it is never kept. */
export interface TravelerValues {
  reservation: Record<string, string>;
  billing: Record<string, string>;
  needInvoice: boolean;
  paymentMethod: 'parking' | 'card';
}

/** Spec 8 banner: the server's reason, or null for the standard text. */
export interface BannerError {
  id: number;
  reason: string | null;
  code: string;
}

export interface BookingState {
  /** wire format 'YYYY-MM-DD HH:mm:ss', Madrid wall time */
  startDate: string | null;
  endDate: string | null;
  cityId: number | null;
  placeId: number | null;
  productId: number | null;
  trip: Trip;
  formVersion: FormVersion;
  offer: Offer | null;
  /** count of price calculations in flight (spec 4: spinner while they pend) */
  offerPending: number;
  entry: EntryFlags;
  /** set by the confirmation flow of a later issue; /confirmation needs it */
  reservationToken: string | null;
  /** spec 4: visit id sent with price calculations; see ensureAbsuid */
  absuid: string | null;
  absuidFromUrl: boolean;
  offerContext: OfferContext;
  alternativeOffer: AlternativeOffer | null;
  /** the traveller form as typed (kept in the snapshot; never card data) */
  traveler: TravelerValues | null;
  /** names of chosen extras a product change dropped (the services step says which) */
  droppedExtras: string[];
  /** spec 8 error banner */
  error: BannerError | null;
  /** spec 3 App state "loading counter" */
  loading: number;
}

export const emptyOfferContext = (): OfferContext => ({ extras: [], carServices: [], availability: {}, kinds: new Map() });

export const emptyTrip = (): Trip => ({
  flight_number: null,
  ship: null,
  in_passengers: null,
  out_passengers: null,
  in_terminal: null,
  out_terminal: null,
  common_in_terminal: null,
  common_out_terminal: null,
  extras: [],
  promo_code: null,
  promo_requested_at: null,
  urban_parking: null,
  source_mode: 'parking',
  app_mode: false,
  client_app_mode: false,
  id_lot: null,
  mas_blau: false,
  modifying_reservation: false,
  agent_token: false,
});

export const initialBookingState = (): BookingState => ({
  startDate: null,
  endDate: null,
  cityId: null,
  placeId: null,
  productId: null,
  trip: emptyTrip(),
  // Spec 2: the version is kept across visits as form_version; only 1 is ever assigned.
  formVersion: resolveFormVersion(readStorage(STORAGE_KEYS.formVersion)),
  offer: null,
  offerPending: 0,
  entry: { allowDirectAccess: false, openLoginDialog: false, forceLogout: false },
  reservationToken: null,
  absuid: null,
  absuidFromUrl: false,
  offerContext: emptyOfferContext(),
  alternativeOffer: null,
  traveler: null,
  droppedExtras: [],
  error: null,
  loading: 0,
});

type BookingFields = Pick<BookingState, 'startDate' | 'endDate' | 'cityId' | 'placeId' | 'productId' | 'reservationToken'>;

let state: BookingState = initialBookingState();
const listeners = new Set<() => void>();

function set(next: BookingState) {
  state = next;
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

const tripField = <K extends keyof Trip>(key: K, value: Trip[K]) => set({ ...state, trip: { ...state.trip, [key]: value } });

let errorSeq = 0;

/**
 * The one store of the booking (design 3b): trip, chosen product, extras, promo, form version,
 * the accepted offer and what came with it, the traveller form, and the app state of spec 3
 * (loading counter, error banner, alternative-offer dialog). Its actions are the spec's setters
 * and removals (spec 3 Trip: each setter has a removal resetting it to null); server data that
 * is not the booking (catalogue, prices of cards, reservations) lives in the server cache.
 */
export const bookingStore = {
  get: (): BookingState => state,
  subscribe,
  setBooking(partial: Partial<BookingFields>) {
    set({ ...state, ...partial });
  },
  setDates(startDate: string | null, endDate: string | null) {
    if (startDate === state.startDate && endDate === state.endDate) return;
    set({ ...state, startDate, endDate });
  },
  setTrip(partial: Partial<Trip>) {
    set({ ...state, trip: { ...state.trip, ...partial } });
  },
  // ---- Spec 3 Trip: setters and removals ----
  setFlightNumber: (v: string | null) => tripField('flight_number', v),
  removeFlightNumber: () => tripField('flight_number', null),
  setShip: (v: string | null) => tripField('ship', v),
  removeShip: () => tripField('ship', null),
  setPassengers(inP: number | null, outP: number | null = inP) {
    set({ ...state, trip: { ...state.trip, in_passengers: inP, out_passengers: outP } });
  },
  removePassengers() {
    set({ ...state, trip: { ...state.trip, in_passengers: null, out_passengers: null } });
  },
  setTerminals(inT: number | null, outT: number | null) {
    set({ ...state, trip: { ...state.trip, in_terminal: inT, out_terminal: outT } });
  },
  removeTerminals() {
    set({ ...state, trip: { ...state.trip, in_terminal: null, out_terminal: null } });
  },
  /** The common terminals; the lot id derives from the common in-terminal (spec 3). */
  setCommonTerminals(inT: number | null, outT: number | null, idLot: number | null = state.trip.id_lot) {
    set({ ...state, trip: { ...state.trip, common_in_terminal: inT, common_out_terminal: outT, id_lot: idLot } });
  },
  removeCommonTerminals() {
    set({ ...state, trip: { ...state.trip, common_in_terminal: null, common_out_terminal: null, id_lot: null } });
  },
  setExtras: (ids: readonly number[]) => tripField('extras', [...ids]),
  removeExtras: () => tripField('extras', []),
  /** Spec 3: the promo code with its request timestamp. */
  setPromoCode(code: string | null, now: number = Date.now()) {
    set({ ...state, trip: { ...state.trip, promo_code: code, promo_requested_at: code === null ? null : now } });
  },
  removePromoCode() {
    set({ ...state, trip: { ...state.trip, promo_code: null, promo_requested_at: null } });
  },
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
  removeTrip() {
    set({
      ...state,
      trip: {
        ...state.trip,
        flight_number: null,
        ship: null,
        in_passengers: null,
        out_passengers: null,
        in_terminal: null,
        out_terminal: null,
        common_in_terminal: null,
        common_out_terminal: null,
        extras: [],
      },
    });
  },
  /**
   * A booking was made: nothing of it may leak into the next one (issue 8). The trip is removed
   * (spec 3), and so are the chosen product, its offer, the promo code, the space option and the
   * typed traveller data. The place and dates stay as where-when's starting point.
   */
  finishBooking(reservationToken: string | null = state.reservationToken) {
    bookingStore.removeTrip();
    set({
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
  setOffer(offer: Offer | null) {
    set({ ...state, offer });
  },
  /** Store an accepted answer; extra kinds are learnt from it and never forgotten. */
  setOfferResponse(response: Pick<CalculatePriceResponse, 'extras' | 'car_services' | 'availability'> & { offer?: { extras?: unknown[] } }) {
    const kinds = new Map(state.offerContext.kinds);
    // The offer's own extras are the chosen ones; the list is every extra on sale.
    for (const e of toExtraViews([...(response.offer?.extras ?? []), ...(response.extras ?? [])])) kinds.set(e.id, e.kind);
    set({
      ...state,
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
    if (state.offerContext.kinds.get(id) === kind) return;
    const kinds = new Map(state.offerContext.kinds);
    kinds.set(id, kind);
    set({ ...state, offerContext: { ...state.offerContext, kinds } });
  },
  setDroppedExtras(names: string[]) {
    if (names.length === 0 && state.droppedExtras.length === 0) return;
    set({ ...state, droppedExtras: names });
  },
  setTraveler(traveler: TravelerValues | null) {
    set({ ...state, traveler });
  },
  openAlternativeOffer(offer: AlternativeOffer) {
    set({ ...state, alternativeOffer: offer });
  },
  closeAlternativeOffer() {
    set({ ...state, alternativeOffer: null });
  },
  setFormVersion(formVersion: FormVersion) {
    writeStorage(STORAGE_KEYS.formVersion, String(formVersion));
    set({ ...state, formVersion });
  },
  setEntry(partial: Partial<EntryFlags>) {
    set({ ...state, entry: { ...state.entry, ...partial } });
  },
  /** Wrap a price calculation so the tab bar shows its spinner while it is in flight. */
  async trackOffer<T>(work: Promise<T>): Promise<T> {
    set({ ...state, offerPending: state.offerPending + 1 });
    try {
      return await work;
    } finally {
      set({ ...state, offerPending: Math.max(0, state.offerPending - 1) });
    }
  },
  // ---- App state (spec 3): loading counter and the error banner (spec 8) ----
  incrementLoading() {
    set({ ...state, loading: state.loading + 1 });
  },
  decrementLoading() {
    set({ ...state, loading: Math.max(0, state.loading - 1) });
  },
  setError(error: { reason: string | null; code: string }) {
    set({ ...state, error: { id: ++errorSeq, reason: error.reason, code: error.code } });
  },
  clearError() {
    if (state.error !== null) set({ ...state, error: null });
  },
  setAbsuidFromUrl(absuid: string) {
    set({ ...state, absuid, absuidFromUrl: true });
  },
  /**
   * The absuid to send now (spec 4): one from the URL is kept as given; ours is made on first
   * use and remade once older than one hour.
   */
  ensureAbsuid(now: Date, random: () => number = Math.random): string {
    const { absuid, absuidFromUrl } = state;
    if (absuid && !absuidNeedsRenewal(absuid, now, absuidFromUrl)) return absuid;
    const next = makeAbsuid(now, random);
    set({ ...state, absuid: next, absuidFromUrl: false });
    return next;
  },
  /** tests only */
  reset() {
    set(initialBookingState());
  },
};

export function useBooking(): BookingState {
  return useSyncExternalStore(subscribe, bookingStore.get, bookingStore.get);
}

/** Read a slice to avoid re-rendering on unrelated changes. */
export function useBookingSelector<T>(select: (s: BookingState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(state),
  );
}
