import { createHash, timingSafeEqual } from 'node:crypto';
import { SESSION_TTL_SECONDS } from '@parking/domain/contracts/account';
import { DomainError } from '@parking/domain/errors/codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { requestPath } from '../lib/routed-path';
import { routeUrl } from '../lib/route-url';
import { hashToken, newToken, TOKEN_PATTERN } from '../lib/token';
import { deleteSessionsEndedBefore, findSessionByHash, insertSession, revokeSessionByHash, revokeSessionsOfUser } from './session-repository';

/**
 * Sessions (issue 10, docs/decisions/0016-session-cookie-and-csrf.md).
 *
 * - Cookie `pk_session`: a random 256-bit token, HttpOnly, SameSite=Lax, Path=/api, Secure
 *   in production (COOKIE_SECURE) or behind https. The `sessions` table keeps only its SHA-256.
 * - Cookie `pk_csrf` (readable by scripts, Path=/) and the login answer's `csrf_token`: derived from
 *   the session token, so it needs no storage and cannot be planted by another site. Every
 *   POST/PUT/PATCH/DELETE under /api that carries `pk_session` must echo it in X-CSRF-Token,
 *   else 403 API_ERROR_CSRF. Requests without the session cookie are not concerned (guests).
 * - Every check reads the database (no cache): a logout, a password change or a reset ends
 *   the session on every node at once.
 *
 * Routes call `await request.account()` (null for a guest or an ended session) or
 * `await requireAccount(request)` (401 API_ERROR_UNAUTHORIZED).
 */

export type Account = { type: 'client'; userId: number } | { type: 'agency'; agencyId: number };

export const SESSION_COOKIE = 'pk_session';
export const CSRF_COOKIE = 'pk_csrf';
export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in client or agency of this request, or null. Read once per request. */
    account(): Promise<Account | null>;
  }
}

// Session and reset tokens are lib/token.ts's: 43 base64url characters (256 bits), kept hashed.
export { hashToken, newToken };

