import * as z from 'zod';
import type { CompanyRole } from '../business/company-rules';
import { billingFormSchema, requiredEmail, requiredText } from '../validation/forms';
import { dbId } from '../validation/ids';
import { base64Password, accountLang as lang, loginPassword as password, msg, type SocialProvider } from './account-wire';

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

// The shared wire pieces (./account-wire.ts) and the limits, under the names this contract
// always exported them with.
export { decodePassword, encodePassword, SOCIAL_PROVIDERS, socialLoginRequest, type SocialLoginRequest, type SocialProvider } from './account-wire';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/password-limits';
// Sign-up and reset live in ./new-password.ts (they carry the common-password list, which the
// login dialog must not load): their schemas are imported from there, their types also here.
export type { ResetFormValues, ResetRequest, SignUpFormValues, SignUpRequest } from './new-password';

/** Spec 6: the app-user token expires after one day. */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
/** Issue 10.4: the recovery link is valid for one hour, once. */
export const RECOVERY_TTL_SECONDS = 60 * 60;

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

export interface SocialPrefill {
  type: SocialProvider;
  name: string | null;
  surname: string | null;
  email: string | null;
}
export interface SocialProvidersResponse {
  providers: { type: SocialProvider; client_id: string }[];
}

// ---- Password recovery -------------------------------------------------------------------

/** POST /api/auth/recovery -> 202 always (never says whether the account exists) | 429 */
export const recoveryRequest = z.object({ email: requiredEmail, lang: lang.default('es') }, msg('invalid_value'));
export type RecoveryRequest = z.input<typeof recoveryRequest>;

// ---- E-mail verification (issue 18.2, decision 0022) -------------------------------------

/** The verification link of a password sign-up: one day, once. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;
/**
 * POST /api/auth/signup with a password -> 202 SignUpPending, the same answer whether or not
 * the e-mail already has an account (the mail tells the owner instead). With `social` and the
 * provider's verified e-mail -> 201 AuthToken.
 */
export interface SignUpPending {
  status: 'verification_sent';
}
/** POST /api/auth/verify-email -> 200 AuthToken (the account is created and logged in) | 400 API_ERROR_VERIFICATION_TOKEN_INVALID */
export const verifyEmailRequest = z.object({ token: z.string(msg('required')).min(1, msg('required')).max(200, msg('max_length')) }, msg('invalid_value'));
export type VerifyEmailRequest = z.input<typeof verifyEmailRequest>;
/** POST /api/auth/verify-email/resend -> 202 always (a new link when a sign-up waits for that e-mail) | 429 */
export const resendVerificationRequest = z.object({ email: requiredEmail }, msg('invalid_value'));
export type ResendVerificationRequest = z.input<typeof resendVerificationRequest>;

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
  { profile_id: z.union([dbId, z.literal('empty')], msg('required')) },
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
