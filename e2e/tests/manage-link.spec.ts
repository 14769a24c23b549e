import { type APIRequestContext, expect, test } from '../support/test';
import { encodePassword } from '@parking/domain/contracts/account-wire';
import { expectNoAxeViolations } from '../support/axe';
import { bookExpressViaApi, madridDaysFromNow } from '../support/booking-data';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';
import { mailedConfirmationLink, uniqueEmail } from '../support/manage';
import { escapeRegExp } from '../support/traveler';
import { newClient } from '../support/vehicles';

// Issue 17.3: a guest books, then signs up (after the booking, with the booking's e-mail); the
// guest's confirmation offers to keep the booking in the account; after logging in there, the
// booking shows in "my bookings".

const PASSWORD = 'Viaje-2026-largo';
const m = (lang: Lang, key: string, vars?: Record<string, string>) => tr(lang, `manage:${key}`, vars);
const a = (lang: Lang, key: string, vars?: Record<string, string>) => tr(lang, `account:${key}`, vars);

async function mailedVerifyLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { mails: { text: string }[] };
      link = mails.map((x) => /https?:\/\/\S*\/verify-email\?token=[\w-]+/.exec(x.text)?.[0] ?? '').find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function signUpByApi(request: APIRequestContext, email: string, lang: Lang) {
  const res = await request.post('/api/auth/signup', {
    data: { name: 'Marta', surname: 'Puig Soler', email, privacy: true, password: encodePassword(PASSWORD), lang },
  });
  expect(res.status(), await res.text()).toBe(202);
  let token = '';
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { mails: { text: string }[] };
      token = mails.map((x) => /verify-email\?token=([\w-]+)/.exec(x.text)?.[1] ?? '').find(Boolean) ?? '';
      return token;
    })
    .not.toBe('');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBeLessThan(300);
  // The api request context keeps the session cookie: leave it, the browser logs in on its own.
  await request.post('/api/auth/logout', { data: {} }).catch(() => undefined);
}

for (const [i, lang] of LANGS.entries()) {
  test(`a guest booking joins the account signed up afterwards and shows in my bookings (${lang})`, async ({ page, request }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    const email = uniqueEmail(`link-${lang}`, testInfo.workerIndex);
    const { reference } = await bookExpressViaApi(request, { start: madridDaysFromNow(100 + i, 10, 0), end: madridDaysFromNow(102 + i, 10, 0), email, lang });
    const link = await mailedConfirmationLink(request, email);
    await signUpByApi(request, email, lang);

    await page.goto(link);
    const offer = page.getByRole('region', { name: m(lang, 'link_heading') });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: m(lang, 'link_button') }).click();
    const dialog = page.getByRole('dialog', { name: m(lang, 'link_dialog_title') });
    await expect(dialog.getByLabel(m(lang, 'link_email'))).toHaveValue(email);
    if (i === 0) await expectNoAxeViolations(page, testInfo, 'link dialog 1280');
    await dialog.getByLabel(m(lang, 'link_password')).fill(PASSWORD);
    await dialog.getByRole('button', { name: m(lang, 'link_login') }).click();
    await expect(dialog.getByRole('status')).toHaveText(m(lang, 'link_done'));
    await dialog.getByRole('link', { name: m(lang, 'link_to_list') }).click();
    await expect(page).toHaveURL(/\/my-reservations$/);
    await expect(page.getByTestId('my-reservations')).toContainText(reference);
  });
}

