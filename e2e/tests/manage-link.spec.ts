import { type APIRequestContext, expect, test } from '@playwright/test';
import { encodePassword } from '@parking/domain/contracts/account-wire';
import { expectNoAxeViolations } from '../support/axe';
import { bookExpressViaApi, madridDaysFromNow } from '../support/booking-data';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';
import { mailedConfirmationLink, uniqueEmail } from '../support/manage';

// Issue 17.3: a guest books, then signs up (after the booking, with the booking's e-mail); the
// guest's confirmation offers to keep the booking in the account; after logging in there, the
// booking shows in "my bookings".

const PASSWORD = 'Viaje-2026-largo';
const m = (lang: Lang, key: string, vars?: Record<string, string>) => tr(lang, `manage:${key}`, vars);

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
