import { expect, type Page } from '@playwright/test';
import type { AuthToken } from '@parking/domain/contracts/account';
import { encodePassword } from '@parking/domain/contracts/account-wire';

/**
 * Set-up through the server's real api instead of the UI, for tests whose subject comes after
 * it (the UI path itself is tested elsewhere: the login dialog and the header's login in
 * accounts.spec.ts). Nothing is mocked: the api sets the same HttpOnly session and CSRF
 * cookies as a login from the dialog, and the page gets the same stored login answer.
 */

/** The web's stored login answer (apps/web/src/lib/session.ts AUTH_KEY). */
const AUTH_KEY = 'auth_token';
/** Each login is stored once per tab, so a logout in the test is not undone by the next navigation. */
const SEEDED_KEY = 'e2e_auth_seeded';
let logins = 0;

export type ClientLogin = { email: string; password: string };
export type AgencyLogin = { alias: string; password: string };

/**
 * Logs the page's browser context in through `/api/auth/login` (or `/api/auth/agency-login`)
 * BEFORE its first navigation: the context's cookie jar takes the session cookies (page.request
 * shares it) and the next page the test opens starts with the login answer stored, as after
 * the dialog's login (setAuth: the answer plus its expiry time). Call it before page.goto (or
 * before a navigation that should start logged in; the stored answer is written once).
 */
export async function logInViaApi(page: Page, who: ClientLogin | AgencyLogin): Promise<AuthToken> {
  const agency = 'alias' in who;
  const res = await page.request.post(agency ? '/api/auth/agency-login' : '/api/auth/login', {
    data: agency ? { alias: who.alias, password: encodePassword(who.password) } : { email: who.email, password: encodePassword(who.password) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const token = (await res.json()) as AuthToken;
  const stored = JSON.stringify({ ...token, expires_at: Date.now() + token.expires_in * 1000 });
  logins += 1;
  await page.addInitScript(
    ({ authKey, seededKey, value }) => {
      try {
        if (window.sessionStorage.getItem(seededKey)) return;
        window.sessionStorage.setItem(seededKey, '1');
        window.localStorage.setItem(authKey, value);
      } catch {
        // a document without storage (about:blank, a sandboxed frame): nothing to seed there
      }
    },
    { authKey: AUTH_KEY, seededKey: `${SEEDED_KEY}:${logins}`, value: stored },
  );
  return token;
}
