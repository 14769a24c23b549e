import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema-reservations';
import { backends } from '../test/build';
import { createVerifiedUser, encodePassword, signUpBody, uniqueEmail, useAuthApp } from '../test/auth-helpers';

/**
 * Issue 18.6 (NIST 800-63B, the domain's passwordProblem): a new password that is common,
 * breached, sequential or made of the account's e-mail or name is a 400 naming the field and
 * saying why, at sign-up and at reset, in the language asked.
 */
describe.each(backends)('new password rules on %s', (backend) => {
  const h = useAuthApp(backend);
  let ip = 0;
  const post = (url: string, payload: object, lang = 'en') =>
    h.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang }, remoteAddress: `10.41.0.${++ip}` });

  it.each([
    ['12345678', 'en', /too common/],
    ['password', 'es', /demasiado común/],
    ['zyxwvutsrqp', 'en', /repeated or consecutive/],
  ])('sign-up refuses %s with the reason (%s)', async (password, lang, reason) => {
    // Failed on main: 201, the account was made with it.
    const res = await post('/api/auth/signup', signUpBody(uniqueEmail(), password), lang);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('API_ERROR_VALIDATION');
    expect(body.details[0].field).toBe('password');
    expect(body.reason).toMatch(reason);
  });

  it('sign-up refuses a password made of the e-mail', async () => {
    const res = await post('/api/auth/signup', signUpBody('marisol.prat@example.com', 'marisolprat2026'));
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('The password cannot contain your e-mail address or part of it.');
  });

  it('reset refuses a password holding the account name, and the link still works for a good one', async () => {
    const email = uniqueEmail('reset');
    await createVerifiedUser(h, email, 'Faro-Del-Norte-31');
    await post('/api/auth/recovery', { email });
    const [mail] = await h.test.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    // signUpBody's name is Laia Serra Vidal
    const named = await post('/api/auth/reset', { token, password: encodePassword('SerraVidal-77') });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ code: 'API_ERROR_VALIDATION', reason: 'The password cannot contain your name or surname.', details: [{ field: 'password' }] });
    expect(named.body).not.toContain('SerraVidal');
    expect((await post('/api/auth/reset', { token, password: encodePassword('12345678') })).statusCode).toBe(400);
    expect((await post('/api/auth/reset', { token, password: encodePassword('Marea-Alta-77') })).statusCode).toBe(204);
  });
});
