import * as z from 'zod';
import { normalizeFlightNumber } from './flight-number';
import { isValidEmail, isValidPhone, isValidPlate, normalisePlate } from './contact';
import { isIsoCountryCode } from './country';
import { FIELD_LIMITS, type ValidationMessageKey } from './messages';
import { nameProblem } from './names';
import { normaliseTaxId, splitVatPrefix, taxIdKind } from './vat';

/**
 * Form schemas of the traveller and billing steps (spec 5). The same schema runs in the
 * browser (react-hook-form resolver) and on the server (route body), so every `message`
 * is a validation.json key, never prose; `toValidationMessage` in ./messages adds values.
 */

const msg = (key: ValidationMessageKey) => ({ error: key });

/**
 * Plain one-line text: no control characters (C0, DEL, C1) and no half of a surrogate pair.
 * PostgreSQL refuses a NUL in text and a lone surrogate in JSON (both were 500s, issue 7.4),
 * and a line break has no place in a name or an address line.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export function hasNoControlChars(v: string): boolean {
  return !CONTROL_CHARS.test(v) && !LONE_SURROGATE.test(v);
}

/** A trimmed string that must not be blank; a missing or non-string value is 'required' too. */
export function requiredText(max: number) {
  return z
    .string(msg('required'))
    .trim()
    .min(1, { ...msg('required'), abort: true })
    .max(max, msg('max_length'))
    .refine(hasNoControlChars, msg('invalid_characters'));
}

/**
 * A person's name (traveller, sign-up, invoice name): required text, trimmed and
 * NFC-normalised, refusing format characters (bidirectional controls, zero-width ones),
 * controls and mark-only text (./names.ts, issue 18.6).
 */
