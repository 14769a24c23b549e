import type {
  AgencyLoginFormValues,
  AgencyLoginRequest,
  AuthToken,
  LoginFormValues,
  LoginRequest,
  MeResponse,
  RecoveryRequest,
  ResendVerificationRequest,
  ResetRequest,
  SignUpFormValues,
  SignUpRequest,
  SocialLoginRequest,
  SocialPrefill,
  VerifyEmailRequest,
} from '@parking/domain/contracts/account';
// Zod-free: the user menu on every page imports this module (decision 0046).
import { encodePassword } from '@parking/domain/contracts/account-plain';
import { ApiError, apiPost } from '../../lib/api-client';
import { currentLang } from '../../lib/i18n';
import { clearAuth, setAuth } from '../../modules/account/session-store';
import { reloadMe } from '../../modules/account/me';
import * as bookingActions from '../../modules/booking/booking-actions';
import { clearSnapshot } from '../../modules/booking/snapshot';

/** Spec 4 Login: "success needs a valid token else 'Invalid token'". */
export class InvalidTokenError extends Error {
  constructor() {
    super('Invalid token');
    this.name = 'InvalidTokenError';
  }
}

export function isAuthToken(v: unknown): v is AuthToken {
  const t = v as Partial<AuthToken> | null;
  return (
    !!t &&
    t.status === 'ok' &&
    (t.type === 'client' || t.type === 'agency') &&
    typeof t.expires_in === 'number' &&
    t.expires_in > 0 &&
    typeof t.csrf_token === 'string' &&
    t.csrf_token.length > 0
  );
}

/**
 * Spec 4 Login success: keep the session, load the user (or agency), clear the stored
 * snapshot and its timestamp. The traveller stays where they were (no navigation).
 */
export async function completeLogin(token: unknown): Promise<MeResponse> {
  if (!isAuthToken(token)) throw new InvalidTokenError();
  setAuth(token);
  try {
    const me = await reloadMe();
    if (!me) throw new InvalidTokenError();
    clearSnapshot();
    return me;
  } catch (err) {
    clearAuth();
    throw err;
  }
}

export function login(values: LoginFormValues): Promise<MeResponse> {
  const body: LoginRequest = { email: values.email, password: encodePassword(values.password) };
  return apiPost<unknown>('/api/auth/login', body).then(completeLogin);
}

export function agencyLogin(values: AgencyLoginFormValues): Promise<MeResponse> {
  const body: AgencyLoginRequest = { alias: values.alias, password: encodePassword(values.password) };
  return apiPost<unknown>('/api/auth/agency-login', body).then(completeLogin);
}

export type SocialResult = { ok: true; me: MeResponse } | { ok: false; prefill: SocialPrefill };

/**
 * Spec 4 Social sign-up: a provider token the server knows logs in; an unknown one comes back
 * as API_ERROR_SOCIAL_NOT_REGISTERED with what the provider told (the sign-up form's prefill).
 */
export async function socialLogin(social: SocialLoginRequest): Promise<SocialResult> {
  try {
    const me = await apiPost<unknown>('/api/auth/social', social).then(completeLogin);
    return { ok: true, me };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'API_ERROR_SOCIAL_NOT_REGISTERED') {
      const d = (err.details ?? {}) as Partial<SocialPrefill>;
      return {
        ok: false,
        prefill: { type: social.type, name: d.name ?? null, surname: d.surname ?? null, email: d.email ?? null },
      };
    }
    throw err;
  }
}

/** What a sign-up leads to: logged in (social), or a link mailed to confirm the e-mail (password; issue 18.2). */
export type SignUpResult = { kind: 'session'; me: MeResponse } | { kind: 'verification_sent'; email: string };

/**
 * POST /api/auth/signup: with a password, 202 and a verification link by mail (the account is
 * created when it is followed); with `social`, logged in at once (201 AuthToken).
 */
export async function signUp(values: SignUpFormValues, social: SocialLoginRequest | null, reservationToken?: string): Promise<SignUpResult> {
  const body: SignUpRequest = {
    name: values.name,
    surname: values.surname,
    email: values.email,
    privacy: true,
    accept_promos: values.accept_promos,
    accept_newsletter: values.accept_newsletter,
    lang: currentLang(),
    ...(social ? { social } : { password: encodePassword(values.password ?? '') }),
    // issue 17.3: the guest booking of this confirmation joins the account (after the e-mail is verified)
    ...(reservationToken ? { reservation_token: reservationToken } : {}),
  };
  const answer = await apiPost<unknown>('/api/auth/signup', body);
  if ((answer as { status?: unknown } | null)?.status === 'verification_sent') return { kind: 'verification_sent', email: values.email };
  return { kind: 'session', me: await completeLogin(answer) };
}

/** POST /api/auth/verify-email: the mail's link creates the account and logs it in. */
export function verifyEmail(token: string): Promise<MeResponse> {
  const body: VerifyEmailRequest = { token };
  return apiPost<unknown>('/api/auth/verify-email', body).then(completeLogin);
}

/** POST /api/auth/verify-email/resend: 202 whether or not a sign-up waits for that e-mail. */
export function resendVerification(email: string): Promise<unknown> {
  const body: ResendVerificationRequest = { email };
  return apiPost<unknown>('/api/auth/verify-email/resend', body);
}

/** POST /api/auth/recovery: 202 whether or not the account exists. */
export function requestRecovery(email: string): Promise<unknown> {
  const body: RecoveryRequest = { email, lang: currentLang() };
  return apiPost<unknown>('/api/auth/recovery', body);
}

export function resetPassword(token: string, password: string): Promise<unknown> {
  const body: ResetRequest = { token, password: encodePassword(password) };
  return apiPost<unknown>('/api/auth/reset', body);
}

/**
 * Spec 4 Logout: end the session (and any social one), clear the state and the snapshot; the
 * caller then goes to /where-when. The local session goes even when the call fails.
 */
export async function logout(): Promise<void> {
  await apiPost<unknown>('/api/auth/logout', {}).catch(() => undefined);
  clearAuth();
  clearSnapshot();
  bookingActions.clearBooking();
}
