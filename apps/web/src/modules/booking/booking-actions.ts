import { bookingStore, emptyOfferContext, initialBookingState, removeTrip } from './booking-store';
import { clearBookingVehicle } from '../vehicles/vehicle-store';

/*
 * Actions that span several slices of the booking (booking-store.ts lists the slices).
 * Callers import the module as a namespace (`import * as bookingActions`).
 */

/**
 * A booking was made: nothing of it may leak into the next one (issue 8). The trip is removed
 * (spec 3), and so are the chosen product, its offer, the promo code, the voucher, the points
 * choice, the space option and the
 * typed traveller data. The place and dates stay as where-when's starting point.
 */
export function finishBooking(reservationToken: string | null = bookingStore.get().reservationToken): void {
  removeTrip();
  const { trip } = bookingStore.get();
  bookingStore.update({
    productId: null,
    offer: null,
    offerContext: emptyOfferContext(),
    alternativeOffer: null,
    traveler: null,
    droppedExtras: [],
    reservationToken,
    trip: { ...trip, promo_code: null, promo_requested_at: null, urban_parking: null, voucher_code: null, use_points: false },
  });
  // Issue 15: the next booking chooses its vehicle again (the reservation keeps this one).
  clearBookingVehicle();
}

/** Spec 4 Logout: the booking's state is cleared (every slice back to its start). */
export function clearBooking(): void {
  bookingStore.update(initialBookingState());
  clearBookingVehicle();
}
