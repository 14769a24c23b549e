import { expect, type Locator, type Page, test } from '../support/test';
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

  test('a code no promo can have ("ABC 1!") is "Código no válido" under the field, with no error banner', async ({ page, request }) => {
    const { response: base } = await openServices(page, request, lang, madridDaysFromNow(18, 12, 0), madridDaysFromNow(20, 12, 0));
    const block = priceBlock(await openSummary(page, lang), lang);
    let asked = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/offers/calculate') && (r.postDataJSON() as { promoCode?: string }).promoCode) asked = true;
    });
    await promoField(block).fill('ABC 1!');
    await validate(block).click();
    await expect(block.getByRole('alert').getByText(tr(lang, 'summary:promo.failed'), { exact: true })).toBeVisible();
    await expect(promoField(block)).toHaveValue('');
    // Before: a 400 about "el campo promoCode" in the page's error banner.
    await expect(page.getByRole('button', { name: tr(lang, 'app:errorBanner.close'), exact: true })).toHaveCount(0);
    await expect(priceLine(block, tr(lang, 'summary:price.total'))).toHaveText(euros(base.offer.price, lang));
    expect(asked).toBe(false);
  });

  test('a ?promocode= link: an unknown code says "Código no válido" once and is not sent again', async ({ page, request }) => {
    const { sent, response } = await openServices(page, request, lang, madridDaysFromNow(19, 12, 0), madridDaysFromNow(21, 12, 0), '&promocode=NOPE2099');
    expect(sent.promoCode).toBe('NOPE2099');
    expect(response.offer.promos[0]?.error).toBe(tr(lang, 'errors:promo_not_found'));
    const block = priceBlock(await openSummary(page, lang), lang);
    await expect(block.getByRole('alert').getByText(tr(lang, 'errors:promo_not_found'), { exact: true })).toBeVisible();
    // Before: the refused code was silently sent with every later calculation.
    const next = nextCalculation(page, (q) => q.id_wash_extra !== null && q.id_wash_extra !== undefined);
    await page.getByRole('button', { name: new RegExp(`^${tr(lang, 'offer:services.add')} `) }).first().click();
    expect((await next).promoCode ?? null).toBeNull();
  });

  test('a ?promocode= link with a code that cannot be one ("AB!") still lists and prices the extras', async ({ page, request }) => {
    const { sent, extras } = await openServices(page, request, lang, madridDaysFromNow(19, 13, 0), madridDaysFromNow(22, 13, 0), '&promocode=AB%21');
    expect(sent.promoCode ?? null).toBeNull();
    expect(extras.length).toBeGreaterThan(0);
    // Before: a 400 about "el campo promoCode" in the banner and no extras at all.
    await expect(page.getByRole('button', { name: tr(lang, 'app:errorBanner.close'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(`^${tr(lang, 'offer:services.add')} `) }).first()).toBeVisible();
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
