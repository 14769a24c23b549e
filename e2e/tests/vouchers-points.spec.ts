import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test';
import type { CalculatePriceResponse } from '@parking/domain/contracts/offer';
import type { ClientPointsResponse } from '@parking/domain/contracts/points';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { expectNoAxeViolations } from '../support/axe';
import { euros, madridDaysFromNow, madridDay } from '../support/booking-data';
import { type Lang, langInitScript, tr } from '../support/i18n';
import { isCalculate, MINUS, openServices, openSummary, priceBlock, priceLine, termValue } from '../support/offer-flow';
import { DEMO_CLIENT, fillDriver, logInFromHeader } from '../support/vehicles';
import { escapeRegExp } from '../support/traveler';

// Issue 19 in the browser, on the built product: the demo client books with a voucher and,
// separately, with points, in the four languages at 375 and 1280 px (each language books once
// per width: the voucher at one width and the points at the other); the banner shows only under
// 500 px (checked in the 375 px voucher runs, with a resize) and a guest sees no voucher
// (checked as a guest before the fr 375 px points run logs in); axe-core on the summary with vouchers, the banner, the
// description dialog and the account's points.
//
// In order, in one worker (mode default: a failure does not skip the rest): the tests share the demo client's points (12.50 in the seed). Each points booking is
// cancelled at the end through the api (the cancel gives the points back, a 'returned' record),
// so the next test finds the same balance.
test.describe.configure({ mode: 'default', timeout: 150_000 });

const vo = (lang: Lang, key: string, vars?: Record<string, string | number>) => tr(lang, `vouchers:${key}`, vars);

interface WireVoucher {
  id: number;
  code: string;
  name: string;
  dto: number | null;
  dto_euro: number | null;
  type: string;
}

async function setUp(page: Page, lang: Lang, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
  await page.addInitScript(...langInitScript(lang));
}

/**
 * Products deep link, choose El Prat express, log in as the demo client on /services. With
 * `asGuestFirst`, what a guest sees there is checked before the login (spec 6: no voucher
 * section, no banner, no points, no voucher asked for).
 */
async function servicesAsDemoClient(page: Page, request: APIRequestContext, lang: Lang, daysAhead: number, asGuestFirst = false) {
  const start = madridDaysFromNow(daysAhead, 10, 0);
  const end = madridDaysFromNow(daysAhead + 4, 12, 0);
  const asked: string[] = [];
  const onRequest = (r: { url(): string }) => {
    if (r.url().includes('promotion_voucher')) asked.push(r.url());
  };
  if (asGuestFirst) page.on('request', onRequest);
  await openServices(page, request, lang, start, end);
  if (asGuestFirst) {
    await expectGuestSeesNoVoucher(page, lang);
    page.off('request', onRequest);
    expect(asked).toEqual([]);
    // The tab bar's panel closed again, as the traveller leaves it before logging in.
    if ((page.viewportSize()?.width ?? 1280) < 1000) {
      await page.getByRole('button', { name: tr(lang, 'app:summary.hide'), exact: true }).click();
      await expect(page.getByRole('button', { name: tr(lang, 'app:summary.show'), exact: true })).toHaveAttribute('aria-expanded', 'false');
    }
  }
  await logInFromHeader(page, DEMO_CLIENT, lang);
  return { start, end };
}

/** Spec 6: a guest's summary has a price block but no voucher section, banner or points control. */
async function expectGuestSeesNoVoucher(page: Page, lang: Lang) {
  const summary = await openSummary(page, lang);
  await expect(priceBlock(summary, lang)).toBeVisible();
  await expect(summary.getByRole('region', { name: vo(lang, 'title'), exact: true })).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expect(priceBlock(summary, lang).locator('[data-points-control]')).toHaveCount(0);
}

async function pointsOf(page: Page): Promise<ClientPointsResponse> {
  const res = await page.request.get('/api/client/points');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as ClientPointsResponse;
}

