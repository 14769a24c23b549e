import type { CreateReservationRequest, PaymentMethod, ReservationView } from '@parking/domain/contracts/reservation';
import { ApiError, apiPost } from '../../lib/api-client';
import { showError } from '../../modules/booking/error-banner';
import type { BookingState } from '../../modules/booking/booking-store';
import { parseAlternativeOffer } from '../../modules/offers/parse-alternative-offer';
import { buildOfferRequest, stayFieldsOf } from '../../modules/offers/current-offer';
import type { BillingValues, ReservationValues, TermsState } from './traveler-form';
import * as offerActions from '../../modules/booking/offer-actions';
import { vehicleHeaders } from '../../modules/vehicles/vehicle-api';

export interface BookInput {
  state: BookingState;
  reservation: ReservationValues;
  needInvoice: boolean;
  billing: BillingValues;
  terms: TermsState;
  hasCarServices: boolean;
  paymentMethod: PaymentMethod;
  lang: string;
  /** issue 10.6: a logged-in client's chosen billing profile */
  profileId?: number | null;
  /** issue 15: the booking's vehicle (its plate is the reservation's when it has one) */
  vehicleId?: number | null;
}

/**
 * POST /api/reservations body: the priced fields exactly as the offer was calculated (the
 * server prices them again and ignores any price), plus the forms, terms and payment choice.
 */
export function buildReservationBody(input: BookInput): CreateReservationRequest {
  const priced = buildOfferRequest(input.state, {}, { step: 'traveler-data' });
  const flight = input.reservation.flightNumber.trim();
  return {
    ...stayFieldsOf(priced),
    promoCode: priced.promoCode ?? null,
    // Issue 16: the car services priced (estimate, removed services, custom requests).
    ...(priced.id_mechanical_estimate ? { id_mechanical_estimate: priced.id_mechanical_estimate } : {}),
    ...(priced.delete_id_car_service ? { delete_id_car_service: priced.delete_id_car_service } : {}),
    ...(priced.customized_tires_request ? { customized_tires_request: priced.customized_tires_request } : {}),
    ...(priced.service_request ? { service_request: priced.service_request } : {}),
    ...(priced.ferry_removal ? { ferry_removal: true } : {}),
    reservation: { ...input.reservation, flightNumber: flight === '' ? null : flight },
    billing: input.needInvoice ? { ...input.billing, invoiceEmail: input.billing.invoiceEmail.trim() || null } : null,
    terms: input.hasCarServices
      ? { salesTerms: input.terms.salesTerms as true, insurance: input.terms.insurance as true, vehicleMove: input.terms.vehicleMove as true }
      : { salesTerms: input.terms.salesTerms as true },
    payment_method: input.paymentMethod,
    source_mode: input.state.trip.source_mode,
    lang: input.lang,
    ...(input.profileId ? { profile_id: input.profileId } : {}),
    ...(input.vehicleId ? { id_vehicle: input.vehicleId } : {}),
  } as CreateReservationRequest;
}

export type BookResult = { ok: true; reservation: ReservationView } | { ok: false; error: ApiError };

/**
 * One booking attempt keeps one Idempotency-Key: a retry after a network error or a double
 * click sends the same key, so the server answers the same reservation, never a second one.
 * A new key is made once an attempt was refused (a 4xx) or the body changed. A success keeps
 * its key: a second click that lands after the answer but before the confirmation opens (a
 * slow phone; seen in the double-click browser test under load) sends the same body with the
 * same key and gets the same reservation back, not a second booking. The next booking is
 * another traveller-data page, with a booker of its own.
 */
export function createBooker(newKey: () => string = () => crypto.randomUUID()) {
  let key: string | null = null;
  let sentBody: string | null = null;
  let inFlight: Promise<BookResult> | null = null;
  return {
    get key() {
      return key;
    },
    book(body: CreateReservationRequest): Promise<BookResult> {
      if (inFlight) return inFlight;
      // An edited form is another booking: the server would refuse the old key with a new body.
      const text = JSON.stringify(body);
      if (text !== sentBody) key = null;
      sentBody = text;
      key ??= newKey();
      const sentKey = key;
      // A guest's vehicle opens with its token (decision 0023): sent along with the booking.
      const vehicleHeader = body.id_vehicle ? vehicleHeaders(Number(body.id_vehicle)) : {};
      inFlight = apiPost<ReservationView>('/api/reservations', body, { headers: { 'Idempotency-Key': sentKey, ...vehicleHeader } })
        .then((reservation): BookResult => ({ ok: true, reservation }))
        .catch((err: unknown): BookResult => {
          const error = err instanceof ApiError ? err : new ApiError(0, 'API_ERROR_UNKNOWN', null);
          // No answer (network, 5xx): the booking may exist, so the retry must reuse the key.
          if (error.status >= 400 && error.status < 500) key = null;
          return { ok: false, error };
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}

/** Spec 8: out of stock with an alternative goes to its dialog (no banner); others to the banner. */
export function reportBookingError(error: ApiError): void {
  const alt = error.code === 'API_ERROR_RESERVATION_OUT_OF_STOCK' ? parseAlternativeOffer(error.details) : null;
  if (alt) offerActions.openAlternativeOffer(alt);
  else showError(error);
}
