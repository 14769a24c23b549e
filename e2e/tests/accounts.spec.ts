import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { logInViaApi } from '../support/api-setup';
import { expectNoAxeViolations, expectNoAxeViolationsAtWidths } from '../support/axe';
import { bookExpressViaApi, fetchCatalog, findProduct, madridDaysFromNow, productsDeepLink } from '../support/booking-data';
import { guestStorageState, NEW_VISITOR } from '../support/guest';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';
import { openServices } from '../support/offer-flow';
import { acceptSalesTerms, escapeRegExp, fillReservationForm } from '../support/traveler';
import { newClient } from '../support/vehicles';

// Issue 10: accounts in the browser, on the built product and its real api (sandbox social
// providers, dev outbox). Every test here starts as a first visit (no guest choice stored).
test.use({ storageState: NEW_VISITOR });

const PASSWORD = 'Viaje-2026-largo';
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${test.info().workerIndex}-${Math.floor(Math.random() * 1e6)}@example.com`;
const a = (lang: Lang, key: string, vars?: Record<string, string>) => tr(lang, `account:${key}`, vars);

/** The header's account slot has loaded (login button or user menu from the lazy chunk). */
async function accountSlotReady(page: Page) {
  await expect(page.locator('[data-account-slot]')).toHaveCount(1);
}

function loginDialog(page: Page, lang: Lang = 'es') {
  return page.getByRole('dialog', { name: a(lang, 'login.title') });
}

async function signUp(page: Page, email: string, name = 'Marta', lang: Lang = 'es') {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: a(lang, 'login.signUp'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: a(lang, 'signup.title') })).toBeVisible();
  await dialog.getByRole('textbox', { name: a(lang, 'fields.name'), exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: a(lang, 'fields.surname') }).fill('Puig Soler');
  await dialog.getByRole('textbox', { name: a(lang, 'fields.email') }).fill(email);
  await dialog.getByRole('textbox', { name: a(lang, 'fields.newPassword'), exact: true }).fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(a(lang, 'signup.privacyBefore'))}`) }).check();
  await dialog.getByRole('button', { name: a(lang, 'signup.submit'), exact: true }).click();
  // Issue 18.2: no account yet; the dialog says to check the e-mail, whose link creates it and logs in.
  await expect(page.getByRole('dialog', { name: a(lang, 'signup.checkEmailTitle') })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(a(lang, 'signup.checkEmail', { email }));
  await dialog.getByRole('button', { name: a(lang, 'signup.close'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(await mailedLink(page.request, email, 'verify-email'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a(lang, 'verify.title'));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(a(lang, 'verify.done', { name }));
}

/** The path and query of the newest link to `/<path>?token=` mailed to `email` (the dev outbox). */
async function mailedLink(request: APIRequestContext, email: string, path: 'verify-email' | 'reset-password'): Promise<string> {
  let link = '';
  const pattern = new RegExp(`https?://\\S*/${path}\\?token=[\\w-]+`);
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { mails } = (await res.json()) as { mails: { text: string }[] };
      link = mails.map((m) => pattern.exec(m.text)?.[0] ?? '').find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function logIn(page: Page, email: string, password = PASSWORD, lang: Lang = 'es') {
  const dialog = loginDialog(page, lang);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: a(lang, 'fields.email') }).fill(email);
  await dialog.getByRole('textbox', { name: a(lang, 'fields.password'), exact: true }).fill(password);
  await dialog.getByRole('button', { name: a(lang, 'login.submit'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

function userMenuButton(page: Page, name: string, lang: Lang = 'es') {
  return page.getByRole('button', { name: a(lang, 'header.menu', { name }) });
}

async function openUserMenu(page: Page, name: string, lang: Lang = 'es') {
  await userMenuButton(page, name, lang).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('login dialog at start (spec 2 Entry rules)', () => {
  test('opens on a first visit, cannot be closed, and "continue without registering" is remembered', async ({ page }) => {
    await page.goto('/where-when');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: a('es', 'login.individual'), selected: true })).toBeVisible();
    // Spec 2: "cannot be closed while shown": no close button, Escape does nothing.
    await expect(dialog.getByRole('button', { name: tr('es', 'app:common.close') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // The way out is in the tab order (a guest is never trapped).
    const out = dialog.getByRole('button', { name: a('es', 'login.continueGuest'), exact: true });
    await out.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await accountSlotReady(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const query of ['absuid=1732500000000-1234', 'focus=billing_data', 'modify_res_token=abc', 'agent_token=abc', 'agent_res_token=abc', 'guest_import=1']) {
    test(`is not opened with ${query.split('=')[0]}`, async ({ page }) => {
      await page.goto(`/?${query}`);
      await accountSlotReady(page);
      await page.waitForTimeout(300);
      await expect(page.getByRole('dialog', { name: a('es', 'login.title') })).toHaveCount(0);
    });
  }

  test('is not opened over a booking opened from its mail link on a new device (reservation_token)', async ({ page, request }) => {
    const { reference, token } = await bookExpressViaApi(request, {
      start: madridDaysFromNow(40, 10, 0),
      end: madridDaysFromNow(42, 18, 30),
      email: 'enlace-del-correo@example.com',
      lang: 'es',
    });
    await page.goto(`/confirmation?reservation_token=${encodeURIComponent(token)}`);
    await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
    await accountSlotReady(page);
    await page.waitForTimeout(2500);
    await expect(page.getByRole('dialog', { name: a('es', 'login.title') })).toHaveCount(0);
  });

  test('tabs, sign-up and recovery open each other; the agency tab has alias and password', async ({ page }) => {
    await page.goto('/where-when');
    const dialog = page.getByRole('dialog');
    await expect(loginDialog(page)).toBeVisible();
    await dialog.getByRole('tab', { name: a('es', 'login.individual') }).press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: a('es', 'login.agency'), selected: true })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: a('es', 'fields.alias') })).toBeVisible();
    // Spec 5 Agency: alias and password required.
    await dialog.getByRole('button', { name: a('es', 'login.submit'), exact: true }).click();
    await expect(dialog.getByText(tr('es', 'validation:required'))).toHaveCount(2);
    await dialog.getByRole('tab', { name: a('es', 'login.individual') }).click();
    await dialog.getByRole('button', { name: a('es', 'login.forgot'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: a('es', 'recovery.title') })).toBeVisible();
    await dialog.getByRole('button', { name: a('es', 'recovery.back'), exact: true }).click();
    await dialog.getByRole('button', { name: a('es', 'login.signUp'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: a('es', 'signup.title') })).toBeVisible();
    // Spec 5: submit disabled while invalid.
    await expect(dialog.getByRole('button', { name: a('es', 'signup.submit'), exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: a('es', 'signup.login'), exact: true }).click();
    await expect(loginDialog(page)).toBeVisible();
  });

  test('a wrong password shows the server reason and keeps the dialog', async ({ page }) => {
    await page.goto('/where-when');
    await logInFails(page, 'nadie@example.com', 'no-es-esta');
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(tr('es', 'errors:API_ERROR_INVALID_CREDENTIALS'));
  });
});

async function logInFails(page: Page, email: string, password: string) {
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: a('es', 'fields.email') }).fill(email);
  await dialog.getByRole('textbox', { name: a('es', 'fields.password'), exact: true }).fill(password);
  await dialog.getByRole('button', { name: a('es', 'login.submit'), exact: true }).click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
}

test('sign up, log out, log in, book with the prefilled form, find it in my reservations', async ({ page, request }) => {
  test.setTimeout(60_000);
  const lang = 'es';
  const email = uniqueEmail('cliente');
  await page.goto('/where-when');
  await expect(loginDialog(page)).toBeVisible();
  await signUp(page, email, 'Marta');
  await expect(userMenuButton(page, 'Marta')).toBeVisible();
  // The password travels base64 (spec 7), and the session is an HttpOnly cookie: scripts see only its copy.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_token') ?? 'null') as { type: string } | null);
  expect(stored?.type).toBe('client');
  expect(await page.evaluate(() => document.cookie)).not.toContain('pk_session');

  // Log out: back to where-when, logged out.
  let menu = await openUserMenu(page, 'Marta');
  await menu.getByRole('menuitem', { name: a(lang, 'header.logout') }).click();
  await expect(page).toHaveURL(/\/where-when$/);
  await expect(page.getByRole('button', { name: a(lang, 'header.login'), exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // Log in again from the header.
  await page.getByRole('button', { name: a(lang, 'header.login'), exact: true }).click();
  await logIn(page, email);
  await expect(userMenuButton(page, 'Marta')).toBeVisible();

  // Book as the client: the form comes filled from the account, terms already accepted.
  await openServices(page, request, lang, madridDaysFromNow(101, 10, 0), madridDaysFromNow(103, 12, 0));
  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/traveler-data$/);
  const box = (key: string) => page.getByRole('textbox', { name: tr(lang, `traveler:reservation.${key}`), exact: true });
  await expect(box('name')).toHaveValue('Marta');
  await expect(box('surname')).toHaveValue('Puig Soler');
  await expect(box('email')).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(tr(lang, 'traveler:terms.salesBefore'))}`) })).toBeChecked();
  await box('phone').fill('+34 612 345 678');
  await box('plate').fill('4321 XYZ');
  await box('flightNumber').fill('IB 3101');
  await page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true }).click();
  await expect(page).toHaveURL(/\/confirmation/);
  const reference = (await page.getByTestId('reservation-reference').textContent())!.trim();

  // My reservations lists it, newest first, and opens its confirmation.
  menu = await openUserMenu(page, 'Marta');
  await menu.getByRole('menuitem', { name: a(lang, 'header.reservations') }).click();
  await expect(page).toHaveURL(/\/my-reservations$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a(lang, 'reservations.title'));
  const link = page.getByRole('link', { name: a(lang, 'reservations.open', { reference }) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/confirmation\\?reference=${escapeRegExp(encodeURIComponent(reference))}`));
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);

  // Spec 6: the language chosen is saved to the account of a logged client.
  await page.getByRole('combobox', { name: tr(lang, 'app:header.languageLabel') }).selectOption('ca');
  await expect
    .poll(async () => ((await (await page.request.get('/api/me')).json()) as { language: string }).language)
    .toBe('ca');
});

// The account is made and logged in through the api (the sign-up dialog and the header's login
// are the first test's subject).
test('a 401 logs out and opens the login dialog (spec 4, 8)', async ({ page, context, request }) => {
  const email = uniqueEmail('caduca');
  await newClient(request, email, 'Jordi');
  await logInViaApi(page, { email, password: PASSWORD });
  await page.goto('/where-when');
  await expect(userMenuButton(page, 'Jordi')).toBeVisible();
  // The server no longer knows the session (as when it expired): the next call answers 401.
  await context.clearCookies({ name: 'pk_session' });
  await page.goto('/my-reservations');
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(a('es', 'login.expired'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  // Logging in again from there brings the page back.
  await logIn(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a('es', 'reservations.title'));
});

// The account is made through the api (sign-up, log-out and the header's login are the first
// test's subject); a first visit opens the login dialog, where recovery starts.
test('password recovery: confirmation screen, mail link, new password works', async ({ page, request }) => {
  // Sign-up, reset and log-in, two mails polled: 17 s at load 25, over 30 s at load 40.
  test.setTimeout(60_000);
  const email = uniqueEmail('olvido');
  await newClient(request, email, 'Lola');
  await page.goto('/where-when');
  await expect(loginDialog(page)).toBeVisible();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: a('es', 'login.forgot'), exact: true }).click();
  await dialog.getByRole('textbox', { name: a('es', 'fields.email') }).fill(email);
  await dialog.getByRole('button', { name: a('es', 'recovery.submit'), exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(a('es', 'recovery.done', { email }));

  await page.goto(await mailedLink(request, email, 'reset-password'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a('es', 'reset.title'));
  await page.getByRole('textbox', { name: a('es', 'fields.newPassword'), exact: true }).fill('Otra-clave-2026');
  await page.getByRole('textbox', { name: a('es', 'fields.confirmPassword'), exact: true }).fill('Otra-clave-20');
  await page.getByRole('button', { name: a('es', 'reset.submit'), exact: true }).click();
  await expect(page.getByText(tr('es', 'validation:password_mismatch'))).toBeVisible();
  await page.getByRole('textbox', { name: a('es', 'fields.confirmPassword'), exact: true }).fill('Otra-clave-2026');
  await page.getByRole('button', { name: a('es', 'reset.submit'), exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(a('es', 'reset.done'));
  await page.getByRole('main').getByRole('button', { name: a('es', 'reset.login'), exact: true }).click();
  await logIn(page, email, 'Otra-clave-2026');
  const menu = await openUserMenu(page, 'Lola');
  await expect(menu.getByRole('menuitem', { name: a('es', 'header.logout') })).toBeVisible();
});

test('a common password is refused with the reason; a used verification link offers a new one (issue 18.2, 18.6)', async ({ page }) => {
  const lang = 'es';
  const email = uniqueEmail('comun');
  await page.goto('/where-when');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: a(lang, 'login.signUp'), exact: true }).click();
  await dialog.getByRole('textbox', { name: a(lang, 'fields.name'), exact: true }).fill('Rosa');
  await dialog.getByRole('textbox', { name: a(lang, 'fields.surname') }).fill('Vidal');
  await dialog.getByRole('textbox', { name: a(lang, 'fields.email') }).fill(email);
  await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(a(lang, 'signup.privacyBefore'))}`) }).check();
  const password = dialog.getByRole('textbox', { name: a(lang, 'fields.newPassword'), exact: true });
  await password.fill('12345678');
  await dialog.getByRole('textbox', { name: a(lang, 'fields.name'), exact: true }).focus();
  await expect(dialog.getByText(tr(lang, 'validation:password_common'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: a(lang, 'signup.submit'), exact: true })).toBeDisabled();
  await password.fill(PASSWORD);
  await expect(dialog.getByText(tr(lang, 'validation:password_common'))).toHaveCount(0);
  await dialog.getByRole('button', { name: a(lang, 'signup.submit'), exact: true }).click();
  await expect(page.getByRole('dialog', { name: a(lang, 'signup.checkEmailTitle') })).toBeVisible();
  // No account until the link is followed: the password does not log in yet.
  const early = await page.request.post('/api/auth/login', { data: { email, password: Buffer.from(PASSWORD).toString('base64') } });
  expect(early.status()).toBe(401);
  await dialog.getByRole('button', { name: a(lang, 'signup.close'), exact: true }).click();
  const link = await mailedLink(page.request, email, 'verify-email');
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(a(lang, 'verify.done', { name: 'Rosa' }));
  // The link works once: followed again it says so and offers a new one.
  await page.goto(link);
  await expect(page.getByText(a(lang, 'verify.invalid'))).toBeVisible();
  await expect(page.getByRole('button', { name: a(lang, 'verify.submit'), exact: true })).toBeVisible();
});

test('social sign-up (sandbox provider): the form switches to social mode, prefilled', async ({ page }) => {
  const email = uniqueEmail('social');
  await page.goto('/where-when');
  const dialog = page.getByRole('dialog');
  await expect(loginDialog(page)).toBeVisible();
  page.once('dialog', (prompt) => void prompt.accept(email));
  await dialog.getByRole('button', { name: a('es', 'social.google'), exact: true }).click();
  // Not registered yet: sign-up in social mode, password disabled, e-mail from the provider.
  await expect(page.getByRole('dialog', { name: a('es', 'signup.title') })).toBeVisible();
  await expect(dialog.getByText(a('es', 'signup.socialMode', { provider: 'Google' }))).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: a('es', 'fields.email') })).toHaveValue(email);
  const password = dialog.getByLabel(a('es', 'fields.newPassword')); // with or without the required mark
  await expect(password).toBeDisabled();
  await expect(password).toHaveValue('');
  // Cancel resets the form to the ordinary sign-up (spec 4), then the provider again.
  await dialog.getByRole('button', { name: a('es', 'signup.socialCancel'), exact: true }).click();
  await expect(password).toBeEnabled();
  await expect(dialog.getByRole('textbox', { name: a('es', 'fields.email') })).toHaveValue('');
  page.once('dialog', (prompt) => void prompt.accept(email));
  await dialog.getByRole('button', { name: a('es', 'social.google'), exact: true }).click();
  await expect(password).toBeDisabled();
  await dialog.getByRole('textbox', { name: a('es', 'fields.surname') }).fill('Sandbox');
  await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(a('es', 'signup.privacyBefore'))}`) }).check();
  await dialog.getByRole('button', { name: a('es', 'signup.submit'), exact: true }).click();
  await dialog.getByRole('button', { name: a('es', 'signup.continue'), exact: true }).click();
  const local = email.split('@')[0]!;
  await expect(userMenuButton(page, local)).toBeVisible();
});

test('agency login: the logo shows the agency name', async ({ page }) => {
  await page.goto('/where-when');
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: a('es', 'login.agency') }).click();
  await dialog.getByRole('textbox', { name: a('es', 'fields.alias') }).fill('agencia-demo');
  await dialog.getByRole('textbox', { name: a('es', 'fields.password'), exact: true }).fill('Demo-agencia-2026');
  await dialog.getByRole('button', { name: a('es', 'login.submit'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const me = (await (await page.request.get('/api/me')).json()) as { type: string; company_name: string };
  expect(me.type).toBe('agency');
  await expect(page.getByRole('banner').getByText(me.company_name, { exact: true }).first()).toBeVisible();
  const menu = await openUserMenu(page, me.company_name);
  await expect(menu.getByRole('menuitem')).toHaveText([a('es', 'header.account'), a('es', 'header.reservations'), a('es', 'header.logout')]);
});

test('business demo account: switch to individual and back from the user menu (spec 4)', async ({ page }) => {
  await page.goto('/where-when');
  await logIn(page, 'empresa@demo.parking', 'Demo-empresa-2026');
  const me = (await (await page.request.get('/api/me')).json()) as { name: string; businessMode: boolean };
  const business = page.getByRole('banner').getByText(a('es', 'header.business'), { exact: true });
  let menu = await openUserMenu(page, me.name);
  // Whatever mode the seed starts in, switch to the other one and back.
  const toOther = me.businessMode ? 'toIndividual' : 'toBusiness';
  await expect(business).toHaveCount(me.businessMode ? 1 : 0);
  await menu.getByRole('menuitem', { name: a('es', `header.${toOther}`) }).click();
  let dialog = page.getByRole('dialog', { name: a('es', 'userMode.title') });
  await expect(dialog).toBeVisible();
  if (!me.businessMode) await expect(dialog.getByRole('combobox', { name: a('es', 'userMode.profile') })).toBeVisible();
  await dialog.getByRole('button', { name: a('es', 'userMode.confirm'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(business).toHaveCount(me.businessMode ? 0 : 1);

  menu = await openUserMenu(page, me.name);
  await menu.getByRole('menuitem', { name: a('es', `header.${me.businessMode ? 'toBusiness' : 'toIndividual'}`) }).click();
  dialog = page.getByRole('dialog', { name: a('es', 'userMode.title') });
  await dialog.getByRole('button', { name: a('es', 'userMode.confirm'), exact: true }).click();
  await expect(business).toHaveCount(me.businessMode ? 1 : 0);
});

test.describe('social buttons: Apple only on Apple devices (spec 2 Dialogs)', () => {
  test('on this Linux Chromium: Facebook and Google, no Apple', async ({ page }) => {
    await page.goto('/where-when');
    const social = loginDialog(page).getByRole('group', { name: a('es', 'social.label') });
    await expect(social.getByRole('button', { name: a('es', 'social.google'), exact: true })).toBeVisible();
    await expect(social.getByRole('button', { name: a('es', 'social.facebook'), exact: true })).toBeVisible();
    await expect(social.getByRole('button', { name: a('es', 'social.apple'), exact: true })).toHaveCount(0);
    await expect(social.getByRole('button')).toHaveCount(2);
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });
    test('Facebook, Google and Apple', async ({ page }) => {
      await page.goto('/where-when');
      const social = loginDialog(page).getByRole('group', { name: a('es', 'social.label') });
      await expect(social.getByRole('button', { name: a('es', 'social.apple'), exact: true })).toBeVisible();
      await expect(social.getByRole('button')).toHaveCount(3);
    });
  });
});

// README "Demo accounts": each one logs in from the header's login button.
const DEMO = {
  client: { email: 'cliente@demo.parking', password: 'Demo-cliente-2026', name: 'Lucía' },
  business: { email: 'empresa@demo.parking', password: 'Demo-empresa-2026', name: 'Jordi' },
  employee: { email: 'empleado@demo.parking', password: 'Demo-empleado-2026', name: 'Marta' },
};
const DEMO_AGENCY = { alias: 'agencia-demo', password: 'Demo-agencia-2026', name: 'Agencia Demo SL' };

async function logInFromHeader(page: Page, who: { email: string; password: string }) {
  await accountSlotReady(page);
  await page.getByRole('banner').getByRole('button', { name: a('es', 'header.login'), exact: true }).click();
  await logIn(page, who.email, who.password);
}

async function agencyLogInFromHeader(page: Page) {
  await accountSlotReady(page);
  await page.getByRole('banner').getByRole('button', { name: a('es', 'header.login'), exact: true }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: a('es', 'login.agency') }).click();
  await dialog.getByRole('textbox', { name: a('es', 'fields.alias') }).fill(DEMO_AGENCY.alias);
  await dialog.getByRole('textbox', { name: a('es', 'fields.password'), exact: true }).fill(DEMO_AGENCY.password);
  await dialog.getByRole('button', { name: a('es', 'login.submit'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function logOut(page: Page, name: string) {
  const menu = await openUserMenu(page, name);
  await menu.getByRole('menuitem', { name: a('es', 'header.logout') }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: a('es', 'header.login'), exact: true })).toBeVisible();
}

test.describe('as a guest who chose to go on without registering', () => {
  test.use({ storageState: guestStorageState(`http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`) });

  test("the README's demo accounts log in from the header: each user type's menu and logo variant (spec 2 Header)", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/where-when');
    const banner = page.getByRole('banner');
    const badge = (text: string) => banner.getByText(text, { exact: true });
    // Issue 15: clients (not agencies) also find 'My vehicles' (the vehicles catalogue's word).
    // Issue 19: and 'My points' (the vouchers catalogue's word).
    const items = (...keys: string[]) =>
      keys.map((k) => (k === 'myVehicles' ? tr('es', 'vehicles:menu.myVehicles') : k === 'myPoints' ? tr('es', 'vouchers:menu.myPoints') : a('es', `header.${k}`)));

    // Individual client: the normal logo, no business switch (no profile has a company).
    await logInFromHeader(page, DEMO.client);
    let menu = await openUserMenu(page, DEMO.client.name);
    await expect(menu.getByRole('menuitem')).toHaveText(items('account', 'reservations', 'myVehicles', 'myPoints', 'logout'));
    await expect(badge(a('es', 'header.business'))).toHaveCount(0);
    await page.keyboard.press('Escape');
    await logOut(page, DEMO.client.name);

    // Company administrator in business mode: the business logo, company users, switch to individual.
    await logInFromHeader(page, DEMO.business);
    await expect(badge(a('es', 'header.business'))).toBeVisible();
    menu = await openUserMenu(page, DEMO.business.name);
    await expect(menu.getByRole('menuitem')).toHaveText(items('account', 'reservations', 'myVehicles', 'myPoints', 'companyUsers', 'toIndividual', 'logout'));
    await page.keyboard.press('Escape');
    await logOut(page, DEMO.business.name);
    await expect(badge(a('es', 'header.business'))).toHaveCount(0);

    // Company user: business logo, no company users.
    await logInFromHeader(page, DEMO.employee);
    await expect(badge(a('es', 'header.business'))).toBeVisible();
    menu = await openUserMenu(page, DEMO.employee.name);
    await expect(menu.getByRole('menuitem')).toHaveText(items('account', 'reservations', 'myVehicles', 'myPoints', 'toIndividual', 'logout'));
    await page.keyboard.press('Escape');
    await logOut(page, DEMO.employee.name);

    // Agency: the agency logo (its company name), no business switch.
    await agencyLogInFromHeader(page);
    // The logo's badge, and the user menu's name: twice in the banner (once before the agency logo).
    await expect(badge(DEMO_AGENCY.name)).toHaveCount(2);
    await expect(badge(DEMO_AGENCY.name).first()).toBeVisible();
    menu = await openUserMenu(page, DEMO_AGENCY.name);
    await expect(menu.getByRole('menuitem')).toHaveText(items('account', 'reservations', 'logout'));
  });

  test('logging in from the header keeps the traveller where they were and clears the stored snapshot (spec 4 Login)', async ({ page, request }) => {
    await openServices(page, request, 'es', madridDaysFromNow(111, 10, 0), madridDaysFromNow(113, 12, 0));
    // Choosing the product saved the reload snapshot (spec 4 Snapshot).
    expect(await page.evaluate(() => localStorage.getItem('state_snapshot'))).not.toBeNull();
    await logInFromHeader(page, DEMO.client);
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('es', 'app:services.title'));
    expect(await page.evaluate(() => [localStorage.getItem('state_snapshot'), localStorage.getItem('state_timestamp')])).toEqual([null, null]);
    // The booking is still the one being made; the next step has the account's data.
    await page.getByRole('button', { name: tr('es', 'app:common.continue'), exact: true }).click();
    await expect(page).toHaveURL(/\/traveler-data$/);
    await expect(page.getByRole('textbox', { name: tr('es', 'traveler:reservation.name'), exact: true })).toHaveValue(DEMO.client.name);
    await expect(page.getByRole('textbox', { name: tr('es', 'traveler:reservation.email'), exact: true })).toHaveValue(DEMO.client.email);
  });

  test("a company user sees what her company blocks: premium and washes 'blocked by your company' (spec 6)", async ({ page, request }, testInfo) => {
    const catalog = await fetchCatalog(request, 'es');
    const premium = findProduct(catalog, 2).product;
    const express = findProduct(catalog, 4).product;
    await logInViaApi(page, DEMO.employee);
    await page.goto(productsDeepLink(madridDaysFromNow(121, 10, 0), madridDaysFromNow(123, 12, 0)));
    const card = (name: string) => page.getByRole('article', { name });
    await expect(card(premium.name).getByText(tr('es', 'offer:blocked.label'))).toBeVisible();
    await expect(page.getByRole('button', { name: tr('es', 'booking:products.chooseProduct', { name: premium.name }) })).toBeDisabled();
    await expect(card(express.name).getByText(tr('es', 'offer:blocked.label'))).toHaveCount(0);
    await expectNoAxeViolations(page, testInfo, 'products-blocked');
    const chooseExpress = page.getByRole('button', { name: tr('es', 'booking:products.chooseProduct', { name: express.name }) });
    await expect(chooseExpress).toBeEnabled();
    await chooseExpress.click();
    await expect(page).toHaveURL(/\/services$/);
    const washes = page.getByRole('region', { name: tr('es', 'offer:services.washes') });
    await expect(washes.getByRole('article').first()).toBeVisible();
    for (const wash of await washes.getByRole('article').all()) {
      await expect(wash.getByText(tr('es', 'offer:blocked.label'))).toBeVisible();
      await expect(wash.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr('es', 'offer:services.add'))}`) })).toBeDisabled();
    }
    await expectNoAxeViolations(page, testInfo, 'services-blocked');
    // A parking space is never blocked.
    const spaces = page.getByRole('region', { name: tr('es', 'offer:services.space') });
    await expect(spaces.getByText(tr('es', 'offer:blocked.label'))).toHaveCount(0);
    // Switched to particular, nothing is blocked any more.
    const menu = await openUserMenu(page, DEMO.employee.name);
    await menu.getByRole('menuitem', { name: a('es', 'header.toIndividual') }).click();
    const dialog = page.getByRole('dialog', { name: a('es', 'userMode.title') });
    await dialog.getByRole('button', { name: a('es', 'userMode.confirm'), exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(washes.getByText(tr('es', 'offer:blocked.label'))).toHaveCount(0);
    // Back to business mode for the other tests.
    const again = await openUserMenu(page, DEMO.employee.name);
    await again.getByRole('menuitem', { name: a('es', 'header.toBusiness') }).click();
    await page.getByRole('dialog', { name: a('es', 'userMode.title') }).getByRole('button', { name: a('es', 'userMode.confirm'), exact: true }).click();
    await expect(washes.getByText(tr('es', 'offer:blocked.label')).first()).toBeVisible();
  });

  test("the company administrator sees the company's users; a company user does not (spec 6)", async ({ page }, testInfo) => {
    await logInViaApi(page, DEMO.business);
    await page.goto('/where-when');
    const menu = await openUserMenu(page, DEMO.business.name);
    await menu.getByRole('menuitem', { name: a('es', 'header.companyUsers') }).click();
    await expect(page).toHaveURL(/\/company-users$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a('es', 'companyUsers.title'));
    const list = page.getByRole('list', { name: a('es', 'companyUsers.title') });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const member = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Marta Vidal Roca' }) });
    await expect(member).toContainText(DEMO.employee.email);
    await expect(member).toContainText(a('es', 'companyUsers.roles.user'));
    const admin = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jordi Puig Ferrer' }) });
    await expect(admin).toContainText(a('es', 'companyUsers.roles.admin'));
    await expectNoAxeViolations(page, testInfo, 'company-users');
    await logOut(page, DEMO.business.name);

    await logInViaApi(page, DEMO.employee);
    await page.goto('/company-users');
    await expect(userMenuButton(page, DEMO.employee.name)).toBeVisible();
    await expect(page.getByText(a('es', 'companyUsers.notAdmin'))).toBeVisible();
    await expect(page.getByText(DEMO.business.email)).toHaveCount(0);
  });

  test("business mode: the company's billing profile fills the invoice and cannot be edited (spec 5)", async ({ page, request }) => {
    await logInViaApi(page, DEMO.business);
    await openServices(page, request, 'es', madridDaysFromNow(131, 10, 0), madridDaysFromNow(133, 12, 0));
    await page.getByRole('button', { name: tr('es', 'app:common.continue'), exact: true }).click();
    await expect(page).toHaveURL(/\/traveler-data$/);
    await expect(page.getByText(a('es', 'profiles.readOnly'))).toBeVisible();
    const invoiceName = page.getByRole('textbox', { name: tr('es', 'traveler:billing.name'), exact: true });
    await expect(invoiceName).toHaveValue('Viajes Demo SL');
    await expect(invoiceName).not.toBeEditable();
    await expect(page.getByRole('textbox', { name: tr('es', 'traveler:billing.nif'), exact: true })).not.toBeEditable();
    await expect(page.getByRole('combobox', { name: tr('es', 'traveler:billing.country') })).toBeDisabled();
    // Typing changes nothing.
    await invoiceName.pressSequentially('X', { timeout: 2000 }).catch(() => undefined);
    await expect(invoiceName).toHaveValue('Viajes Demo SL');
  });

  test('an agency books and finds the booking in its reservations (issue 10.8)', async ({ page, request }) => {
    test.setTimeout(60_000);
    await logInViaApi(page, DEMO_AGENCY);
    await openServices(page, request, 'es', madridDaysFromNow(141, 10, 0), madridDaysFromNow(143, 12, 0));
    await page.getByRole('button', { name: tr('es', 'app:common.continue'), exact: true }).click();
    await expect(page).toHaveURL(/\/traveler-data$/);
    await fillReservationForm(page, 'es', uniqueEmail('viajero-agencia'));
    const terms = page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(tr('es', 'traveler:terms.salesBefore'))}`) });
    if (!(await terms.isChecked())) await acceptSalesTerms(page, 'es');
    await page.getByRole('button', { name: tr('es', 'traveler:buttons.book'), exact: true }).click();
    await expect(page).toHaveURL(/\/confirmation/);
    const reference = (await page.getByTestId('reservation-reference').textContent())!.trim();
    const menu = await openUserMenu(page, DEMO_AGENCY.name);
    await menu.getByRole('menuitem', { name: a('es', 'header.reservations') }).click();
    await expect(page).toHaveURL(/\/my-reservations$/);
    await expect(page.getByRole('link', { name: a('es', 'reservations.open', { reference }) })).toBeVisible();
  });
});

