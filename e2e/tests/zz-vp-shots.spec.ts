import { expect, test } from '@playwright/test';
import { madridDaysFromNow } from '../support/booking-data';
import { langInitScript, tr } from '../support/i18n';
import { openServices, openSummary, priceBlock } from '../support/offer-flow';
import { DEMO_CLIENT, logInFromHeader } from '../support/vehicles';

test.describe.configure({ timeout: 120_000 });
for (const width of [375, 1280]) {
  test(`shots ${width}`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(...langInitScript('es'));
    await openServices(page, request, 'es', madridDaysFromNow(60, 10, 0), madridDaysFromNow(63, 10, 0));
    await logInFromHeader(page, DEMO_CLIENT, 'es');
    const block = priceBlock(await openSummary(page, 'es'), 'es');
    await block.locator('[data-points-control] button').click();
    await expect(block.locator('[data-line="points"]')).toBeVisible();
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/vp-shot-points-${width}.png`, fullPage: true });
    await page.goto('/my-points');
    await expect(page.locator('[data-points="balance"]')).toBeVisible();
    await page.screenshot({ path: `/tmp/vp-shot-account-${width}.png`, fullPage: true });
    void tr;
  });
}
