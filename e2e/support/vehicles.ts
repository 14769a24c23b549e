import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { madridDaysFromNow } from './booking-data';
import { type Lang, tr } from './i18n';
import { openServices } from './offer-flow';
import { escapeRegExp } from './traveler';

/** A text of the vehicles catalogue. */
export const v = (lang: Lang, key: string, vars?: Record<string, string>) => tr(lang, `vehicles:${key}`, vars);

/** The vehicle dialog, by the title of the view it shows. */
export function vehicleDialog(page: Page, lang: Lang, titleKey: string): Locator {
  return page.getByRole('dialog', { name: v(lang, `title.${titleKey}`) });
}

/** From a deep link to /services (El Prat express), Continue to the traveller step. */
export async function openTravelerData(page: Page, request: APIRequestContext, lang: Lang, daysAhead: number) {
  await openServices(page, request, lang, madridDaysFromNow(daysAhead, 10, 0), madridDaysFromNow(daysAhead + 3, 12, 0));
  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/traveler-data$/);
}

/** The traveller step's vehicle section. */
export function vehicleSection(page: Page, lang: Lang): Locator {
  return page.getByRole('form', { name: tr(lang, 'traveler:title') }).getByRole('region', { name: v(lang, 'section.heading'), exact: true });
}

/** Fills the reservation form's driver and contact fields (not the plate: the vehicle gives it). */
export async function fillDriver(page: Page, lang: Lang, email: string) {
  const box = (key: string) => page.getByRole('textbox', { name: tr(lang, `traveler:reservation.${key}`), exact: true });
  await box('name').fill('Ana');
  await box('surname').fill('García López');
  await box('email').fill(email);
  await box('phone').fill('+34 612 345 678');
  await box('flightNumber').fill('IB 3101');
}

export async function acceptTerms(page: Page, lang: Lang) {
  await page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(tr(lang, 'traveler:terms.salesBefore'))}`) }).check();
}

/** Types a plate in the plate view and sends it. */
export async function enterPlate(page: Page, lang: Lang, plate: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: v(lang, 'plate.label') }).fill(plate);
  await dialog.getByRole('button', { name: v(lang, 'plate.submit'), exact: true }).click();
}

/** Mails sent to `email` (the dev outbox). */
export async function mailsTo(request: APIRequestContext, email: string): Promise<{ subject: string; text: string; html?: string }[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { mails: { subject: string; text: string; html?: string }[] }).mails;
}

export const uniqueEmail = (tag: string, worker: number) => `${tag}-${Date.now()}-${worker}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const CLIENT_PASSWORD = 'Viaje-2026-largo';
/** README "Demo accounts": the demo client, whose seeded cars are a Golf (4821 KMN) and a Clio (7305 LBC). */
export const DEMO_CLIENT = { email: 'cliente@demo.parking', password: 'Demo-cliente-2026', name: 'Lucía' };

/** A new verified client account, made through the api (sign-up, then the mailed verification token). */
export async function newClient(request: APIRequestContext, email: string, name = 'Marta') {
  const res = await request.post('/api/auth/signup', {
    data: { name, surname: 'Puig Soler', email, privacy: true, accept_promos: false, accept_newsletter: false, lang: 'es', password: Buffer.from(CLIENT_PASSWORD).toString('base64') },
  });
  expect(res.status(), await res.text()).toBe(202);
  let token = '';
  await expect
    .poll(async () => {
      token = (await mailsTo(request, email)).map((m) => /verify-email\?token=([\w-]+)/.exec(m.text)?.[1] ?? '').find(Boolean) ?? '';
      return token;
    })
    .not.toBe('');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBeLessThan(300);
  return { email, password: CLIENT_PASSWORD, name };
}

/** Logs in from the header's login button (the lazy account slot loaded first). */
export async function logInFromHeader(page: Page, who: { email: string; password: string }, lang: Lang = 'es') {
  await expect(page.locator('[data-account-slot]')).toHaveCount(1);
  await page.getByRole('banner').getByRole('button', { name: tr(lang, 'account:header.login'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: tr(lang, 'account:login.title') });
  await dialog.getByRole('textbox', { name: tr(lang, 'account:fields.email') }).fill(who.email);
  await dialog.getByRole('textbox', { name: tr(lang, 'account:fields.password'), exact: true }).fill(who.password);
  await dialog.getByRole('button', { name: tr(lang, 'account:login.submit'), exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
