import type { ReservationVoucher } from './voucher';
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod, type PaymentStatus, type ReservationStatus } from '../payments/payment-state';
import { billingFormSchema, makeReservationFormSchema, termsSchema } from '../validation/forms';
import { dbId } from '../validation/ids';
import { calculatePriceRequest } from './offer';
import type { ReservationVehicleWire } from './vehicle';
import type { ReservationCarServicesWire } from './car-service';
import { langTag } from './wire';

// The payment states are rules (payments/payment-state.ts); the wire contract names them too.
export { PAYMENT_METHODS };
export type { PaymentMethod, PaymentStatus, ReservationStatus };

/**
 * POST /api/reservations. The booking is priced again on the server from the very fields the
 * calculate route takes: the body *is* the Calculate-price request (spec 3; one schema, not a
 * copy, so a field the price depends on can never be accepted by one route and dropped by
 * the other, e.g. `id_mechanical_estimate`) plus the traveller's forms. zod objects strip
 * unknown keys, so a `price` or `total` sent by a client never reaches the handler.
 *
 * `reservation` here is the loose form (flight optional, no car services): the route checks
 * the product-specific rules (flight required, car-service terms) once it knows the product,
 * with `reservationBodyFor`.
 */
export interface ReservationBodyOptions {
  flightRequired: boolean;
  hasCarServices: boolean;
}

export function reservationBodyFor({ flightRequired, hasCarServices }: ReservationBodyOptions) {
  return calculatePriceRequest.extend({
    reservation: makeReservationFormSchema({ flightRequired }),
    billing: billingFormSchema.optional().nullable(),
    terms: termsSchema({ hasCarServices }),
    payment_method: z.enum(PAYMENT_METHODS).default('parking'),
    source_mode: z.enum(['parking', 'urban']).default('parking'),
    lang: langTag.optional(),
    /**
     * Issue 10.6: a logged client may name one of their own billing profiles (the default
     * one otherwise). The body's billing, when sent, is what the invoice carries; without it
     * the profile's data is. Another account's profile is a 404; without a client session, a 401.
     */
    profile_id: dbId.optional(),
    /*
     * Issue 15: `id_vehicle`, the vehicle booked with (contracts/vehicle.ts): the client's own,
     * or a guest vehicle with its X-Vehicle-Token header. The reservation's plate is the
     * vehicle's when it has one (the form's plate otherwise: the guest selector path stores
     * none). Without it the plain plate of `reservation.plate` is booked as before. It is a
     * field of the calculate request (issue 16: the car a workshop estimate is priced for), so
     * it comes with it, the very same schema.
     */
  });
}

export const createReservationRequest = reservationBodyFor({ flightRequired: false, hasCarServices: false });
export type CreateReservationRequest = z.input<typeof createReservationRequest>;
export type CreateReservationBody = z.output<typeof createReservationRequest>;

/**
 * The booking number, said at the desk and shown in mail subjects: 8 characters without
 * 0/O/1/I since issue 18, `PK_<id>_<hex>` before (booking/booking-number.ts; parse a typed one
 * with parseBookingNumber). It is a name, not a credential: opening a reservation takes its
 * access token (`reservation_token`, header X-Reservation-Token; docs/decisions/0009).
 * RESERVATION_REFERENCE_PATTERN is the legacy form only, kept for the routes that test it.
 */
export { LEGACY_BOOKING_NUMBER_PATTERN as RESERVATION_REFERENCE_PATTERN } from '../booking/booking-number';
export { bookingNumberKind, formatBookingNumber, parseBookingNumber } from '../booking/booking-number';
export const reservationReferenceParams = z.object({ reference: z.string().max(200) });


export interface ReservationPromo {
  code: string;
  name: string;
}

/** Spec 3, Reservation, as the confirmation page reads it. Amounts in euros. */
export interface ReservationView {
  id: number;
  hash: string;
  reference: string;
  status: ReservationStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  lang: string;
  startDate: string;
  endDate: string;
  created_at: string;
  source_mode: 'parking' | 'urban';
  trip: {
    driver: string;
    email: string;
    phone: string;
    vehicle: { plate: string };
    flightNumber: string | null;
    in_terminal: number | null;
    out_terminal: number | null;
    in_passengers: number | null;
    out_passengers: number | null;
  };
  guestName: string;
  guestSurname: string;
  plate: string;
  invoice_nif: string | null;
  invoice_profile: {
    invoice_name: string;
    invoice_nif: string;
    invoice_address: string;
    invoice_city: string;
    invoice_zip: string;
    invoice_state: string;
    invoice_country: string;
    email: string | null;
  } | null;
  product: { productName: string; productId: number };
  extras: { id: number; kind: string; price: number }[];
  /**
   * Spec 3 Reservation `promos (name)`: the promo code applied when booking (at most one;
   * empty without), its name in the request's language (the code itself if it has none).
   */
  promos: ReservationPromo[];
  /** the offer's amounts (price, pvp_*), euros */
  price_lines: Record<string, number>;
  price: number;
  pvp_product_total: number;
  /**
   * The secret that opens this reservation (43 characters), in the create answer only: send
   * it as X-Reservation-Token and put it in the confirmation link (`?reservation_token=`).
   */
  reservation_token?: string;
  /** until when a pending_payment booking holds its space (ISO instant), else null */
  payment_due_at?: string | null;
  /** issue 15: the vehicle section (spec 2 summary: plate, make and model, km); null on the plain-plate path */
  id_vehicle?: number | null;
  vehicle?: ReservationVehicleWire | null;
  /**
   * Issue 16: the booking's car services, custom requests and workshop order (status and
   * history); absent or null when it has none.
   */
  car_services_booking?: ReservationCarServicesWire | null;
  /**
   * Issue 17 (contracts/manage.ts): when the booking was cancelled (ISO instant, null while it
   * is not), euros given back to the card so far, and until when cancelling is free (wire
   * date, Madrid; the terms in words: manage:terms_free_until).
   */
  cancelled_at?: string | null;
  refunded?: number;
  free_cancellation_until?: string;
  /**
   * Issue 19 (docs/decisions/0031-points.md): euros of points the booking spent (its
   * pvp_product_points) and earned (credited when the stay ends; 0 on a booking paid with
   * points or a voucher, and for guests and agencies).
   */
  points_used?: number;
  points_earned?: number;
  /** issue 19 (decision 0032): the voucher applied when booking (code, name in the request language, amount in euros), or null */
  voucher?: ReservationVoucher | null;
}

/** POST /api/reservation/payment/check-card (X-Reservation-Token) */
export const checkCardRequest = z.object({
  card_number: z.string().trim().min(12).max(23),
  exp_month: z.coerce.number().int().min(1).max(12),
  exp_year: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3}$/, { message: 'invalid_cvc' }),
  holder: z.string().trim().max(150).optional(),
});
export type CheckCardRequest = z.input<typeof checkCardRequest>;

export interface CheckCardResponse {
  status: 'succeeded' | 'declined' | 'requires_action';
  challenge_url?: string;
  payment_id?: number;
}

export interface PaymentStatusResponse {
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  last4: string | null;
  brand: string | null;
  /** the reservation's own status: pending_payment until paid (decision 0009) */
  status?: ReservationStatus;
  /** until when an unpaid card booking holds its space, else null */
  payment_due_at?: string | null;
}
