import { expect, test } from '../support/test';
import { euros, madridDaysFromNow } from '../support/booking-data';
import { tr } from '../support/i18n';
import {
  addButton,
  expectTabBarPrice,
  firstOfKind,
  nextCalculation,
  openServices,
  openSummary,
  priceBlock,
  priceLine,
  priceOf,
  removeButton,
} from '../support/offer-flow';

const lang = 'es' as const;

for (const width of [1280, 375]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 812 : 900 } });

    test('adding a wash and a parking space re-prices every line; removing the wash goes back', async ({ page, request }) => {
      // A stay of its own per width, so the two runs never share a calculation.
      const offset = width === 1280 ? 11 : 13;
      const { product, response: base, extras } = await openServices(
        page,
        request,
        lang,
        madridDaysFromNow(offset, 10, 0),
        madridDaysFromNow(offset + 3, 18, 0),
      );
      const wash = firstOfKind(extras, 'wash');
      const space = firstOfKind(extras, 'space');
      const summary = await openSummary(page, lang);
      const block = priceBlock(summary, lang);
      const total = priceLine(block, tr(lang, 'summary:price.total'));

      await expect(priceLine(block, product.name)).toHaveText(euros(base.offer.pvp_product_raw, lang));
      await expect(total).toHaveText(euros(base.offer.price, lang));
      await expectTabBarPrice(page, lang, base.offer.price);
      await expect(priceLine(block, tr(lang, 'summary:price.wash'))).toHaveCount(0);

      // The wash.
      let sent = nextCalculation(page, (q) => q.id_wash_extra === wash.id);
      await addButton(page, lang, wash).click();
      const withWash = await priceOf(request, await sent);
      expect(withWash.offer.pvp_wash).toBe(wash.price);
      await expect(priceLine(block, tr(lang, 'summary:price.wash'))).toHaveText(euros(withWash.offer.pvp_wash, lang));
      await expect(total).toHaveText(euros(withWash.offer.price, lang));
      await expectTabBarPrice(page, lang, withWash.offer.price);
      await expect(removeButton(page, lang, wash)).toHaveAttribute('aria-pressed', 'true');

      // The parking space, keeping the wash.
      sent = nextCalculation(page, (q) => q.id_space_extra === space.id);
      await addButton(page, lang, space).click();
      const both = await sent;
      expect(both.id_wash_extra).toBe(wash.id);
      const withBoth = await priceOf(request, both);
      expect(withBoth.offer.pvp_product_option).toBe(space.price);
      await expect(priceLine(block, tr(lang, 'summary:price.space'))).toHaveText(euros(withBoth.offer.pvp_product_option, lang));
      await expect(priceLine(block, tr(lang, 'summary:price.wash'))).toHaveText(euros(withBoth.offer.pvp_wash, lang));
      await expect(total).toHaveText(euros(withBoth.offer.price, lang));
      await expectTabBarPrice(page, lang, withBoth.offer.price);

      // Removing the wash prices the space alone.
      sent = nextCalculation(page, (q) => q.id_wash_extra === null && q.id_space_extra === space.id);
      await removeButton(page, lang, wash).click();
      const spaceOnly = await priceOf(request, await sent);
      expect(spaceOnly.offer.pvp_wash).toBe(0);
      await expect(priceLine(block, tr(lang, 'summary:price.wash'))).toHaveCount(0);
      await expect(priceLine(block, tr(lang, 'summary:price.space'))).toHaveText(euros(spaceOnly.offer.pvp_product_option, lang));
      await expect(total).toHaveText(euros(spaceOnly.offer.price, lang));
      await expectTabBarPrice(page, lang, spaceOnly.offer.price);
      await expect(addButton(page, lang, wash)).toHaveAttribute('aria-pressed', 'false');
    });
  });
}
