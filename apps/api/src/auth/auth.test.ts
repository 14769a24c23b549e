import { SESSION_TTL_SECONDS } from '@parking/domain/contracts/account';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencies, sessions, users } from '../db/schema-accounts';
import { reservations } from '../db/schema-reservations';
import { bookingBody } from '../test/reservation-fixtures';
import { backends } from '../test/build';
import { hashPassword } from './password';
import { hashToken } from './session';
import { createVerifiedUser, encodePassword, sessionOf, setCookies, signUpBody, TEST_SCRYPT_LOG2N, uniqueEmail, useAuthApp, verificationToken } from '../test/auth-helpers';

/**
 * Issue 10 (spec 4 Login/Logout, 5, 6, 7, 8): sign-up, login, who am I, logout, session expiry,
 * CSRF, agency login and bad bodies, on the real app and database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set).
 */
describe.each(backends)('accounts on %s', (backend) => {
  describe('sessions', () => {
    const h = useAuthApp(backend);
    const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '10.1.0.1') =>
      h.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'es', ...headers }, remoteAddress });
    const me = (cookie?: string) => h.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

    it('a password sign-up answers 202 and mails a link; following it creates the account and logs in: HttpOnly session cookie, readable CSRF cookie, no-store', async () => {
      const email = uniqueEmail();
      const signup = await post('/api/auth/signup', signUpBody(email, 'una-clave-larga', { lang: 'ca', accept_promos: true }));
      expect(signup.statusCode).toBe(202);
      expect(signup.json()).toEqual({ status: 'verification_sent' });
      expect(setCookies(signup)).toEqual([]);
      // No account until the link is followed: the password does not log in.
      expect((await h.test.database.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
      expect((await post('/api/auth/login', { email, password: encodePassword('una-clave-larga') })).statusCode).toBe(401);
      const link = await verificationToken(h, email);
      expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const res = await post('/api/auth/verify-email', { token: link! });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toEqual({ status: 'ok', type: 'client', expires_in: SESSION_TTL_SECONDS, csrf_token: expect.any(String) });
      const cookies = setCookies(res);
      const session = cookies.find((c) => c.startsWith('pk_session='))!;
      expect(session).toMatch(/^pk_session=[A-Za-z0-9_-]{43}; Path=\/api; Max-Age=86400; SameSite=Lax; HttpOnly$/);
      const csrf = cookies.find((c) => c.startsWith('pk_csrf='))!;
      expect(csrf).toBe(`pk_csrf=${body.csrf_token}; Path=/; Max-Age=86400; SameSite=Lax`);
      // The database keeps only the token's hash.
      const token = session.slice('pk_session='.length, session.indexOf(';'));
      const rows = await h.test.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);

      const who = await me(sessionOf(res).cookie);
      expect(who.statusCode).toBe(200);
      expect(who.headers['cache-control']).toBe('no-store');
      expect(who.json()).toMatchObject({
        type: 'client',
        email,
        name: 'Laia',
        lastName: 'Serra Vidal',
        language: 'ca',
        accept_promos: true,
        accept_newsletter: false,
        provider: 'password',
        profiles: [],
        defaultInvoiceProfileId: null,
        businessMode: false,
        company: null,
        points: 0,
      });
      // The password is stored as a scrypt hash only (N=2^17 outside tests: password.test.ts).
      const [row] = await h.test.database.db.select().from(users).where(eq(users.email, email));
      expect(row!.passwordHash).toMatch(/^scrypt\$12\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
      // The link works once.
      const again = await post('/api/auth/verify-email', { token: link! }, { 'accept-language': 'en' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ code: 'API_ERROR_VERIFICATION_TOKEN_INVALID', reason: 'The link to confirm your e-mail is not valid, was already used or has expired. Ask for a new one.' });
    });

    it('logs in with the right password; a wrong password and an unknown e-mail get the very same 401', async () => {
      const email = uniqueEmail();
      await createVerifiedUser(h, email, 'clave-de-login');
      const ok = await post('/api/auth/login', { email: email.toUpperCase(), password: encodePassword('clave-de-login') });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'ok', type: 'client' });
      expect((await me(sessionOf(ok).cookie)).json().email).toBe(email);

      const wrong = await post('/api/auth/login', { email, password: encodePassword('clave-mala') });
      const unknown = await post('/api/auth/login', { email: uniqueEmail('nadie'), password: encodePassword('clave-mala') });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ code: 'API_ERROR_INVALID_CREDENTIALS', reason: 'El correo electrónico o la contraseña no son correctos.' });
      expect(unknown.json()).toEqual(wrong.json());
      expect(setCookies(wrong)).toEqual([]);
    });

    it('logs out: 403 without the CSRF header, then 204; the token no longer opens anything', async () => {
      const email = uniqueEmail();
      const s = await createVerifiedUser(h, email, 'clave-de-salida');
      expect((await me(s.cookie)).statusCode).toBe(200);
      const noCsrf = await post('/api/auth/logout', {}, { cookie: s.cookie });
      expect(noCsrf.statusCode).toBe(403);
      expect(noCsrf.json()).toMatchObject({ code: 'API_ERROR_CSRF' });
      const wrongCsrf = await post('/api/auth/logout', {}, { cookie: s.cookie, 'x-csrf-token': 'x'.repeat(43) });
      expect(wrongCsrf.statusCode).toBe(403);
      const out = await post('/api/auth/logout', {}, s.headers);
      expect(out.statusCode).toBe(204);
      expect(setCookies(out).some((c) => c.startsWith('pk_session=;') && c.includes('Max-Age=0'))).toBe(true);
      const after = await me(s.cookie);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 'API_ERROR_UNAUTHORIZED' });
    });

    it('a session lasts one day (spec 6): open at 23:59:59, closed at 24:00:00 (pinned clock)', async () => {
      const s = await createVerifiedUser(h, uniqueEmail(), 'clave-que-caduca');
      const start = h.clock.now;
      try {
        h.advance(SESSION_TTL_SECONDS - 1);
        expect((await me(s.cookie)).statusCode).toBe(200);
        h.advance(1);
        expect((await me(s.cookie)).statusCode).toBe(401);
      } finally {
        h.clock.now = start;
      }
    });

    it('CSRF: state-changing calls with a session need X-CSRF-Token; without a session cookie nothing changes', async () => {
      const s = await createVerifiedUser(h, uniqueEmail(), 'clave-de-idioma');
      const put = (headers: Record<string, string>) => h.app.inject({ method: 'PUT', url: '/api/me/language', payload: { lang: 'fr' }, headers });
      const refused = await put({ cookie: s.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'API_ERROR_CSRF' });
      // A booking with the session cookie but no header is refused before anything is read.
      const booking = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: {}, headers: { cookie: s.cookie } });
      expect(booking.statusCode).toBe(403);
      expect((await put(s.headers)).statusCode).toBe(204);
      expect((await me(s.cookie)).json().language).toBe('fr');
      // No cookie: not a CSRF matter, just not logged in.
      expect((await put({})).statusCode).toBe(401);
      // GETs are never concerned.
      expect((await h.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: s.cookie } })).statusCode).toBe(200);
    });

    it('a stale session cookie does not stop a new login (login routes start a session, no CSRF needed)', async () => {
      const email = uniqueEmail();
      const s = await createVerifiedUser(h, email, 'clave-de-vuelta');
      await post('/api/auth/logout', {}, s.headers);
      const again = await post('/api/auth/login', { email, password: encodePassword('clave-de-vuelta') }, { cookie: s.cookie });
      expect(again.statusCode).toBe(200);
    });

    it('agency login by alias (any case): AgencyView at /api/me; a wrong password is a 401 naming alias or password', async () => {
      const alias = `agencia-${Date.now().toString(36)}`;
      await h.test.database.db.insert(agencies).values({ alias, companyName: 'Viajes Prueba SL', passwordHash: await hashPassword('clave-agencia', TEST_SCRYPT_LOG2N) });
      const ok = await post('/api/auth/agency-login', { alias: alias.toUpperCase(), password: encodePassword('clave-agencia') });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'ok', type: 'agency' });
      const who = await me(sessionOf(ok).cookie);
      expect(who.json()).toEqual({ type: 'agency', id: expect.any(Number), alias, company_name: 'Viajes Prueba SL' });
      const wrong = await post('/api/auth/agency-login', { alias, password: encodePassword('otra') }, { 'accept-language': 'en' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ code: 'API_ERROR_INVALID_CREDENTIALS', reason: 'The alias or the password is not correct.' });
      // An agency keeps no language (spec 6): accepted, nothing saved.
      expect((await h.app.inject({ method: 'PUT', url: '/api/me/language', payload: { lang: 'en' }, headers: sessionOf(ok).headers })).statusCode).toBe(204);
    });

    it('a guest booking just made joins the new account when its e-mail is the account\'s (spec 7 create user)', async () => {
      const book = async (email: string) => {
        const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody({ reservation: { ...bookingBody().reservation, email } }) });
        expect(res.statusCode).toBe(201);
        return res.json() as { reference: string; reservation_token: string };
      };
      const ownerOf = async (reference: string) =>
        (await h.test.database.db.select({ userId: reservations.userId }).from(reservations).where(eq(reservations.reference, reference)))[0]!.userId;

      const email = uniqueEmail('huesped');
      const mine = await book(email.toUpperCase());
      await createVerifiedUser(h, email, 'una-clave-larga', { reservation_token: mine.reservation_token });
      const [user] = await h.test.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(await ownerOf(mine.reference)).toBe(user!.id);

      // Someone else's booking (another e-mail) does not join, and the sign-up still succeeds.
      const other = await book(uniqueEmail('otra'));
      const email2 = uniqueEmail('huesped');
      await createVerifiedUser(h, email2, 'una-clave-larga', { reservation_token: other.reservation_token });
      expect(await ownerOf(other.reference)).toBeNull();
      // Another account cannot take it over with the same token.
      const email3 = uniqueEmail('huesped');
      await createVerifiedUser(h, email3, 'una-clave-larga', { reservation_token: mine.reservation_token });
      expect(await ownerOf(mine.reference)).toBe(user!.id);
    });

    it('writes no e-mail, password, alias or token to the log (issue 7.8), even on failures', async () => {
      const email = uniqueEmail('secreta');
      const password = 'clave-muy-secreta';
      const from = h.logs.length;
      const s = await createVerifiedUser(h, email, password);
      await post('/api/auth/login', { email, password: encodePassword('otra-clave-secreta') });
      await post('/api/auth/login', { email, password: encodePassword(password) });
      await post('/api/auth/signup', signUpBody(email, password));
      await post('/api/auth/recovery', { email });
      await post('/api/auth/login', { email, password: 'no base64 !' });
      await h.app.inject({ method: 'GET', url: `/reset-password?token=${s.csrf}` });
      await post('/api/auth/logout', {}, s.headers);
      const lines = h.logs.slice(from).join('');
      expect(lines.length).toBeGreaterThan(0);
      expect(lines).toContain('/api/auth/login');
      for (const secret of [email, email.split('@')[0]!, password, encodePassword(password), 'otra-clave-secreta', s.cookie.split(';')[0]!.split('=')[1]!, s.csrf]) {
        expect(lines, secret).not.toContain(secret);
      }
    });

    it.each([
      ['fr', '/api/auth/login', { email: 'ana@example.com' }, 'password', /obligatoire/i],
      ['en', '/api/auth/login', { email: 'not-an-email', password: encodePassword('x') }, 'email', /e-mail/i],
      ['es', '/api/auth/signup', signUpBody('ana@example.com', 'corta'), 'password', /8/],
      ['ca', '/api/auth/signup', signUpBody('ana@example.com', 'una-clave-larga', { privacy: false }), 'privacy', /privacitat/i],
      ['es', '/api/auth/login', { email: 'ana@example.com', password: 'no es base64!' }, 'password', /no es válido/i],
      ['en', '/api/auth/reset', { token: '', password: encodePassword('una-clave-larga') }, 'token', /required/i],
    ] as const)('a bad body is a 400 naming the field, in the language asked (%s %s %s)', async (lang, url, payload, field, reason) => {
      const res = await post(url, payload, { 'accept-language': lang });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('API_ERROR_VALIDATION');
      expect(body.details[0].field).toBe(field);
      expect(body.reason).toMatch(reason);
    });
  });
});
