import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { madridDaysFromNow } from '../support/booking-data';
import { type Lang, langInitScript, tr } from '../support/i18n';
import { openServices, openSummary, priceBlock, priceLine } from '../support/offer-flow';
import { fillDriver, mailsTo, uniqueEmail } from '../support/vehicles';
import { card, cs, identifyCar, SERVICE } from '../support/car-services';

// Issue 16: car services on the services step, on the built product, the sandbox plate
// register (4821 KMN is a Golf VII, README) and the seeded car-service catalogue.

test('a guest identifies the car, adds a maintenance service, books it and finds the workshop order; removing it restores the price', async ({ page, request }) => {
  // The whole journey (identify, add, info, remove, re-add, custom request, book, mail) in one test.
  test.setTimeout(90_000);
  const lang: Lang = 'es';
  const email = uniqueEmail('car-service', test.info().workerIndex);
  await openServices(page, request, lang, madridDaysFromNow(61, 10, 0), madridDaysFromNow(64, 12, 0));
  await expect(page.getByRole('heading', { name: cs(lang, 'section_car_services'), exact: true })).toBeVisible();
  // Without a car the card asks to identify it and cannot be added.
  await expect(card(page, lang).getByRole('button', { name: new RegExp(`^${cs(lang, 'add')}`) })).toBeDisabled();
  await identifyCar(page, lang);

  const summary = await openSummary(page, lang);
  const block = priceBlock(summary, lang);
  const totalBefore = await priceLine(block, tr(lang, 'summary:price.total')).innerText().catch(() => '');

  const priced = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/offers/calculate' && (r.request().postDataJSON() as { id_mechanical_estimate?: number }).id_mechanical_estimate !== undefined);
  await card(page, lang).getByRole('button', { name: new RegExp(`^${cs(lang, 'add')}`) }).click();
  // Spec 2: the before-buy warning comes first, once per booking (car-services-more.spec covers it).
  await page.getByRole('dialog', { name: cs(lang, 'warning_title') }).getByRole('button', { name: cs(lang, 'warning_accept'), exact: true }).click();
  const offer = (await (await priced).json()) as { offer: { pvp_mechanical_orders: number; pvp_carservice_discount: number } };
  expect(offer.offer.pvp_mechanical_orders).toBeGreaterThan(99);
  expect(Math.abs(offer.offer.pvp_carservice_discount)).toBeGreaterThan(0);
  await expect(card(page, lang).getByText(cs(lang, 'added'), { exact: true })).toBeVisible();
  // The price block: the car services and the parking discount they earn.
  await expect(priceLine(block, tr(lang, 'summary:price.carServices'))).toBeVisible();
  await expect(priceLine(block, tr(lang, 'summary:price.carServiceDiscount'))).toBeVisible();

  // The info dialog: parts, operations, check-points, price detail.
  await card(page, lang).getByRole('button', { name: new RegExp(`^${cs(lang, 'more_info')}`) }).click();
  const info = page.getByRole('dialog', { name: SERVICE[lang] });
  await expect(info.getByRole('heading', { name: cs(lang, 'parts'), exact: true })).toBeVisible();
  await expect(info.getByRole('heading', { name: cs(lang, 'price_detail'), exact: true })).toBeVisible();
  // The check-point list opens (spec 2: at most 200 px high, then it scrolls).
  await info.getByRole('button', { name: new RegExp(`^${cs(lang, 'checkpoints')}`) }).click();
  const checks = info.getByRole('list', { name: cs(lang, 'checkpoints') });
  await expect(checks).toBeVisible();
  expect((await checks.boundingBox())?.height ?? 0).toBeLessThanOrEqual(200);
  await expectNoAxeViolations(page, test.info(), 'info-priced');
  await page.screenshot({ path: `/tmp/cs-info-${page.viewportSize()?.width}.png`, fullPage: false });
  await info.getByRole('button', { name: cs(lang, 'close'), exact: true }).click();

  // Removing the service restores the price, adding it again brings it back.
  await card(page, lang).getByRole('button', { name: new RegExp(`^${cs(lang, 'more_info')}`) }).click();
  await info.getByRole('button', { name: cs(lang, 'remove'), exact: true }).click();
  const removed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/offers/calculate');
  await info.getByRole('button', { name: cs(lang, 'remove_yes'), exact: true }).click();
  await removed;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(priceLine(block, tr(lang, 'summary:price.carServices'))).toHaveCount(0);
  if (totalBefore) await expect(priceLine(block, tr(lang, 'summary:price.total'))).toHaveText(totalBefore);
  await card(page, lang).getByRole('button', { name: new RegExp(`^${cs(lang, 'add')}`) }).click();
  await expect(card(page, lang).getByText(cs(lang, 'added'), { exact: true })).toBeVisible();
  await page.screenshot({ path: `/tmp/cs-services-${page.viewportSize()?.width}.png`, fullPage: true });
  // The step at 375 px with the car identified and the service added (looked at by hand).
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  // The narrow layout mounts the step's column again (its cards load again): wait for them.
  await expect(card(page, lang).getByText(cs(lang, 'added'), { exact: true })).toBeVisible();
  await expect(async () => card(page, lang).scrollIntoViewIfNeeded({ timeout: 2000 })).toPass();
  await page.screenshot({ path: '/tmp/cs-services-375.png' });
  await expectNoAxeViolations(page, test.info(), 'services-priced-375');
  if (wide) await page.setViewportSize(wide);

  // Issue 16.3: a custom tyre request: a wrong size is refused next to the field, a right one is quoted later.
  const tyres = page.getByRole('form', { name: cs(lang, 'custom_tyres'), exact: true });
  await tyres.getByRole('textbox', { name: cs(lang, 'tyre_size'), exact: true }).fill('205');
  await tyres.getByRole('button', { name: new RegExp(`^${cs(lang, 'custom_send')}`) }).click();
  await expect(tyres.getByText(tr(lang, 'validation:invalid_tyre_size'))).toBeVisible();
  await tyres.getByRole('textbox', { name: cs(lang, 'tyre_size'), exact: true }).fill('205/55 R16');
  await tyres.getByRole('button', { name: new RegExp(`^${cs(lang, 'custom_send')}`) }).click();
  await expect(tyres.getByText(`4 × 205/55 R16 · ${cs(lang, 'quote_later')}`)).toBeVisible();
  await expect(priceLine(block, tr(lang, 'summary:price.customTyres'))).toBeVisible();

  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/traveler-data$/);
  await fillDriver(page, lang, email);
  await page.getByRole('checkbox', { name: new RegExp(tr(lang, 'traveler:terms.salesLink')) }).check();
  // The two extra confirmations come with car services.
  await page.getByRole('checkbox', { name: tr(lang, 'traveler:terms.insurance'), exact: true }).check();
  await page.getByRole('checkbox', { name: tr(lang, 'traveler:terms.vehicleMove'), exact: true }).check();
  const booked = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/reservations');
  await page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true }).click();
  const body = (await booked).postDataJSON() as { id_mechanical_estimate?: number; id_vehicle?: number; terms: Record<string, boolean>; customized_tires_request?: unknown };
  expect(body.id_mechanical_estimate).toEqual(expect.any(Number));
  expect(body.customized_tires_request).toEqual({ size: '205/55 R16', brand_preference: null, quantity: 4 });
  expect(body.terms).toEqual({ salesTerms: true, insurance: true, vehicleMove: true });

  await expect(page).toHaveURL(/\/confirmation/);
  await expect(page.getByTestId('reservation-reference')).toBeVisible();
  const order = page.getByRole('main').getByText(cs(lang, 'workshop_order'), { exact: true }).first();
  await expect(order).toBeVisible();
  await expect(page.getByRole('main').getByText(cs(lang, 'status_requested')).first()).toBeVisible();
  await expect.poll(async () => (await mailsTo(request, email)).some((m) => m.text.includes(SERVICE[lang]))).toBe(true);
});

for (const lang of ['es', 'ca', 'en', 'fr'] as const) {
  // One booking per language, scanned at both widths: the step's column mounts again across
  // 1000 px (its cards load again) and a dialog does not survive that, so each width waits for
  // the card and opens the dialogs itself.
  test(`axe: the services step and the car-service dialogs in ${lang} at 375 and 1280 px`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.addInitScript(...langInitScript(lang));
    await openServices(page, request, lang, madridDaysFromNow(70, 10, 0), madridDaysFromNow(72, 12, 0));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(card(page, lang)).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `services-${lang}-${width}`);
      await page.getByRole('button', { name: cs(lang, 'discount_info'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: cs(lang, 'discount_title') })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `discount-${lang}-${width}`);
      await page.getByRole('dialog').getByRole('button', { name: cs(lang, 'close'), exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await card(page, lang).getByRole('button', { name: new RegExp(`^${cs(lang, 'more_info')}`) }).click();
      await expect(page.getByRole('dialog', { name: SERVICE[lang] })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `info-${lang}-${width}`);
      if (lang === 'es' && width === 375) await page.screenshot({ path: '/tmp/cs-info-unpriced-375.png' });
      await page.getByRole('dialog').getByRole('button', { name: cs(lang, 'close'), exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
}
