import * as z from 'zod';
import type { CompanyRole } from '../business/company-rules';
import { billingFormSchema, requiredEmail, requiredText } from '../validation/forms';
import { FIELD_LIMITS, type ValidationMessageKey } from '../validation/messages';

/**
 * Accounts (issue 10; spec 2 Dialogs, 3 User/Agency/Company/Billing profile, 4 Login, 5, 6, 7).
 * One file of schemas for the browser forms AND the api bodies: the dialogs validate with the
 * form schemas, then send the wire body; the routes parse the wire body with the wire schemas,
 * which decode the password and apply the very same field rules.
 *
 * Session: an HttpOnly, SameSite cookie holds the access token (never readable by scripts);
 * the `auth_token` the spec stores keeps only status, expires_in and the token type
 * (docs/decisions: session cookie and CSRF). Every route below is under /api.
 */

const msg = (key: ValidationMessageKey) => ({ error: key });

/** Sign-up password minimum (spec 5, 9). */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that scrypt is never fed megabytes. */
export const PASSWORD_MAX_LENGTH = 200;
/** Spec 6: the app-user token expires after one day. */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
/** Issue 10.4: the recovery link is valid for one hour, once. */
export const RECOVERY_TTL_SECONDS = 60 * 60;

const password = z.string(msg('required')).min(1, { ...msg('required'), abort: true }).max(PASSWORD_MAX_LENGTH, msg('max_length'));
const newPassword = z
  .string(msg('required'))
  .min(1, { ...msg('required'), abort: true })
  .min(PASSWORD_MIN_LENGTH, msg('min_length'))
  .max(PASSWORD_MAX_LENGTH, msg('max_length'));