/** From /services: Continue, fill the driver, Book; returns the created reservation. */
async function bookFromServices(page: Page, lang: Lang, tag: string): Promise<ReservationView> {
  await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
  await expect(page).toHaveURL(/\/traveler-data$/);
  await fillDriver(page, lang, `vp-${tag}-${Date.now()}@example.com`);
  const plate = page.getByRole('textbox', { name: tr(lang, 'traveler:reservation.plate'), exact: true });
  if (await plate.isEditable()) await plate.fill('1234 BCD');
  const terms = page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(tr(lang, 'traveler:terms.salesBefore'))}`) });
  if ((await terms.count()) > 0 && !(await terms.isChecked())) await terms.check();
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/reservations');
  await page.getByRole('button', { name: tr(lang, 'traveler:buttons.book'), exact: true }).click();
  const res = await created;
  expect(res.status(), await res.text()).toBeLessThan(300);
  await expect(page).toHaveURL(/\/confirmation/);
  await expect(page.getByTestId('reservation-reference')).toBeVisible();
  return (await res.json()) as ReservationView;
}

async function cancel(request: APIRequestContext, r: ReservationView) {
  const res = await request.post(`/api/reservations/${r.reference}/cancel`, { headers: { 'X-Reservation-Token': r.reservation_token ?? '' }, data: {} });
  expect(res.status(), await res.text()).toBe(200);
}

/** The confirmation's vouchers-and-points block. */
function moneyBlock(page: Page, lang: Lang): Locator {
  return page.getByRole('main').getByRole('region', { name: vo(lang, 'confirmation.heading'), exact: true });
}

const banner = (page: Page) => page.locator('[data-voucher-banner]');

/**
 * The generic voucher the demo client is offered for any stay in the coming year (seed,
 * apps/api/src/seed/seed-data/vouchers.ts: 10%, not single-use, so every run may use it).
 */
function pickGeneric(list: WireVoucher[]): WireVoucher {
  const v = list.find((x) => x.code === 'BIENVENIDA10');
  expect(v, `BIENVENIDA10 among ${JSON.stringify(list.map((x) => x.code))}`).toBeTruthy();
  expect(v?.type).toBe('generic');
  return v as WireVoucher;
}

const VOUCHER_RUNS: { lang: Lang; width: number; days: number }[] = [
  { lang: 'es', width: 375, days: 141 },
  { lang: 'ca', width: 1280, days: 147 },
  { lang: 'en', width: 375, days: 153 },
  { lang: 'fr', width: 1280, days: 159 },
];

for (const { lang, width, days } of VOUCHER_RUNS) {
  test(`the demo client books with a voucher (${lang}, ${width} px)`, async ({ page, request }, testInfo) => {
    await setUp(page, lang, width);
    const listed = page.waitForResponse((r) => r.url().includes('/api/client/promotion_vouchers') && r.status() === 200);
    const { start, end } = await servicesAsDemoClient(page, request, lang, days);
    if (width < 500) {
      // The banner shows only under 500 px: gone at 1280, back at 375 (a live resize).
      await expect(banner(page)).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(banner(page)).toBeHidden();
      await page.setViewportSize({ width, height: 812 });
      await expect(banner(page)).toBeVisible();
    }
    const listRes = await listed;
    // The query names the stay (spec 3 Voucher query).
    const q = new URL(listRes.url()).searchParams;
    expect(q.get('start_date')?.slice(0, 10)).toBe(madridDay(start));
    expect(q.get('end_date')?.slice(0, 10)).toBe(madridDay(end));
    const list = ((await listRes.json()) as { promotion_vouchers: WireVoucher[] }).promotion_vouchers;
    const chosen = pickGeneric(list);

    const summary = await openSummary(page, lang);
    const section = summary.getByRole('region', { name: vo(lang, 'title'), exact: true });
    await expect(section).toBeVisible();
    await expect(section.locator('[data-voucher]')).toHaveCount(list.length);
    // spec 2: collapsible while vouchers exist and none is chosen
    const fold = summary.getByRole('button', { name: tr(lang, 'summary:title'), exact: true });
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, testInfo, `summary-with-vouchers-${lang}-${width}`);

    // The description dialog (sanitised HTML) from "more info".
    await section
      .locator(`[data-voucher="${chosen.code}"]`)
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(vo(lang, 'moreInfo'))}`) })
      .click();
    const dialog = page.getByRole('dialog', { name: chosen.name });
    await expect(dialog.locator('[data-voucher-description]')).toBeVisible();
    await expect(dialog.locator('[data-voucher-description] script')).toHaveCount(0);
    await expectNoAxeViolations(page, testInfo, `voucher-description-${lang}-${width}`);
    await dialog.getByRole('button', { name: vo(lang, 'close') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const priced = page.waitForResponse((r) => isCalculate(r, (req) => req.voucher_code === chosen.code));
    if (width < 500) {
      // spec 2: the banner under 500 px; choosing closes its list after 250 ms (spec 4, 9).
      if (await page.getByRole('button', { name: tr(lang, 'app:summary.hide'), exact: true }).isVisible()) {
        await page.getByRole('button', { name: tr(lang, 'app:summary.hide'), exact: true }).click();
      }
      await expect(banner(page)).toBeVisible();
      // Its toggle says how many; once one is chosen, which (so the locator is by its state).
      const toggle = banner(page).locator('button[aria-expanded]');
      await expect(toggle).toHaveText(new RegExp(escapeRegExp(vo(lang, 'banner.available', { count: list.length }))));
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page, testInfo, `voucher-banner-${lang}-${width}`);
      // A controlled toggle: checked once the server priced the voucher.
      await banner(page).getByRole('checkbox', { name: new RegExp(escapeRegExp(chosen.name)) }).click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveText(new RegExp(escapeRegExp(vo(lang, 'banner.chosen', { name: chosen.name }))));
    } else {
      await expect(banner(page)).toBeHidden();
      const box = section.getByRole('checkbox', { name: new RegExp(escapeRegExp(chosen.name)) });
      await box.click();
      await expect(box).toBeChecked();
    }
    const offer = ((await (await priced).json()) as CalculatePriceResponse).offer as CalculatePriceResponse['offer'] & { pvp_voucher: number; voucher: { code: string; error: string | null } | null };
    expect(offer.voucher).toMatchObject({ code: chosen.code, error: null });
    expect(offer.pvp_voucher).toBeGreaterThan(0);

    const block = priceBlock(await openSummary(page, lang), lang);
    await expect(priceLine(block, tr(lang, 'summary:price.voucherNamed', { name: offer.voucher ? chosen.name : '' }))).toHaveText(`${MINUS}${euros(offer.pvp_voucher, lang)}`);
    await expect(priceLine(block, tr(lang, 'summary:price.total'))).toHaveText(euros(offer.price, lang));
    // spec 2: with a voucher chosen the summary no longer folds
    await expect(page.getByRole('button', { name: tr(lang, 'summary:title'), exact: true })).toHaveCount(0);
    if (width < 500) await page.getByRole('button', { name: tr(lang, 'app:summary.hide'), exact: true }).click();

    const reservation = await bookFromServices(page, lang, `v-${lang}`);
    // the booking recorded the voucher's amount; the confirmation says it; no banner there; no
    // points earned on a voucher booking
    expect(reservation.price_lines.pvp_voucher).toBe(offer.pvp_voucher);
    expect(reservation.points_earned ?? 0).toBe(0);
    const money = moneyBlock(page, lang);
    await expect(termValue(money, vo(lang, 'confirmation.voucher'))).toContainText(euros(offer.pvp_voucher, lang));
    await expect(money.getByRole('term').filter({ hasText: vo(lang, 'confirmation.pointsEarned') })).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await cancel(request, reservation);
    // Contract (vp-contract.md, reservation views): the view names the voucher, and the
    // confirmation shows its name and code.
    expect(reservation.voucher, 'the reservation view carries voucher { code, name, amount }').toMatchObject({ code: chosen.code, amount: offer.pvp_voucher });
    await expect(termValue(money, vo(lang, 'confirmation.voucher'))).toContainText(chosen.code);
    if (width < 500) {
      // ... and never on where-when (the confirmation's absence is checked above).
      await page.goto('/where-when');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    }
  });
}

