import { expect, type Locator, type Page, test } from '@playwright/test';
import { euros, madridDaysFromNow } from '../support/booking-data';
import { tr } from '../support/i18n';
import { MINUS, nextCalculation, openServices, openSummary, priceBlock, priceLine, priceOf, expectTabBarPrice } from '../support/offer-flow';

const lang = 'es' as const;

function promoField(block: Locator) {
  return block.getByLabel(tr(lang, 'summary:promo.label'), { exact: true });
}

function validate(block: Locator) {
  return block.getByRole('button', { name: tr(lang, 'summary:promo.validate'), exact: true });
}

async function enterCode(page: Page, block: Locator, code: string) {
  const sent = nextCalculation(page, (q) => q.promoCode === code);
  await promoField(block).fill(code);
  await validate(block).click();
  return sent;
}

test.describe('promo code in the price block', () => {
  test('WELCOME10 lowers the total to the server total and can be removed', async ({ page, request }) => {
    const { response: base } = await openServices(page, request, lang, madridDaysFromNow(15, 10, 0), madridDaysFromNow(19, 10, 0));
    const block = priceBlock(await openSummary(page, lang), lang);
    const total = priceLine(block, tr(lang, 'summary:price.total'));
    await expect(total).toHaveText(euros(base.offer.price, lang));

    // Spec 5: nothing to validate while the field is empty (or blank).
    await expect(validate(block)).toBeDisabled();
    await promoField(block).fill('   ');
    await expect(validate(block)).toBeDisabled();

    const promoted = await priceOf(request, await enterCode(page, block, 'WELCOME10'));
    const promo = promoted.offer.promos[0];
    expect(promo?.error ?? null).toBeNull();
    expect(promoted.offer.price).toBeLessThan(base.offer.price);
    await expect(priceLine(block, tr(lang, 'summary:price.promoNamed', { name: promo?.name ?? '' }))).toHaveText(
      `${MINUS}${euros(Math.abs(promoted.offer.pvp_promotion), lang)}`,
    );
    await expect(priceLine(block, tr(lang, 'summary:price.totalWithoutPromo'))).toHaveText(euros(base.offer.price, lang));
    await expect(total).toHaveText(euros(promoted.offer.price, lang));
    await expectTabBarPrice(page, lang, promoted.offer.price);
    await expect(block.getByText('WELCOME10', { exact: true })).toBeVisible();

    // Removing the code restores the price.
    const removed = nextCalculation(page, (q) => !q.promoCode);
    await block
      .getByRole('button', {
        name: `${tr(lang, 'summary:promo.remove')} ${tr(lang, 'summary:promo.removeHint', { code: 'WELCOME10' })}`,
        exact: true,
      })
      .click();
    const restored = await priceOf(request, await removed);
    expect(restored.offer.price).toBe(base.offer.price);
    await expect(total).toHaveText(euros(restored.offer.price, lang));
    await expect(priceLine(block, tr(lang, 'summary:price.totalWithoutPromo'))).toHaveCount(0);
    await expect(promoField(block)).toHaveValue('');
  });

  test('an unknown code shows the Spanish "invalid code" error, closable, and the field resets', async ({ page, request }) => {
    const { response: base } = await openServices(page, request, lang, madridDaysFromNow(16, 11, 0), madridDaysFromNow(18, 11, 0));
    const block = priceBlock(await openSummary(page, lang), lang);
    const answer = await priceOf(request, await enterCode(page, block, 'NOPE2099'));
    // The server's Spanish reason travels in the offer; the page shows it as is.
    expect(answer.offer.promos[0]?.error).toBe(tr(lang, 'errors:promo_not_found'));
    const alert = block.getByRole('alert');
    await expect(alert.getByText(tr(lang, 'errors:promo_not_found'), { exact: true })).toBeVisible();
    await expect(promoField(block)).toHaveValue('');
    await expect(validate(block)).toBeDisabled();
    await expect(priceLine(block, tr(lang, 'summary:price.total'))).toHaveText(euros(base.offer.price, lang));

    await alert.getByRole('button', { name: tr(lang, 'summary:promo.closeError'), exact: true }).click();
    await expect(alert).toHaveCount(0);
  });

  test('an expired code (SUMMER2025) shows its own error and leaves the total', async ({ page, request }) => {
    const { response: base } = await openServices(page, request, lang, madridDaysFromNow(17, 12, 0), madridDaysFromNow(20, 12, 0));
    const block = priceBlock(await openSummary(page, lang), lang);
    const answer = await priceOf(request, await enterCode(page, block, 'SUMMER2025'));
    expect(answer.offer.promos[0]?.error).toBe(tr(lang, 'errors:promo_expired'));
    await expect(block.getByRole('alert').getByText(tr(lang, 'errors:promo_expired'), { exact: true })).toBeVisible();
    await expect(priceLine(block, tr(lang, 'summary:price.total'))).toHaveText(euros(base.offer.price, lang));
    await expect(promoField(block)).toHaveValue('');
  });
});
