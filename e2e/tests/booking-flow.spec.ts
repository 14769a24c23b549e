import { expect, type APIRequestContext, type Page, test } from '../support/test';
import type { CalculatePriceRequest } from '@parking/domain/contracts/offer';
import { formatWireDate } from '@parking/domain/time/madrid';
import {
  calculate,
  displayDay,
  EXPRESS_PRAT,
  euros,
  fetchCatalog,
  findProduct,
  madridClock,
  madridDaysFromNow,
  PRAT_T1,
  PRAT_T2,
} from '../support/booking-data';
import { type Lang, tr } from '../support/i18n';
import { expectInsideScrollBox } from '../support/scroll';

/** "Starts with" for accessible names that join a label and a value (the time toggles). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * The guest's booking from where-when to /services, in `lang` (the page must already show
 * that language). Returns nothing: every step asserts what the guest sees.
 */
async function bookExpressPrat(page: Page, request: APIRequestContext, lang: Lang) {
  const catalog = await fetchCatalog(request, lang);
  const { place, product } = findProduct(catalog, EXPRESS_PRAT);
  const t1 = product.terminals.find((t) => t.common_terminal_id === PRAT_T1);
  const t2 = product.terminals.find((t) => t.common_terminal_id === PRAT_T2);
  if (!t1 || !t2) throw new Error('El Prat express must have T1 and T2');

  // Three days ahead, so the stay is in the future whatever the time of the run.
  const start = madridDaysFromNow(3, 10, 30);
  const end = madridDaysFromNow(6, 18, 45);

  const placeSelect = page.getByLabel(tr(lang, 'booking:whereWhen.place'), { exact: true });
  await expect(placeSelect).toBeEnabled();
  await placeSelect.selectOption({ label: place.name });
  await page.getByLabel(tr(lang, 'booking:whereWhen.product'), { exact: true }).selectOption({ label: product.name });

  // More than one terminal: the picker is shown (spec 2).
  await expect(page.getByRole('group', { name: tr(lang, 'booking:whereWhen.terminals') })).toBeVisible();
  await page.getByLabel(tr(lang, 'booking:whereWhen.inTerminal'), { exact: true }).selectOption({ label: t1.name });
  await page.getByLabel(tr(lang, 'booking:whereWhen.outTerminal'), { exact: true }).selectOption({ label: t2.name });

  await page.getByLabel(tr(lang, 'booking:whereWhen.entryDate'), { exact: true }).fill(displayDay(start));
  await page.getByLabel(tr(lang, 'booking:whereWhen.exitDate'), { exact: true }).fill(displayDay(end));

  // Hour picker cards: drop-off and pick-up, each a group titled as the spec says.
  const entryToggle = page.getByRole('button', { name: startsWith(tr(lang, 'booking:whereWhen.entryTime')) });
  await entryToggle.click();
  const dropOff = page.getByRole('group', { name: tr(lang, 'booking:hourPicker.startTitle') });
  // Spec 4: the grid scrolls to the chosen time 100 ms after opening. Clicking before that
  // scroll can land where the slot no longer is, so wait until the chosen time is in view.
  await expectInsideScrollBox(dropOff.getByRole('button', { pressed: true }));
  await dropOff.getByRole('button', { name: madridClock(start), exact: true }).click();
  await expect(dropOff).toBeHidden();
  await expect(entryToggle).toContainText(madridClock(start));

  const exitToggle = page.getByRole('button', { name: startsWith(tr(lang, 'booking:whereWhen.exitTime')) });
  // Spec 4: choosing an entry hour copies it to the exit hour.
  await expect(exitToggle).toContainText(madridClock(start));
  await exitToggle.click();
  const pickUp = page.getByRole('group', { name: tr(lang, 'booking:hourPicker.endTitle') });
  await expectInsideScrollBox(pickUp.getByRole('button', { pressed: true }));
  await pickUp.getByRole('button', { name: madridClock(end), exact: true }).click();
  await expect(exitToggle).toContainText(madridClock(end));

  // Express counts passengers (default 1) and asks for the return flight.
  await expect(page.getByLabel(tr(lang, 'booking:whereWhen.inPassengers'), { exact: true })).toHaveValue('1');
  await page.getByLabel(tr(lang, 'booking:whereWhen.flight'), { exact: true }).fill('ib 3101');

  const priceResponse = page.waitForResponse(
    (r) =>
      r.url().includes('/api/offers/calculate') &&
      r.request().method() === 'POST' &&
      (r.request().postDataJSON() as CalculatePriceRequest).productId === EXPRESS_PRAT,
  );
  const submit = page.getByRole('button', { name: tr(lang, 'booking:whereWhen.submit'), exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'booking:products.title'));

  // The price the page asked for is for exactly what the guest chose...
  const response = await priceResponse;
  expect(response.ok()).toBe(true);
  const sent = response.request().postDataJSON() as CalculatePriceRequest;
  expect(sent).toMatchObject({
    startDate: formatWireDate(start),
    endDate: formatWireDate(end),
    productId: EXPRESS_PRAT,
    in_terminal: t1.id,
    out_terminal: t2.id,
  });
  // ...and the euros on screen are what the server computes for that same request.
  const fromServer = await calculate(request, sent);
  expect(fromServer.offer.price).toBeGreaterThan(0);
  const card = page.getByRole('article', { name: product.name });
  await expect(card.getByText(euros(fromServer.offer.price, lang), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: tr(lang, 'booking:products.chooseProduct', { name: product.name }) }).click();

  // Form version 1 (the only one assigned at random) continues to /services.
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'app:services.title'));
  await expect(page.getByRole('region', { name: tr(lang, 'app:tabbar.label') })).toContainText(
    euros(fromServer.offer.price, lang).replace(/\s/g, ' '),
    { useInnerText: true },
  );
}

