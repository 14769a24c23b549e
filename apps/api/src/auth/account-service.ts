import {
  type AgencyView,
  type ClientView,
  RECOVERY_TTL_SECONDS,
  SOCIAL_PROVIDERS,
  type SocialPrefill,
  type SocialProvidersResponse,
} from '@parking/domain/contracts/account';
import type { signUpRequest } from '@parking/domain/contracts/new-password';
import { ACCOUNT_THROTTLE, IP_THROTTLE, RECOVERY_IP_THROTTLE, RECOVERY_THROTTLE } from '@parking/domain/auth/throttle';
import type { Lang } from '@parking/domain/contracts/wire';
import type { z } from 'zod';
import { DomainError } from '@parking/domain/errors/codes';
import { centsToEuros } from '@parking/domain/money/money';
import type { Db } from '../db/client';
import { langOrDefault } from '../i18n/lang';
import { enqueueMail } from '../mail/outbox-repository';
import type { Mailer } from '../mail/mailer';
import {
  type AgencyRow,
  consumePasswordReset,
  createPasswordReset,
  createUser,
  findAgencyById,
  findAgencyByAlias,
  findUserByEmail,
  findUserById,
  findUserBySocial,
  linkGuestReservation,
  linkSocial,
  setLanguage,
  setPassword,
  type UserRow,
} from './account-repository';
import { hashPassword, SCRYPT_LOG2_N, verifyPassword } from './password';
import { composeRecoveryMail } from './recovery-mail';
import { type Account, hashToken, newToken, revokeUserSessions } from './session';
import type { SocialProviders } from './social/index';
import { type SocialIdentity, SocialTokenInvalid } from './social/provider';
import { assertAllowed, clearFailures, recordFailure, throttleKey } from './throttle';

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
  now: () => Date;
}

function toClientView(u: UserRow, business: ClientBusinessView): ClientView {
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
    // points are kept in cents like all money; the view gives euros like the wire (spec 3 points)
    points: centsToEuros(u.pointsCents),
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
export function createAccountService({ db, mailer, social, publicUrl, scryptLog2N, clientBusiness, now }: AccountServiceDeps) {
  const log2N = scryptLog2N ?? SCRYPT_LOG2_N;
  const ipKey = (ip: string) => throttleKey('ip', ip, IP_THROTTLE);

  /** A password login: the account, or 401 API_ERROR_INVALID_CREDENTIALS (429 while throttled). */
  async function passwordLogin<T extends { passwordHash: string | null }>(
    ip: string,
    kind: 'login' | 'agency',
    identifier: string,
    password: string,
    find: () => Promise<T | null>,
    refusal: () => DomainError,
  ): Promise<T> {
    const at = now();
    const accountKey = throttleKey(kind, identifier, ACCOUNT_THROTTLE);
    const keys = [ipKey(ip), accountKey];
    await assertAllowed(db, keys, at);
    const found = await find();
    // An unknown e-mail or alias (or a social-only account) still pays for one scrypt.
    const ok = await verifyPassword(found?.passwordHash ?? null, password, log2N);
    if (!found || !ok) {
      await recordFailure(db, keys, at);
      throw refusal();
    }
    await clearFailures(db, [accountKey]);
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

  async function signUp(b: z.output<typeof signUpRequest>): Promise<Account> {
    const at = now();
    const identity = b.social ? await verifySocial(b.social.type, b.social.token) : null;
    if (await findUserByEmail(db, b.email)) throw new DomainError('API_ERROR_ACCOUNT_EXISTS');
    const passwordHash = identity ? null : await hashPassword(b.password!, log2N);
    const userId = await createUser(
      db,
      {
        email: b.email,
        name: b.name,
        lastName: b.surname,
        language: b.lang,
        acceptPromos: b.accept_promos,
        acceptNewsletter: b.accept_newsletter,
        passwordHash,
        provider: identity ? identity.provider : 'password',
        ...(identity ? { social: { provider: identity.provider, subject: identity.subject } } : {}),
      },
      at,
    );
    if (userId === null) throw new DomainError('API_ERROR_ACCOUNT_EXISTS');
    if (b.reservation_token) await linkGuestReservation(db, userId, b.email, b.reservation_token);
    return { type: 'client', userId };
  }

  async function me(account: Account): Promise<ClientView | AgencyView> {
    if (account.type === 'agency') {
      const agency = await findAgencyById(db, account.agencyId);
      if (!agency) throw new DomainError('API_ERROR_UNAUTHORIZED');
      return toAgencyView(agency);
    }
    const user = await findUserById(db, account.userId);
    if (!user) throw new DomainError('API_ERROR_UNAUTHORIZED');
    return toClientView(user, await clientBusiness(user.id));
  }

  /** Spec 6: only clients keep a language; for an agency nothing is saved. */
  async function saveLanguage(account: Account, lang: Lang): Promise<void> {
    if (account.type === 'client') await setLanguage(db, account.userId, lang);
  }

  /** Mails a reset link when the e-mail has an account; counts every request (never tells which). */
  async function requestRecovery(ip: string, email: string): Promise<void> {
    const at = now();
    const keys = [throttleKey('recovery-ip', ip, RECOVERY_IP_THROTTLE), throttleKey('recovery', email, RECOVERY_THROTTLE)];
    await assertAllowed(db, keys, at);
    // Every request counts, whatever the answer would have been: mailboxes are not flooded.
    await recordFailure(db, keys, at);
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = newToken();
    await createPasswordReset(db, user.id, hashToken(token), new Date(at.getTime() + RECOVERY_TTL_SECONDS * 1000), at);
    const link = `${publicUrl}/reset-password?token=${token}`;
    const outboxId = await enqueueMail(db, composeRecoveryMail(user.email, user.name, langOrDefault(user.language), link), null);
    // Sent after the answer: the time taken must not tell whether the account exists.
    void mailer.deliver(outboxId);
  }

  /** A new password with the recovery link's token; every session of the account ends. */
  async function resetPassword(token: string, password: string): Promise<void> {
    const at = now();
    const userId = await consumePasswordReset(db, hashToken(token), at);
    if (userId === null) throw new DomainError('API_ERROR_RESET_TOKEN_INVALID');
    await setPassword(db, userId, await hashPassword(password, log2N), at);
    await revokeUserSessions(db, userId, at);
    // The owner proved the mailbox: the login throttle of that e-mail starts again.
    const user = await findUserById(db, userId);
    if (user) await clearFailures(db, [throttleKey('login', user.email, ACCOUNT_THROTTLE)]);
  }

  return { login, agencyLogin, socialProviders, socialLogin, signUp, me, saveLanguage, requestRecovery, resetPassword, social };
}

export type AccountService = ReturnType<typeof createAccountService>;
