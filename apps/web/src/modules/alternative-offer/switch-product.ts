import type { CatalogResponse } from '@parking/domain/contracts/catalog';
import { bookingStore, setBookingData, setTrip } from '../booking/booking-store';
import { findProduct } from '../catalog/use-catalog';
import { recalculateOffer } from '../offers/current-offer';
import { tripPassengersFor, tripTerminalsFor } from '../booking/choose-product';

export type SwitchResult = { ok: true } | { ok: false; reason: string | null; code: string };

/**
 * Confirming the alternative offer: the same stay with the other product, the trip's
 * terminals carried over by their common ids (as on the products step). Stored only when the
 * server prices it.
 */
export async function switchToProduct(catalog: CatalogResponse | undefined, productId: number): Promise<SwitchResult> {
  const product = findProduct(catalog, productId);
  if (!product) return { ok: false, reason: null, code: 'API_ERROR_UNKNOWN_PRODUCT' };
  const { trip } = bookingStore.get();
  const terminals = tripTerminalsFor(product, trip);
  const passengers = tripPassengersFor(product, trip);
  const result = await recalculateOffer({
    productId: product.id,
    inTerminal: terminals.in_terminal,
    outTerminal: terminals.out_terminal,
    inPassengers: passengers.in_passengers ?? undefined,
    outPassengers: passengers.out_passengers ?? undefined,
  });
  if (!result.ok) return { ok: false, reason: result.error.reason, code: result.error.code };
  setBookingData({ placeId: product.placeId });
  setTrip({
    common_in_terminal: terminals.common_in_terminal,
    common_out_terminal: terminals.common_out_terminal,
    in_passengers: passengers.in_passengers,
    out_passengers: passengers.out_passengers,
    id_lot: product.idLot,
  });
  return { ok: true };
}
