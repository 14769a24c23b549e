import {
  type AgencyView,
  type AuthToken,
  type ClientView,
  agencyLoginRequest,
  languageRequest,
  loginRequest,
  RECOVERY_TTL_SECONDS,
  recoveryRequest,
  SOCIAL_PROVIDERS,
  type SocialPrefill,
  type SocialProvidersResponse,
  socialLoginRequest,
} from '@parking/domain/contracts/account';
import { resetRequest, signUpRequest } from '@parking/domain/contracts/new-password';
import { ACCOUNT_THROTTLE, IP_THROTTLE, RECOVERY_IP_THROTTLE, RECOVERY_THROTTLE } from '@parking/domain/auth/throttle';
import { DomainError } from '@parking/domain/errors/codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientBusiness } from '../business/business-repository';
import { createMailer, enqueueMail } from '../mail/mailer';
import { langOrDefault } from '../mail/texts';
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
import {
  type Account,
  clearSessionCookies,
  createSession,
  hashToken,
  newToken,
  requireAccount,
  revokeRequestSession,
  revokeUserSessions,
  setSessionCookies,
} from './session';
import type { SocialProviders } from './social';
import type { SocialIdentity } from './social/provider';
import { SocialTokenInvalid } from './social/provider';
import { SANDBOX_CLIENT_ID, sandboxToken } from './social/sandbox';
import { assertAllowed, clearFailures, recordFailure, setRetryAfter, type ThrottleKey, throttleKey } from './throttle';

export interface AuthRoutesOptions {
  social: SocialProviders;
}

function toClientView(u: UserRow, business: Awaited<ReturnType<typeof clientBusiness>>): ClientView {
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
    points: u.pointsCents / 100,
  };
}

function toAgencyView(a: AgencyRow): AgencyView {
  return { type: 'agency', id: a.id, alias: a.alias, company_name: a.companyName };
}

/** The 429 of the throttle carries Retry-After; everything else goes to the one error handler unchanged. */
async function throttled<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    setRetryAfter(reply, err);
    throw err;
  }
}

const authTokenSchema = z.object({
  status: z.literal('ok'),
  type: z.enum(['client', 'agency']),
  expires_in: z.number().int(),
  csrf_token: z.string(),
});

