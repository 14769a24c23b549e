import { useSyncExternalStore } from 'react';
import type { Offer } from '@parking/domain/contracts/offer';
import { absuidNeedsRenewal, makeAbsuid } from '@parking/domain/booking/absuid';
import { type FormVersion, resolveFormVersion } from '@parking/domain/booking/form-version';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

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
}

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
});

type BookingFields = Omit<BookingState, 'trip' | 'offer' | 'offerPending' | 'formVersion' | 'entry' | 'absuid' | 'absuidFromUrl'>;

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
  /** Wrap a price calculation so the tab bar shows its spinner while it is in flight. */
  async trackOffer<T>(work: Promise<T>): Promise<T> {
    set({ ...state, offerPending: state.offerPending + 1 });
    try {
      return await work;
    } finally {
      set({ ...state, offerPending: Math.max(0, state.offerPending - 1) });
    }
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
