import { describe, expect, it } from 'vitest';
import { makeOffer } from './offer-fixture';
import { priceLines, promoApplied, taxesKey } from './offer-view';
import { hasWashOrCustomExtras, priceSectionShown } from './price-section';

describe('priceLines (spec 2 Price block)', () => {
  it('shows only the product line when nothing else is non-zero', () => {
    expect(priceLines(makeOffer()).map((l) => l.key)).toEqual(['product']);
  });

  it.each([
    ['pvp_carservice_discount', 'carServiceDiscount', true],
    ['pvp_product_option', 'space', false],
    ['pvp_double_space', 'doubleSpace', false],
    ['pvp_wash', 'wash', false],
    ['pvp_mechanical_orders', 'carServices', false],
    ['pvp_mechanical_order_ferry', 'ferry', false],
    ['pvp_customized_tires', 'customTyres', false],
    ['pvp_service_request', 'customService', false],
  ] as const)('%s makes the %s line appear with its amount', (field, key, discount) => {
    const lines = priceLines(makeOffer({ [field]: 7.5 }));
    expect(lines.map((l) => l.key)).toEqual(['product', key]);
    expect(lines[1]).toEqual({ key, amount: 7.5, discount });
  });

  it('a promo brings the total without promo and a discount line; points likewise', () => {
    const offer = makeOffer({ price: 24, pvp_promotion: 3, pvp_product_points: 3, total_without_promo: 30 });
    expect(priceLines(offer)).toEqual([
      { key: 'product', amount: 30, discount: false },
      { key: 'totalWithoutPromo', amount: 30, discount: false },
      { key: 'promo', amount: 3, discount: true },
      { key: 'points', amount: 3, discount: true },
    ]);
  });

  it('reads custom request prices from the request when the offer has no field for them', () => {
    const lines = priceLines(makeOffer({ customized_tires_request: { price: '80.50' } }));
    expect(lines.find((l) => l.key === 'customTyres')?.amount).toBe(80.5);
  });
});

describe('price section and promo state', () => {
  it('urban mode hides the price unless wash, car-service or custom extras exist (spec 2)', () => {
    expect(priceSectionShown(makeOffer(), 'parking')).toBe(true);
    expect(priceSectionShown(makeOffer(), 'urban')).toBe(false);
    expect(priceSectionShown(makeOffer({ pvp_wash: 12 }), 'urban')).toBe(true);
    expect(priceSectionShown(makeOffer({ pvp_mechanical_orders: 99 }), 'urban')).toBe(true);
    expect(hasWashOrCustomExtras(makeOffer({ service_request: { description: 'x' } }))).toBe(true);
  });

  it('a promo is applied only when present without error and loaded (spec 4)', () => {
    const promo = { code: 'WELCOME10', name: 'Welcome', error: null };
    expect(promoApplied(makeOffer({ promos: [promo], promoLoaded: 1 }))).toEqual(promo);
    expect(promoApplied(makeOffer({ promos: [promo], promoLoaded: 0 }))).toBeNull();
    expect(promoApplied(makeOffer({ promos: [{ ...promo, error: 'Expired' }], promoLoaded: 1 }))).toBeNull();
    expect(promoApplied(makeOffer())).toBeNull();
  });

  it('the taxes key is the server one, else Barcelona by city', () => {
    expect(taxesKey(makeOffer({ taxes: 'taxes_included_barcelona' }))).toBe('taxes_included_barcelona');
    expect(taxesKey(makeOffer({ taxes: undefined, city: 'Barcelone' }))).toBe('taxes_included_barcelona');
    expect(taxesKey(makeOffer({ taxes: undefined, city: 'Madrid' }))).toBe('taxes_included');
  });
});