/**
 * Accounts (issue 10; spec 2 dialogs, 4 Login/Logout, 5, 6, 7): login (client and agency),
 * social login, sign-up, logout, who am I, language, password recovery and reset. Sessions
 * and CSRF: session.ts and docs/decisions/0016-session-cookie-and-csrf.md.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { social }) => {
  const db = app.db;
  const log2N = app.config.scryptLog2N ?? SCRYPT_LOG2_N;
  // The recovery mail goes through the outbox; this mailer only sends the row at once (the
  // booking plugin's relay retries it on failure, on whatever node).
  const mailer = createMailer(db, app.config.mail.smtpUrl, app.config.mail.from, app.log, { now: app.now });

  // Every answer here may carry personal data or a session: never stored by a browser or proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function startSession(req: FastifyRequest, reply: FastifyReply, account: Account): Promise<AuthToken> {
    const session = await createSession(db, account, app.now());
    setSessionCookies(req, reply, session);
    return { status: 'ok', type: account.type, expires_in: session.expiresIn, csrf_token: session.csrfToken };
  }

  const ipKey = (req: FastifyRequest): ThrottleKey => throttleKey('ip', req.ip, IP_THROTTLE);

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Client login by e-mail and password (the password base64, spec 7)',
        description:
          'Sets the HttpOnly session cookie pk_session and the pk_csrf cookie; answers the AuthToken with csrf_token. A wrong e-mail or password is one 401 API_ERROR_INVALID_CREDENTIALS (it never says which). Repeated failures per account and per IP wait a growing delay: 429 API_ERROR_TOO_MANY_ATTEMPTS with details.retry_after_seconds and Retry-After.',
        body: loginRequest,
        response: { 200: authTokenSchema },
      },
    },
    async (req, reply) =>
      throttled(reply, async () => {
        const now = app.now();
        const accountKey = throttleKey('login', req.body.email, ACCOUNT_THROTTLE);
        const keys = [ipKey(req), accountKey];
        await assertAllowed(db, keys, now);
        const user = await findUserByEmail(db, req.body.email);
        // An unknown e-mail (or a social-only account) still pays for one scrypt.
        const ok = await verifyPassword(user?.passwordHash ?? null, req.body.password, log2N);
        if (!user || !ok) {
          await recordFailure(db, keys, now);
          throw new DomainError('API_ERROR_INVALID_CREDENTIALS');
        }
        await clearFailures(db, [accountKey]);
        return startSession(req, reply, { type: 'client', userId: user.id });
      }),
  );

  app.post(
    '/api/auth/agency-login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Agency login by alias and password (the password base64)',
        description: 'As the client login: 401 API_ERROR_INVALID_CREDENTIALS, 429 API_ERROR_TOO_MANY_ATTEMPTS.',
        body: agencyLoginRequest,
        response: { 200: authTokenSchema },
      },
    },
    async (req, reply) =>
      throttled(reply, async () => {
        const now = app.now();
        const accountKey = throttleKey('agency', req.body.alias, ACCOUNT_THROTTLE);
        const keys = [ipKey(req), accountKey];
        await assertAllowed(db, keys, now);
        const agency = await findAgencyByAlias(db, req.body.alias);
        const ok = await verifyPassword(agency?.passwordHash ?? null, req.body.password, log2N);
        if (!agency || !ok) {
          await recordFailure(db, keys, now);
          throw new DomainError('API_ERROR_INVALID_CREDENTIALS', undefined, { key: 'agency_invalid_credentials' });
        }
        await clearFailures(db, [accountKey]);
        return startSession(req, reply, { type: 'agency', agencyId: agency.id });
      }),
  );

  app.get(
    '/api/auth/social/providers',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The social login providers offered, with the client id their sign-in button needs',
        description: 'Only the providers configured on the server (GOOGLE_CLIENT_ID, APPLE_CLIENT_ID, FACEBOOK_APP_ID and FACEBOOK_APP_SECRET); none by default.',
      },
    },
    async (): Promise<SocialProvidersResponse> => ({
      providers: SOCIAL_PROVIDERS.flatMap((type) => {
        const p = social[type];
        return p ? [{ type, client_id: p.clientId }] : [];
      }),
    }),
  );

  async function verifySocial(type: (typeof SOCIAL_PROVIDERS)[number], token: string): Promise<SocialIdentity> {
    const provider = social[type];
    if (!provider) throw new SocialTokenInvalid('NOT_CONFIGURED');
    return provider.verify(token, app.now());
  }

  app.post(
    '/api/auth/social',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Social login with the provider token (Google or Apple ID token, Facebook access token)',
        description:
          'A token the provider does not vouch for (bad signature, other audience, expired) is a 401 API_ERROR_SOCIAL_INVALID_TOKEN. A valid identity that no account has: 404 API_ERROR_SOCIAL_NOT_REGISTERED with details { type, name, surname, email } to prefill the sign-up. A verified e-mail of an existing account joins that account.',
        body: socialLoginRequest,
        response: { 200: authTokenSchema },
      },
    },
    async (req, reply) => {
      const now = app.now();
      const identity = await verifySocial(req.body.type, req.body.token);
      let user = await findUserBySocial(db, identity.provider, identity.subject);
      if (!user && identity.email && identity.emailVerified) {
        user = await findUserByEmail(db, identity.email);
        if (user) await linkSocial(db, user.id, identity.provider, identity.subject, now);
      }
      if (!user) {
        const prefill: SocialPrefill = { type: identity.provider, name: identity.name, surname: identity.surname, email: identity.email };
        throw new DomainError('API_ERROR_SOCIAL_NOT_REGISTERED', prefill);
      }
      return startSession(req, reply, { type: 'client', userId: user.id });
    },
  );

  app.post(
    '/api/auth/signup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign-up: creates the client account and logs it in at once',
        description:
          'With a password (base64, at least 8 characters) or with `social` (the provider token: the account then has no password and logs in through the provider). With `reservation_token` (a guest booking just made) that booking joins the account when it was booked with the same e-mail. 409 API_ERROR_ACCOUNT_EXISTS when the e-mail (or the social identity) already has an account.',
        body: signUpRequest,
        response: { 201: authTokenSchema },
      },
    },
    async (req, reply) => {
      const now = app.now();
      const b = req.body;
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
        now,
      );
      if (userId === null) throw new DomainError('API_ERROR_ACCOUNT_EXISTS');
      if (b.reservation_token) await linkGuestReservation(db, userId, b.email, b.reservation_token);
      const token = await startSession(req, reply, { type: 'client', userId });
      return reply.code(201).send(token);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ends the session (every node at once) and clears its cookies',
        description: 'Needs X-CSRF-Token when the session cookie is sent (403 API_ERROR_CSRF otherwise). Without a session it still answers 204.',
      },
    },
    async (req, reply) => {
      await revokeRequestSession(req, app.now());
      clearSessionCookies(req, reply);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in client (ClientView: profiles, user mode, company) or agency (AgencyView)',
        description: '401 API_ERROR_UNAUTHORIZED without a valid session (expired, logged out, password changed).',
      },
    },
    async (req): Promise<ClientView | AgencyView> => {
      const account = await requireAccount(req);
      if (account.type === 'agency') {
        const agency = await findAgencyById(db, account.agencyId);
        if (!agency) throw new DomainError('API_ERROR_UNAUTHORIZED');
        return toAgencyView(agency);
      }
      const user = await findUserById(db, account.userId);
      if (!user) throw new DomainError('API_ERROR_UNAUTHORIZED');
      return toClientView(user, await clientBusiness(db, user.id));
    },
  );

  app.put(
    '/api/me/language',
    {
      schema: {
        tags: ['accounts'],
        summary: "Saves the client's language (spec 6: only logged clients keep it; for an agency nothing is saved)",
        body: languageRequest,
      },
    },
    async (req, reply) => {
      const account = await requireAccount(req);
      if (account.type === 'client') await setLanguage(db, account.userId, req.body.lang);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/auth/recovery',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Password recovery: mails a link to /reset-password?token=... (one hour, once)',
        description:
          'Always 202, whether or not the e-mail has an account (never tells). The mail is in the account\'s language. Repeated requests per e-mail and per IP wait a growing delay: 429 API_ERROR_TOO_MANY_ATTEMPTS.',
        body: recoveryRequest,
      },
    },
    async (req, reply) =>
      throttled(reply, async () => {
        const now = app.now();
        const keys = [throttleKey('recovery-ip', req.ip, RECOVERY_IP_THROTTLE), throttleKey('recovery', req.body.email, RECOVERY_THROTTLE)];
        await assertAllowed(db, keys, now);
        // Every request counts, whatever the answer would have been: mailboxes are not flooded.
        await recordFailure(db, keys, now);
        const user = await findUserByEmail(db, req.body.email);
        if (user) {
          const token = newToken();
          await createPasswordReset(db, user.id, hashToken(token), new Date(now.getTime() + RECOVERY_TTL_SECONDS * 1000), now);
          const link = `${app.config.publicUrl}/reset-password?token=${token}`;
          const outboxId = await enqueueMail(db, composeRecoveryMail(user.email, user.name, langOrDefault(user.language), link), null);
          // Sent after the answer: the time taken must not tell whether the account exists.
          void mailer.deliver(outboxId);
        }
        return reply.code(202).send();
      }),
  );

  app.post(
    '/api/auth/reset',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sets a new password with the recovery link\'s token; every session of the account ends',
        description: '400 API_ERROR_RESET_TOKEN_INVALID for an unknown, used or expired token.',
        body: resetRequest,
      },
    },
    async (req, reply) => {
      const now = app.now();
      const userId = await consumePasswordReset(db, hashToken(req.body.token), now);
      if (userId === null) throw new DomainError('API_ERROR_RESET_TOKEN_INVALID');
      await setPassword(db, userId, await hashPassword(req.body.password, log2N), now);
      await revokeUserSessions(db, userId, now);
      // The owner proved the mailbox: the login throttle of that e-mail starts again.
      const user = await findUserById(db, userId);
      if (user) await clearFailures(db, [throttleKey('login', user.email, ACCOUNT_THROTTLE)]);
      clearSessionCookies(req, reply);
      return reply.code(204).send();
    },
  );

  if (Object.values(social).some((p) => p?.clientId === SANDBOX_CLIENT_ID)) {
    // Development and browser tests only (SOCIAL_SANDBOX=on): a token the sandbox providers accept.
    app.get(
      '/api/dev/social-token',
      {
        schema: {
          querystring: z.object({
            type: z.enum(SOCIAL_PROVIDERS),
            email: z.string().max(254).optional(),
            name: z.string().max(150).optional(),
            surname: z.string().max(150).optional(),
            subject: z.string().max(100).optional(),
          }),
        },
      },
      async (req) => {
        const q = req.query;
        return { token: await sandboxToken({ type: q.type, email: q.email ?? null, name: q.name ?? null, surname: q.surname ?? null, subject: q.subject }, app.now()) };
      },
    );
  }
};
