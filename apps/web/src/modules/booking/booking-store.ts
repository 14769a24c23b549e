import type { CalculatePriceResponse, Offer } from '@parking/domain/contracts/offer';
import { type FormVersion, resolveFormVersion } from '@parking/domain/booking/form-version';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { storeSlice } from '../../shared/store';
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
  /**
   * Issue 19, spec 4 voucher selection (none or one code): the code the server accepted for
   * this stay, sent with every calculation and the booking as `voucher_code`.
   */
  voucher_code: string | null;
  /** Issue 19, spec 3 calculate-price `use_points`: the client asked to pay with their points. */
  use_points: boolean;
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

/*
 * The booking's part of the app's one store (shared/store.ts), as slices: each slice is a group
 * of fields with its own actions in its own file (decision 0012).
 *
 * | slice        | fields                                                                 | actions                         |
 * |--------------|------------------------------------------------------------------------|---------------------------------|
 * | booking data | startDate, endDate, cityId, placeId, productId, reservationToken        | booking-data.ts                 |
 * | trip         | trip (spec 3 Trip)                                                      | trip-actions.ts                 |
 * | visit        | formVersion, entry, absuid, absuidFromUrl                               | visit-actions.ts, offer-actions.ts (ensureAbsuid) |
 * | offer        | offer, offerPending, offerContext, alternativeOffer, droppedExtras      | offer-actions.ts                |
 * | traveler     | traveler                                                                | traveler-actions.ts             |
 * | app state    | error, loading (spec 3 App state, spec 8 banner)                        | error-banner.ts, loading.ts     |
 *
 * Actions that span slices (finishBooking, clearBooking) are in booking-actions.ts. The plain
 * setters the entry and the first screen (where-when) call are the store's own, at the end of
 * this file, and each slice's file re-exports them beside its other actions: a module imported
 * both by the first screen and by later steps would take all its actions onto the first screen
 * (decision 0003 budget). Later steps import a slice's file as a namespace
 * (`import * as tripActions from './trip-actions'`).
 */

/** Spec 3 Booking data: what was chosen, and the reservation it became. */
export interface BookingDataSlice {
  /** wire format 'YYYY-MM-DD HH:mm:ss', Madrid wall time */
  startDate: string | null;
  endDate: string | null;
  cityId: number | null;
  placeId: number | null;
  productId: number | null;
  /** set by the confirmation flow; /confirmation needs it */
  reservationToken: string | null;
}

export interface TripSlice {
  trip: Trip;
}

/** This visit: the form version, what the entry rules decided, the visit id. */
export interface VisitSlice {
  formVersion: FormVersion;
  entry: EntryFlags;
  /** spec 4: visit id sent with price calculations; see offerActions.ensureAbsuid */
  absuid: string | null;
  absuidFromUrl: boolean;
}

/** Spec 3 Calculated-price store and Alternative offer: the accepted offer and what came with it. */
export interface OfferSlice {
  offer: Offer | null;
  /** count of price calculations in flight (spec 4: spinner while they pend) */
  offerPending: number;
  offerContext: OfferContext;
  alternativeOffer: AlternativeOffer | null;
  /** names of chosen extras a product change dropped (the services step says which) */
  droppedExtras: string[];
}

export interface TravelerSlice {
  /** the traveller form as typed (kept in the snapshot; never card data) */
  traveler: TravelerValues | null;
}

/** Spec 3 App state: the loading counter; spec 8: the error banner. */
export interface AppStateSlice {
  error: BannerError | null;
  loading: number;
}

export type BookingState = BookingDataSlice & TripSlice & VisitSlice & OfferSlice & TravelerSlice & AppStateSlice;

export const emptyOfferContext = (): OfferContext => ({ extras: [], carServices: [], availability: {}, kinds: new Map() });

/** Spec 3: what removing the trip clears (terminals, passengers, flight, ship, extras). */
const removedTrip = () => ({
  flight_number: null,
  ship: null,
  in_passengers: null,
  out_passengers: null,
  in_terminal: null,
  out_terminal: null,
  common_in_terminal: null,
  common_out_terminal: null,
  extras: [] as number[],
});

export const emptyTrip = (): Trip => ({
  ...removedTrip(),
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
  voucher_code: null,
  use_points: false,
});

export const initialBookingState = (): BookingState => ({
  // booking data
  startDate: null,
  endDate: null,
  cityId: null,
  placeId: null,
  productId: null,
  reservationToken: null,
  // trip
  trip: emptyTrip(),
  // visit. Spec 2: the version is kept across visits as form_version; only 1 is ever assigned.
  formVersion: resolveFormVersion(readStorage(STORAGE_KEYS.formVersion)),
  entry: { allowDirectAccess: false, openLoginDialog: false, forceLogout: false },
  absuid: null,
  absuidFromUrl: false,
  // offer
  offer: null,
  offerPending: 0,
  offerContext: emptyOfferContext(),
  alternativeOffer: null,
  droppedExtras: [],
  // traveler
  traveler: null,
  // app state
  error: null,
  loading: 0,
});

const slice = storeSlice<BookingState>('booking', initialBookingState);

/**
 * The booking in the one store (design 3b): the slices above. Reading is `get` (or the hooks
 * below); writing is the slices' actions, which all end in `update` (one notification per
 * action). Server data that is not the booking (catalogue, prices of cards, reservations)
 * lives in the server cache.
 */
export const bookingStore = {
  get: slice.get,
  /** Several fields at once, one notification (for the slices' actions). */
  update(partial: Partial<BookingState>) {
    slice.set({ ...slice.get(), ...partial });
  },
  /** tests only */
  reset: () => slice.set(initialBookingState()),
};

/** The whole booking; re-renders on every change of it. */
export function useBooking(): BookingState {
  return slice.use((s) => s);
}

/** Read a slice to avoid re-rendering on unrelated changes. */
export function useBookingSelector<T>(select: (s: BookingState) => T): T {
  return slice.use(select);
}

/*
 * Each slice's plain setters, the ones the entry and the first screen (where-when) use. They
 * are here rather than in the slices' files so the first screen's chunk holds the store whole
 * (decision 0003 budget); each slice's file re-exports them beside its other actions.
 */

export function setBookingData(partial: Partial<BookingDataSlice>): void {
  bookingStore.update(partial);
}

export function setTrip(partial: Partial<Trip>): void {
  bookingStore.update({ trip: { ...slice.get().trip, ...partial } });
}

/** Spec 3: removing the trip clears terminals, passengers, flight, ship and extras. */
export function removeTrip(): void {
  setTrip(removedTrip());
}

export function setOffer(offer: Offer | null): void {
  bookingStore.update({ offer });
}

export function setFormVersion(formVersion: FormVersion): void {
  writeStorage(STORAGE_KEYS.formVersion, String(formVersion));
  bookingStore.update({ formVersion });
}

export function setEntry(partial: Partial<EntryFlags>): void {
  bookingStore.update({ entry: { ...slice.get().entry, ...partial } });
}

export function setAbsuidFromUrl(absuid: string): void {
  bookingStore.update({ absuid, absuidFromUrl: true });
}
