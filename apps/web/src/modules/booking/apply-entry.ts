import type { CatalogResponse } from '@parking/domain/contracts/catalog';
import type { EntryDecision } from '@parking/domain/entry/entry-rules';
import { formatWireDate } from '@parking/domain/time/madrid';
import { findCityOfPlace, findProduct } from '../catalog/use-catalog';
import { setAbsuidFromUrl, setBookingData, setEntry, setTrip } from './booking-store';

/** The product's own terminal id for a common terminal id (trip.in_terminal / out_terminal). */
function productTerminalId(
  catalog: CatalogResponse | undefined,
  productId: number | null,
  commonId: number | null,
): number | null {
  if (commonId === null) return null;
  const product = findProduct(catalog, productId);
  const own = product?.terminals.find((t) => t.common_terminal_id === commonId);
  if (own) return own.id;
  return catalog?.terminals.find((t) => t.commonTerminalId === commonId)?.idTerminal ?? null;
}

/**
 * Puts what the entry rules decided into the booking store. Dates are always kept (valid
 * ones, or the default range) so where-when opens with them; place, product and terminals
 * only when the URL named a known in-terminal.
 */
export function applyEntryDecision(decision: EntryDecision, catalog: CatalogResponse | undefined): void {
  const b = decision.booking;
  const staticIn = catalog?.terminals.find((t) => t.commonTerminalId === b.inCommonTerminalId);
  setBookingData({
    startDate: formatWireDate(b.startDate),
    endDate: formatWireDate(b.endDate),
    placeId: b.placeId,
    productId: b.productId,
    cityId: findCityOfPlace(catalog, b.placeId)?.id ?? null,
    reservationToken: decision.tokens.reservation,
  });
  setTrip({
    common_in_terminal: b.inCommonTerminalId,
    common_out_terminal: decision.storeBookingAndTrip ? b.outCommonTerminalId : null,
    in_terminal: productTerminalId(catalog, b.productId, b.inCommonTerminalId),
    out_terminal: decision.storeBookingAndTrip
      ? productTerminalId(catalog, b.productId, b.outCommonTerminalId)
      : null,
    // Spec 3: the lot id derives from the common in-terminal.
    id_lot: staticIn?.idLot ?? findProduct(catalog, b.productId)?.idLot ?? null,
    // The static list's extra parking entry (spec 3) is the only way to tell Mas Blau apart.
    mas_blau: staticIn ? /mas blau/i.test(staticIn.name) : false,
    source_mode: decision.sourceMode,
    modifying_reservation: decision.tokens.modify !== null,
    agent_token: decision.tokens.agent !== null,
    promo_code: decision.promocode,
  });
  if (decision.absuid) setAbsuidFromUrl(decision.absuid);
  setEntry({
    allowDirectAccess: decision.allowDirectAccess,
    // Kept for the accounts issue; nothing opens the login dialog at start yet.
    openLoginDialog: decision.openLoginDialog,
    forceLogout: decision.forceLogout,
  });
}
