import { expect, type Page, test } from '../support/test';
import { defaultRange } from '@parking/domain/time/default-range';
import { formatDisplayDateTime } from '@parking/domain/time/madrid';
import {
  EXPRESS_PRAT,
  euros,
  fetchCatalog,
  findProduct,
  displayDay,
  madridClock,
  madridDaysFromNow,
  PRAT_PLACE,
  PRAT_T1,
  PRAT_T2,
  productsDeepLink,
} from '../support/booking-data';
import { langInitScript, tr } from '../support/i18n';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('entry rules (spec 2, docs/entry-rules.md)', () => {
  for (const outT of [PRAT_T1, PRAT_T2]) {
    test(`a valid deep link (T1 -> common terminal ${outT}) stays on /products with those dates`, async ({
      page,
      request,
    }) => {
      const start = madridDaysFromNow(5, 9, 15);
      const end = madridDaysFromNow(9, 20, 0);
      await page.goto(productsDeepLink(start, end, PRAT_T1, outT));

      await expect(h1(page)).toHaveText(tr('es', 'booking:products.title'));
      await expect(page).toHaveURL(/\/products(\?|$)/);
      const stay = page.getByRole('region', { name: tr('es', 'booking:products.stay') });
      await expect(stay).toContainText(formatDisplayDateTime(start));
      await expect(stay).toContainText(formatDisplayDateTime(end));

      // The place of the in-terminal (El Prat) with each of its products and a server price.
      const catalog = await fetchCatalog(request, 'es');
      const { place } = findProduct(catalog, EXPRESS_PRAT);
      expect(place.id).toBe(PRAT_PLACE);
      await expect(stay).toContainText(place.name);
      await expect(page.getByRole('article')).toHaveCount(place.products.length);
      for (const product of place.products) {
        const card = page.getByRole('article', { name: product.name });
        await expect(card.getByText(/€/).first()).toBeVisible();
        await expect(
          card.getByRole('button', { name: tr('es', 'booking:products.chooseProduct', { name: product.name }) }),
        ).toBeEnabled();
      }
      // The express card carries the in-terminal's product (spec 3 static list: idProduct 4).
      await expect(
        page.getByRole('article', { name: findProduct(catalog, EXPRESS_PRAT).product.name }),
      ).toContainText(tr('es', 'booking:products.preselected'));
    });
  }

  test('the price on a deep-linked card is the one the server computes', async ({ page, request }) => {
    const start = madridDaysFromNow(4, 12, 0);
    const end = madridDaysFromNow(5, 12, 0);
    const response = page.waitForResponse(
      (r) => r.url().includes('/api/offers/calculate') && r.request().postDataJSON()?.productId === EXPRESS_PRAT,
    );
    await page.goto(productsDeepLink(start, end));
    const sent = (await response).request().postDataJSON();
    const again = await request.post('/api/offers/calculate', { data: sent });
    expect(again.status()).toBe(200);
    const price = ((await again.json()) as { offer: { price: number } }).offer.price;
    const { product } = findProduct(await fetchCatalog(request, 'es'), EXPRESS_PRAT);
    await expect(page.getByRole('article', { name: product.name }).getByText(euros(price, 'es'), { exact: true })).toBeVisible();
  });

  test('an end before the start resets to the default range and goes to where-when', async ({ page, request }) => {
    const start = madridDaysFromNow(8, 10, 0);
    const end = madridDaysFromNow(6, 10, 0);
    const t0 = Date.now();
    const before = defaultRange(new Date(t0));
    await page.goto(productsDeepLink(start, end));
    await expect(page).toHaveURL(/\/where-when$/);
    await expect(h1(page)).toHaveText(tr('es', 'booking:whereWhen.title'));
    const after = defaultRange(new Date());

    // The app computed its range between `before` and `after`: it is one of the two.
    const entryDate = page.getByLabel(tr('es', 'booking:whereWhen.entryDate'), { exact: true });
    const exitDate = page.getByLabel(tr('es', 'booking:whereWhen.exitDate'), { exact: true });
    const bar = page.getByRole('region', { name: tr('es', 'app:tabbar.label') });
    await expect(entryDate).not.toHaveValue('');
    const shown = (await bar.textContent()) ?? '';
    const range = [before, after].find(
      (r) => shown.includes(formatDisplayDateTime(r.start)) && shown.includes(formatDisplayDateTime(r.end)),
    );
    expect(range, `tab bar "${shown}" shows neither ${formatDisplayDateTime(before.start)} nor ${formatDisplayDateTime(after.start)}`).toBeDefined();
    if (!range) return;
    // Spec 4: start now +1 day, end now +2 days (Madrid calendar, quarter hours).
    await expect(entryDate).toHaveValue(displayDay(range.start));
    await expect(exitDate).toHaveValue(displayDay(range.end));
    await expect(page.getByRole('button', { name: new RegExp(`^${tr('es', 'booking:whereWhen.entryTime')}`) })).toContainText(
      madridClock(range.start),
    );
    // About a day ahead (23 to 25 real hours across a daylight-saving change, plus the quarter).
    const ahead = (range.start.getTime() - t0) / 3600_000;
    expect(ahead).toBeGreaterThan(23);
    expect(ahead).toBeLessThanOrEqual(25.5);
    expect(range.end.getTime() - range.start.getTime()).toBeGreaterThanOrEqual(23 * 3600_000);
    expect(range.end.getTime() - range.start.getTime()).toBeLessThanOrEqual(25 * 3600_000);

    // "Keeping ... the in-terminal": El Prat is preselected.
    const { place } = findProduct(await fetchCatalog(request, 'es'), EXPRESS_PRAT);
    await expect(page.getByLabel(tr('es', 'booking:whereWhen.place'), { exact: true })).toHaveValue(String(place.id));
  });

  test('a past start with a valid terminal goes to where-when keeping the in-terminal', async ({ page }) => {
    const start = madridDaysFromNow(-3, 10, 0);
    const end = madridDaysFromNow(2, 10, 0);
    await page.goto(productsDeepLink(start, end));
    await expect(page).toHaveURL(/\/where-when$/);
    await expect(page.getByLabel(tr('es', 'booking:whereWhen.place'), { exact: true })).toHaveValue(String(PRAT_PLACE));
    // The valid end is kept.
    await expect(page.getByLabel(tr('es', 'booking:whereWhen.exitDate'), { exact: true })).toHaveValue(displayDay(end));
  });

  test('terminals of two different places do not store the booking: where-when', async ({ page }) => {
    const start = madridDaysFromNow(3, 10, 0);
    const end = madridDaysFromNow(4, 10, 0);
    // 9 is Madrid T1: not the place of El Prat T1.
    await page.goto(productsDeepLink(start, end, PRAT_T1, 9));
    await expect(page).toHaveURL(/\/where-when$/);
    await expect(page.getByLabel(tr('es', 'booking:whereWhen.entryDate'), { exact: true })).toHaveValue(displayDay(start));
  });

  test('/ without a booking goes to where-when', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/where-when$/);
    await expect(h1(page)).toHaveText(tr('es', 'booking:whereWhen.title'));
  });

  test('/products without a booking goes to where-when', async ({ page }) => {
    await page.goto('/products');
    await expect(page).toHaveURL(/\/where-when$/);
    await expect(h1(page)).toHaveText(tr('es', 'booking:whereWhen.title'));
  });
});