async function acceptCookies(page: Page, lang: Lang) {
  await page.getByRole('button', { name: tr(lang, 'app:cookies.accept'), exact: true }).click();
  await expect(page.getByRole('region', { name: tr(lang, 'app:cookies.label') })).toBeHidden();
}

for (const width of [1280, 375]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 812 : 900 } });
    test('a guest books the El Prat express parking in Spanish, from / to /services', async ({ page, request }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/where-when$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('es', 'booking:whereWhen.title'));
      await acceptCookies(page, 'es');
      await bookExpressPrat(page, request, 'es');
    });
  });
}

test('the same booking in English after choosing English in the language selector', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/where-when$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('es', 'booking:whereWhen.title'));

  await page.getByLabel(tr('es', 'app:header.languageLabel'), { exact: true }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Every text re-renders: header, step bar, page, footer and cookie banner.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('en', 'booking:whereWhen.title'));
  await expect(page.getByRole('button', { name: tr('en', 'app:header.login'), exact: true })).toBeVisible();
  const steps = page.getByRole('navigation', { name: tr('en', 'app:steps.label') });
  await expect(steps.getByText(tr('en', 'app:steps.where-when'), { exact: true })).toBeVisible();
  await expect(steps.getByText(tr('en', 'app:steps.products'), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: tr('en', 'app:footer.privacy'), exact: true })).toBeVisible();
  await expect(page.getByText(tr('en', 'booking:whereWhen.lead'), { exact: true })).toBeVisible();
  // The choice is stored (spec 3 stored key `lang`).
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

  await acceptCookies(page, 'en');
  // The catalogue was fetched again: car park names are the English ones.
  const { place } = findProduct(await fetchCatalog(request, 'en'), EXPRESS_PRAT);
  await expect(
    page.getByLabel(tr('en', 'booking:whereWhen.place'), { exact: true }).getByRole('option', { name: place.name }),
  ).toBeAttached();
  await bookExpressPrat(page, request, 'en');
});
