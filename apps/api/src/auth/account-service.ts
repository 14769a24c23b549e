import {
  type AgencyView,
  type ClientView,
  EMAIL_VERIFICATION_TTL_SECONDS,
  RECOVERY_TTL_SECONDS,
  SOCIAL_PROVIDERS,
  type SocialPrefill,
  type SocialProvidersResponse,
} from '@parking/domain/contracts/account';
import type { signUpRequest } from '@parking/domain/contracts/new-password';
import { RECOVERY_IP_THROTTLE, RECOVERY_THROTTLE } from '@parking/domain/auth/throttle';
import type { Lang } from '@parking/domain/contracts/wire';
import type { z } from 'zod';
import { DomainError } from '@parking/domain/errors/codes';
import { passwordProblem } from '@parking/domain/validation/password';
import { ValidationFailure } from '../errors/validation-failure';
import { centsToEuros } from '@parking/domain/money/money';
import type { Db } from '../db/client';
import { langOrDefault } from '../i18n/lang';
import { enqueueMail } from '../mail/outbox-repository';
import type { Mailer } from '../mail/mailer';
import {
  type AgencyRow,
  completePendingSignup,
  consumePasswordReset,
  createPasswordReset,
  createPendingSignup,
  createUser,
  deletePendingSignupsBefore,
  endPendingSignups,
  findAgencyById,
  findAgencyByAlias,
  findPasswordResetUser,
  findUserByEmail,
  findUserById,
  findUserBySocial,
  linkGuestReservation,
  linkSocial,
  newestPendingSignup,
  type PendingSignupRow,
  setLanguage,
  setPassword,
  type UserRow,
} from './account-repository';
import { hashPassword, SCRYPT_LOG2_N, verifyPassword } from './password';
import { type AccountMailKind, composeAccountMail } from './account-mail';
import { type Account, hashToken, newToken, revokeUserSessions } from './session';
import { TOKEN_PATTERN } from '../lib/token';
import type { SocialProviders } from './social/index';
import { type SocialIdentity, SocialTokenInvalid } from './social/provider';
import { assertAllowed, clearAccountAttempts, clearLoginAttempt, type LoginKind, recordFailure, reserveLoginAttempt, throttleKey } from './throttle';

/** What a sign-up leads to: a session at once (social, the provider vouched for the e-mail), or a link mailed (password). */
export type SignUpOutcome = { kind: 'session'; account: Account } | { kind: 'verification_sent' };

/** What GET /api/me says about a client's user mode (business/: profiles, company). */
export type ClientBusinessView = Pick<ClientView, 'profiles' | 'defaultInvoiceProfileId' | 'businessMode' | 'company'>;

export interface AccountServiceDeps {
  db: Db;
  mailer: Mailer;
  social: SocialProviders;
  /** the web app's address, for the recovery mail's link */
  publicUrl: string;
  scryptLog2N?: number;
  /** a client's profiles and company, from the business module (given by app/services.ts: auth sits below business) */
  clientBusiness: (userId: number) => Promise<ClientBusinessView>;
  /** the client's available points balance in cents at `now` (issue 19: points/, given by app/services.ts) */
  clientPointsCents: (userId: number, now: Date) => Promise<number>;
  now: () => Date;
}

function toClientView(u: UserRow, business: ClientBusinessView, pointsCents: number): ClientView {
  return {
    type: 'client',
    id: u.id,
    email: u.email,
    name: u.name,
    lastName: u.lastName,
    phone: u.phone,
    zipCode: u.zipCode,
    language: langOrDefault(u.language),
    accept_promos: u.acceptPromos,
    accept_newsletter: u.acceptNewsletter,
    provider: u.provider as ClientView['provider'],
    profiles: business.profiles,
    defaultInvoiceProfileId: business.defaultInvoiceProfileId,
    businessMode: business.businessMode,
    company: business.company,
    // points are kept in cents like all money (the ledger's available balance, issue 19); the view gives euros like the wire (spec 3 points)
    points: centsToEuros(pointsCents),
  };
}

function toAgencyView(a: AgencyRow): AgencyView {
  return { type: 'agency', id: a.id, alias: a.alias, company_name: a.companyName };
}

/**
 * Accounts (issue 10; spec 2 dialogs, 4 Login/Logout, 5, 6, 7): login (client and agency) with
 * the throttle, social login, sign-up, who am I, language, password recovery and reset. The
 * routes (auth-routes.ts) add the cookies; sessions and CSRF are session.ts (decision 0016).
 */
