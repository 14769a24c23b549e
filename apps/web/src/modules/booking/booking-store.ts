import { useSyncExternalStore } from 'react';
import type { CalculatePriceResponse, Offer } from '@parking/domain/contracts/offer';
import { type FormVersion, resolveFormVersion } from '@parking/domain/booking/form-version';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import type { ExtraKind } from './extra-view';

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

let errorSeq = 0;

/**
 * The one store of the booking (design 3b): trip, chosen product, extras, promo, form version,
 * the accepted offer and what came with it, the traveller form, and the app state of spec 3
 * (loading counter, error banner, alternative-offer dialog). Its actions are the spec's setters
 * and removals (spec 3 Trip: each setter has a removal resetting it to null). The named ones
 * live in booking-actions.ts, loaded with the steps that use them rather than on the first
 * screen (its 120 KB budget); they change this store only. Server data that
 * is not the booking (catalogue, prices of cards, reservations) lives in the server cache.
 */
export const bookingStore = {
  get: (): BookingState => state,
  subscribe,
  setBooking(partial: Partial<BookingFields>) {
    set({ ...state, ...partial });
  },

  setTrip(partial: Partial<Trip>) {
    set({ ...state, trip: { ...state.trip, ...partial } });
  },
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
  setOffer(offer: Offer | null) {
    set({ ...state, offer });
  },
  setFormVersion(formVersion: FormVersion) {
    writeStorage(STORAGE_KEYS.formVersion, String(formVersion));
    set({ ...state, formVersion });
  },
  setEntry(partial: Partial<EntryFlags>) {
    set({ ...state, entry: { ...state.entry, ...partial } });
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
  /** Several parts at once, one notification (for the actions in booking-actions.ts). */
  replace(next: BookingState) {
    set(next);
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
