import { expect, type Page, test } from '../support/test';
import { EXPRESS_PRAT, fetchCatalog, madridDaysFromNow, productsDeepLink } from '../support/booking-data';
import { expectNoAxeViolationsAtWidths } from '../support/axe';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';

/** where-when is scanned once the catalogue has loaded (the place select is enabled). */
async function openWhereWhen(page: Page, lang: Lang) {
  await page.goto('/where-when');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'booking:whereWhen.title'));
  await expect(page.getByLabel(tr(lang, 'booking:whereWhen.place'), { exact: true })).toBeEnabled();
}

/** products is reached by a deep link and scanned once every card shows its price. */
async function openProducts(page: Page, lang: Lang) {
  await page.goto(productsDeepLink(madridDaysFromNow(4, 10, 0), madridDaysFromNow(7, 18, 30)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'booking:products.title'));
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card.getByRole('button')).toBeEnabled();
    await expect(card).toHaveAttribute('aria-busy', 'false');
  }
}

// Each page state is built once and scanned at 375 and 1280 px (expectNoAxeViolationsAtWidths):
// the layout answers the width live, and building the state is most of a test's time.
for (const lang of LANGS) {
  test(`where-when in ${lang} has no axe violations at 375 and 1280 px`, async ({ page }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    await openWhereWhen(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoAxeViolationsAtWidths(page, testInfo, `where-when ${lang}`);
  });

  test(`products in ${lang} has no axe violations at 375 and 1280 px`, async ({ page }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    await openProducts(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectNoAxeViolationsAtWidths(page, testInfo, `products ${lang}`);
  });
}

// The form fully shown (terminals, passengers, flight, the open hour picker): the first
// screen's fresh state hides most controls.
test('where-when with El Prat express and the hour picker open has no axe violations at 375 and 1280 px', async ({
  page,
  request,
}, testInfo) => {
  await openWhereWhen(page, 'es');
  const catalog = await fetchCatalog(request, 'es');
  const place = catalog.cities.flatMap((c) => c.places).find((p) => p.products.some((x) => x.id === EXPRESS_PRAT));
  if (!place) throw new Error('El Prat missing from the catalogue');
  await page.getByLabel(tr('es', 'booking:whereWhen.place'), { exact: true }).selectOption({ label: place.name });
  await expect(page.getByLabel(tr('es', 'booking:whereWhen.flight'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${tr('es', 'booking:whereWhen.entryTime')}`) }).click();
  const picker = page.getByRole('group', { name: tr('es', 'booking:hourPicker.startTitle') });
  await expect(picker).toBeVisible();
  // Blank flight after a visit: the error state is part of what must be accessible.
  await page.getByLabel(tr('es', 'booking:whereWhen.flight'), { exact: true }).focus();
  await page.getByLabel(tr('es', 'booking:whereWhen.flight'), { exact: true }).blur();
  const error = page.getByText(tr('es', 'booking:whereWhen.errors.flight.required'), { exact: true });
  await expect(error).toBeVisible();
  await expectNoAxeViolationsAtWidths(page, testInfo, 'where-when filled es', {
    ready: async () => {
      await expect(picker).toBeVisible();
      await expect(error).toBeVisible();
    },
  });
});

test('the not-found page has no axe violations at 375 and 1280 px', async ({ page }, testInfo) => {
  await page.goto('/some/unknown/path');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('es', 'app:notFound.title'));
  await expectNoAxeViolationsAtWidths(page, testInfo, 'not-found es');
});
