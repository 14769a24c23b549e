import { type APIRequestContext, expect, type Locator, type Page, type Response } from '@playwright/test';
import type { CalculatePriceRequest, CalculatePriceResponse } from '@parking/domain/contracts/offer';
import { EXPRESS_PRAT, euros, fetchCatalog, findProduct, madridDay, productsDeepLink } from './booking-data';
import { type Lang, tr } from './i18n';

export const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token';
export const MINUS = '\u2212';

/** The extras of the server's answer, as the services step lists them. */
export interface WireExtra {
  id: number;
  name: string;
  type: string;
  service_type: string;
  price: number;
}

export function isCalculate(r: Response, pred: (req: CalculatePriceRequest) => boolean = () => true): boolean {
  if (!r.url().includes('/api/offers/calculate') || r.request().method() !== 'POST') return false;
  return pred(r.request().postDataJSON() as CalculatePriceRequest);
}

/** Waits for the page's next calculation matching `pred`; returns what it sent. */
export function nextCalculation(page: Page, pred?: (req: CalculatePriceRequest) => boolean): Promise<CalculatePriceRequest> {
  // Registered before the action that triggers it (call this, act, then await).
  return page.waitForResponse((r) => isCalculate(r, pred)).then((r) => r.request().postDataJSON() as CalculatePriceRequest);
}

