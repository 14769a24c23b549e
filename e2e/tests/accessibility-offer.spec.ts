import { expect, test } from '@playwright/test';
import { madridDaysFromNow } from '../support/booking-data';
import { expectNoAxeViolations } from '../support/axe';
import { LANGS, langInitScript, tr } from '../support/i18n';
import {
  addButton,
  firstOfKind,
  nextCalculation,
  openServices,
  openSummary,
  priceBlock,
  priceLine,
  soldOutOnServices,
} from '../support/offer-flow';

const WIDTHS = [375, 1280] as const;

WIDTHS.forEach((width, w) => {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 812 : 900 } });

    LANGS.forEach((lang) => {
      test(`services with a wash and the summary in ${lang} has no axe violations`, async ({ page, request }, testInfo) => {
        await page.addInitScript(...langInitScript(lang));
        const { extras } = await openServices(page, request, lang, madridDaysFromNow(6, 10, 0), madridDaysFromNow(8, 10, 0));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const wash = firstOfKind(extras, 'wash');
        const sent = nextCalculation(page, (q) => q.id_wash_extra === wash.id);
        await addButton(page, lang, wash).click();
        await sent;
        const block = priceBlock(await openSummary(page, lang), lang);
        await expect(priceLine(block, tr(lang, 'summary:price.wash'))).toBeVisible();
        await expect(block).not.toHaveAttribute('aria-busy', 'true');
        await expectNoAxeViolations(page, testInfo, `services ${lang} ${width}`);
      });
    });

    (['es', 'en'] as const).forEach((lang, l) => {
      test(`the alternative-offer dialog in ${lang} has no axe violations`, async ({ page, request }, testInfo) => {
        await page.addInitScript(...langInitScript(lang));
        // Days of its own (250 + 10 per case): selling out must not touch another test's stay.
        const offset = 250 + 10 * (w * 2 + l);
        const { dialog } = await soldOutOnServices(page, request, lang, madridDaysFromNow(offset, 10, 0), madridDaysFromNow(offset + 2, 10, 0));
        await expect(dialog.getByRole('button', { name: tr(lang, 'offer:alternative.confirm'), exact: true })).toBeEnabled();
        await expectNoAxeViolations(page, testInfo, `alternative offer ${lang} ${width}`);
      });

      test(`the change-dates dialog in ${lang} has no axe violations`, async ({ page, request }, testInfo) => {
        await page.addInitScript(...langInitScript(lang));
        await openServices(page, request, lang, madridDaysFromNow(7, 10, 0), madridDaysFromNow(9, 10, 0));
        const summary = await openSummary(page, lang);
        await summary
          .getByRole('button', { name: `${tr(lang, 'summary:modify')} ${tr(lang, 'summary:modifyHint')}`, exact: true })
          .click();
        const dialog = page.getByRole('dialog', { name: tr(lang, 'summary:dates.title') });
        await expect(dialog.getByLabel(tr(lang, 'booking:whereWhen.exitDate'), { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `change dates ${lang} ${width}`);
      });
    });
  });
});
