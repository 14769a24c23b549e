import { expect, type Page, test } from '../support/test';
import type { CalculatePriceRequest } from '@parking/domain/contracts/offer';
import { expectNoAxeViolations } from '../support/axe';
import { madridDaysFromNow } from '../support/booking-data';
import { type Lang, langInitScript, tr } from '../support/i18n';
import { isCalculate, openServices, openSummary, priceBlock, priceLine, shownEuros } from '../support/offer-flow';
import { card, cs, identifyCar, openPortServices, SERVICE } from '../support/car-services';
import { fillDriver, uniqueEmail, vehicleSection } from '../support/vehicles';

// Issue 16 web gaps: the before-buy warning (spec 2), the ferry removal item and its info
// dialog (spec 1/2, decision 0025), car services kept across a reload (decision 0034).

const addButton = (page: Page, lang: Lang) => card(page, lang).getByRole('button', { name: new RegExp(`^${cs(lang, 'add')}`) });
const warning = (page: Page, lang: Lang) => page.getByRole('dialog', { name: cs(lang, 'warning_title') });
const withEstimate = (q: CalculatePriceRequest) => q.id_mechanical_estimate !== undefined && q.id_mechanical_estimate !== null;

test('before-buy warning: "Not now" adds nothing; accepting by keyboard adds the service; the next workshop job does not ask again', async ({ page, request }) => {
  test.setTimeout(60_000);
  const lang: Lang = 'es';
  await openServices(page, request, lang, madridDaysFromNow(75, 10, 0), madridDaysFromNow(78, 12, 0));
  await identifyCar(page, lang);
  let estimates = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/carservice/estimate') estimates += 1;
  });

  await addButton(page, lang).click();
  const dialog = warning(page, lang);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(cs(lang, 'warning_lead_service', { name: SERVICE[lang] }))).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  await expect(dialog.getByText(cs(lang, 'warning_terms'))).toBeVisible();
  await dialog.getByRole('button', { name: cs(lang, 'warning_cancel'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  // Focus is back on the button that opened it; nothing was added.
  await expect(addButton(page, lang)).toBeFocused();
  expect(estimates).toBe(0);
  await expect(card(page, lang).getByText(cs(lang, 'added'), { exact: true })).toHaveCount(0);

  // Keyboard only: Enter opens it, Escape closes it, Enter again, Tab to "add" and Enter.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(estimates).toBe(0);
  await expect(addButton(page, lang)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: cs(lang, 'warning_accept'), exact: true });
  for (let i = 0; i < 4 && !(await accept.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  const priced = page.waitForResponse((r) => isCalculate(r, withEstimate));
  await page.keyboard.press('Enter');
  await priced;
  await expect(card(page, lang).getByText(cs(lang, 'added'), { exact: true })).toBeVisible();
  expect(estimates).toBe(1);

  // A custom request is a workshop job too, but the warning was accepted for this booking.
  const tyres = page.getByRole('form', { name: cs(lang, 'custom_tyres'), exact: true });
  await tyres.getByRole('textbox', { name: cs(lang, 'tyre_size'), exact: true }).fill('205/55 R16');
  await tyres.getByRole('button', { name: new RegExp(`^${cs(lang, 'custom_send')}`) }).click();
  await expect(tyres.getByText(`4 × 205/55 R16 · ${cs(lang, 'quote_later')}`)).toBeVisible();
  await expect(warning(page, lang)).toHaveCount(0);
});

test('ferry removal at the port: its info dialog, add it (35.00 in the price block), remove it (the price comes back)', async ({ page, request }) => {
  test.setTimeout(60_000);
  const lang: Lang = 'en';
  await page.addInitScript(...langInitScript(lang));
  await openPortServices(page, request, lang, 80);
  const section = page.getByRole('region', { name: cs(lang, 'ferry_section'), exact: true });
  const ferry = section.getByRole('article', { name: cs(lang, 'ferry_title'), exact: true });
  await expect(ferry).toContainText(shownEuros(35, lang), { useInnerText: true });

  await ferry.getByRole('button', { name: `${cs(lang, 'more_info')} ${cs(lang, 'ferry_title')}`, exact: true }).click();
  const info = page.getByRole('dialog', { name: cs(lang, 'ferry_title'), exact: true });
  await expect(info.getByText(cs(lang, 'ferry_price', { price: shownEuros(35, lang) }))).toBeVisible();
  await expect(info.getByText(cs(lang, 'ferry_where'))).toBeVisible();
  await info.getByRole('button', { name: cs(lang, 'close'), exact: true }).click();
  await expect(info).toHaveCount(0);

  const block = priceBlock(await openSummary(page, lang), lang);
  const total = priceLine(block, tr(lang, 'summary:price.total'));
  await expect(total).not.toHaveText('');
  const totalBefore = await total.innerText();
  await expect(priceLine(block, tr(lang, 'summary:price.ferry'))).toHaveCount(0);

  const added = page.waitForResponse((r) => isCalculate(r, (q) => q.ferry_removal === true));
  const toggle = ferry.getByRole('button', { name: `${cs(lang, 'add')} ${cs(lang, 'ferry_title')}`, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  const offer = (await (await added).json()) as { offer: { pvp_mechanical_order_ferry: number; price: number } };
  expect(offer.offer.pvp_mechanical_order_ferry).toBe(35);
  await expect(priceLine(block, tr(lang, 'summary:price.ferry'))).toHaveText(shownEuros(35, lang), { useInnerText: true });
  await expect(total).toHaveText(shownEuros(offer.offer.price, lang), { useInnerText: true });
  await expect(total).not.toHaveText(totalBefore);
  const remove = ferry.getByRole('button', { name: `${cs(lang, 'ferry_remove')} ${cs(lang, 'ferry_title')}`, exact: true });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  // Spec 4: removing recalculates, and the total is what it was.
  const removed = page.waitForResponse((r) => isCalculate(r, (q) => q.ferry_removal === undefined));
  await remove.click();
  await removed;
  await expect(priceLine(block, tr(lang, 'summary:price.ferry'))).toHaveCount(0);
  await expect(total).toHaveText(totalBefore);
});

test('a reload of /services and of /traveler-data keeps a guest\'s car services, priced again, and the booking goes through with them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lang: Lang = 'es';
  await openServices(page, request, lang, madridDaysFromNow(85, 10, 0), madridDaysFromNow(88, 12, 0));
  await identifyCar(page, lang);
  await addButton(page, lang).click();
  const priced = page.waitForResponse((r) => isCalculate(r, withEstimate));
  await warning(page, lang).getByRole('button', { name: cs(lang, 'warning_accept'), exact: true }).click();
  const before = (await (await priced).json()) as { offer: { price: number; pvp_mechanical_orders: number } };
  await expect(card(page, lang).getByText(cs(lang, 'added'), { exact: true })).toBeVisible();

  // Reload /services: the server prices the same estimate again, for the same car.
  const again = page.waitForResponse((r) => isCalculate(r, withEstimate));
  await page.reload();
  const after = (await (await again).json()) as { offer: { price: number; pvp_mechanical_orders: number } };
  expect(after.offer.pvp_mechanical_orders).toBe(before.offer.pvp_mechanical_orders);
  await expect(card(page, lang).getByText(cs(lang, 'added'), { exact: true })).toBeVisible();
  const block = priceBlock(await openSummary(page, lang), lang);
  await expect(priceLine(block, tr(lang, 'summary:price.carServices'))).toHaveText(shownEuros(before.offer.pvp_mechanical_orders, lang), { useInnerText: true });
  await expect(page.getByRole('status').filter({ hasText: cs(lang, 'restore_lost') })).toHaveCount(0);

  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/traveler-data$/);
  const onTraveler = page.waitForResponse((r) => isCalculate(r, withEstimate));
  await page.reload();
  await onTraveler;
  // The car is back on the booking (its plate fills the form) and the car-service terms show.
  await expect(vehicleSection(page, lang)).toContainText('4821');
  const email = uniqueEmail('cs-reload', test.info().workerIndex);
  await fillDriver(page, lang, email);
  await page.getByRole('checkbox', { name: new RegExp(tr(lang, 'traveler:terms.salesLink')) }).check();
  await page.getByRole('checkbox', { name: tr(lang, 'traveler:terms.insurance'), exact: true }).check();
  await page.getByRole('checkbox', { name: tr(lang, 'traveler:terms.vehicleMove'), exact: true }).check();
  const booked = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/reservations');
  await page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true }).click();
  const res = await booked;
  // The guest's vehicle token came back with the reload: the api opened the car and booked.
  expect(res.status(), await res.text()).toBeLessThan(300);
  expect((res.request().postDataJSON() as { id_mechanical_estimate?: number }).id_mechanical_estimate).toEqual(expect.any(Number));
  await expect(page).toHaveURL(/\/confirmation/);
  await expect(page.getByRole('main').getByText(cs(lang, 'workshop_order'), { exact: true }).first()).toBeVisible();
  // Booked: nothing is kept for the next booking of this tab.
  expect(await page.evaluate(() => sessionStorage.getItem('car_services_snapshot'))).toBeNull();
});

