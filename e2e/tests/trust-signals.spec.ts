import { freeCancellationUntil } from '@parking/domain/booking/cancellation';
import { formatDisplayDateTime } from '@parking/domain/time/madrid';
import { expect, type Page, test } from '../support/test';
import { madridDaysFromNow } from '../support/booking-data';
import { LANGS, langInitScript, tr } from '../support/i18n';
import { openServices } from '../support/offer-flow';

// Issue 9.7 "Trust signals": a secure payment note with the card brands beside the payment
// choice, the cancellation terms in words before it, the customer-service contact in the
// footer, and the footer's review slot (spec 2) hidden while no review page is configured
// (this build sets no VITE_REVIEWS_URL).

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

for (const lang of LANGS) {
  test(`${lang}: traveller data shows the cancellation terms before the payment choice, and the secure payment note with the card brands`, async ({
    page,
    request,
  }) => {
    await page.addInitScript(...langInitScript(lang));
    const offset = 450 + LANGS.indexOf(lang) * 4;
    await openServices(page, request, lang, madridDaysFromNow(offset, 10, 0), madridDaysFromNow(offset + 2, 12, 0));
    await page.getByRole('button', { name: tr(lang, 'app:common.continue'), exact: true }).click();
    await expect(h1(page)).toHaveText(tr(lang, 'app:travelerData.title'));

    const cancellation = page.getByRole('region', { name: tr(lang, 'traveler:payment.cancellationTitle'), exact: true });
    // Issue 17.1: the terms in words from the one rule, with the date free cancellation ends.
    const freeUntil = formatDisplayDateTime(freeCancellationUntil(madridDaysFromNow(offset, 10, 0)));
    await expect(cancellation).toContainText(tr(lang, 'manage:terms_free_until', { date: freeUntil }));
    const payment = page.getByRole('group', { name: tr(lang, 'traveler:payment.legend'), exact: true });
    await expect(payment).toContainText(tr(lang, 'traveler:payment.secure'));
    const brands = payment.getByRole('list', { name: tr(lang, 'traveler:payment.cards'), exact: true }).getByRole('img');
    await expect(brands).toHaveCount(3);
    for (const name of ['Visa', 'Mastercard', 'American Express']) await expect(payment.getByRole('img', { name, exact: true })).toBeVisible();
    const before = await cancellation.evaluate(
      (c, p) => Boolean(c.compareDocumentPosition(p as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await payment.elementHandle(),
    );
    expect(before, 'cancellation terms come before the payment choice').toBe(true);
    // drawn in the page: no image is fetched from another host
    const foreign = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => !u.startsWith(location.origin)));
    expect(foreign).toEqual([]);
  });

  test(`${lang}: the footer gives the customer-service contact and no review slot while none is configured`, async ({ page }) => {
    await page.addInitScript(...langInitScript(lang));
    await page.goto('/where-when');
    await expect(h1(page)).toHaveText(tr(lang, 'booking:whereWhen.title'));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(tr(lang, 'app:footer.support'));
    const mail = footer.getByRole('link', { name: /@/ });
    await expect(mail).toHaveAttribute('href', /^mailto:[^@]+@[^@]+$/);
    await expect(footer.getByRole('link', { name: tr(lang, 'app:footer.reviews'), exact: true })).toHaveCount(0);
    await expect(footer.locator('[data-slot="reviews"]')).toHaveCount(0);
  });
}