/** UTF-8 safe base64 both ways (spec 7: the client login sends the password base64). */
export function encodePassword(plain: string): string {
  const bytes = new TextEncoder().encode(plain);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

export function decodePassword(b64: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 !== 0) return null;
  try {
    const bin = atob(b64);
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** A base64 password on the wire, decoded and then checked by `rules`. */
function base64Password(rules: z.ZodType<string, string>) {
  return z
    .string(msg('required'))
    .max(PASSWORD_MAX_LENGTH * 4, msg('max_length'))
    .transform((v, ctx) => {
      const plain = decodePassword(v);
      if (plain === null) {
        ctx.addIssue({ code: 'custom', message: 'invalid_value' });
        return z.NEVER;
      }
      return plain;
    })
    .pipe(rules);
}

const lang = z.enum(['es', 'ca', 'en', 'fr'], msg('invalid_value'));

// ---- Login (individual tab) -------------------------------------------------------------

export const loginFormSchema = z.object({ email: requiredEmail, password }, msg('invalid_value'));
export type LoginFormValues = z.output<typeof loginFormSchema>;
/** POST /api/auth/login -> 200 AuthToken (+ session cookie) | 401 API_ERROR_INVALID_CREDENTIALS | 429 */
export const loginRequest = z.object({ email: requiredEmail, password: base64Password(password) }, msg('invalid_value'));
export type LoginRequest = z.input<typeof loginRequest>;

// ---- Login (agencies tab) ----------------------------------------------------------------

export const agencyLoginFormSchema = z.object({ alias: requiredText(100), password }, msg('invalid_value'));
export type AgencyLoginFormValues = z.output<typeof agencyLoginFormSchema>;
/** POST /api/auth/agency-login -> 200 AuthToken | 401 API_ERROR_INVALID_CREDENTIALS | 429 */
export const agencyLoginRequest = z.object({ alias: requiredText(100), password: base64Password(password) }, msg('invalid_value'));
export type AgencyLoginRequest = z.input<typeof agencyLoginRequest>;

// ---- Social login ------------------------------------------------------------------------

export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/**
 * POST /api/auth/social -> 200 AuthToken | 404 API_ERROR_SOCIAL_NOT_REGISTERED with
 * details: SocialPrefill (the sign-up dialog switches to social mode) | 401 API_ERROR_SOCIAL_INVALID_TOKEN.
 * GET /api/auth/social/providers -> { providers: { type, client_id }[] } (only those configured).
 */
export const socialLoginRequest = z.object(
  { type: z.enum(SOCIAL_PROVIDERS, msg('invalid_value')), token: z.string(msg('required')).min(1, msg('required')).max(8192, msg('max_length')) },
  msg('invalid_value'),
);
export type SocialLoginRequest = z.input<typeof socialLoginRequest>;
export interface SocialPrefill {
  type: SocialProvider;
  name: string | null;
  surname: string | null;
  email: string | null;
}
export interface SocialProvidersResponse {
  providers: { type: SocialProvider; client_id: string }[];
}

// ---- Sign-up -----------------------------------------------------------------------------

const signUpFields = {
  name: requiredText(FIELD_LIMITS.name),
  surname: requiredText(FIELD_LIMITS.surname),
  email: requiredEmail,
  privacy: z.literal(true, msg('privacy_required')),
  accept_promos: z.boolean(msg('invalid_value')).default(false),
  accept_newsletter: z.boolean(msg('invalid_value')).default(false),
};

/** Spec 5 sign-up: password required min 8, not in social mode. */
export function signUpFormSchema({ social }: { social: boolean }) {
  return z.object({ ...signUpFields, password: social ? z.string().optional() : newPassword }, msg('invalid_value'));
}
export type SignUpFormValues = z.output<ReturnType<typeof signUpFormSchema>>;

/**
 * POST /api/auth/signup -> 201 AuthToken (logged in at once) | 409 API_ERROR_ACCOUNT_EXISTS.
 * With `social` the provider token is verified and the password omitted; `reservation_id`
 * with its access token links a guest booking just made (spec 7 "create user").
 */
export const signUpRequest = z
  .object(
    {
      ...signUpFields,
      password: base64Password(newPassword).optional(),
      social: socialLoginRequest.optional(),
      lang: lang.default('es'),
      /**
       * The reservation_token of a guest booking just made (its confirmation): the booking joins
       * the new account when its e-mail is the account's. Ignored otherwise; the sign-up succeeds.
       */
      reservation_token: z.string(msg('invalid_value')).max(200, msg('max_length')).optional(),
    },
    msg('invalid_value'),
  )
  .superRefine((v, ctx) => {
    if (!v.social && v.password === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['password'] });
  });
export type SignUpRequest = z.input<typeof signUpRequest>;

// ---- Password recovery -------------------------------------------------------------------

/** POST /api/auth/recovery -> 202 always (never says whether the account exists) | 429 */
export const recoveryRequest = z.object({ email: requiredEmail, lang: lang.default('es') }, msg('invalid_value'));
export type RecoveryRequest = z.input<typeof recoveryRequest>;

export const resetFormSchema = z
  .object({ password: newPassword, confirm: z.string(msg('required')) }, msg('invalid_value'))
  .refine((v) => v.password === v.confirm, { message: 'password_mismatch', path: ['confirm'] });
export type ResetFormValues = z.output<typeof resetFormSchema>;
/** POST /api/auth/reset -> 204 (every session of the account ends) | 400 API_ERROR_RESET_TOKEN_INVALID */
export const resetRequest = z.object(
  { token: z.string(msg('required')).min(1, msg('required')).max(200, msg('max_length')), password: base64Password(newPassword) },
  msg('invalid_value'),
);
export type ResetRequest = z.input<typeof resetRequest>;

// ---- Session -----------------------------------------------------------------------------

export type AccountType = 'client' | 'agency';
/** Spec 3 stored key auth_token, minus the access token itself (it lives in the HttpOnly cookie). */
export interface AuthToken {
  status: 'ok';
  type: AccountType;
  expires_in: number;
  /** Double-submit CSRF token: echo it in the X-CSRF-Token header on every state-changing call. */
  csrf_token: string;
}
/** POST /api/auth/logout -> 204 (revokes the session, clears the cookie). */

// ---- Billing profiles, companies ---------------------------------------------------------

export const INVOICING_METHODS = ['monthly', 'per_service'] as const;
export type InvoicingMethod = (typeof INVOICING_METHODS)[number];
export type { CompanyRole };

/** Spec 3 Billing profile. companyId null = a particular (personal) profile. */
export interface BillingProfileView {
  id: number;
  name: string;
  nif: string;
  address: string;
  city: string;
  zip: string;
  state: string;
  country: string;
  billing_email: string | null;
  invoicing_method: InvoicingMethod;
  is_default: boolean;
  companyId: number | null;
  /** Spec 4: the de-duplication prefers a profile with id_company. */
  id_company: number | null;
  role: CompanyRole | null;
  enableBookingRecords: boolean;
  block_premium_for_this_profile: boolean;
  /** Corporate profiles cannot be edited in the booking flow (spec 5). */
  editable: boolean;
}

/**
 * GET /api/me/profiles and PUT /api/me/default-profile -> 200. Spec 4: the user-mode dialog
 * lists `companyProfiles(profiles)` (domain business/user-mode) and preselects the highest id.
 */
export interface ProfilesResponse {
  profiles: BillingProfileView[];
  /** null = particular ('empty') */
  defaultInvoiceProfileId: number | null;
  businessMode: boolean;
}

/** POST /api/me/profiles, PUT /api/me/profiles/:id (403 API_ERROR_PROFILE_NOT_EDITABLE for corporate ones). */
export const billingProfileRequest = z.object(
  {
    billing: billingFormSchema,
    invoicing_method: z.enum(INVOICING_METHODS, msg('invalid_value')).default('per_service'),
    make_default: z.boolean(msg('invalid_value')).default(false),
  },
  msg('invalid_value'),
);
export type BillingProfileRequest = z.input<typeof billingProfileRequest>;

/** PUT /api/me/default-profile: a profile id, or 'empty' for particular (spec 4 user-mode dialog). */
export const defaultProfileRequest = z.object(
  { profile_id: z.union([z.number().int().positive(), z.literal('empty')], msg('required')) },
  msg('invalid_value'),
);
export type DefaultProfileRequest = z.input<typeof defaultProfileRequest>;

/** PUT /api/me/language (spec 6: saved to the account only for logged clients). */
export const languageRequest = z.object({ lang }, msg('invalid_value'));

/** Spec 3 Company. GET /api/me/company (null when none or on failure, spec 8). */
export interface CompanyView {
  id: number;
  name: string;
  companyName: string;
  blockPremium: boolean;
  blockWashes: boolean;
  block_premium_for_some_users: boolean;
  enableBookingRecords: boolean;
}
/** GET /api/me/company/users: company administrators only (403 otherwise). */
export interface CompanyUserView {
  id: number;
  name: string;
  lastName: string;
  email: string;
  role: CompanyRole;
}
/** GET /api/me/company/users -> 200 (the default profile's company, in business mode, for its administrators). */
export interface CompanyUsersResponse {
  users: CompanyUserView[];
}

// ---- Who am I ----------------------------------------------------------------------------

/** Spec 3 User, as GET /api/me returns it for a client. Vehicles attach in the next issue. */
export interface ClientView {
  type: 'client';
  id: number;
  email: string;
  name: string;
  lastName: string;
  phone: string | null;
  zipCode: string | null;
  language: 'es' | 'ca' | 'en' | 'fr';
  accept_promos: boolean;
  accept_newsletter: boolean;
  provider: SocialProvider | 'password';
  profiles: BillingProfileView[];
  /** 'empty' or null = particular. */
  defaultInvoiceProfileId: number | null;
  /** Spec 4: business mode is on when the default profile has a company. */
  businessMode: boolean;
  company: CompanyView | null;
  points: number;
}
/** Spec 3 Agency. */
export interface AgencyView {
  type: 'agency';
  id: number;
  alias: string;
  company_name: string;
}
/** GET /api/me -> 200 ClientView | AgencyView | 401 API_ERROR_UNAUTHORIZED. */
export type MeResponse = ClientView | AgencyView;

/** GET /api/me/reservations: the account's (client) or agency's bookings, newest first. */
export interface MyReservationItem {
  /** Opens /confirmation?reference=...: the owner (client or agency session) reads it without the guest token. */
  reference: string;
  status: 'pending_payment' | 'confirmed' | 'cancelled';
  product_name: string;
  place_name: string;
  startDate: string;
  endDate: string;
  total: number;
  created_at: string;
}
export interface MyReservationsResponse {
  reservations: MyReservationItem[];
}