/** The CSRF token of a session: a one-way function of its secret token, never the stored hash. */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update('pk_csrf\0').update(sessionToken).digest('base64url');
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** One cookie's value from the Cookie header, or null. */
export function readCookie(req: FastifyRequest, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The session cookie's token when it has the shape of one. */
function sessionToken(req: FastifyRequest): string | null {
  const token = readCookie(req, SESSION_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

export async function findSession(db: Db, token: string, now: Date): Promise<Account | null> {
  const row = await findSessionByHash(db, hashToken(token), now);
  if (!row) return null;
  if (row.type === 'client' && row.userId !== null) return { type: 'client', userId: row.userId };
  if (row.type === 'agency' && row.agencyId !== null) return { type: 'agency', agencyId: row.agencyId };
  return null;
}

export interface NewSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
  expiresIn: number;
}

export async function createSession(db: Db, account: Account, now: Date): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await insertSession(db, {
    tokenHash: hashToken(token),
    accountType: account.type,
    userId: account.type === 'client' ? account.userId : null,
    agencyId: account.type === 'agency' ? account.agencyId : null,
    expiresAt,
    now,
  });
  return { token, csrfToken: csrfTokenFor(token), expiresAt, expiresIn: SESSION_TTL_SECONDS };
}

/** Ends the session this request carries (logout). */
export async function revokeRequestSession(req: FastifyRequest, now: Date): Promise<void> {
  const token = sessionToken(req);
  if (!token) return;
  await revokeSessionByHash(req.server.db, hashToken(token), now);
}

/** Ends every session of a client (password change or reset). */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<void> {
  await revokeSessionsOfUser(db, userId, now);
}

/** Drops sessions ended (expired or revoked) more than a day before `now`. */
export async function pruneSessions(db: Db, now: Date): Promise<void> {
  await deleteSessionsEndedBefore(db, new Date(now.getTime() - SESSION_TTL_SECONDS * 1000));
}

/**
 * Secure whenever the settings say so (COOKIE_SECURE, on by default with NODE_ENV=production:
 * issue 18.6, behind a proxy without TRUST_PROXY the app sees http), else when the request came by https.
 */
function cookieAttributes(req: FastifyRequest, path: string, maxAge: number): string {
  const secure = req.server.config.secureCookies === true || req.protocol === 'https' ? '; Secure' : '';
  return `Path=${path}; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/**
 * Sets pk_session (HttpOnly, Path=/api: only the api ever receives it) and pk_csrf (readable by
 * the web app's scripts on every page, hence Path=/) for a new session.
 */
export function setSessionCookies(req: FastifyRequest, reply: FastifyReply, session: NewSession): void {
  reply.header('set-cookie', [
    `${SESSION_COOKIE}=${session.token}; ${cookieAttributes(req, '/api', session.expiresIn)}; HttpOnly`,
    `${CSRF_COOKIE}=${session.csrfToken}; ${cookieAttributes(req, '/', session.expiresIn)}`,
  ]);
}

export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', [`${SESSION_COOKIE}=; ${cookieAttributes(req, '/api', 0)}; HttpOnly`, `${CSRF_COOKIE}=; ${cookieAttributes(req, '/', 0)}`]);
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that start a new session or act without one (login, sign-up, recovery, reset): a
 * stale session cookie must not stop them, and they use no authority of the current session.
 */
const CSRF_EXEMPT = new Set(['/api/auth/login', '/api/auth/agency-login', '/api/auth/social', '/api/auth/signup', '/api/auth/recovery', '/api/auth/reset', '/api/auth/verify-email', '/api/auth/verify-email/resend']);

const accountMemo = new WeakMap<FastifyRequest, Promise<Account | null>>();

/**
 * Decorates every request with `account()` and checks the CSRF header of state-changing
 * /api requests that carry a session cookie. Registered on the root instance, before routes.
 */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('account', function account(this: FastifyRequest): Promise<Account | null> {
    let found = accountMemo.get(this);
    if (!found) {
      const token = sessionToken(this);
      found = token ? findSession(this.server.db, token, this.server.now()) : Promise.resolve(null);
      accountMemo.set(this, found);
    }
    return found;
  });

  // synchronous (issue 20.3: it runs on every request); a throw is the 403
  app.addHook('onRequest', (req, _reply, done) => {
    if (!UNSAFE_METHODS.has(req.method)) return done();
    // the routed path, not the raw URL (issue 18.6: `PUT /%61pi/me/language` is /api/me/language)
    if (!requestPath(req).startsWith('/api/')) return done();
    const raw = readCookie(req, SESSION_COOKIE);
    if (raw === null || raw === '') return done();
    if (CSRF_EXEMPT.has(routeUrl(req) ?? '')) return done();
    const given = req.headers[CSRF_HEADER];
    if (typeof given !== 'string' || !sameString(given, csrfTokenFor(raw))) throw new DomainError('API_ERROR_CSRF');
    done();
  });
}

/** The request's account, or 401 API_ERROR_UNAUTHORIZED (the web app then logs out and opens login). */
export async function requireAccount(req: FastifyRequest): Promise<Account> {
  const account = await req.account();
  if (!account) throw new DomainError('API_ERROR_UNAUTHORIZED');
  return account;
}

/** A logged-in client (user), else 401; an agency gets 403 API_ERROR_FORBIDDEN. */
export async function requireClient(req: FastifyRequest): Promise<{ type: 'client'; userId: number }> {
  const account = await requireAccount(req);
  if (account.type !== 'client') throw new DomainError('API_ERROR_FORBIDDEN');
  return account;
}

/** A logged-in agency, else 401; a client gets 403 API_ERROR_FORBIDDEN. */
export async function requireAgency(req: FastifyRequest): Promise<{ type: 'agency'; agencyId: number }> {
  const account = await requireAccount(req);
  if (account.type !== 'agency') throw new DomainError('API_ERROR_FORBIDDEN');
  return account;
}