// axe-core on the two new dialogs in four languages; 375 and 1280 px both appear (the layout is
// the same dialog at both, so one width per language).
for (const [lang, width] of [['es', 375], ['ca', 1280], ['en', 375], ['fr', 1280]] as const) {
  test(`axe: the ferry and before-buy warning dialogs in ${lang} at ${width} px`, async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(...langInitScript(lang));
    await openPortServices(page, request, lang, 90);
    const ferry = page.getByRole('article', { name: cs(lang, 'ferry_title'), exact: true });
    await expect(ferry).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `ferry-card-${lang}-${width}`);
    await ferry.getByRole('button', { name: `${cs(lang, 'more_info')} ${cs(lang, 'ferry_title')}`, exact: true }).click();
    await expect(page.getByRole('dialog', { name: cs(lang, 'ferry_title'), exact: true })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `ferry-dialog-${lang}-${width}`);
    await page.screenshot({ path: `/tmp/csw/ferry-${lang}-${width}.png` });
    await page.getByRole('dialog').getByRole('button', { name: cs(lang, 'close'), exact: true }).click();
    // The before-buy warning, reached by a custom service request (no car needed).
    const service = page.getByRole('form', { name: cs(lang, 'custom_service'), exact: true });
    await service.getByRole('textbox', { name: cs(lang, 'service_description'), exact: true }).fill('Ruido al frenar en frío, rueda delantera');
    await service.getByRole('button', { name: new RegExp(`^${cs(lang, 'custom_send')}`) }).click();
    const dialog = warning(page, lang);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(cs(lang, 'warning_lead'))).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `warning-${lang}-${width}`);
    await page.screenshot({ path: `/tmp/csw/warning-${lang}-${width}.png` });
    await dialog.getByRole('button', { name: cs(lang, 'warning_accept'), exact: true }).click();
    await expect(service.getByText(cs(lang, 'quote_later'), { exact: false })).toBeVisible();
  });
}

