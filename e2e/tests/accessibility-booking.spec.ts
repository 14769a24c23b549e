import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { madridDaysFromNow } from '../support/booking-data';
import { LANGS, langInitScript, tr } from '../support/i18n';
import { openServices } from '../support/offer-flow';

// Issue 4: zero axe violations (any impact) on services, traveller data and confirmation.
for (const lang of LANGS)
  for (const width of [375, 1280])
    test(`services and traveller data have no axe violations (${lang}, ${width})`, async ({ page, request }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(...langInitScript(lang));
      const offset = 90 + LANGS.indexOf(lang) * 4 + (width === 375 ? 2 : 0);
      await openServices(page, request, lang, madridDaysFromNow(offset, 10, 0), madridDaysFromNow(offset + 2, 12, 0));
      await expectNoAxeViolations(page, testInfo, `services ${lang} ${width}`);
      await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'app:travelerData.title'));
      await expectNoAxeViolations(page, testInfo, `traveler-data ${lang} ${width}`);
    });

for (const lang of ['es', 'en'] as const)
  test(`the not-found confirmation has no axe violations (${lang})`, async ({ page }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    await page.goto('/confirmation?reservation_token=PK_999999_deadbeef');
    await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'traveler:confirmation.notFoundTitle') })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, `confirmation not found ${lang}`);
  });
