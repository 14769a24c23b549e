import { expect, type Page, test } from '../support/test';
import type { CalculatePriceRequest } from '@parking/domain/contracts/offer';
import { formatDisplayDateTime } from '@parking/domain/time/madrid';
import { bookExpressViaApi, displayDay, EXPRESS_PRAT, euros, fetchCatalog, findProduct, madridDaysFromNow, productsDeepLink } from '../support/booking-data';
import { tr } from '../support/i18n';
import {
  addButton,
  firstOfKind,
  isCalculate,
  nextCalculation,
  openServices,
  openSummary,
  priceBlock,
  priceOf,
  removeButton,
  tabBar,
  type WireExtra,
} from '../support/offer-flow';
import { acceptSalesTerms, fillReservationForm } from '../support/traveler';

// Issue 8 point 1: the defects a traveller hits where the booking state is shared. Each test
// failed on the code before the single booking store (see the commit that added this file).
// Stays from day 311 on: other files sell out days 200-300 (alternative offer, booking errors,
// accessibility of the offer).

const lang = 'es' as const;
const PREMIUM_PRAT = 2;
const SANTS = 5;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const continueButton = (page: Page) => page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true });
const bookButton = (page: Page) => page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true });
const seePrices = (page: Page) => page.getByRole('button', { name: tr(lang, 'booking:whereWhen.submit'), exact: true });

async function chooseOnProducts(page: Page, name: string) {
  await expect(h1(page)).toHaveText(tr(lang, 'booking:products.title'));
  const choose = page.getByRole('button', { name: tr(lang, 'booking:products.chooseProduct', { name }) });
  await expect(choose).toBeEnabled();
  await choose.click();
}

for (const via of ['newBooking', 'logo'] as const)
  test(`a finished booking leaves no extras, space or promo behind (${via})`, async ({ page, request }) => {
    const offset = via === 'logo' ? 311 : 314;
    const email = `again-${via}-${Date.now()}@example.com`;
    const { extras } = await openServices(page, request, lang, madridDaysFromNow(offset, 10, 0), madridDaysFromNow(offset + 2, 12, 0));
    const wash = extras.find((e) => e.name === 'Lavado exterior') ?? firstOfKind(extras, 'wash');
    const space = firstOfKind(extras, 'space');
    let sent = nextCalculation(page, (q) => q.id_wash_extra === wash.id);
    await addButton(page, lang, wash).click();
    await sent;
    await expect(removeButton(page, lang, wash)).toBeVisible();
    sent = nextCalculation(page, (q) => q.id_space_extra === space.id);
    await addButton(page, lang, space).click();
    await sent;
    await expect(removeButton(page, lang, space)).toBeVisible();
    const block = priceBlock(await openSummary(page, lang), lang);
    sent = nextCalculation(page, (q) => q.promoCode === 'WELCOME10');
    await block.getByLabel(tr(lang, 'summary:promo.label'), { exact: true }).fill('WELCOME10');
    await block.getByRole('button', { name: tr(lang, 'summary:promo.validate'), exact: true }).click();
    await sent;

    await continueButton(page).click();
    await fillReservationForm(page, lang, email);
    await acceptSalesTerms(page, lang);
    await bookButton(page).click();
    await expect(page).toHaveURL(/\/confirmation/);
    await expect(page.getByTestId('reservation-reference')).toHaveText(/^[2-9A-HJ-NP-Z]{8}$/);

    if (via === 'newBooking') await page.getByRole('link', { name: tr(lang, 'traveler:confirmation.newBooking') }).click();
    else await page.getByRole('link', { name: tr(lang, 'app:header.homeLink') }).click();
    await expect(page).toHaveURL(/\/where-when/);
    // The old booking's flight went with its trip (spec 3): the new one asks for it again.
    const flight = page.getByRole('textbox', { name: tr(lang, 'booking:whereWhen.flight'), exact: true });
    await expect(flight).toHaveValue('');
    await flight.fill('VY1234');
    await seePrices(page).click();

    const catalog = await fetchCatalog(request, lang);
    const premium = findProduct(catalog, PREMIUM_PRAT).product;
    const onServices = page.waitForResponse((r) => isCalculate(r, (q) => q.productId === PREMIUM_PRAT && q.step === 'services'));
    await chooseOnProducts(page, premium.name);
    await expect(page).toHaveURL(/\/services$/);
    const q = (await onServices).request().postDataJSON() as CalculatePriceRequest;
    expect(q.id_wash_extra ?? null).toBeNull();
    expect(q.id_space_extra ?? null).toBeNull();
    expect(q.promoCode ?? null).toBeNull();
    await expect(addButton(page, lang, wash)).toBeVisible();
    await expect(removeButton(page, lang, wash)).toHaveCount(0);
    await expect(removeButton(page, lang, space)).toHaveCount(0);
    // The price shown is the plain premium price of the new stay.
    const plain = await priceOf(request, q, lang);
    await expect(tabBar(page, lang)).toContainText(euros(plain.offer.price, lang).replace(/\s/g, ' '), { useInnerText: true });
  });