test('custom service request with a photo: a refused file is named next to the field, the photo is previewed and removable, booked with the request', async ({ page, request }) => {
  test.setTimeout(90_000);
  const lang: Lang = 'es';
  await openServices(page, request, lang, madridDaysFromNow(95, 10, 0), madridDaysFromNow(97, 12, 0));
  const form = page.getByRole('form', { name: cs(lang, 'custom_service'), exact: true });
  const input = form.getByLabel(cs(lang, 'service_photos'), { exact: true });
  await expect(form.getByText(cs(lang, 'photos_hint'))).toBeVisible();

  // Not an image (a PDF named .jpg): refused in the browser, in Spanish, next to the field.
  await input.setInputFiles({ name: 'factura.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo at all') });
  await expect(form.getByRole('alert')).toHaveText(`factura.jpg: ${tr(lang, 'validation:invalid_photo')}`);
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  // Two real photos: each uploaded (the second with the first's upload token), previewed.
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/carservice/photos' && r.request().method() === 'POST');
  await input.setInputFiles('e2e/fixtures/brake-disc.png');
  expect((await uploaded).status()).toBe(201);
  const photos = form.getByRole('list', { name: cs(lang, 'photos_list'), exact: true });
  await expect(photos.getByRole('img')).toHaveCount(1);
  await expect(form.getByRole('alert')).toHaveText('');
  await input.setInputFiles('e2e/fixtures/brake-disc.png');
  await expect(photos.getByRole('img')).toHaveCount(2);
  const first = photos.getByRole('img', { name: cs(lang, 'photo_preview', { n: '1' }) });
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await form.screenshot({ path: '/tmp/csw/photos-1280.png' });
  await expectNoAxeViolations(page, test.info(), 'service-photos-es-1280');
  await photos.getByRole('button', { name: cs(lang, 'photo_remove', { n: '2' }), exact: true }).click();
  await expect(photos.getByRole('img')).toHaveCount(1);

  await form.getByRole('textbox', { name: cs(lang, 'service_description'), exact: true }).fill('Chirrido del disco de freno delantero izquierdo');
  const priced = page.waitForResponse((r) => isCalculate(r, (q) => Boolean(q.service_request)));
  await form.getByRole('button', { name: new RegExp(`^${cs(lang, 'custom_send')}`) }).click();
  await warning(page, lang).getByRole('button', { name: cs(lang, 'warning_accept'), exact: true }).click();
  const res = await priced;
  const sent = res.request().postDataJSON() as CalculatePriceRequest;
  expect(sent.service_request?.photo_upload_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(((await res.json()) as { offer: { service_request: { photos: number } } }).offer.service_request.photos).toBe(1);
  await expect(form.getByText(cs(lang, 'photos_count', { n: '1' }))).toBeVisible();
  const block = priceBlock(await openSummary(page, lang), lang);
  await expect(priceLine(block, tr(lang, 'summary:price.customService'))).toBeVisible();

  // A custom request alone asks for the two workshop confirmations too (spec 4, decision 0025).
  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/traveler-data$/);
  await fillDriver(page, lang, uniqueEmail('cs-photo', test.info().workerIndex));
  await page.getByRole('textbox', { name: tr(lang, 'traveler:reservation.plate'), exact: true }).fill('1234 BCD');
  await page.getByRole('checkbox', { name: new RegExp(tr(lang, 'traveler:terms.salesLink')) }).check();
  await page.getByRole('checkbox', { name: tr(lang, 'traveler:terms.insurance'), exact: true }).check();
  await page.getByRole('checkbox', { name: tr(lang, 'traveler:terms.vehicleMove'), exact: true }).check();
  const booked = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/reservations');
  await page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true }).click();
  const bookRes = await booked;
  expect(bookRes.status(), await bookRes.text()).toBeLessThan(300);
  expect((bookRes.request().postDataJSON() as CalculatePriceRequest).service_request?.photo_upload_token).toBe(sent.service_request?.photo_upload_token);
  await expect(page).toHaveURL(/\/confirmation/);
});

