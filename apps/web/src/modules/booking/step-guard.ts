import type { BookingState } from './booking-store';

/**
 * Where a step must send the user instead (null = stay). /products, /services and
 * /traveler-data need a stored booking (place, product, dates) unless the entry allowed
 * direct access; /confirmation needs a reservation token.
 */
export function guardRedirect(path: string, state: BookingState, entryRoute: string | null): string | null {
  const hasBooking = state.placeId !== null && state.productId !== null && !!state.startDate && !!state.endDate;
  switch (path) {
    case '/products':
      return hasBooking || path === entryRoute ? null : '/where-when';
    case '/services':
    case '/traveler-data':
      return hasBooking || state.entry.allowDirectAccess || path === entryRoute ? null : '/where-when';
    case '/confirmation':
      return state.reservationToken ? null : '/where-when';
    default:
      return null;
  }
}