test('switching car park drops the extras the new product does not offer and says which', async ({ page, request }) => {
  const { extras } = await openServices(page, request, lang, madridDaysFromNow(317, 10, 0), madridDaysFromNow(319, 12, 0));
  const detail = extras.find((e) => e.name === 'Limpieza integral') as WireExtra;
  expect(detail).toBeTruthy();
  const sent = nextCalculation(page, (q) => q.id_wash_extra === detail.id);
  await addButton(page, lang, detail).click();
  await sent;
  await expect(removeButton(page, lang, detail)).toBeVisible();

  await page.getByRole('link', { name: tr(lang, 'app:steps.where-when') }).click();
  await expect(page).toHaveURL(/\/where-when/);
  const catalog = await fetchCatalog(request, lang);
  const sants = findProduct(catalog, SANTS);
  await page.getByLabel(tr(lang, 'booking:whereWhen.place'), { exact: true }).selectOption({ label: sants.place.name });
  await seePrices(page).click();
  const onServices = page.waitForResponse((r) => isCalculate(r, (q) => q.productId === SANTS && q.step === 'services'));
  await chooseOnProducts(page, sants.product.name);
  await expect(page).toHaveURL(/\/services$/);
  const res = await onServices;
  expect(res.status()).toBe(200);
  expect((res.request().postDataJSON() as CalculatePriceRequest).id_wash_extra ?? null).toBeNull();

  // Told which extra went, never a raw field name.
  await expect(page.getByRole('status').filter({ hasText: detail.name })).toBeVisible();
  await expect(page.getByText(/id_wash_extra|id_space_extra|productId/)).toHaveCount(0);
  // Sants' own washes, not El Prat's.
  await expect(addButton(page, lang, detail)).toHaveCount(0);
  await expect(removeButton(page, lang, detail)).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /extra/ })).toHaveCount(0);
});

