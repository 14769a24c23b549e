import type * as z from 'zod';
import { billingFormSchema, makeReservationFormSchema, termsSchema } from '@parking/domain/validation/forms';
import { toValidationMessage, type ValidationMessage } from '@parking/domain/validation/messages';

/** The traveller step's inputs, as typed (strings); the domain schemas parse them. */
export const RESERVATION_FIELDS = ['name', 'surname', 'email', 'phone', 'plate', 'flightNumber'] as const;
export const BILLING_FIELDS = ['name', 'nif', 'address', 'city', 'zip', 'state', 'country', 'invoiceEmail'] as const;
export type ReservationField = (typeof RESERVATION_FIELDS)[number];
export type BillingField = (typeof BILLING_FIELDS)[number];
export type ReservationValues = Record<ReservationField, string>;
export type BillingValues = Record<BillingField, string>;

export interface TermsState {
  salesTerms: boolean;
  insurance: boolean;
  vehicleMove: boolean;
}

export type FieldErrors<F extends string> = Partial<Record<F, ValidationMessage>>;

export const emptyReservation = (): ReservationValues => ({ name: '', surname: '', email: '', phone: '', plate: '', flightNumber: '' });
export const emptyBilling = (): BillingValues => ({
  name: '',
  nif: '',
  address: '',
  city: '',
  zip: '',
  state: '',
  country: 'ES',
  invoiceEmail: '',
});
export const emptyTerms = (): TermsState => ({ salesTerms: false, insurance: false, vehicleMove: false });

/** First message per top-level field, in schema order. */
function errorsOf<F extends string>(issues: readonly z.core.$ZodIssue[]): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field && !out[field]) out[field] = toValidationMessage(issue);
  }
  return out;
}

export function validateReservation(values: ReservationValues, flightRequired: boolean): FieldErrors<ReservationField> {
  const input = { ...values, flightNumber: flightRequired || values.flightNumber.trim() ? values.flightNumber : null };
  const r = makeReservationFormSchema({ flightRequired }).safeParse(input);
  return r.success ? {} : errorsOf<ReservationField>(r.error.issues);
}

export function validateBilling(values: BillingValues): FieldErrors<BillingField> {
  const r = billingFormSchema.safeParse(values);
  return r.success ? {} : errorsOf<BillingField>(r.error.issues);
}

export function validateTerms(terms: TermsState, hasCarServices: boolean): FieldErrors<keyof TermsState> {
  const r = termsSchema({ hasCarServices }).safeParse(terms);
  return r.success ? {} : errorsOf<keyof TermsState>(r.error.issues);
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
