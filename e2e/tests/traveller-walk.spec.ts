import { expect, type Page, test } from '@playwright/test';
import type { CalculatePriceRequest } from '@parking/domain/contracts/offer';
import { EXPRESS_PRAT, fetchCatalog, findProduct, madridDaysFromNow } from '../support/booking-data';
import { tr } from '../support/i18n';
import { addButton, isCalculate, openServices, removeButton, type WireExtra } from '../support/offer-flow';
import { acceptSalesTerms, fillReservationForm } from '../support/traveler';

// A traveller's walk at 375 px in Spanish: an extra, a language switch mid-flow, a reload in
// the middle of the form, a 41-character e-mail, Back after booking, then a second booking.
// The confirmation was 23 px wider than the screen with this address before `overflow-wrap`.
const lang = 'es' as const;
const EMAIL = 'maria.fernandez.delatorre@ejemplo-mail.es';
test.use({ viewport: { width: 375, height: 800 } });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const languageSelect = (page: Page, l: 'es' | 'en') => page.getByLabel(tr(l, 'app:header.languageLabel'), { exact: true });

test('two bookings in a row at 375 px: language switch, reload mid-form, long e-mail, Back after booking', async ({ page, request }) => {
  const { extras } = await openServices(page, request, lang, madridDaysFromNow(330, 10, 0), madridDaysFromNow(333, 12, 0));
  const wash = extras.find((e) => e.name === 'Lavado exterior') as WireExtra;
  await addButton(page, lang, wash).click();
  await expect(removeButton(page, lang, wash)).toBeVisible();

  await languageSelect(page, 'es').selectOption('en');
  await expect(heading(page)).toHaveText(tr('en', 'app:services.title'));
  await languageSelect(page, 'en').selectOption('es');
  await expect(heading(page)).toHaveText(tr(lang, 'app:services.title'));
  await expect(removeButton(page, lang, wash)).toBeVisible();

  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await fillReservationForm(page, lang, EMAIL);
  await page.reload();
  await expect(page.getByRole('textbox', { name: tr(lang, 'traveler:reservation.email'), exact: true })).toHaveValue(EMAIL);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await acceptSalesTerms(page, lang);
  await page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true }).click();
  await expect(page).toHaveURL(/\/confirmation/);
  await expect(page.getByTestId('reservation-reference')).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);
  await expect(page.getByText(EMAIL).first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  // Back after booking: the finished booking cannot be sent again; the traveller starts anew.
  await page.goBack();
  await expect(page).toHaveURL(/\/where-when/);
  await page.getByRole('textbox', { name: tr(lang, 'booking:whereWhen.flight'), exact: true }).fill('VY1234');
  await page.getByRole('button', { name: tr(lang, 'booking:whereWhen.submit'), exact: true }).click();
  const express = findProduct(await fetchCatalog(request, lang), EXPRESS_PRAT).product;
  const onServices = page.waitForResponse((r) => isCalculate(r, (q) => q.productId === EXPRESS_PRAT && q.step === 'services'));
  await page.getByRole('button', { name: tr(lang, 'booking:products.chooseProduct', { name: express.name }) }).click();
  await expect(page).toHaveURL(/\/services$/);
  expect(((await onServices).request().postDataJSON() as CalculatePriceRequest).id_wash_extra ?? null).toBeNull();
  await expect(removeButton(page, lang, wash)).toHaveCount(0);
});
