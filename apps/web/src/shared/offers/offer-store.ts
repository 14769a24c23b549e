import { useSyncExternalStore } from 'react';
import type { CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { type ExtraKind, toExtraViews } from './extra-view';

/**
 * What the last accepted calculation said besides the Offer itself (which lives in the
 * booking store): the extras on sale, the car services and availability per product.
 * Kept here, not in the shell's booking store, so this feature owns its shape.
 *
 * `kinds` remembers which extra id is a wash or a space: the trip stores the chosen ids
 * only (`trip.extras`), and the request must split them into id_wash_extra / id_space_extra.
 */
export interface OfferContext {
  extras: CalculatePriceResponse['extras'];
  carServices: CalculatePriceResponse['car_services'];
  availability: CalculatePriceResponse['availability'];
  kinds: ReadonlyMap<number, ExtraKind>;
}

const empty = (): OfferContext => ({ extras: [], carServices: [], availability: {}, kinds: new Map() });

let state: OfferContext = empty();
const listeners = new Set<() => void>();

function set(next: OfferContext) {
  state = next;
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

export const offerStore = {
  get: (): OfferContext => state,
  subscribe,
  /** Store an accepted answer; extra kinds are learnt from it and never forgotten. */
  setResponse(response: Pick<CalculatePriceResponse, 'extras' | 'car_services' | 'availability'> & { offer?: { extras?: unknown[] } }) {
    const kinds = new Map(state.kinds);
    // The offer's own extras are the chosen ones; the list is every extra on sale.
    for (const e of toExtraViews([...(response.offer?.extras ?? []), ...(response.extras ?? [])])) kinds.set(e.id, e.kind);
    set({
      extras: response.extras ?? [],
      carServices: response.car_services ?? [],
      availability: response.availability ?? {},
      kinds,
    });
  },
  /** A chosen id's kind is known from the patch that chose it, before any answer lists it. */
  rememberKind(id: number, kind: ExtraKind) {
    if (state.kinds.get(id) === kind) return;
    const kinds = new Map(state.kinds);
    kinds.set(id, kind);
    set({ ...state, kinds });
  },
  /** tests only */
  reset() {
    set(empty());
  },
};

export function useOfferContext(): OfferContext {
  return useSyncExternalStore(subscribe, offerStore.get, offerStore.get);
}
