import { bookingStore } from '../booking/booking-store';
import { recalculateAndKeep, type RecalcResult } from '../offers/current-offer';

/**
 * Spec 4 voucher selection, none or one code: toggling a voucher on selects it (replacing any
 * other), toggling it off clears it. The server prices it and re-checks every rule; a refused
 * voucher is not kept and its error shows next to it (from the offer).
 */
export function toggleVoucher(code: string): Promise<RecalcResult> {
  const chosen = bookingStore.get().trip.voucher_code;
  return recalculateAndKeep({ voucherCode: chosen === code ? null : code });
}

/** Spec 4 points: ask to pay with them (applied once the offer's points price is above 0), or remove them. */
export function applyMyPoints(on: boolean): Promise<RecalcResult> {
  return recalculateAndKeep({ usePoints: on });
}
