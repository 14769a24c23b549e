import type { CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { absuidNeedsRenewal, makeAbsuid } from '@parking/domain/booking/absuid';
import { type AlternativeOffer, bookingStore } from './booking-store';
import type { ExtraKind } from './extra-view';

/*
 * The accepted offer, what came with it, the alternative offer, the visit id sent with each
 * calculation and the pending-price counter: the offer slice's actions (its plain
 * setter, setOffer, is the store's own: booking-store.ts). Callers import the module as a namespace
 * (`import * as offerActions`), so a chunk carries only the actions it calls.
 */

const get = bookingStore.get;

/** Store an accepted answer and the extra kinds learnt from it (offers/current-offer). */
export function setOfferResponse(
  response: Pick<CalculatePriceResponse, 'extras' | 'car_services' | 'availability'>,
  kinds: ReadonlyMap<number, ExtraKind> = get().offerContext.kinds,
): void {
  bookingStore.update({
    offerContext: {
      extras: response.extras ?? [],
      carServices: response.car_services ?? [],
      availability: response.availability ?? {},
      kinds,
    },
  });
}

/** A chosen id's kind is known from the patch that chose it, before any answer lists it. */
export function rememberExtraKind(id: number, kind: ExtraKind): void {
  const { offerContext } = get();
  if (offerContext.kinds.get(id) === kind) return;
  const kinds = new Map(offerContext.kinds);
  kinds.set(id, kind);
  bookingStore.update({ offerContext: { ...offerContext, kinds } });
}

/** Names of chosen extras a product change dropped (the services step says which). */
export function setDroppedExtras(names: string[]): void {
  if (names.length === 0 && get().droppedExtras.length === 0) return;
  bookingStore.update({ droppedExtras: names });
}

export function openAlternativeOffer(offer: AlternativeOffer): void {
  bookingStore.update({ alternativeOffer: offer });
}

export function closeAlternativeOffer(): void {
  bookingStore.update({ alternativeOffer: null });
}

/** Wrap a price calculation so the tab bar shows its spinner while it is in flight. */
export async function trackOffer<T>(work: Promise<T>): Promise<T> {
  bookingStore.update({ offerPending: get().offerPending + 1 });
  try {
    return await work;
  } finally {
    bookingStore.update({ offerPending: Math.max(0, get().offerPending - 1) });
  }
}

/**
 * The absuid to send now (spec 4): one from the URL is kept as given; ours is made on first
 * use and remade once older than one hour.
 */
export function ensureAbsuid(now: Date, random: () => number = Math.random): string {
  const { absuid, absuidFromUrl } = get();
  if (absuid && !absuidNeedsRenewal(absuid, now, absuidFromUrl)) return absuid;
  const next = makeAbsuid(now, random);
  bookingStore.update({ absuid: next, absuidFromUrl: false });
  return next;
}
