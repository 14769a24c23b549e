import { expect, test } from '../support/test';
import { bookExpressViaApi, madridDaysFromNow } from '../support/booking-data';
import { langInitScript, tr } from '../support/i18n';
import { layoutShifts, observeLayoutShifts } from '../support/layout-shift';

// Decision 0044: a confirmation link's reservation is asked for by the early entry
// (apps/web/src/early.ts), while React and the app's chunks are still loading.
test('the reservation request starts before the framework chunk has arrived', async ({ page, request }) => {
  const { reference, token } = await bookExpressViaApi(request, {
    start: madridDaysFromNow(64, 10, 0),
    end: madridDaysFromNow(66, 10, 0),
    email: `early-${Date.now()}@example.com`,
    lang: 'en',
  });
  // A slow link, made certain: the framework chunk arrives 1.5 s late.
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.addInitScript(...langInitScript('en'));
  await page.goto(`/confirmation?reservation_token=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const framework = entries.find((e) => /\/assets\/framework-[\w-]+\.js$/.test(e.name));
    const reservations = entries.filter((e) => new URL(e.name).pathname === '/api/reservation');
    return { frameworkEnd: framework?.responseEnd, reservationStarts: reservations.map((e) => e.startTime) };
  });
  expect(timing.frameworkEnd).toBeGreaterThan(0);
  // Asked for once: the page took the early answer.
  expect(timing.reservationStarts).toHaveLength(1);
  expect(timing.reservationStarts[0]).toBeLessThan(timing.frameworkEnd!);
  // The token travels in a header, never in a URL.
  expect(page.url()).toContain('reservation_token');
  const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  expect(requested.filter((name) => name.includes(token))).toEqual([]);
});

test('the confirmation draws without a layout shift (CLS < 0.02), 375 px and 1280 px', async ({ browser, request }) => {
  const { reference, token } = await bookExpressViaApi(request, {
    start: madridDaysFromNow(67, 10, 0),
    end: madridDaysFromNow(69, 10, 0),
    email: `early-cls-${Date.now()}@example.com`,
    lang: 'es',
  });
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(...langInitScript('es'));
    await observeLayoutShifts(page);
    await page.goto(`/confirmation?reservation_token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: tr('es', 'confirmation:success.title') })).toBeVisible();
    await expect(page.getByTestId('reservation-reference')).toHaveText(reference);
    await page.waitForTimeout(500);
    const cls = await layoutShifts(page);
    expect(cls, `CLS at ${width} px`).toBeLessThan(0.02);
    await context.close();
  }
});