const POINTS_RUNS: { lang: Lang; width: number; days: number }[] = [
  { lang: 'es', width: 1280, days: 171 },
  { lang: 'ca', width: 375, days: 177 },
  { lang: 'en', width: 1280, days: 183 },
  { lang: 'fr', width: 375, days: 189 },
];

for (const { lang, width, days } of POINTS_RUNS) {
  test(`the demo client books with points; the account shows the balance and history (${lang}, ${width} px)`, async ({ page, request }, testInfo) => {
    await setUp(page, lang, width);
    // One of the runs (fr, 375 px) first looks at the services step as a guest (spec 6).
    await servicesAsDemoClient(page, request, lang, days, lang === 'fr');
    const before = await pointsOf(page);
    expect(before.balance).toBeGreaterThan(0);

    let block = priceBlock(await openSummary(page, lang), lang);
    const use = block.getByRole('button', { name: vo(lang, 'points.use', { balance: euros(before.balance, lang) }), exact: true });
    await expect(use).toBeVisible();
    const priced = page.waitForResponse((r) => isCalculate(r, (req) => req.use_points === true));
    await use.click();
    const offer = ((await (await priced).json()) as CalculatePriceResponse).offer;
    const spent = offer.pvp_product_points;
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(before.balance);
    await expect(priceLine(block, tr(lang, 'summary:price.points'))).toHaveText(`${MINUS}${euros(spent, lang)}`);
    await expect(priceLine(block, tr(lang, 'summary:price.total'))).toHaveText(euros(offer.price, lang));
    await expect(block.getByText(vo(lang, 'points.applied', { amount: euros(spent, lang) }))).toBeVisible();

    // Removable: removing prices again without them (spec 4).
    const removed = page.waitForResponse((r) => isCalculate(r, (req) => req.use_points !== true));
    await block.getByRole('button', { name: vo(lang, 'points.remove'), exact: true }).click();
    await removed;
    await expect(priceLine(block, tr(lang, 'summary:price.points'))).toHaveCount(0);
    const again = page.waitForResponse((r) => isCalculate(r, (req) => req.use_points === true));
    await block.getByRole('button', { name: vo(lang, 'points.use', { balance: euros(before.balance, lang) }), exact: true }).click();
    await again;

    // The choice survives a reload, like the other booking choices (snapshot).
    const restored = page.waitForResponse((r) => isCalculate(r, (req) => req.use_points === true));
    await page.reload();
    await restored;
    block = priceBlock(await openSummary(page, lang), lang);
    await expect(priceLine(block, tr(lang, 'summary:price.points'))).toHaveText(`${MINUS}${euros(spent, lang)}`);
    if (width < 500) await page.getByRole('button', { name: tr(lang, 'app:summary.hide'), exact: true }).click();

    const reservation = await bookFromServices(page, lang, `p-${lang}`);
    expect(reservation.points_used).toBe(spent);
    await expect(termValue(moneyBlock(page, lang), vo(lang, 'confirmation.pointsUsed'))).toHaveText(euros(spent, lang));

    // The account page: the balance went down by what was spent, the history's newest record says so.
    await page.goto('/my-points');
    const section = page.locator('[data-points-section]');
    await expect(section.locator('[data-points="balance"] dd')).toHaveText(euros(Math.round((before.balance - spent) * 100) / 100, lang));
    const newest = section.locator('[data-points-history] tbody tr').first();
    await expect(newest).toHaveAttribute('data-kind', 'spent');
    await expect(newest).toContainText(reservation.reference);
    await expect(newest).toContainText(`${MINUS}${euros(spent, lang)}`);
    await expectNoAxeViolations(page, testInfo, `account-points-${lang}-${width}`);

    // Cancelling gives them back (and leaves the balance for the next test).
    await cancel(request, reservation);
    await page.reload();
    await expect(section.locator('[data-points="balance"] dd')).toHaveText(euros(before.balance, lang));
    await expect(section.locator('[data-points-history] tbody tr').first()).toHaveAttribute('data-kind', 'returned');
  });
}