// The service pictures (4:3 illustrations): whole on the card and in the info dialog's gallery,
// never cropped or stretched, at both widths.
// One booking for both widths: the step answers the resize (its column mounts again across
// 1000 px, so the card is waited for and the dialog opened again at each width).
test('service pictures are whole on the card and in the gallery at 375 and 1280 px', async ({ page, request }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 900 });
  const lang: Lang = 'es';
  await openServices(page, request, lang, madridDaysFromNow(100, 10, 0), madridDaysFromNow(102, 12, 0));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(card(page, lang)).toBeVisible();
    await card(page, lang).scrollIntoViewIfNeeded();
    const shape = (img: HTMLImageElement) => ({ natural: img.naturalWidth / img.naturalHeight, shown: img.clientWidth / img.clientHeight, fit: getComputedStyle(img).objectFit, w: img.clientWidth });
    const thumb = card(page, lang).locator('img');
    await expect.poll(() => thumb.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    const t = await thumb.evaluate(shape);
    expect(Math.abs(t.shown - t.natural), `card at ${width} px`).toBeLessThan(0.02);
    await card(page, lang).screenshot({ path: `/tmp/csw/card-${width}.png` });
    await card(page, lang).getByRole('button', { name: new RegExp(`^${cs(lang, 'more_info')}`) }).click();
    const dialog = page.getByRole('dialog', { name: SERVICE[lang] });
    const picture = dialog.getByRole('group').getByRole('img');
    await expect.poll(() => picture.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    const g = await picture.evaluate(shape);
    expect(Math.abs(g.shown - g.natural), `gallery at ${width} px: ${JSON.stringify(g)}`).toBeLessThan(0.02);
    expect(g.w).toBeLessThanOrEqual((await dialog.evaluate((d) => d.clientWidth)) - 32);
    await page.screenshot({ path: `/tmp/csw/gallery-${width}.png` });
    await dialog.getByRole('button', { name: cs(lang, 'close'), exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
