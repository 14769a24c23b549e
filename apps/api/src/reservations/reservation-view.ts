import type { PaymentMethod, PaymentStatus, ReservationPromo, ReservationStatus, ReservationView } from '@parking/domain/contracts/reservation';
import { DEFAULT_LANG, type Lang } from '@parking/domain/contracts/wire';
import { centsToEuros } from '@parking/domain/money/money';
import { formatWireDate } from '@parking/domain/time/madrid';
import { freeCancellationUntil } from '@parking/domain/booking/cancellation';
import type { ReservationVoucher } from '@parking/domain/contracts/voucher';
import type { StoredReservation } from './reservation-repository';
import { isoInstant } from '@parking/domain/time/iso-instant';

/** The reservation as the api answers it (spec 3 Reservation), from what is stored. */

/** Each line in euros, in the same key order (a loop: no [key, value] pairs per booking answer, issue 20). */
function toEuros(lines: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of Object.keys(lines)) out[k] = centsToEuros(lines[k]!);
  return out;
}

/** Spec 3 Reservation `promos (name)`: the applied code named in `lang`, else Spanish, else the code. */
function promosOf(stored: StoredReservation, lang: Lang): ReservationPromo[] {
  const code = stored.reservation.promoCode;
  if (!code) return [];
  return [{ code, name: stored.promoNames[lang] || stored.promoNames[DEFAULT_LANG] || code }];
}

/** Issue 19: the voucher as the confirmation shows it (name in `lang`, else Spanish, else the code). */
export function voucherOf(stored: StoredReservation, lang: Lang): ReservationVoucher | null {
  const v = stored.voucher;
  if (!v || stored.reservation.voucherId === null) return null;
  return { code: v.code, name: v.names[lang] || v.names[DEFAULT_LANG] || v.code, amount: centsToEuros(stored.reservation.voucherCents ?? 0) };
}

export function toView(stored: StoredReservation, productName: string, lang: Lang): ReservationView {
  const r = stored.reservation;
  const b = stored.billing;
  return {
    id: r.id,
    hash: r.hash,
    reference: r.reference,
    status: r.status as ReservationStatus,
    payment_method: r.paymentMethod as PaymentMethod,
    payment_status: r.paymentStatus as PaymentStatus,
    lang: r.lang,
    startDate: formatWireDate(r.startAt),
    endDate: formatWireDate(r.endAt),
    created_at: isoInstant(r.createdAt),
    source_mode: r.sourceMode === 'urban' ? 'urban' : 'parking',
    trip: {
      driver: `${r.driverName} ${r.driverSurname}`,
      email: r.email,
      phone: r.phone,
      vehicle: { plate: r.plate },
      flightNumber: r.flightNumber,
      in_terminal: r.inTerminal,
      out_terminal: r.outTerminal,
      in_passengers: r.inPassengers,
      out_passengers: r.outPassengers,
    },
    guestName: r.driverName,
    guestSurname: r.driverSurname,
    plate: r.plate,
    invoice_nif: b?.invoiceNif ?? null,
    invoice_profile: b
      ? {
          invoice_name: b.invoiceName,
          invoice_nif: b.invoiceNif,
          invoice_address: b.invoiceAddress,
          invoice_city: b.invoiceCity,
          invoice_zip: b.invoiceZip,
          invoice_state: b.invoiceState,
          invoice_country: b.invoiceCountry,
          email: b.email,
        }
      : null,
    product: { productName, productId: r.productId },
    extras: stored.extras.map((e) => ({ id: e.extraId, kind: e.kind, price: centsToEuros(e.priceCents) })),
    promos: promosOf(stored, lang),
    price_lines: toEuros(r.priceLines),
    price: centsToEuros(r.totalCents),
    pvp_product_total: centsToEuros(r.totalCents),
    payment_due_at: r.paymentDueAt ? isoInstant(r.paymentDueAt) : null,
    // issue 17 (contracts/manage.ts, decision 0026)
    cancelled_at: r.cancelledAt ? isoInstant(r.cancelledAt) : null,
    refunded: centsToEuros(r.refundedCents ?? 0),
    free_cancellation_until: formatWireDate(freeCancellationUntil(r.startAt)),
    // issue 19 (decision 0031)
    points_used: centsToEuros(r.pointsSpentCents ?? 0),
    points_earned: centsToEuros(r.pointsEarnedCents ?? 0),
    // issue 19 (decision 0032): the voucher applied, named in `lang`
    voucher: voucherOf(stored, lang),
  };
}