export function personName(max: number) {
  return z
    .string(msg('required'))
    .trim()
    .normalize('NFC')
    .min(1, { ...msg('required'), abort: true })
    .max(max, msg('max_length'))
    .superRefine((v, ctx) => {
      const problem = nameProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** '' and null both mean "not given" for optional inputs, as an empty HTML field sends ''. */
function blankToNull(v: unknown): unknown {
  return typeof v === 'string' && v.trim() === '' ? null : v;
}

export const requiredEmail = z
  .string(msg('required'))
  .trim()
  .min(1, { ...msg('required'), abort: true })
  .refine(isValidEmail, msg('invalid_email'));

const optionalEmail = z.preprocess(
  blankToNull,
  z.string(msg('invalid_email')).trim().refine(isValidEmail, msg('invalid_email')).nullish(),
);

export const requiredPhone = z
  .string(msg('required'))
  .trim()
  .min(1, { ...msg('required'), abort: true })
  .refine(isValidPhone, msg('invalid_phone'));

/** Stored without blanks or dashes so '1234 BCD' and '1234-bcd' are the same car. */
const requiredSignPlate = z
  .string(msg('required'))
  .trim()
  .min(1, { ...msg('required'), abort: true })
  .refine(isValidPlate, msg('invalid_plate'))
  .transform(normalisePlate);

/**
 * IATA-style flight designator: airline code (2 letters/digits, not both digits, or 3 ICAO
 * letters), optional blank, 1-4 digits, optional operational suffix letter: 'IB 3101',
 * 'VY1234', 'U2 1234', 'RYR 8345'. Loose on purpose: we only need something the desk can match.
 */
const FLIGHT_NUMBER = /^([A-Z]{2,3}|[A-Z]\d|\d[A-Z]) ?\d{1,4}[A-Z]?$/;

function flightNumberSchema(required: boolean) {
  const text = z.string(msg('invalid_flight_number')).refine((v) => FLIGHT_NUMBER.test(v), msg('invalid_flight_number'));
  const normalised = (v: unknown): unknown => (typeof v === 'string' || v == null ? normalizeFlightNumber(v) : v);
  if (required) {
    const present = z.string({ error: (iss) => (iss.input == null ? 'required' : 'invalid_flight_number') });
    return z.preprocess(normalised, present.pipe(text));
  }
  return z.preprocess(normalised, text.nullable()).optional().transform((v) => v ?? null);
}

export interface ReservationFormOptions {
  /** The product asks for the return flight (catalog `flight_required`). */
  flightRequired: boolean;
}

/** Traveller step: driver, contact, plate and (airport products) the return flight. */
export function makeReservationFormSchema({ flightRequired }: ReservationFormOptions) {
  return z.object({
    name: personName(FIELD_LIMITS.name),
    surname: personName(FIELD_LIMITS.surname),
    email: requiredEmail,
    phone: requiredPhone,
    plate: requiredSignPlate,
    flightNumber: flightNumberSchema(flightRequired),
  }, msg('invalid_value'));
}

export const reservationFormSchema = makeReservationFormSchema({ flightRequired: false });
export type ReservationFormInput = z.input<typeof reservationFormSchema>;
export type ReservationFormValues = z.output<typeof reservationFormSchema>;

const SPANISH_ZIP = /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/;
/** Other countries: format only, 2-10 letters/digits with inner blanks or dashes. */
const GENERIC_ZIP = /^[A-Z0-9]([A-Z0-9 -]{0,8}[A-Z0-9])$/;

/** The NIF field takes a bare Spanish id or an EU VAT number; the message says which failed. */
const nifSchema = z
  .string(msg('required'))
  .trim()
  .min(1, { ...msg('required'), abort: true })
  .superRefine((v, ctx) => {
    if (taxIdKind(v) !== null) return;
    const looksLikeVat = splitVatPrefix(v) !== null;
    ctx.addIssue({ code: 'custom', message: looksLikeVat ? 'invalid_vat' : 'invalid_dni' });
  })
  .transform(normaliseTaxId);

/**
 * Cross-field checks must not run on a field that already failed, nor when the body is not an
 * object at all: their value may be junk, and a throw there would be a 500 on the server.
 */
function fieldsClean(...fields: string[]) {
  return (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((i) => (i.path?.length ?? 0) === 0 || fields.includes(String(i.path?.[0])));
}

export const billingFormSchema = z
  .object({
    name: personName(FIELD_LIMITS.billingName),
    nif: nifSchema,
    address: requiredText(FIELD_LIMITS.address),
    city: requiredText(FIELD_LIMITS.city),
    zip: requiredText(FIELD_LIMITS.zip).transform((v) => v.toUpperCase()),
    state: requiredText(FIELD_LIMITS.state),
    country: z
      .string(msg('required'))
      .trim()
      .min(1, { ...msg('required'), abort: true })
      .refine(isIsoCountryCode, msg('invalid_country'))
      .transform((v) => v.toUpperCase()),
    invoiceEmail: optionalEmail.transform((v) => v ?? null),
  }, msg('invalid_value'))
  .superRefine(
    (v, ctx) => {
      // Spec 5: an invoice to a person (DNI/NIE) must carry name AND surname.
      const kind = taxIdKind(v.nif);
      if ((kind === 'dni' || kind === 'nie') && v.name.split(/\s+/).length < 2) {
        ctx.addIssue({ code: 'custom', message: 'invalid_name_person', path: ['name'] });
      }
    },
    { when: fieldsClean('name', 'nif') },
  )
  .superRefine(
    (v, ctx) => {
      const ok = v.country === 'ES' ? SPANISH_ZIP.test(v.zip) : GENERIC_ZIP.test(v.zip);
      if (!ok) ctx.addIssue({ code: 'custom', message: 'invalid_zip', path: ['zip'] });
    },
    { when: fieldsClean('zip', 'country') },
  );

export type BillingFormInput = z.input<typeof billingFormSchema>;
export type BillingFormValues = z.output<typeof billingFormSchema>;

export interface TermsOptions {
  /** The booking includes car services (mechanical orders), spec 4 "Terms". */
  hasCarServices: boolean;
}

/**
 * Sales terms always; with car services also the insurance conditions and the authorisation
 * to move the vehicle. Without car services those two are ignored whatever their value.
 */
export function termsSchema({ hasCarServices }: TermsOptions) {
  const ticked = (key: ValidationMessageKey) => z.literal(true, msg(key));
  const ignored = z.boolean(msg('invalid_value')).optional();
  return z.object({
    salesTerms: ticked('terms_required'),
    insurance: hasCarServices ? ticked('insurance_required') : ignored,
    vehicleMove: hasCarServices ? ticked('vehicle_move_required') : ignored,
  }, msg('invalid_value'));
}

export type TermsValues = z.output<ReturnType<typeof termsSchema>>;
