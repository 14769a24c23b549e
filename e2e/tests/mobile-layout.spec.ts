import { expect, type Locator, type Page, test } from '../support/test';
import { EXPRESS_PRAT, fetchCatalog, findProduct, madridDaysFromNow, productsDeepLink } from '../support/booking-data';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';
import { addButton, openServices, openSummary, priceBlock, removeButton, termValue, type WireExtra } from '../support/offer-flow';
import { expectOnTop } from '../support/on-top';
import { acceptSalesTerms, escapeRegExp, fillReservationForm } from '../support/traveler';

// Issue 9.5 "Mobile that flows": at 375 px no page is wider than the screen in any language
// (with a 40-character e-mail, confirmation included); services and traveller data keep the
// total and Continue/Book in a bar at the screen's bottom showing the summary's total; the
// brand stays in the header; nothing fixed covers what the traveller needs; at 1280 px the
// traveller step reads payment, terms, then Book.

const EMAIL = 'ana.maria.fernandez.torres@ejemplo-ma.es';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const stickyBar = (page: Page, lang: Lang) => page.getByRole('group', { name: tr(lang, 'app:stickyBar.label'), exact: true });

async function expectFits(page: Page, what: string) {
  expect(await pageWidth(page), `${what} fits 375 px`).toBeLessThanOrEqual(375);
}

/**
 * The bar's total equals the summary's total (both read from the same offer). `unlike`: a
 * total the summary must have moved away from first (an extra was just added). Returns the
 * total shown.
 */
async function expectSameTotal(page: Page, lang: Lang, unlike?: string): Promise<string> {
  const bar = stickyBar(page, lang);
  await expect(bar).toBeVisible();
  const summary = await openSummary(page, lang);
  const total = termValue(priceBlock(summary, lang), tr(lang, 'summary:price.total'));
  await expect(total).toHaveText(/\d/);
  if (unlike) await expect(total).not.toHaveText(unlike);
  const shown = (await total.innerText()).trim();
  await expect(bar).toContainText(shown, { useInnerText: true });
  // close the panel again, so the step is as the traveller left it
  await page.getByRole('button', { name: tr(lang, 'app:summary.hide'), exact: true }).click();
  return shown;
}

/** The cookie banner's two answers each fit on one line (two-line buttons made it taller). */
async function expectCookieButtonsOneLine(page: Page, lang: Lang) {
  const banner = page.getByRole('region', { name: tr(lang, 'app:cookies.label') });
  for (const key of ['app:cookies.reject', 'app:cookies.accept']) {
    const lines = await banner.getByRole('button', { name: tr(lang, key), exact: true }).evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const style = getComputedStyle(el);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
      return Math.round(range.getBoundingClientRect().height / lineHeight);
    });
    expect(lines, `"${tr(lang, key)}" on one line`).toBe(1);
  }
}

/**
 * The current step's name in the tab bar is shown whole (at 375 px only the current step is
 * named; "Confirmación" was cut to "Confirmaci…").
 */
async function expectStepNameWhole(page: Page, lang: Lang, step: string) {
  const name = page.getByRole('navigation', { name: tr(lang, 'app:steps.label'), exact: true }).getByText(tr(lang, `app:steps.${step}`), { exact: true });
  await expect(name).toBeVisible();
  const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5);
  expect(cut, `the step name "${tr(lang, `app:steps.${step}`)}" is not cut`).toBe(false);
}