test.describe('accessibility of the account dialogs (axe, zero violations)', () => {
  // Each dialog state scanned at 375 and 1280 px on one page (the dialog must stay open across
  // the resize).
  for (const lang of LANGS) {
    test(`login, sign-up and recovery in ${lang} at 375 and 1280 px`, async ({ page }, testInfo) => {
      // Ten axe runs: generous on a busy machine.
      test.setTimeout(120_000);
      await page.addInitScript(...langInitScript(lang));
      await page.goto('/where-when');
      const dialog = page.getByRole('dialog');
      const axe = (label: string) => expectNoAxeViolationsAtWidths(page, testInfo, `${label}-${lang}`, { ready: () => expect(dialog).toBeVisible() });
      await expect(loginDialog(page, lang)).toBeVisible();
      // The social buttons come from the server: wait for them so axe sees the whole dialog.
      await expect(dialog.getByRole('button', { name: a(lang, 'social.google'), exact: true })).toBeVisible();
      await axe('login');
      await dialog.getByRole('tab', { name: a(lang, 'login.agency') }).click();
      await axe('login-agency');
      await dialog.getByRole('tab', { name: a(lang, 'login.individual') }).click();
      await dialog.getByRole('button', { name: a(lang, 'login.signUp'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: a(lang, 'signup.title') })).toBeVisible();
      // With its messages shown too.
      await dialog.getByRole('textbox', { name: a(lang, 'fields.email') }).fill('no-es-un-correo');
      await dialog.getByRole('textbox', { name: a(lang, 'fields.name'), exact: true }).focus();
      await expect(dialog.getByText(tr(lang, 'validation:invalid_email'))).toBeVisible();
      await axe('signup');
      await dialog.getByRole('button', { name: a(lang, 'signup.login'), exact: true }).click();
      await dialog.getByRole('button', { name: a(lang, 'login.forgot'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: a(lang, 'recovery.title') })).toBeVisible();
      await axe('recovery');
      // The confirmation screen once: the api allows 10 recovery requests per IP (decision
      // 0016), and every test here comes from 127.0.0.1.
      if (lang === 'es') {
        await dialog.getByRole('textbox', { name: a(lang, 'fields.email') }).fill(uniqueEmail('axe-olvido'));
        await dialog.getByRole('button', { name: a(lang, 'recovery.submit'), exact: true }).click();
        await expect(dialog.getByRole('status')).toBeVisible();
        await axe('recovery-done');
      }
    });
  }

  // Issue 18.2: the dialog after a sign-up and the verification page (done, and a used link with its form).
  for (const lang of LANGS) {
    test(`check-e-mail dialog and verification page in ${lang} at 375 px`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.addInitScript(...langInitScript(lang));
      await page.goto('/where-when');
      const email = uniqueEmail(`axe-alta-${lang}`);
      const dialog = page.getByRole('dialog');
      await expect(loginDialog(page, lang)).toBeVisible();
      await dialog.getByRole('button', { name: a(lang, 'login.signUp'), exact: true }).click();
      await dialog.getByRole('textbox', { name: a(lang, 'fields.name'), exact: true }).fill('Nora');
      await dialog.getByRole('textbox', { name: a(lang, 'fields.surname'), exact: true }).fill('Vidal');
      await dialog.getByRole('textbox', { name: a(lang, 'fields.email') }).fill(email);
      await dialog.getByRole('textbox', { name: a(lang, 'fields.newPassword'), exact: true }).fill(PASSWORD);
      await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(a(lang, 'signup.privacyBefore'))}`) }).check();
      await dialog.getByRole('button', { name: a(lang, 'signup.submit'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: a(lang, 'signup.checkEmailTitle') })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `check-email-${lang}-375`);
      await dialog.getByRole('button', { name: a(lang, 'signup.close'), exact: true }).click();
      const link = await mailedLink(page.request, email, 'verify-email');
      await page.goto(link);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(a(lang, 'verify.done', { name: 'Nora' }));
      await expectNoAxeViolations(page, testInfo, `verify-done-${lang}-375`);
      await page.goto(link);
      await expect(page.getByText(a(lang, 'verify.invalid'))).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `verify-invalid-${lang}-375`);
    });
  }

  // The dialogs a logged-in client opens: change user mode (header) and the invoice profiles (traveller step).
  for (const lang of LANGS) {
    test(`user-mode and invoice-profile dialogs in ${lang} at 375 px`, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.addInitScript(...langInitScript(lang));
      await page.goto('/where-when');
      // Through the start's dialog: the one test that logs in with it in every language.
      await logIn(page, 'empresa@demo.parking', 'Demo-empresa-2026', lang);
      await userMenuButton(page, 'Jordi', lang).click();
      await page.getByRole('menu').getByRole('menuitem', { name: a(lang, 'header.toIndividual') }).click();
      const mode = page.getByRole('dialog', { name: a(lang, 'userMode.title') });
      await expect(mode).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `user-mode-${lang}-375`);
      await mode.getByRole('button', { name: a(lang, 'userMode.close') }).click();
      await expect(mode).toHaveCount(0);

      await openServices(page, request, lang, madridDaysFromNow(151, 10, 0), madridDaysFromNow(153, 12, 0));
      await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
      await expect(page).toHaveURL(/\/traveler-data$/);
      await page.getByRole('button', { name: a(lang, 'profiles.choose'), exact: true }).click();
      const profiles = page.getByRole('dialog', { name: a(lang, 'profiles.title') });
      await expect(profiles).toBeVisible();
      await expect(profiles.getByRole('radio').first()).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `invoice-profiles-${lang}-375`);
    });
  }
});