/** The same request asked again from the test: the amounts the page must show. */
export async function priceOf(request: APIRequestContext, sent: CalculatePriceRequest, lang: Lang = 'es'): Promise<CalculatePriceResponse> {
  // In the page's language: extra and product names come from the server.
  const res = await request.post(`/api/offers/calculate?lang=${lang}`, { data: sent, headers: { 'Accept-Language': lang } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as CalculatePriceResponse;
}

/**
 * Deep link to /products for El Prat express, Choose, and land on /services. Returns the
 * offer the server gives for the booking as the services page priced it on entry.
 */
export async function openServices(page: Page, request: APIRequestContext, lang: Lang, start: Date, end: Date, extraQuery = '') {
  const { product } = findProduct(await fetchCatalog(request, lang), EXPRESS_PRAT);
  await page.goto(`${productsDeepLink(start, end)}${extraQuery}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'booking:products.title'));
  const choose = page.getByRole('button', { name: tr(lang, 'booking:products.chooseProduct', { name: product.name }) });
  await expect(choose).toBeEnabled();
  const entry = page.waitForResponse((r) => isCalculate(r, (q) => q.step !== 'products' && q.productId === EXPRESS_PRAT));
  await choose.click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'app:services.title'));
  const sent = (await entry).request().postDataJSON() as CalculatePriceRequest;
  const response = await priceOf(request, sent, lang);
  return { product, sent, response, extras: response.extras as unknown as WireExtra[] };
}

/**
 * The services step once it has stopped growing: the extras priced (their sections, not the
 * loading box), the car-service chunk (issue 16: its own lazy chunk, with a Suspense fallback
 * of nothing) loaded with its catalogue, and the custom requests below it. Until then the
 * button bar at the step's end moves down by a screen or more, so any measure of where
 * Return and Continue are must wait for this.
 */
export async function servicesSettled(page: Page, lang: Lang): Promise<void> {
  const main = page.getByRole('main');
  for (const name of [tr(lang, 'offer:services.washes'), tr(lang, 'carServices:section_car_services'), tr(lang, 'carServices:section_additional_car_services'), tr(lang, 'carServices:custom_heading')])
    await expect(main.getByRole('region', { name, exact: true })).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: tr(lang, 'carServices:loading') })).toHaveCount(0);
  await expect(main.getByRole('status').filter({ hasText: tr(lang, 'offer:services.loading') })).toHaveCount(0);
}

/** The booking summary: the sidebar from 1000 px, else the tab bar's panel (opened here). */
export async function openSummary(page: Page, lang: Lang): Promise<Locator> {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 1000) {
    const toggle = page.getByRole('button', { name: tr(lang, 'app:summary.show'), exact: true });
    await toggle.click();
    await expect(page.getByRole('button', { name: tr(lang, 'app:summary.hide'), exact: true })).toHaveAttribute('aria-expanded', 'true');
  }
  const summary = page.getByRole('region', { name: tr(lang, 'summary:title'), exact: true });
  await expect(summary).toBeVisible();
  return summary;
}

export function priceBlock(summary: Locator, lang: Lang): Locator {
  return summary.getByRole('region', { name: tr(lang, 'summary:price.heading'), exact: true });
}

/** The amount of the price-block line whose label is `label` (a dt/dd pair). */
export function priceLine(block: Locator, label: string): Locator {
  return termValue(block, label);
}

/** The value next to a term of a description list (`dt` label, `dd` value). */
export function termValue(scope: Locator, label: string): Locator {
  return scope.getByRole('term').filter({ hasText: new RegExp(`^${escape(label)}$`) }).locator('xpath=following-sibling::dd[1]');
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Euros as shown, with the page's spaces made plain (for toContainText on innerText). */
export function shownEuros(amount: number, lang: Lang): string {
  return euros(amount, lang).replace(/\s/g, ' ');
}

export function tabBar(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: tr(lang, 'app:tabbar.label') });
}

export async function expectTabBarPrice(page: Page, lang: Lang, amount: number) {
  await expect(tabBar(page, lang)).toContainText(shownEuros(amount, lang), { useInnerText: true });
}

/** Sets the daily capacity of a product over the stay's calendar days (admin route). */
export async function setCapacity(request: APIRequestContext, productId: number, start: Date, end: Date, capacity: number) {
  const res = await request.put('/api/admin/capacity', {
    headers: { 'x-admin-token': ADMIN_TOKEN },
    data: { productId, from: madridDay(start), to: madridDay(end), capacity },
  });
  expect(res.status(), await res.text()).toBe(200);
}

export function addButton(page: Page, lang: Lang, extra: WireExtra): Locator {
  return page.getByRole('button', { name: `${tr(lang, 'offer:services.add')} ${extra.name}`, exact: true });
}

export function removeButton(page: Page, lang: Lang, extra: WireExtra): Locator {
  return page.getByRole('button', { name: `${tr(lang, 'offer:services.remove')} ${extra.name}`, exact: true });
}

export function firstOfKind(extras: WireExtra[], kind: 'wash' | 'space'): WireExtra {
  const found = extras.find((e) => (kind === 'wash' ? e.type === 'wash' : e.service_type === '2'));
  if (!found) throw new Error(`no ${kind} extra offered`);
  return found;
}

/** The 409 details of a sold-out calculation: the server's alternative offer. */
export interface AlternativeOfferWire {
  message: string;
  description: string;
  alternative_product: { id: number; name: string; total_price: number };
}

/**
 * On /services with El Prat express, the product sells out (admin capacity 0 over the stay)
 * and the guest adds a wash: the page must open the alternative-offer dialog. Returns the
 * dialog and the alternative the server gives for that very request.
 */
export async function soldOutOnServices(page: Page, request: APIRequestContext, lang: Lang, start: Date, end: Date) {
  const opened = await openServices(page, request, lang, start, end);
  await setCapacity(request, EXPRESS_PRAT, start, end, 0);
  const wash = firstOfKind(opened.extras, 'wash');
  const sent = nextCalculation(page, (q) => q.id_wash_extra === wash.id);
  await addButton(page, lang, wash).click();
  const res = await request.post(`/api/offers/calculate?lang=${lang}`, { data: await sent, headers: { 'Accept-Language': lang } });
  expect(res.status()).toBe(409);
  const body = (await res.json()) as { code: string; details: { alternative_offer: AlternativeOfferWire | null } };
  expect(body.code).toBe('API_ERROR_RESERVATION_OUT_OF_STOCK');
  const alternative = body.details.alternative_offer;
  if (!alternative) throw new Error('the server offered no alternative');
  const dialog = page.getByRole('dialog', { name: tr(lang, 'offer:alternative.title') });
  await expect(dialog).toBeVisible();
  return { ...opened, dialog, alternative };
}
