import { expect, test } from '../support/test';
import { formatDisplayDateTime, parseWireDate } from '@parking/domain/time/madrid';
import { displayDay, EXPRESS_PRAT, euros, madridDay, madridDaysFromNow } from '../support/booking-data';
import { type Lang, tr } from '../support/i18n';
import {
  expectTabBarPrice,
  nextCalculation,
  openServices,
  openSummary,
  priceBlock,
  priceLine,
  priceOf,
  soldOutOnServices,
  termValue,
} from '../support/offer-flow';

const lang: Lang = 'es';

test('a sold-out product offers another one; confirming switches the product and its price', async ({ page, request }) => {
  // Days no other test books: this test alone sells El Prat express out on them.
  const start = madridDaysFromNow(200, 10, 0);
  const end = madridDaysFromNow(203, 18, 0);
  const { dialog, alternative } = await soldOutOnServices(page, request, lang, start, end);
  const alt = alternative.alternative_product;
  expect(alt.id).not.toBe(EXPRESS_PRAT);

  await expect(dialog.getByRole('heading', { name: tr(lang, 'offer:alternative.title') })).toBeVisible();
  await expect(termValue(dialog, tr(lang, 'offer:alternative.product'))).toHaveText(alt.name);
  await expect(termValue(dialog, tr(lang, 'offer:alternative.total'))).toHaveText(euros(alt.total_price, lang));
  // The dialog, not the error banner.
  await expect(page.getByRole('button', { name: tr(lang, 'app:errorBanner.close'), exact: true })).toHaveCount(0);

  const switched = nextCalculation(page, (q) => q.productId === alt.id);
  await dialog.getByRole('button', { name: tr(lang, 'offer:alternative.confirm'), exact: true }).click();
  const priced = await priceOf(request, await switched);
  await expect(dialog).toBeHidden();

  const summary = await openSummary(page, lang);
  await expect(termValue(summary, tr(lang, 'summary:product'))).toHaveText(alt.name);
  const block = priceBlock(summary, lang);
  await expect(priceLine(block, alt.name)).toHaveText(euros(priced.offer.pvp_product_raw, lang));
  await expect(priceLine(block, tr(lang, 'summary:price.total'))).toHaveText(euros(priced.offer.price, lang));
  await expectTabBarPrice(page, lang, priced.offer.price);
  await expect(page.getByRole('button', { name: tr(lang, 'app:errorBanner.close'), exact: true })).toHaveCount(0);
});

test('Modify opens the change-dates dialog; a new exit date re-prices the stay', async ({ page, request }) => {
  const start = madridDaysFromNow(21, 10, 0);
  const end = madridDaysFromNow(23, 18, 0);
  const later = madridDaysFromNow(26, 18, 0);
  const { response: before } = await openServices(page, request, lang, start, end);
  const summary = await openSummary(page, lang);
  const checkOut = termValue(summary, tr(lang, 'summary:checkOut'));
  await expect(checkOut).toHaveText(formatDisplayDateTime(end));

  await summary
    .getByRole('button', { name: `${tr(lang, 'summary:modify')} ${tr(lang, 'summary:modifyHint')}`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: tr(lang, 'summary:dates.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(tr(lang, 'booking:whereWhen.exitDate'), { exact: true }).fill(displayDay(later));
  // The deep link carried no flight; express asks for it.
  const flight = dialog.getByLabel(tr(lang, 'booking:whereWhen.flight'), { exact: true });
  if ((await flight.inputValue()) === '') await flight.fill('IB 3101');

  const sent = nextCalculation(page, (q) => q.check_carservice_availability === true);
  await dialog.getByRole('button', { name: tr(lang, 'summary:dates.confirm'), exact: true }).click();
  const request2 = await sent;
  expect(request2.endDate.slice(0, 10)).toBe(madridDay(later));
  const after = await priceOf(request, request2);
  expect(after.offer.price).toBeGreaterThan(before.offer.price);
  await expect(dialog).toBeHidden();

  const shownEnd = parseWireDate(request2.endDate);
  if (!shownEnd) throw new Error(`bad end date ${request2.endDate}`);
  await expect(checkOut).toHaveText(formatDisplayDateTime(shownEnd));
  await expect(priceLine(priceBlock(summary, lang), tr(lang, 'summary:price.total'))).toHaveText(euros(after.offer.price, lang));
  await expectTabBarPrice(page, lang, after.offer.price);
});
