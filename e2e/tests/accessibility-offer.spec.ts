import { expect, test } from '../support/test';
import { madridDaysFromNow } from '../support/booking-data';
import { expectNoAxeViolations, expectNoAxeViolationsAtWidths, heightFor } from '../support/axe';
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

// Two widths' scans per test: a slower budget than 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

// Each state is built once and scanned at 375 and 1280 px (expectNoAxeViolationsAtWidths);
// `ready` checks after each resize that the state scanned is still the one built.
LANGS.forEach((lang) => {
  test(`services with a wash and the summary in ${lang} has no axe violations at 375 and 1280 px`, async ({ page, request }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    const { extras } = await openServices(page, request, lang, madridDaysFromNow(6, 10, 0), madridDaysFromNow(8, 10, 0));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const wash = firstOfKind(extras, 'wash');
    const sent = nextCalculation(page, (q) => q.id_wash_extra === wash.id);
    await addButton(page, lang, wash).click();
    await sent;
    await expectNoAxeViolationsAtWidths(page, testInfo, `services ${lang}`, {
      // Wide first: the tab bar's panel, once opened at 375 px, stays beside the sidebar when the
      // window widens again (two "your booking" regions), which is not the state to scan at 1280.
      widths: [1280, 375],
      // The summary as the width shows it: the sidebar from 1000 px, else the tab bar's panel, opened.
      ready: async () => {
        const block = priceBlock(await openSummary(page, lang), lang);
        await expect(priceLine(block, tr(lang, 'summary:price.wash'))).toBeVisible();
        await expect(block).not.toHaveAttribute('aria-busy', 'true');
      },
    });
  });
});

(['es', 'en'] as const).forEach((lang, l) => {
  test(`the alternative-offer dialog in ${lang} has no axe violations at 375 and 1280 px`, async ({ page, request }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    // Days of its own (250 + 10 per case): selling out must not touch another test's stay.
    const offset = 250 + 10 * l;
    const { dialog } = await soldOutOnServices(page, request, lang, madridDaysFromNow(offset, 10, 0), madridDaysFromNow(offset + 2, 10, 0));
    const confirm = dialog.getByRole('button', { name: tr(lang, 'offer:alternative.confirm'), exact: true });
    await expect(confirm).toBeEnabled();
    await expectNoAxeViolationsAtWidths(page, testInfo, `alternative offer ${lang}`, { ready: () => expect(confirm).toBeEnabled() });
  });

  // The summary that opens this dialog is a different element at each width (sidebar, tab
  // bar panel): the dialog is opened at each width, on one page, wide first (see above).
  test(`the change-dates dialog in ${lang} has no axe violations at 375 and 1280 px`, async ({ page, request }, testInfo) => {
    await page.addInitScript(...langInitScript(lang));
    await openServices(page, request, lang, madridDaysFromNow(7, 10, 0), madridDaysFromNow(9, 10, 0));
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: heightFor(width) });
      const summary = await openSummary(page, lang);
      await summary
        .getByRole('button', { name: `${tr(lang, 'summary:modify')} ${tr(lang, 'summary:modifyHint')}`, exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: tr(lang, 'summary:dates.title') });
      await expect(dialog.getByLabel(tr(lang, 'booking:whereWhen.exitDate'), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `change dates ${lang} ${width}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });
});