test('the email used below is 40 characters long', () => {
  expect(EMAIL).toHaveLength(40);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const lang of LANGS) {
    test(`${lang}: every step fits the screen, the brand shows and the bar carries the summary's total`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const offset = 410 + LANGS.indexOf(lang) * 4;
      const start = madridDaysFromNow(offset, 10, 0);
      const end = madridDaysFromNow(offset + 2, 12, 0);
      await page.addInitScript(...langInitScript(lang));

      await page.goto('/where-when');
      await expect(h1(page)).toHaveText(tr(lang, 'booking:whereWhen.title'));
      await expect(page.getByRole('banner').getByText(tr(lang, 'app:brand'), { exact: true })).toBeVisible();
      await expectFits(page, 'where-when');
      await expectStepNameWhole(page, lang, 'where-when');
      await expectCookieButtonsOneLine(page, lang);
      // the whole form (terminals, passengers, flight) and the stay calendar open fit too
      const { place, product } = findProduct(await fetchCatalog(request, lang), EXPRESS_PRAT);
      await page.getByLabel(tr(lang, 'booking:whereWhen.place'), { exact: true }).selectOption({ label: place.name });
      await page.getByLabel(tr(lang, 'booking:whereWhen.product'), { exact: true }).selectOption({ label: product.name });
      await expect(page.getByLabel(tr(lang, 'booking:whereWhen.flight'), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: tr(lang, 'booking:datePicker.openStart'), exact: true }).click();
      await expect(page.getByRole('group', { name: tr(lang, 'booking:datePicker.title'), exact: true }).getByRole('grid').first()).toBeVisible();
      await expectFits(page, 'where-when with the calendar open');

      await page.goto(productsDeepLink(start, end));
      await expect(h1(page)).toHaveText(tr(lang, 'booking:products.title'));
      await expect(page.getByRole('button', { name: new RegExp(`^${escapeRegExp(tr(lang, 'booking:products.chooseProduct', { name: '' }))}`) }).first()).toBeVisible();
      await expectFits(page, 'products');
      await expectStepNameWhole(page, lang, 'products');

      const { extras } = await openServices(page, request, lang, start, end);
      await expectFits(page, 'services');
      await expectStepNameWhole(page, lang, 'services');
      await expect(stickyBar(page, lang).getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true })).toBeVisible();
      const before = await expectSameTotal(page, lang);
      // an extra moves both totals together
      const wash = extras.find((e) => e.type === 'wash') as WireExtra;
      await addButton(page, lang, wash).click();
      await expect(removeButton(page, lang, wash)).toBeVisible();
      await expectSameTotal(page, lang, before);

      await stickyBar(page, lang).getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
      await expect(h1(page)).toHaveText(tr(lang, 'app:travelerData.title'));
      await fillReservationForm(page, lang, EMAIL);
      await acceptSalesTerms(page, lang);
      await expectFits(page, 'traveller data');
      await expectStepNameWhole(page, lang, 'traveler-data');
      const book = stickyBar(page, lang).getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true });
      await expect(book).toBeEnabled();
      await expectSameTotal(page, lang);

      await book.click();
      await expect(page).toHaveURL(/\/confirmation/);
      await expect(page.getByTestId('reservation-reference')).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);
      await expect(page.getByText(EMAIL).first()).toBeVisible();
      await expectFits(page, 'confirmation');
      await expectStepNameWhole(page, lang, 'confirmation');
    });
  }

  test('the bar rides the bottom of the screen while the step scrolls, and settles above the footer', async ({ page, request }) => {
    await openServices(page, request, 'es', madridDaysFromNow(430, 10, 0), madridDaysFromNow(432, 12, 0));
    const bar = stickyBar(page, 'es');
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) - 740), 'stuck to the bottom edge').toBeLessThanOrEqual(1);
    // compact: at most an eighth of the screen
    expect(box?.height ?? 999).toBeLessThanOrEqual(740 / 8);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const end = await bar.boundingBox();
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect((end?.y ?? 0) + (end?.height ?? 0), 'above the footer at the page end').toBeLessThanOrEqual((footer?.y ?? 0) + 1);
    await expectOnTop(bar.getByRole('button', { name: tr('es', 'app:common.continue'), exact: true }), 'Continue');
  });

  test('traveller data: the last field is never left under the bar, scrolled to or focused', async ({ page, request }) => {
    await openServices(page, request, 'es', madridDaysFromNow(434, 10, 0), madridDaysFromNow(436, 12, 0));
    await stickyBar(page, 'es').getByRole('button', { name: tr('es', 'app:common.continue'), exact: true }).click();
    await expect(h1(page)).toHaveText(tr('es', 'app:travelerData.title'));
    const last = page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(tr('es', 'traveler:terms.salesBefore'))}`) });
    const barBox = await stickyBar(page, 'es').boundingBox();
    const underBar = async (el: Locator) =>
      el.evaluate((node, top) => {
        const r = node.getBoundingClientRect();
        window.scrollBy(0, r.top - top - 4);
      }, barBox?.y ?? 700);
    await underBar(last);
    await last.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    await expectOnTop(last, 'the sales-terms box scrolled into view');
    await underBar(last);
    await last.focus();
    await expectOnTop(last, 'the sales-terms box once focused');
    // the e-mail field too (a field in the middle of the form)
    const email = page.getByRole('textbox', { name: tr('es', 'traveler:reservation.email'), exact: true });
    await underBar(email);
    await email.focus();
    await expectOnTop(email, 'the e-mail field once focused');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('traveller data reads payment, then terms, then Book (DOM order and on screen)', async ({ page, request }) => {
    await openServices(page, request, 'es', madridDaysFromNow(440, 10, 0), madridDaysFromNow(442, 12, 0));
    await page.getByRole('button', { name: tr('es', 'app:common.continue'), exact: true }).click();
    await expect(h1(page)).toHaveText(tr('es', 'app:travelerData.title'));
    const payment = page.getByRole('group', { name: tr('es', 'traveler:payment.legend'), exact: true });
    const terms = page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(tr('es', 'traveler:terms.salesBefore'))}`) });
    const book = page.getByRole('button', { name: tr('es', 'traveler:buttons.book'), exact: true });
    const follows = async (a: Locator, b: Locator) =>
      a.evaluate((x, y) => Boolean(x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING), await b.elementHandle());
    expect(await follows(payment, terms), 'terms after payment in the DOM').toBe(true);
    expect(await follows(terms, book), 'Book after the terms in the DOM').toBe(true);
    const [p, t, b] = await Promise.all([payment.boundingBox(), terms.boundingBox(), book.boundingBox()]);
    expect((t?.y ?? 0) > (p?.y ?? 0) && (b?.y ?? 0) > (t?.y ?? 0), 'and on screen, top to bottom').toBe(true);
    // Book at the page end is clear of the fixed footer and the cookie banner
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectOnTop(book, 'Book at the page end');
    await expectOnTop(terms, 'the sales-terms box at the page end');
  });

  test('the fixed footer and the cookie banner take at most an eighth of a 900 px screen', async ({ page }) => {
    await page.goto('/where-when');
    await expect(h1(page)).toHaveText(tr('es', 'booking:whereWhen.title'));
    const banner = page.getByRole('region', { name: tr('es', 'app:cookies.label') });
    await expect(banner).toBeVisible();
    const footer = await page.getByRole('contentinfo').boundingBox();
    const cookie = await banner.boundingBox();
    expect((footer?.height ?? 999) + (cookie?.height ?? 999)).toBeLessThanOrEqual(900 / 8);
    // closing the banner (no choice stored) gives the room back
    await banner.getByRole('button', { name: tr('es', 'app:cookies.close'), exact: true }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookies'))).toBeNull();
  });
});
