import { expect, type Page, test } from '../support/test';
import { fetchCatalog, madridDaysFromNow } from '../support/booking-data';
import { type Lang, tr } from '../support/i18n';
import { openServices, servicesSettled, setCapacity } from '../support/offer-flow';
import { acceptSalesTerms, fillReservationForm } from '../support/traveler';

const lang: Lang = 'es';

async function fillTraveler(page: Page, email: string) {
  await fillReservationForm(page, lang, email);
  await acceptSalesTerms(page, lang);
}

// Spec 8: API_ERROR_RESERVATION_OUT_OF_STOCK with an alternative offer goes to its dialog,
// without a banner; with no alternative at all the guest reads the server's reason in the
// banner, scrolled to the top. Nothing is stored either way (no confirmation mail).
test('Book on a day sold out meanwhile: the alternative-offer dialog, else the reason in the banner', async ({ page, request }) => {
  // The test sells these days out: a retry (CI retries once) takes the next days along, free
  // (days 230-237 are this test's alone).
  const first = 230 + 4 * test.info().retry;
  const start = madridDaysFromNow(first, 10, 0);
  const end = madridDaysFromNow(first + 2, 12, 0);
  const email = `oos-${Date.now()}-${test.info().workerIndex}@example.com`;
  await openServices(page, request, lang, start, end);
  // Continue is disabled while a price is in flight: a click that lands in that instant does
  // nothing (CI saw the test stay on /services once). Wait for the step to settle first.
  await servicesSettled(page, lang);
  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/traveler-data$/);
  await fillTraveler(page, email);
  const book = page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true });
  const bannerClose = page.getByRole('button', { name: tr(lang, 'app:errorBanner.close'), exact: true });

  // Someone else takes the last space of express Prat while the guest types.
  await setCapacity(request, 4, start, end, 0);
  await book.click();
  const dialog = page.getByRole('dialog', { name: tr(lang, 'offer:alternative.title') });
  await expect(dialog).toBeVisible();
  await expect(bannerClose).toHaveCount(0);
  await dialog.getByRole('button', { name: tr(lang, 'offer:alternative.cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();

  // Now every car park is full on those days: no alternative to offer.
  const catalog = await fetchCatalog(request, lang);
  for (const city of catalog.cities)
    for (const place of city.places) for (const product of place.products) await setCapacity(request, product.id, start, end, 0);
  await page.mouse.wheel(0, 800);
  await book.click();
  await expect(bannerClose).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/traveler-data$/);

  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(((await res.json()) as { mails: unknown[] }).mails).toHaveLength(0);
});
