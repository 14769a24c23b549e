import { billingFormSchema, makeReservationFormSchema, termsSchema } from '@parking/domain/validation/forms';
import { type BillingField, type BillingValues, emptyBilling, BILLING_FIELDS } from '../../shared/form/billing-fields';
import { type FieldErrors, fieldErrors } from '../../shared/form/use-zod-form';

export { BILLING_FIELDS, emptyBilling, type BillingField, type BillingValues, type FieldErrors };

/** The traveller step's inputs, as typed (strings); the domain schemas parse them. */
export const RESERVATION_FIELDS = ['name', 'surname', 'email', 'phone', 'plate', 'flightNumber'] as const;
export type ReservationField = (typeof RESERVATION_FIELDS)[number];
export type ReservationValues = Record<ReservationField, string>;

export interface TermsState {
  salesTerms: boolean;
  insurance: boolean;
  vehicleMove: boolean;
}

export const emptyReservation = (): ReservationValues => ({ name: '', surname: '', email: '', phone: '', plate: '', flightNumber: '' });
export const emptyTerms = (): TermsState => ({ salesTerms: false, insurance: false, vehicleMove: false });

export function validateReservation(values: ReservationValues, flightRequired: boolean): FieldErrors<ReservationField> {
  const input = { ...values, flightNumber: flightRequired || values.flightNumber.trim() ? values.flightNumber : null };
  return fieldErrors<ReservationField>(makeReservationFormSchema({ flightRequired }), input);
}

export function validateBilling(values: BillingValues): FieldErrors<BillingField> {
  return fieldErrors<BillingField>(billingFormSchema, values);
}

export function validateTerms(terms: TermsState, hasCarServices: boolean): FieldErrors<keyof TermsState> {
  return fieldErrors<keyof TermsState>(termsSchema({ hasCarServices }), terms);
}

export const isClean = (errors: object) => Object.keys(errors).length === 0;

export type BookBlock = 'terms' | 'booking' | 'billing' | null;

/**
 * Spec 4/5: why Book is disabled, in the order the hints name it: sales terms first, then the
 * booking details (reservation form), then the billing data.
 */
export function bookBlockReason(input: {
  terms: TermsState;
  hasCarServices: boolean;
  reservation: ReservationValues;
  flightRequired: boolean;
  needInvoice: boolean;
  billing: BillingValues;
}): BookBlock {
  if (!isClean(validateTerms(input.terms, input.hasCarServices))) return 'terms';
  if (!isClean(validateReservation(input.reservation, input.flightRequired))) return 'booking';
  if (input.needInvoice && !isClean(validateBilling(input.billing))) return 'billing';
  return null;
}
