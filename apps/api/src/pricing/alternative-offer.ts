import type { AlternativeOffer, ProductAvailability } from '@parking/domain/contracts/offer';
import type { Lang } from '@parking/domain/contracts/wire';
import { centsToEuros } from '@parking/domain/money/money';
import type { CatalogCache, PricedProduct } from '../catalog/catalog-cache';
import { translateError } from '../i18n/errors-i18n';

/** A product's name in `lang` (the catalogue's index, built once per load). */
export function productName(catalog: CatalogCache, lang: Lang, id: number): string {
  return catalog.productIn(lang, id)?.name ?? '';
}

/**
 * Spec 3, Alternative offer: another product of the same place with room for the whole
 * stay and open at its hours, cheapest first (ties: more free places). Null when none.
 * `totalCents` prices a candidate as the traveller's offer would be priced (extras and
 * promo code included), so `total_price` compares like for like with the sold-out offer.
 */
export function alternativeOffer(input: {
  catalog: CatalogCache;
  lang: Lang;
  soldOut: PricedProduct;
  candidates: PricedProduct[];
  availability: Record<string, ProductAvailability>;
  isOpen: (p: PricedProduct) => boolean;
  totalCents: (p: PricedProduct) => number;
}): AlternativeOffer | null {
  const options = input.candidates
    .filter((p) => p.id !== input.soldOut.id && (input.availability[p.id]?.free ?? 0) > 0 && input.isOpen(p))
    .map((p) => ({ p, cents: input.totalCents(p), free: input.availability[p.id]?.free ?? 0 }))
    .sort((a, b) => a.cents - b.cents || b.free - a.free || a.p.id - b.p.id);
  const best = options[0];
  if (!best) return null;
  const name = productName(input.catalog, input.lang, best.p.id);
  return {
    message: translateError(input.lang, 'alternative_offer_message'),
    description: translateError(input.lang, 'alternative_offer_description', { name }),
    alternative_product: { id: best.p.id, name, total_price: centsToEuros(best.cents) },
  };
}