export function createAccountService({ db, mailer, social, publicUrl, scryptLog2N, clientBusiness, clientPointsCents, now }: AccountServiceDeps) {
  const log2N = scryptLog2N ?? SCRYPT_LOG2_N;

  /** A password login: the account, or 401 API_ERROR_INVALID_CREDENTIALS (429 while throttled). */
  async function passwordLogin<T extends { passwordHash: string | null }>(
    ip: string,
    kind: LoginKind,
    identifier: string,
    password: string,
    find: () => Promise<T | null>,
    refusal: () => DomainError,
  ): Promise<T> {
    const at = now();
    // Reserved before the password is checked: a burst of N parallel tries counts N (issue 18.1).
    const attemptKey = await reserveLoginAttempt(db, kind, identifier, ip, at);
    const found = await find();
    // An unknown e-mail or alias (or a social-only account) still pays for one scrypt.
    const ok = await verifyPassword(found?.passwordHash ?? null, password, log2N);
    if (!found || !ok) throw refusal();
    await clearLoginAttempt(db, attemptKey);
    return found;
  }

  async function login(ip: string, email: string, password: string): Promise<Account> {
    const user = await passwordLogin(ip, 'login', email, password, () => findUserByEmail(db, email), () => new DomainError('API_ERROR_INVALID_CREDENTIALS'));
    return { type: 'client', userId: user.id };
  }

  async function agencyLogin(ip: string, alias: string, password: string): Promise<Account> {
    const agency = await passwordLogin(
      ip,
      'agency',
      alias,
      password,
      () => findAgencyByAlias(db, alias),
      () => new DomainError('API_ERROR_INVALID_CREDENTIALS', undefined, { key: 'agency_invalid_credentials' }),
    );
    return { type: 'agency', agencyId: agency.id };
  }

  function socialProviders(): SocialProvidersResponse {
    return {
      providers: SOCIAL_PROVIDERS.flatMap((type) => {
        const p = social[type];
        return p ? [{ type, client_id: p.clientId }] : [];
      }),
    };
  }

  async function verifySocial(type: (typeof SOCIAL_PROVIDERS)[number], token: string): Promise<SocialIdentity> {
    const provider = social[type];
    if (!provider) throw new SocialTokenInvalid('NOT_CONFIGURED');
    return provider.verify(token, now());
  }

  async function socialLogin(type: (typeof SOCIAL_PROVIDERS)[number], token: string): Promise<Account> {
    const at = now();
    const identity = await verifySocial(type, token);
    let user = await findUserBySocial(db, identity.provider, identity.subject);
    if (!user && identity.email && identity.emailVerified) {
      user = await findUserByEmail(db, identity.email);
      if (user) await linkSocial(db, user.id, identity.provider, identity.subject, at);
    }
    if (!user) {
      const prefill: SocialPrefill = { type: identity.provider, name: identity.name, surname: identity.surname, email: identity.email };
      throw new DomainError('API_ERROR_SOCIAL_NOT_REGISTERED', prefill);
    }
    return { type: 'client', userId: user.id };
  }

  /** Queues one account mail and sends it after the answer (its time must not tell anything). */
  async function mail(kind: AccountMailKind, to: string, name: string, lang: string, link: string): Promise<void> {
    const outboxId = await enqueueMail(db, composeAccountMail(kind, to, name, langOrDefault(lang), link), null);
    void mailer.deliver(outboxId);
  }

  /**
   * A request that mails a link (recovery, a new verification link), per e-mail and per
   * address: refused while either must wait; every request counts, whatever the answer would
   * have been, so mailboxes are not flooded.
   */
  async function countMailRequest(kind: 'recovery' | 'verify', ip: string, email: string, at: Date): Promise<void> {
    const keys = [throttleKey(`${kind}-ip`, ip, RECOVERY_IP_THROTTLE), throttleKey(kind, email, RECOVERY_THROTTLE)];
    await assertAllowed(db, keys, at);
    await recordFailure(db, keys, at);
  }

  /** A new link for a waiting sign-up (its data, a fresh token); the older links end. */
  async function mailVerification(row: Omit<PendingSignupRow, 'tokenHash' | 'expiresAt' | 'usedAt' | 'createdAt'>, at: Date): Promise<void> {
    const token = newToken();
    await createPendingSignup(db, { ...row, tokenHash: hashToken(token), expiresAt: new Date(at.getTime() + EMAIL_VERIFICATION_TTL_SECONDS * 1000) }, at);
    await mail('verify', row.email, row.name, row.language, `${publicUrl}/verify-email?token=${token}`);
  }

  /**
   * Sign-up (issue 18.2, decision 0022). With a password: no account yet; the e-mail gets a
   * verification link that creates it, and the answer is the same whether or not the e-mail
   * has an account (the same scrypt work, one mail queued; the owner of an existing account
   * is told by mail instead). With `social`: the account takes the e-mail the provider
   * verified (a social identity without one is refused), or joins the account that e-mail has;
   * the password sign-ups still waiting for it end.
   */
  async function signUp(b: z.output<typeof signUpRequest>): Promise<SignUpOutcome> {
    const at = now();
    if (b.social) {
      const identity = await verifySocial(b.social.type, b.social.token);
      if (!identity.email || !identity.emailVerified) throw new SocialTokenInvalid('NO_VERIFIED_EMAIL');
      const existing = (await findUserBySocial(db, identity.provider, identity.subject)) ?? (await findUserByEmail(db, identity.email));
      let userId = existing?.id ?? null;
      if (existing) {
        await linkSocial(db, existing.id, identity.provider, identity.subject, at);
      } else {
        userId = await createUser(
          db,
          {
            email: identity.email,
            name: b.name,
            lastName: b.surname,
            language: b.lang,
            acceptPromos: b.accept_promos,
            acceptNewsletter: b.accept_newsletter,
            passwordHash: null,
            provider: identity.provider,
            social: { provider: identity.provider, subject: identity.subject },
          },
          at,
        );
        if (userId === null) throw new DomainError('API_ERROR_ACCOUNT_EXISTS');
      }
      await endPendingSignups(db, identity.email, at);
      if (b.reservation_token) await linkGuestReservation(db, userId!, identity.email, b.reservation_token);
      return { kind: 'session', account: { type: 'client', userId: userId! } };
    }
    // The same scrypt work whether or not the e-mail has an account (issue 18.6: 3 ms vs 360 ms).
    const passwordHash = await hashPassword(b.password!, log2N);
    const existing = await findUserByEmail(db, b.email);
    if (existing) {
      await mail('exists', existing.email, existing.name, existing.language, `${publicUrl}/`);
    } else {
      const reservationTokenHash = b.reservation_token && TOKEN_PATTERN.test(b.reservation_token) ? hashToken(b.reservation_token) : null;
      await mailVerification(
        { email: b.email, name: b.name, lastName: b.surname, language: b.lang, acceptPromos: b.accept_promos, acceptNewsletter: b.accept_newsletter, passwordHash, reservationTokenHash },
        at,
      );
    }
    return { kind: 'verification_sent' };
  }

  /** Follows a verification link: the account is created (verified) and logged in; else 400 API_ERROR_VERIFICATION_TOKEN_INVALID. */
  async function verifyEmail(token: string): Promise<Account> {
    const userId = TOKEN_PATTERN.test(token) ? await completePendingSignup(db, hashToken(token), now()) : null;
    if (userId === null) throw new DomainError('API_ERROR_VERIFICATION_TOKEN_INVALID');
    return { type: 'client', userId };
  }

  /** A new link for the e-mail's waiting sign-up, if any; counted like recovery requests (never tells). */
  async function resendVerification(ip: string, email: string): Promise<void> {
    const at = now();
    await countMailRequest('verify', ip, email, at);
    const row = await newestPendingSignup(db, email);
    if (!row || (await findUserByEmail(db, email))) return;
    await mailVerification(row, at);
  }

  async function me(account: Account): Promise<ClientView | AgencyView> {
    if (account.type === 'agency') {
      const agency = await findAgencyById(db, account.agencyId);
      if (!agency) throw new DomainError('API_ERROR_UNAUTHORIZED');
      return toAgencyView(agency);
    }
    const user = await findUserById(db, account.userId);
    if (!user) throw new DomainError('API_ERROR_UNAUTHORIZED');
    return toClientView(user, await clientBusiness(user.id), await clientPointsCents(user.id, now()));
  }

  /** Spec 6: only clients keep a language; for an agency nothing is saved. */
  async function saveLanguage(account: Account, lang: Lang): Promise<void> {
    if (account.type === 'client') await setLanguage(db, account.userId, lang);
  }

  /** Mails a reset link when the e-mail has an account; counts every request (never tells which). */
  async function requestRecovery(ip: string, email: string): Promise<void> {
    const at = now();
    await countMailRequest('recovery', ip, email, at);
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = newToken();
    await createPasswordReset(db, user.id, hashToken(token), new Date(at.getTime() + RECOVERY_TTL_SECONDS * 1000), at);
    // Sent after the answer: the time taken must not tell whether the account exists.
    await mail('recovery', user.email, user.name, user.language, `${publicUrl}/reset-password?token=${token}`);
  }

  /** A new password with the recovery link's token; every session of the account ends. */
  async function resetPassword(token: string, password: string): Promise<void> {
    const at = now();
    // The reset body knows no e-mail: once the token names the account, the new password must
    // not contain its e-mail or name either (NIST context words; the rest is the body's schema).
    const owner = await findPasswordResetUser(db, hashToken(token), at);
    const problem = owner ? passwordProblem(password, { email: owner.email, names: [owner.name, owner.lastName] }) : null;
    if (problem) throw new ValidationFailure([{ code: 'custom', path: ['password'], message: problem.key, input: password }], { token, password });
    const userId = await consumePasswordReset(db, hashToken(token), at);
    if (userId === null) throw new DomainError('API_ERROR_RESET_TOKEN_INVALID');
    await setPassword(db, userId, await hashPassword(password, log2N), at);
    await revokeUserSessions(db, userId, at);
    // The owner proved the mailbox: the login throttle of that e-mail starts again.
    const user = await findUserById(db, userId);
    if (user) await clearAccountAttempts(db, 'login', user.email, at);
  }

  /** Drops sign-ups expired for a day or more (the hourly auth clean-up). */
  async function prunePendingSignups(at: Date): Promise<void> {
    await deletePendingSignupsBefore(db, new Date(at.getTime() - 24 * 60 * 60 * 1000));
  }

  return { prunePendingSignups, login, agencyLogin, socialProviders, socialLogin, signUp, verifyEmail, resendVerification, me, saveLanguage, requestRecovery, resetPassword, social };
}

export type AccountService = ReturnType<typeof createAccountService>;