test('a confirmation opened fresh from /?reservation_token= shows the booking dates in the step bar', async ({ page, request }) => {
  const start = madridDaysFromNow(320, 10, 0);
  const end = madridDaysFromNow(322, 12, 0);
  const { token } = await bookExpressViaApi(request, {
    start,
    end,
    email: `token-${Date.now()}@example.com`,
    lang,
    extra: {
      in_passengers: 1,
      out_passengers: 1,
      billing: { name: 'Ana García', nif: '12345678Z', address: 'Carrer de Mallorca 1', city: 'Barcelona', zip: '08001', state: 'Barcelona', country: 'ES', invoiceEmail: null },
    },
  });
  await page.goto(`/?reservation_token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/confirmation/);
  await expect(page.getByTestId('reservation-reference')).toBeVisible();
  await expect(tabBar(page, lang)).toContainText(formatDisplayDateTime(start));
  await expect(tabBar(page, lang)).toContainText(formatDisplayDateTime(end));
});

test('where-when: the step bar follows the dates as they are typed', async ({ page }) => {
  await page.goto(productsDeepLink(madridDaysFromNow(323, 10, 0), madridDaysFromNow(325, 12, 0)));
  await expect(h1(page)).toHaveText(tr(lang, 'booking:products.title'));
  await page.getByRole('link', { name: tr(lang, 'app:steps.where-when') }).click();
  await expect(page).toHaveURL(/\/where-when/);
  const later = madridDaysFromNow(326, 10, 0);
  await page.getByLabel(tr(lang, 'booking:whereWhen.entryDate'), { exact: true }).fill(displayDay(later));
  await expect(tabBar(page, lang)).toContainText(formatDisplayDateTime(later).slice(0, 10));
});

// The products deep link paints as HTML before the app loads (decisions 0038, 0043): its step
// links are plain links then. A tap on one before the app has taken over loaded where-when afresh
// and lost the link's place and dates (seen as a flaky run of the test above under load); the
// loader now keeps the tap and the app follows it once its entry rules have run.
test('a step link tapped in the products HTML before the app has started keeps the deep link\'s stay', async ({ page }) => {
  await page.route(/\/assets\/(?!after-paint-)[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  const start = madridDaysFromNow(327, 10, 0);
  await page.goto(productsDeepLink(start, madridDaysFromNow(328, 12, 0)));
  await page.getByRole('link', { name: tr(lang, 'app:steps.where-when') }).click();
  await expect(page).toHaveURL(/\/where-when/, { timeout: 15_000 });
  await expect(tabBar(page, lang)).toContainText(formatDisplayDateTime(start), { timeout: 15_000 });
  await expect(page.getByLabel(tr(lang, 'booking:whereWhen.entryDate'), { exact: true })).toHaveValue(displayDay(start));
});

test('/?focus=billing_data without a stored booking goes to where-when', async ({ page }) => {
  await page.goto('/?focus=billing_data');
  await expect(page).toHaveURL(/\/where-when/);
  await expect(h1(page)).not.toHaveText(tr(lang, 'app:travelerData.title'));
});

async function toTravelerData(page: Page, request: Parameters<typeof openServices>[1], offset: number) {
  await openServices(page, request, lang, madridDaysFromNow(offset, 10, 0), madridDaysFromNow(offset + 2, 12, 0));
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/traveler-data$/);
}

test('paying now by card: the price block does not say pay in parking', async ({ page, request }) => {
  await toTravelerData(page, request, 329);
  const block = priceBlock(await openSummary(page, lang), lang);
  await expect(block).toContainText(tr(lang, 'summary:price.payInParking'));
  await page.getByRole('radio', { name: tr(lang, 'traveler:payment.card') }).check();
  await expect(block).not.toContainText(tr(lang, 'summary:price.payInParking'));
  await expect(block).toContainText(tr(lang, 'summary:price.payNowByCard'));
});

test('after a declined card the decline message gives way to the new field errors; a 2-digit CVC says 3 digits', async ({ page, request }) => {
  await toTravelerData(page, request, 332);
  await fillReservationForm(page, lang, `declined-${Date.now()}@example.com`);
  await page.getByRole('radio', { name: tr(lang, 'traveler:payment.card') }).check();
  await acceptSalesTerms(page, lang);
  await bookButton(page).click();
  const card = page.getByRole('dialog');
  await card.getByRole('textbox', { name: tr(lang, 'traveler:card.number') }).fill('4000 0000 0000 0002');
  await card.getByRole('textbox', { name: tr(lang, 'traveler:card.expMonth') }).fill('12');
  await card.getByRole('textbox', { name: tr(lang, 'traveler:card.expYear') }).fill(String(new Date().getFullYear() + 2));
  await card.getByRole('textbox', { name: tr(lang, 'traveler:card.cvc') }).fill('123');
  await card.getByRole('button', { name: tr(lang, 'traveler:card.pay') }).click();
  await expect(card.getByText(tr(lang, 'traveler:card.declined'))).toBeVisible();

  const cvc = card.getByRole('textbox', { name: tr(lang, 'traveler:card.cvc') });
  await cvc.fill('12');
  await cvc.blur();
  await expect(card.getByText(tr(lang, 'validation:card_cvc_invalid'))).toBeVisible();
  await expect(card.getByText(tr(lang, 'validation:invalid_value'))).toHaveCount(0);
  await expect(card.getByText(tr(lang, 'traveler:card.declined'))).toHaveCount(0);
});

test('a ?promocode= link prices the product cards with the code, as the summary does', async ({ page, request }) => {
  const start = madridDaysFromNow(335, 10, 0);
  const end = madridDaysFromNow(337, 12, 0);
  const catalog = await fetchCatalog(request, lang);
  const express = findProduct(catalog, EXPRESS_PRAT).product;
  const cardCalc = page.waitForResponse((r) => isCalculate(r, (q) => q.productId === EXPRESS_PRAT && q.step === 'products'));
  await page.goto(`${productsDeepLink(start, end)}&promocode=WELCOME10`);
  const sent = (await cardCalc).request().postDataJSON() as CalculatePriceRequest;
  expect(sent.promoCode).toBe('WELCOME10');
  const withCode = await priceOf(request, sent, lang);
  expect(withCode.offer.promos[0]?.error ?? null).toBeNull();
  await expect(page.getByRole('article', { name: express.name })).toContainText(euros(withCode.offer.price, lang).replace(/\s/g, ' '), { useInnerText: true });

  const onServices = page.waitForResponse((r) => isCalculate(r, (q) => q.productId === EXPRESS_PRAT && q.step === 'services'));
  await chooseOnProducts(page, express.name);
  const summaryPrice = await priceOf(request, (await onServices).request().postDataJSON() as CalculatePriceRequest, lang);
  expect(summaryPrice.offer.price).toBe(withCode.offer.price);
});

test('a reload on traveller data keeps the typed name and e-mail (never the card)', async ({ page, request }) => {
  await toTravelerData(page, request, 338);
  const email = `reload-${Date.now()}@example.com`;
  await fillReservationForm(page, lang, email);
  await page.reload();
  await expect(page).toHaveURL(/\/traveler-data$/);
  const box = (key: string) => page.getByRole('textbox', { name: tr(lang, `traveler:reservation.${key}`), exact: true });
  await expect(box('name')).toHaveValue('Ana');
  await expect(box('email')).toHaveValue(email);
});