// Issue 17.3: the guest creates the account from the confirmation (the existing sign-up dialog,
// e-mail prefilled); once the mailed link verifies the e-mail, the booking is in "my bookings".
for (const [i, lang] of LANGS.entries()) {
  test(`a guest signs up from the confirmation and the booking is in my bookings (${lang})`, async ({ page, request }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    const email = uniqueEmail(`signup-${lang}`, testInfo.workerIndex);
    const { reference } = await bookExpressViaApi(request, { start: madridDaysFromNow(110 + i, 10, 0), end: madridDaysFromNow(112 + i, 10, 0), email, lang });
    await page.goto(await mailedConfirmationLink(request, email));
    const offer = page.getByRole('region', { name: m(lang, 'link_heading') });
    await offer.getByRole('button', { name: m(lang, 'link_signup_button') }).click();
    const dialog = page.getByRole('dialog', { name: a(lang, 'signup.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: a(lang, 'fields.email') })).toHaveValue(email);
    await dialog.getByRole('textbox', { name: a(lang, 'fields.name'), exact: true }).fill('Marta');
    await dialog.getByRole('textbox', { name: a(lang, 'fields.surname'), exact: true }).fill('Puig Soler');
    await dialog.getByRole('textbox', { name: a(lang, 'fields.newPassword'), exact: true }).fill(PASSWORD);
    await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(a(lang, 'signup.privacyBefore'))}`) }).check();
    await dialog.getByRole('button', { name: a(lang, 'signup.submit'), exact: true }).click();
    const check = page.getByRole('dialog', { name: a(lang, 'signup.checkEmailTitle') });
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: a(lang, 'signup.close'), exact: true }).click();
    await page.goto(await mailedVerifyLink(request, email));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(a(lang, 'verify.done', { name: 'Marta' }));
    await page.goto('/my-reservations');
    await expect(page.getByTestId('my-reservations')).toContainText(reference);
  });
}

// Spec 4: the saved vehicle whose plate is the booking's is preselected and sent as vehicle_id;
// "forgot your password?" opens the recovery dialog; axe at 375 and 1280 px.
for (const width of [375, 1280]) {
  test(`the link dialog offers the saved vehicle and the password recovery (es, ${width} px)`, async ({ page, request, playwright, baseURL }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(...langInitScript('es'));
    const email = uniqueEmail(`linkveh-${width}`, testInfo.workerIndex);
    const { reference } = await bookExpressViaApi(request, { start: madridDaysFromNow(120 + (width === 375 ? 0 : 3), 10, 0), end: madridDaysFromNow(121 + (width === 375 ? 0 : 3), 10, 0), email, lang: 'es' });
    const link = await mailedConfirmationLink(request, email);
    // Its own api context: the verification logs it in; its calls echo the CSRF cookie (decision 0016).
    const api = await playwright.request.newContext({ baseURL });
    await newClient(api, email);
    const csrf = (await api.storageState()).cookies.find((c) => c.name === 'pk_csrf')?.value ?? '';
    const car = await api.post('/api/vehicles', { headers: { 'X-CSRF-Token': csrf }, data: { plate: '1234 BCD', country: 'ES', type: 'Mi coche' } });
    expect(car.status(), await car.text()).toBe(201);
    const carId = ((await car.json()) as { id: number }).id;
    await api.dispose();

    await page.goto(link);
    const offer = page.getByRole('region', { name: m('es', 'link_heading') });
    await offer.getByRole('button', { name: m('es', 'link_button') }).click();
    let dialog = page.getByRole('dialog', { name: m('es', 'link_dialog_title') });
    await expect(dialog.getByLabel(m('es', 'link_email'))).toHaveValue(email);
    await expectNoAxeViolations(page, testInfo, `link dialog login ${width}`);
    await dialog.getByRole('button', { name: m('es', 'link_forgot') }).click();
    const recovery = page.getByRole('dialog', { name: a('es', 'recovery.title') });
    await expect(recovery).toBeVisible();
    await recovery.getByRole('button', { name: a('es', 'login.cancel'), exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await offer.getByRole('button', { name: m('es', 'link_button') }).click();
    dialog = page.getByRole('dialog', { name: m('es', 'link_dialog_title') });
    await dialog.getByLabel(m('es', 'link_password')).fill(PASSWORD);
    await dialog.getByRole('button', { name: m('es', 'link_login') }).click();
    const choice = dialog.getByRole('group', { name: m('es', 'link_vehicle') });
    await expect(choice.getByRole('radio', { name: '1234 BCD' })).toBeChecked();
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/link-vehicle-${width}.png` });
    await expectNoAxeViolations(page, testInfo, `link dialog vehicle ${width}`);
    const registered = page.waitForResponse((r) => r.url().includes(`/api/reservations/${reference}/register`));
    await dialog.getByRole('button', { name: m('es', 'link_submit') }).click();
    const res = await registered;
    expect(res.request().postDataJSON()).toMatchObject({ vehicle_id: carId });
    expect(((await res.json()) as { vehicle_linked: boolean }).vehicle_linked).toBe(true);
    await expect(dialog.getByRole('status')).toHaveText(m('es', 'link_done'));
  });
}
