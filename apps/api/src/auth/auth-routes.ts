import {
  type AgencyView,
  type AuthToken,
  type ClientView,
  agencyLoginRequest,
  languageRequest,
  loginRequest,
  recoveryRequest,
  resendVerificationRequest,
  SOCIAL_PROVIDERS,
  type SocialProvidersResponse,
  socialLoginRequest,
  verifyEmailRequest,
} from '@parking/domain/contracts/account';
import { resetRequest, signUpRequest } from '@parking/domain/contracts/new-password';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Account, clearSessionCookies, createSession, requireAccount, revokeRequestSession, setSessionCookies } from './session';
import { SANDBOX_CLIENT_ID, sandboxToken } from './social/sandbox';
import { setRetryAfter } from './throttle';

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

/** The route options of a password login (client or agency): the AuthToken answer. */
function passwordLogin<B extends z.ZodType>(summary: string, description: string, body: B) {
  return { schema: { tags: ['accounts'], summary, description, body, response: { 200: authTokenSchema } } };
}

/**
 * Accounts (issue 10; spec 2 dialogs, 4 Login/Logout, 5, 6, 7): login (client and agency),
 * social login, sign-up, logout, who am I, language, password recovery and reset. Sessions
 * and CSRF: session.ts and docs/decisions/0016-session-cookie-and-csrf.md.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const accounts = app.services.accounts;

  // Every answer here may carry personal data or a session: never stored by a browser or proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function startSession(req: FastifyRequest, reply: FastifyReply, account: Account): Promise<AuthToken> {
    const session = await createSession(db, account, app.now());
    setSessionCookies(req, reply, session);
    return { status: 'ok', type: account.type, expires_in: session.expiresIn, csrf_token: session.csrfToken };
  }

  app.post(
    '/api/auth/login',
    passwordLogin(
      'Client login by e-mail and password (the password base64, spec 7)',
      'Sets the HttpOnly session cookie pk_session and the pk_csrf cookie; answers the AuthToken with csrf_token. A wrong e-mail or password is one 401 API_ERROR_INVALID_CREDENTIALS (it never says which). Every try is counted before the password is checked, per account and address (5 per 15 minutes), per account (50) and per address (100): past a ceiling 429 API_ERROR_TOO_MANY_ATTEMPTS with details.retry_after_seconds and Retry-After (the end of the 15-minute window, never longer).',
      loginRequest,
    ),
    async (req, reply) => throttled(reply, async () => startSession(req, reply, await accounts.login(req.ip, req.body.email, req.body.password))),
  );

  app.post(
    '/api/auth/agency-login',
    passwordLogin(
      'Agency login by alias and password (the password base64)',
      'As the client login: 401 API_ERROR_INVALID_CREDENTIALS, 429 API_ERROR_TOO_MANY_ATTEMPTS.',
      agencyLoginRequest,
    ),
    async (req, reply) => throttled(reply, async () => startSession(req, reply, await accounts.agencyLogin(req.ip, req.body.alias, req.body.password))),
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
    async (): Promise<SocialProvidersResponse> => accounts.socialProviders(),
  );

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
    async (req, reply) => startSession(req, reply, await accounts.socialLogin(req.body.type, req.body.token)),
  );

  app.post(
    '/api/auth/signup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign-up: a password sign-up mails a verification link; a social one creates the account and logs it in',
        description:
          'With a password (base64; at least 8 characters, not a common, breached or sequential password, nor the e-mail, the name or the site name: 400 naming why): 202 { status: "verification_sent" }, the same answer whether or not the e-mail has an account. The link (/verify-email?token=..., one day, once) creates the account; the owner of an existing account gets a mail saying so instead. With `social` (the provider token): the account takes the e-mail the provider verified, or joins the account of that e-mail, and is logged in at once (201 AuthToken); 401 API_ERROR_SOCIAL_INVALID_TOKEN when the provider vouches for no e-mail. With `reservation_token` (a guest booking just made) that booking joins the account when it was booked with the same e-mail.',
        body: signUpRequest,
        response: { 201: authTokenSchema, 202: z.object({ status: z.literal('verification_sent') }) },
      },
    },
    async (req, reply) => {
      const outcome = await accounts.signUp(req.body);
      if (outcome.kind === 'verification_sent') return reply.code(202).send({ status: 'verification_sent' as const });
      const token = await startSession(req, reply, outcome.account);
      return reply.code(201).send(token);
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['accounts'],
        summary: "Follows the sign-up mail's verification link: creates the account and logs it in",
        description: '200 AuthToken with the session cookies. 400 API_ERROR_VERIFICATION_TOKEN_INVALID for an unknown, used or expired link (ask a new one at /api/auth/verify-email/resend).',
        body: verifyEmailRequest,
        response: { 200: authTokenSchema },
      },
    },
    async (req, reply) => startSession(req, reply, await accounts.verifyEmail(req.body.token)),
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mails a new verification link for a sign-up still waiting (the older links end)',
        description: 'Always 202, whether or not a sign-up waits for that e-mail (never tells). Repeated requests per e-mail and per IP wait a growing delay: 429 API_ERROR_TOO_MANY_ATTEMPTS.',
        body: resendVerificationRequest,
      },
    },
    async (req, reply) =>
      throttled(reply, async () => {
        await accounts.resendVerification(req.ip, req.body.email);
        return reply.code(202).send();
      }),
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
    async (req): Promise<ClientView | AgencyView> => accounts.me(await requireAccount(req)),
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
      await accounts.saveLanguage(await requireAccount(req), req.body.lang);
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
        await accounts.requestRecovery(req.ip, req.body.email);
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
      await accounts.resetPassword(req.body.token, req.body.password);
      clearSessionCookies(req, reply);
      return reply.code(204).send();
    },
  );

  if (app.config.devRoutes && Object.values(accounts.social).some((p) => p?.clientId === SANDBOX_CLIENT_ID)) {
    // Development and browser tests only (SOCIAL_SANDBOX and DEV_ROUTES=on): a token the sandbox providers accept.
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
