import { expect, type Page, test } from '@playwright/test';
import { EXPRESS_PRAT, fetchCatalog, madridDaysFromNow, productsDeepLink } from '../support/booking-data';
import { expectNoAxeViolations } from '../support/axe';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';

const WIDTHS = [375, 1280] as const;

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

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 812 : 900 } });

    for (const lang of LANGS) {
      test(`where-when in ${lang} has no axe violations`, async ({ page }, testInfo) => {
        await page.addInitScript(...langInitScript(lang));
        await openWhereWhen(page, lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoAxeViolations(page, testInfo, `where-when ${lang} ${width}`);
      });

      test(`products in ${lang} has no axe violations`, async ({ page }, testInfo) => {
        await page.addInitScript(...langInitScript(lang));
        await openProducts(page, lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoAxeViolations(page, testInfo, `products ${lang} ${width}`);
      });
    }

    // The form fully shown (terminals, passengers, flight, the open hour picker): the first
    // screen's fresh state hides most controls.
    test('where-when with El Prat express and the hour picker open has no axe violations', async ({
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
      await expect(page.getByRole('group', { name: tr('es', 'booking:hourPicker.startTitle') })).toBeVisible();
      // Blank flight after a visit: the error state is part of what must be accessible.
      await page.getByLabel(tr('es', 'booking:whereWhen.flight'), { exact: true }).focus();
      await page.getByLabel(tr('es', 'booking:whereWhen.flight'), { exact: true }).blur();
      await expect(page.getByText(tr('es', 'booking:whereWhen.errors.flight.required'), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `where-when filled es ${width}`);
    });

    test('the not-found page has no axe violations', async ({ page }, testInfo) => {
      await page.goto('/some/unknown/path');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('es', 'app:notFound.title'));
      await expectNoAxeViolations(page, testInfo, `not-found es ${width}`);
    });
  });
}
