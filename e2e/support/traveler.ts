import type { Page } from '@playwright/test';
import { type Lang, tr } from './i18n';

/** A string as a literal inside a RegExp. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fills the traveller step's reservation form (spec 2) with a valid driver, by visible labels. */
export async function fillReservationForm(page: Page, lang: Lang, email: string) {
  const box = (key: string) => page.getByRole('textbox', { name: tr(lang, `traveler:reservation.${key}`), exact: true });
  await box('name').fill('Ana');
  await box('surname').fill('García López');
  await box('email').fill(email);
  await box('phone').fill('+34 612 345 678');
  await box('plate').fill('1234 BCD');
  await box('flightNumber').fill('IB 3101');
}

/** Ticks the sales terms a guest must accept (spec 4 Terms). */
export async function acceptSalesTerms(page: Page, lang: Lang) {
  await page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(tr(lang, 'traveler:terms.salesBefore'))}`) }).check();
}
