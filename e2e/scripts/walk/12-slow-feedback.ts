// On a slow connection (api 2 s late): what does the traveller see between Choose and services?
import { madridDaysFromNow, productsDeepLink } from '../../support/booking-data';
import { open, shot } from './lib';
const DELAY = Number(process.env.DELAY ?? 2000);
const { browser, page } = await open();
await page.route('**/api/**', async (route) => { await new Promise((r) => setTimeout(r, DELAY)); await route.continue(); });
const t0 = Date.now();
await page.goto(productsDeepLink(madridDaysFromNow(108, 10, 0), madridDaysFromNow(110, 12, 0)));
for (let i = 0; i < 8; i++) {
  await page.waitForTimeout(500);
  console.log(Date.now() - t0, 'h1', await page.locator('h1').first().textContent().catch(() => null), 'busy', await page.locator('[aria-busy=true], [role=progressbar], [role=status]').evaluateAll((els) => els.map((e) => `${e.tagName}.${e.getAttribute('role')}:${(e.textContent ?? '').slice(0, 40)}`)));
  await shot(page, `12-load-${i}`);
}
const choose = page.getByRole('button', { name: /^Elegir Parking Express/ });
await choose.click();
const t1 = Date.now();
for (let i = 0; i < 8; i++) {
  await page.waitForTimeout(400);
  console.log('after choose', Date.now() - t1, page.url().replace(/.*3615/, ''), 'h1', await page.locator('h1').first().textContent(), 'busy', await page.locator('[aria-busy=true], [role=progressbar]').count(), 'disabled choose', await choose.isDisabled().catch(() => 'gone'));
  await shot(page, `12-choose-${i}`);
}
await browser.close();
