import { EMAIL_VERIFICATION_TTL_SECONDS } from '@parking/domain/contracts/account';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingSignups, users } from '../db/schema-accounts';
import { outbox } from '../db/schema-reservations';
import { backends } from '../test/build';
import { encodePassword, sessionOf, signUpBody, uniqueEmail, useAuthApp, verificationToken } from '../test/auth-helpers';

/**
 * Issue 18.2 (decision 0022): a password sign-up creates no account until its e-mail's link is
 * followed; a social sign-up takes the e-mail the provider verified and ends the password
 * sign-ups waiting for it; the answer is the same for a known and an unknown e-mail.
 */
describe.each(backends)('e-mail verification on %s', (backend) => {
  const h = useAuthApp(backend, () => ({ social: { google: null, apple: null, facebook: null, sandbox: ['google'] } }));
  let ip = 0;
  const post = (url: string, payload: object, lang = 'es') =>
    h.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang }, remoteAddress: `10.40.0.${++ip}` });
  const googleToken = async (email: string, subject?: string, verified = true) =>
    (
      await h.app.inject({
        method: 'GET',
        url: `/api/dev/social-token?type=google&email=${encodeURIComponent(verified ? email : '')}&name=Vera&surname=Vidal${subject ? `&subject=${subject}` : ''}`,
      })
    ).json().token as string;
  const mailsTo = (email: string) => h.test.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));

  it('pre-hijack: a sign-up with the victim e-mail and the attacker password never becomes an account the victim then uses', async () => {
    const victim = uniqueEmail('victima');
    // 1. The attacker signs up with the victim's e-mail and a password of their own.
    const attacker = await post('/api/auth/signup', signUpBody(victim, 'Clave-Del-Intruso-9'));
    expect(attacker.statusCode).toBe(202);
    // Failed on main: 201 and logged in at once; the password worked from then on.
    expect((await post('/api/auth/login', { email: victim, password: encodePassword('Clave-Del-Intruso-9') })).statusCode).toBe(401);
    // 2. The victim signs in with Google: no account yet, so they sign up with it.
    const token = await googleToken(victim, 'g-victima');
    expect((await post('/api/auth/social', { type: 'google', token })).statusCode).toBe(404);
    const social = await post('/api/auth/signup', { name: 'Vera', surname: 'Vidal', email: victim, privacy: true, social: { type: 'google', token } });
    expect(social.statusCode).toBe(201);
    const victimSession = sessionOf(social);
    // 3. The attacker's waiting sign-up ended with it: its link (were it ever seen) opens nothing,
    //    and the attacker's password opens nothing either.
    const attackerLink = await verificationToken(h, victim);
    expect((await post('/api/auth/verify-email', { token: attackerLink! })).statusCode).toBe(400);
    expect((await post('/api/auth/login', { email: victim, password: encodePassword('Clave-Del-Intruso-9') })).statusCode).toBe(401);
    const [row] = await h.test.database.db.select().from(users).where(eq(users.email, victim));
    expect(row!.passwordHash).toBeNull();
    expect((await h.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: victimSession.cookie } })).json()).toMatchObject({ email: victim, provider: 'google' });
  });

  it('a known e-mail gets the same answer as an unknown one; the owner is told by mail, nothing else changes', async () => {
    const owner = uniqueEmail('duena');
    await post('/api/auth/signup', signUpBody(owner, 'Faro-Del-Norte-31'));
    await post('/api/auth/verify-email', { token: (await verificationToken(h, owner))! });
    const known = await post('/api/auth/signup', signUpBody(owner, 'Otra-Clave-Larga-5'));
    const unknown = await post('/api/auth/signup', signUpBody(uniqueEmail('nueva'), 'Otra-Clave-Larga-5'));
    // Failed on main: 409 API_ERROR_ACCOUNT_EXISTS (in 3 ms) against 201 (in 360 ms).
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(known.headers['set-cookie']).toBeUndefined();
    const [latest] = await mailsTo(owner);
    expect(latest!.subject).toBe('Ya tienes una cuenta');
    expect(await h.test.database.db.select().from(pendingSignups).where(sql`lower(${pendingSignups.email}) = ${owner}`).then((r) => r.filter((p) => p.usedAt === null))).toEqual([]);
    expect((await post('/api/auth/login', { email: owner, password: encodePassword('Faro-Del-Norte-31') })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email: owner, password: encodePassword('Otra-Clave-Larga-5') })).statusCode).toBe(401);
  });

  it('a link expires after one day; a new one can be asked for, and the older links end', async () => {
    const email = uniqueEmail('tarde');
    await post('/api/auth/signup', signUpBody(email, 'Faro-Del-Norte-31', { lang: 'en' }));
    const first = (await verificationToken(h, email))!;
    expect((await mailsTo(email))[0]!.subject).toBe('Confirm your e-mail');
    const start = h.clock.now;
    try {
      h.advance(EMAIL_VERIFICATION_TTL_SECONDS);
      expect((await post('/api/auth/verify-email', { token: first })).json().code).toBe('API_ERROR_VERIFICATION_TOKEN_INVALID');
      expect((await post('/api/auth/verify-email/resend', { email })).statusCode).toBe(202);
      const second = (await verificationToken(h, email))!;
      expect(second).not.toBe(first);
      expect((await post('/api/auth/verify-email/resend', { email })).statusCode).toBe(202);
      const third = (await verificationToken(h, email))!;
      // only the newest link works
      expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(400);
      expect((await post('/api/auth/verify-email', { token: third })).statusCode).toBe(200);
      expect((await post('/api/auth/login', { email, password: encodePassword('Faro-Del-Norte-31') })).statusCode).toBe(200);
      // an unknown e-mail: the same 202, no mail
      const nobody = uniqueEmail('nadie');
      expect((await post('/api/auth/verify-email/resend', { email: nobody })).statusCode).toBe(202);
      expect(await mailsTo(nobody)).toEqual([]);
    } finally {
      h.clock.now = start;
    }
  });

  it('a social sign-up takes the e-mail the provider verified, never a typed one; none verified is a 401', async () => {
    const real = uniqueEmail('real');
    const typed = uniqueEmail('tecleado');
    const res = await post('/api/auth/signup', { name: 'Vera', surname: 'Vidal', email: typed, privacy: true, social: { type: 'google', token: await googleToken(real, 'g-real') } });
    expect(res.statusCode).toBe(201);
    expect((await h.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionOf(res).cookie } })).json().email).toBe(real);
    const none = await post('/api/auth/signup', { name: 'Vera', surname: 'Vidal', email: typed, privacy: true, social: { type: 'google', token: await googleToken(typed, 'g-none', false) } });
    expect(none.statusCode).toBe(401);
    expect((await h.test.database.db.select().from(users).where(eq(users.email, typed))).length).toBe(0);
  });
});
