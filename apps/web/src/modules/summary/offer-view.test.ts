import { describe, expect, it } from 'vitest';
import { makeOffer } from './offer-fixture';
import { priceLines } from './offer-view';
import { priceSectionShown } from './price-section';

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
    ['pvp_mechanical_order_transfer', 'carServiceTransfer', false],
    ['pvp_mechanical_order_emission', 'carServiceEmission', false],
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

describe('price section', () => {
  it('urban mode hides the price unless wash, car-service or custom extras exist (spec 2)', () => {
    expect(priceSectionShown(makeOffer(), 'parking')).toBe(true);
    expect(priceSectionShown(makeOffer(), 'urban')).toBe(false);
    expect(priceSectionShown(makeOffer({ pvp_wash: 12 }), 'urban')).toBe(true);
    expect(priceSectionShown(makeOffer({ pvp_mechanical_orders: 99 }), 'urban')).toBe(true);
    expect(priceSectionShown(makeOffer({ service_request: { description: 'x' } }), 'urban')).toBe(true);
    // Spec 2 "unless car-service, custom or wash extras exist": a space alone does not show it.
    expect(priceSectionShown(makeOffer({ pvp_product_option: 6, extras: [{ id: 9, name: 'Plaza', description: '', type: 'space', service_type: '2', price: 6, base: 4.96, image_gallery: [] }] }), 'urban')).toBe(false);
  });
});
