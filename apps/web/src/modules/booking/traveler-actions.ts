import { bookingStore, type TravelerValues } from './booking-store';

/*
 * What the traveller step typed (kept in the snapshot; never card data): the slice's actions.
 * Callers import the module as a namespace (`import * as travelerActions`).
 */

export function set(traveler: TravelerValues | null): void {
  bookingStore.update({ traveler });
}
