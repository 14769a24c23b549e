import { expect, type Page, test } from '../support/test';
import type { Offer } from '@parking/domain/contracts/offer';
import { freeCancellationUntil } from '@parking/domain/booking/cancellation';
import { formatDisplayDateTime } from '@parking/domain/time/madrid';
import { EXPRESS_PRAT, euros, fetchCatalog, findProduct, madridDaysFromNow, productsDeepLink } from '../support/booking-data';
import { expectNoAxeViolations } from '../support/axe';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';

// Issue 9.4 "Products that sell": every card shows the server's total and price per day, the
// transfer to the terminal (spec 9: 5-minute shuttle, 30-minute minibus at the port), what is
// included and free cancellation in words; no empty grid column at 1280 px; nothing wider
// than 375 px; axe finds nothing, in four languages.

const SANTS = 7; // common terminal of Barcelona-Sants (static terminal list)
const SANTS_PRODUCT = 5; // spec 3 product identifiers: Sants 5

/** Opens the products step by deep link and returns the offers the page received, by product. */
async function openProducts(page: Page, lang: Lang, link: string): Promise<Map<number, Offer>> {
  const offers = new Map<number, Offer>();
  page.on('response', async (r) => {
    if (!r.url().includes('/api/offers/calculate') || r.status() !== 200) return;
    const body = (await r.json()) as { offer: Offer };
    offers.set(body.offer.productId, body.offer);
  });
  await page.addInitScript(...langInitScript(lang));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'booking:products.title'));
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
      await expect(card).toHaveAttribute('aria-busy', 'false');
    await expect(card.getByRole('button')).toBeEnabled();
  }
  return offers;
}

/** The grid's columns at this width, and how many distinct columns the cards sit in. */
async function gridUse(page: Page) {
  return page.getByRole('list').filter({ has: page.getByRole('article') }).evaluate((ul) => {
    const columns = getComputedStyle(ul).gridTemplateColumns.split(' ').filter(Boolean).length;
    const lefts = new Set([...ul.querySelectorAll('article')].map((a) => Math.round(a.getBoundingClientRect().left)));
    return { columns, used: lefts.size };
  });
}

const pratLink = () => productsDeepLink(madridDaysFromNow(4, 10, 0), madridDaysFromNow(7, 18, 30));

test.describe('1280 px', () => {
  for (const lang of LANGS) {
    test(`El Prat in ${lang}: total and the server's per-day price, transfer, included, cancellation on every card`, async ({ page, request }, testInfo) => {
      const offers = await openProducts(page, lang, pratLink());
      const catalog = await fetchCatalog(request, lang);
      const { place, product: chosen } = findProduct(catalog, EXPRESS_PRAT);
      // Where-when's product (the deep link's terminal names express) said in words.
      await expect(page.getByText(tr(lang, 'offer:card.intro.chosen', { name: chosen.name }))).toBeVisible();
      for (const product of place.products) {
        const offer = offers.get(product.id);
        if (!offer) throw new Error(`no offer received for ${product.id}`);
        // The server sends the figure (price / charged days, to the cent): the card shows it.
        expect(offer.price_per_day).toBe(Math.round((offer.price * 100) / offer.days) / 100);
        const card = page.getByRole('article', { name: product.name });
        await expect(card.getByText(euros(offer.price, lang), { exact: true })).toBeVisible();
        await expect(card).toContainText(tr(lang, 'offer:card.total_other', { count: offer.days }));
        await expect(card).toContainText(tr(lang, 'offer:card.perDay', { price: euros(offer.price_per_day as number, lang) }));
        await expect(card.getByRole('list', { name: tr(lang, 'offer:card.includedTitle') }).getByRole('listitem').first()).toBeVisible();
        // Issue 17.1: the terms in words from the one rule, with the date free cancellation ends.
        const freeUntil = formatDisplayDateTime(freeCancellationUntil(madridDaysFromNow(4, 10, 0)));
        await expect(card).toContainText(tr(lang, 'manage:terms_free_until', { date: freeUntil }));
        await expect(card.getByRole('button', { name: tr(lang, 'booking:products.chooseProduct', { name: product.name }) })).toBeVisible();
      }
      await expect(page.getByRole('article', { name: chosen.name })).toContainText(tr(lang, 'offer:card.transfer.shuttle', { minutes: 5 }));
      const grid = await gridUse(page);
      expect(grid.columns, 'no empty grid column').toBe(place.products.length);
      expect(grid.used).toBe(grid.columns);
      await expectNoAxeViolations(page, testInfo, `product cards ${lang} 1280`);
    });
  }

  // The port's cruise terminals are not in the static terminal list a deep link reads (spec 3),
  // so its 30-minute minibus card is checked in product-card.test.tsx; here Sants, the other
  // single-product place.
  test('Sants: one product fills its grid, on foot to the station, the per-day price', async ({ page, request }) => {
    const offers = await openProducts(page, 'es', productsDeepLink(madridDaysFromNow(6, 10, 0), madridDaysFromNow(10, 18, 0), SANTS, SANTS));
    const { product } = findProduct(await fetchCatalog(request, 'es'), SANTS_PRODUCT);
    const card = page.getByRole('article', { name: product.name });
    await expect(card).toContainText(tr('es', 'offer:card.transfer.walk'));
    const offer = offers.get(SANTS_PRODUCT);
    if (!offer?.price_per_day) throw new Error('no per-day price for Sants');
    expect(offer.price_per_day).toBe(Math.round((offer.price * 100) / offer.days) / 100);
    await expect(card).toContainText(tr('es', 'offer:card.perDay', { price: euros(offer.price_per_day, 'es') }));
    expect(await gridUse(page)).toEqual({ columns: 1, used: 1 });
  });
  // No place sells more than two products yet: the grid's rule for more (gridColumns and the
  // CSS) is checked on El Prat's page with its cards cloned to 3, 4, 5 and 7.
  for (const [count, columns] of [[3, 3], [4, 2], [5, 3], [7, 3]] as const) {
    test(`${count} products fill every row of the grid (no empty column)`, async ({ page }) => {
      await openProducts(page, 'es', pratLink());
      const list = page.getByRole('list').filter({ has: page.getByRole('article') });
      const gaps = await list.evaluate(
        (ul, [n, cols]) => {
          while (ul.children.length < n) ul.appendChild(ul.children[0]!.cloneNode(true));
          (ul as HTMLElement).dataset.columns = String(cols);
          const box = ul.getBoundingClientRect();
          const rows = new Map<number, { left: number; right: number }>();
          for (const li of ul.children) {
            const b = li.getBoundingClientRect();
            const top = Math.round(b.top);
            const row = rows.get(top) ?? { left: Infinity, right: -Infinity };
            rows.set(top, { left: Math.min(row.left, b.left), right: Math.max(row.right, b.right) });
          }
          return [...rows.values()].map((r) => Math.round(r.left - box.left) + Math.round(box.right - r.right));
        },
        [count, columns] as const,
      );
      expect(gaps.length).toBe(Math.ceil(count / columns));
      expect(gaps.every((g) => g === 0), `every row spans the list: ${JSON.stringify(gaps)}`).toBe(true);
    });
  }
});

test.describe('375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  for (const lang of LANGS) {
    test(`El Prat in ${lang}: no overflow, per-day price shown, no axe violations`, async ({ page }, testInfo) => {
      const offers = await openProducts(page, lang, pratLink());
      for (const offer of offers.values()) {
        await expect(page.getByText(tr(lang, 'offer:card.perDay', { price: euros(offer.price_per_day as number, lang) }))).toBeVisible();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page, testInfo, `product cards ${lang} 375`);
    });
  }
});