test.describe('languages and not-found', () => {
  test('an unknown path shows the not-found page in Spanish', async ({ page }) => {
    await page.goto('/some/unknown/path');
    await expect(h1(page)).toHaveText(tr('es', 'app:notFound.title'));
    await expect(page.getByText(tr('es', 'app:notFound.body'), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/some\/unknown\/path$/);
    await page.getByRole('link', { name: tr('es', 'app:notFound.back'), exact: true }).click();
    await expect(page).toHaveURL(/\/where-when$/);
  });

  test('an unknown path shows the not-found page in English with lang=en stored', async ({ page }) => {
    await page.addInitScript(...langInitScript('en'));
    await page.goto('/some/unknown/path');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(h1(page)).toHaveText(tr('en', 'app:notFound.title'));
    await expect(page.getByRole('link', { name: tr('en', 'app:notFound.back'), exact: true })).toBeVisible();
  });

  test.describe('browser language', () => {
    test.use({ locale: 'fr-BE' });
    test('only the primary part of the browser language counts (fr-BE shows French)', async ({ page }) => {
      await page.goto('/where-when');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(h1(page)).toHaveText(tr('fr', 'booking:whereWhen.title'));
    });
  });

  test.describe('unsupported browser language', () => {
    test.use({ locale: 'de-DE' });
    test('falls back to Spanish', async ({ page }) => {
      await page.goto('/where-when');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(h1(page)).toHaveText(tr('es', 'booking:whereWhen.title'));
    });
  });
});
