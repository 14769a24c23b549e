import { passengersApply } from '@parking/domain/booking/passengers';
import type { Place, Product } from '@parking/domain/contracts/catalog';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import type { SummaryOffer } from '../../modules/summary/offer-view';
import type { ReservationMoney } from '../../modules/vouchers/reservation-money';

/**
 * The stored price lines as the PriceBlock reads an offer (euros; missing lines are 0).
 * `city` is the car park's: the taxes sentence differs for Barcelona (spec 2 Price block).
 */export function offerFromReservation(r: ReservationView, city?: string): SummaryOffer {
  const n = (k: string) => r.price_lines[k] ?? 0;
  const offer = {
    price: r.price,
    pvp_product_raw: n('pvp_product_raw'),
    pvp_product_option: n('pvp_product_option'),
    pvp_wash: n('pvp_wash'),
    pvp_double_space: n('pvp_double_space'),
    pvp_product_points: n('pvp_product_points'),
    pvp_promotion: n('pvp_promotion'),
    pvp_mechanical_orders: n('pvp_mechanical_orders'),
    pvp_mechanical_order_ferry: n('pvp_mechanical_order_ferry'),
    pvp_carservice_discount: n('pvp_carservice_discount'),
    pvp_mechanical_order_transfer: n('pvp_mechanical_order_transfer'),
    pvp_mechanical_order_emission: n('pvp_mechanical_order_emission'),
    pvp_customized_tires: n('pvp_customized_tires'),
    pvp_service_request: n('pvp_service_request'),
    // issue 19: the voucher line (its name labels it)
    pvp_voucher: n('pvp_voucher') || ((r as ReservationView & ReservationMoney).voucher?.amount ?? 0),
    voucher: (() => {
      const v = (r as ReservationView & ReservationMoney).voucher;
      return v ? { id: 0, code: v.code, name: v.name, error: null } : null;
    })(),
    // The applied promo names the price block's promo line ('Promotion: <name>').
    promos: (r.promos ?? []).map((p) => ({ code: p.code, name: p.name, error: null })),
    promoLoaded: (r.promos ?? []).length > 0 ? 1 : 0,
    extras: [],
    mechanical_orders: [],
    startDate: r.startDate,
    endDate: r.endDate,
    productId: r.product.productId,
    in_terminal: r.trip.in_terminal,
    out_terminal: r.trip.out_terminal,
    service_request: null,
    customized_tires_request: null,
    ...(city ? { city } : {}),
  };
  return offer as unknown as SummaryOffer;
}

export type Row = [label: string, value: string];

/** Spec 2 Reservation data summary: driver, e-mail, plate, flight; then the billing profile. */
export function reservationDataRows(r: ReservationView, t: (k: string) => string): { data: Row[]; billing: Row[] } {
  const keep = (rows: [string, string | null | undefined][]): Row[] =>
    rows.filter((x): x is Row => typeof x[1] === 'string' && x[1] !== '');
  const p = r.invoice_profile;
  return {
    data: keep([
      [t('confirmation.driver'), r.trip.driver],
      [t('confirmation.email'), r.trip.email],
      [t('confirmation.phone'), r.trip.phone],
      [t('confirmation.plate'), r.trip.vehicle.plate || r.plate],
      [t('confirmation.flight'), r.trip.flightNumber],
    ]),
    billing: p
      ? keep([
          [t('confirmation.billingName'), p.invoice_name],
          [t('confirmation.taxId'), p.invoice_nif],
          [t('confirmation.address'), p.invoice_address],
          [t('confirmation.city'), p.invoice_city],
          [t('confirmation.zip'), p.invoice_zip],
          [t('confirmation.state'), p.invoice_state],
          [t('confirmation.country'), p.invoice_country],
        ])
      : [],
  };
}

/**
 * Spec 2 Booking summary, read-only: product, car park, terminals (one row when the same),
 * check-in and check-out (premium labels for premium products), passengers where they count.
 * `t` reads the summary catalogue, the same words as the sidebar of the earlier steps.
 */
export function bookingRows(
  r: ReservationView,
  product: Product | undefined,
  place: Place | undefined,
  t: (k: string, v?: Record<string, unknown>) => string,
  date: (wire: string) => string,
): Row[] {
  const terminal = (id: number | null) => (id === null ? null : (product?.terminals.find((x) => x.id === id)?.name ?? null));
  const inT = terminal(r.trip.in_terminal);
  const outT = terminal(r.trip.out_terminal) ?? inT;
  const premium = product?.service === 'premium';
  const inP = r.trip.in_passengers;
  const passengers =
    product && passengersApply(product.service) && inP !== null ? t('passengersValue', { in: inP, out: r.trip.out_passengers ?? inP }) : null;
  const rows: [string, string | null][] = [
    [t('product'), r.product.productName],
    [t('place'), place?.name ?? null],
    ...((inT === outT
      ? [[t('terminal'), inT]]
      : [
          [t('inTerminal'), inT],
          [t('outTerminal'), outT],
        ]) as [string, string | null][]),
    [premium ? t('premiumCheckIn') : t('checkIn'), date(r.startDate)],
    [premium ? t('premiumCheckOut') : t('checkOut'), date(r.endDate)],
    [t('passengers'), passengers],
  ];
  return rows.filter((x): x is Row => x[1] !== null && x[1] !== '');
}
