import { ACCOUNT_THROTTLE, IP_THROTTLE } from '@parking/domain/auth/throttle';
import { describe, expect, it } from 'vitest';
import { agencies } from '../db/schema-accounts';
import { backends } from '../test/build';
import { hashPassword } from './password';
import { encodePassword, signUpBody, TEST_SCRYPT_LOG2N, uniqueEmail, useAuthApp } from './test-helpers';

/**
 * Issue 10.9 (ASVS V6): wrong passwords wait a growing delay per account and per IP, kept in
 * the database (every node counts the same), never a permanent lock; a good login clears the
 * account's count. Pinned clock.
 */
describe.each(backends)('login throttle on %s', (backend) => {
  const h = useAuthApp(backend);
  const login = (email: string, password: string, remoteAddress: string, lang = 'es') =>
    h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: encodePassword(password) }, headers: { 'accept-language': lang }, remoteAddress });

  it('after 5 failures an account waits 1 s, then 2 s…; the real owner gets in once the wait is over, and the count starts again', async () => {
    const email = uniqueEmail();
    await h.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signUpBody(email, 'la-clave-buena'), remoteAddress: '10.3.0.1' });
    const start = h.clock.now;
    try {
      // spread over addresses: this is the account's count, not an IP's
      for (let i = 1; i <= ACCOUNT_THROTTLE.freeFailures; i++) expect((await login(email, 'mala', `10.3.1.${i}`)).statusCode).toBe(401);
      const blocked = await login(email, 'la-clave-buena', '10.3.2.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('1');
      expect(blocked.json()).toEqual({
        code: 'API_ERROR_TOO_MANY_ATTEMPTS',
        reason: 'Demasiados intentos. Vuelve a intentarlo dentro de 1 segundos.',
        details: { retry_after_seconds: 1 },
      });
      // The wait passes: one more failure doubles it.
      h.advance(1);
      expect((await login(email, 'mala', '10.3.2.2')).statusCode).toBe(401);
      const doubled = await login(email, 'mala', '10.3.2.3', 'en');
      expect(doubled.statusCode).toBe(429);
      expect(doubled.json().details).toEqual({ retry_after_seconds: 2 });
      expect(doubled.json().reason).toBe('Too many attempts. Try again in 2 seconds.');
      // Never a lock: after the wait the right password works…
      h.advance(2);
      expect((await login(email, 'la-clave-buena', '10.3.2.4')).statusCode).toBe(200);
      // …and clears the account's count: the next failure is a plain 401 again.
      expect((await login(email, 'mala', '10.3.2.5')).statusCode).toBe(401);
      expect((await login(email, 'la-clave-buena', '10.3.2.6')).statusCode).toBe(200);
    } finally {
      h.clock.now = start;
    }
  }, 60_000);

  it('the wait never grows past 15 minutes', async () => {
    const email = uniqueEmail();
    const start = h.clock.now;
    try {
      let last = 0;
      // Unknown e-mails are throttled like known ones (the answer must not differ).
      for (let i = 0; i < 15; i++) {
        const res = await login(email, 'mala', `10.4.0.${i}`);
        if (res.statusCode === 429) {
          last = res.json().details.retry_after_seconds;
          h.advance(last);
          i--;
          continue;
        }
        expect(res.statusCode).toBe(401);
      }
      const res = await login(email, 'mala', '10.4.1.1');
      expect(res.statusCode).toBe(429);
      expect(res.json().details.retry_after_seconds).toBe(ACCOUNT_THROTTLE.maxDelaySeconds);
      expect(last).toBeLessThanOrEqual(ACCOUNT_THROTTLE.maxDelaySeconds);
    } finally {
      h.clock.now = start;
    }
  }, 90_000);

  it('one IP trying many accounts waits too (20 failures)', async () => {
    const start = h.clock.now;
    try {
      for (let i = 0; i < IP_THROTTLE.freeFailures; i++) expect((await login(uniqueEmail('lista'), 'mala', '10.5.0.1')).statusCode).toBe(401);
      const res = await login(uniqueEmail('lista'), 'mala', '10.5.0.1');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('1');
      // Another address is not concerned.
      expect((await login(uniqueEmail('lista'), 'mala', '10.5.0.2')).statusCode).toBe(401);
    } finally {
      h.clock.now = start;
    }
  }, 90_000);

  it('agency login is throttled per alias as well', async () => {
    const alias = `agencia-t-${Date.now().toString(36)}`;
    await h.test.database.db.insert(agencies).values({ alias, companyName: 'Agencia Lenta SL', passwordHash: await hashPassword('clave-agencia', TEST_SCRYPT_LOG2N) });
    const agencyLogin = (password: string, remoteAddress: string) =>
      h.app.inject({ method: 'POST', url: '/api/auth/agency-login', payload: { alias, password: encodePassword(password) }, remoteAddress });
    for (let i = 1; i <= ACCOUNT_THROTTLE.freeFailures; i++) expect((await agencyLogin('mala', `10.6.0.${i}`)).statusCode).toBe(401);
    expect((await agencyLogin('clave-agencia', '10.6.1.1')).statusCode).toBe(429);
  });

  it('recovery requests per e-mail: three mails freely, then a wait', async () => {
    const email = uniqueEmail();
    const recover = (remoteAddress: string) => h.app.inject({ method: 'POST', url: '/api/auth/recovery', payload: { email }, remoteAddress });
    for (let i = 1; i <= 3; i++) expect((await recover(`10.7.0.${i}`)).statusCode).toBe(202);
    const res = await recover('10.7.0.9');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
  });
});
