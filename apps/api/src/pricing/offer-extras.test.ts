import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { backends, useApp } from '../test/build';

// Clock pinned at Monday 1 June 2026 10:00 Madrid. Seeded extras (seed/seed-data/extras.ts):
// 101 exterior wash 15.00, 102 interior and exterior 29.00, 103 full detail 89.00,
// 104 ozone 25.00, 201 covered space 12.00 (service_type '2'), 301 double space 20.00.
const EXPRESS = PRODUCT_IDS.expressPrat;
const URBAN = PRODUCT_IDS.urbanParking;
const stay = { startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00' };

describe.each(backends)('extras in POST /api/offers/calculate on %s', (backend) => {
  const h = useApp(backend);
  const calc = (payload: object, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload, headers });

  it.each([
    ['an exterior wash', { id_wash_extra: 101 }, 'pvp_wash', 15],
    ['a full detail', { id_wash_extra: 103 }, 'pvp_wash', 89],
    ['ozone disinfection', { id_wash_extra: 104 }, 'pvp_wash', 25],
    ['the covered space option', { id_space_extra: 201 }, 'pvp_product_option', 12],
    ['the double space', { id_space_extra: 301 }, 'pvp_double_space', 20],
  ])('adds exactly the price of %s to its line and the total', async (_l, choice, line, euros) => {
    const base = (await calc({ ...stay, productId: EXPRESS })).json().offer;
    const res = await calc({ ...stay, productId: EXPRESS, ...choice });
    expect(res.statusCode).toBe(200);
    const { offer } = res.json();
    expect(offer[line]).toBe(euros);
    expect(offer.price).toBeCloseTo(base.price + euros, 2);
    expect(offer.total_without_promo).toBeCloseTo(base.price + euros, 2);
    expect(offer.pvp_product_raw).toBe(base.pvp_product_raw);
    expect(offer.extras).toHaveLength(1);
    expect(offer.extras[0]).toMatchObject({ price: euros });
  });

  it('adds a wash and a space together, each on its own line, the chosen extras in offer.extras', async () => {
    const base = (await calc({ ...stay, productId: EXPRESS })).json().offer;
    const { offer } = (await calc({ ...stay, productId: EXPRESS, id_wash_extra: 102, id_space_extra: 201 }, { 'accept-language': 'en' })).json();
    expect(offer).toMatchObject({ pvp_wash: 29, pvp_product_option: 12, pvp_double_space: 0 });
    expect(Math.round(offer.price * 100)).toBe(Math.round(base.price * 100) + 2900 + 1200);
    expect(offer.extras.map((e: { name: string }) => e.name)).toEqual(['Interior and exterior wash', 'Reserved covered space']);
    expect(offer.extras[1]).toMatchObject({ id: 201, type: 'space', service_type: '2', price: 12, base: 9.92 });
  });

  it('answers the product extras with price, availability label and free count, texts in the request language', async () => {
    const res = await calc({ ...stay, productId: EXPRESS }, { 'accept-language': 'fr' });
    const { extras, availability, offer } = res.json();
    expect(extras).toHaveLength(6);
    expect(extras[0]).toMatchObject({ id: 101, name: 'Lavage extérieur', type: 'wash', price: 15, availability: 'available', free: 40 });
    // Full detail has 6 places a day at express Prat: ten or fewer is "few" (docs/availability-labels.md).
    expect(extras.find((e: { id: number }) => e.id === 103)).toMatchObject({ availability: 'few_places_left', free: 6 });
    expect(Object.keys(availability).sort()).toEqual([String(PRODUCT_IDS.premiumPrat), String(EXPRESS)].sort());
    expect(availability[EXPRESS]).toEqual({ label: 'available', free: 400 });
    expect(offer).toMatchObject({ promoLoaded: 0, taxes: 'taxes_included_barcelona', city: 'Barcelona', mechanical_orders: [] });
    expect(offer.product).toMatchObject({ id: EXPRESS });
    expect(res.json().car_services).toEqual([]);
  });

  it('offers washes only at urban parking 13, and the Madrid taxes sentence elsewhere', async () => {
    const urban = await calc({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-10 18:00:00', productId: URBAN });
    expect(urban.statusCode).toBe(200);
    expect(urban.json().extras.every((e: { type: string }) => e.type === 'wash')).toBe(true);
    const madrid = await calc({ ...stay, productId: PRODUCT_IDS.premiumBarajas });
    expect(madrid.json().offer.taxes).toBe('taxes_included');
  });

  it.each([
    ['an unknown extra id', { id_wash_extra: 999 }, 'id_wash_extra'],
    ['a space in the wash field', { id_wash_extra: 201 }, 'id_wash_extra'],
    ['a wash in the space field', { id_space_extra: 101 }, 'id_space_extra'],
    ['an extra the product does not offer (double space at premium Prat)', { productId: PRODUCT_IDS.premiumPrat, id_space_extra: 301 }, 'id_space_extra'],
  ])('refuses %s with a 400 naming the field', async (_l, choice, field) => {
    const res = await calc({ ...stay, productId: EXPRESS, ...choice }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('API_ERROR_VALIDATION');
    expect(body.details[0]).toMatchObject({ field, reason: 'You chose an extra this product does not offer.' });
  });

  it('refuses a space extra at urban parking, which has washes only', async () => {
    const res = await calc({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-10 18:00:00', productId: URBAN, id_space_extra: 201 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('id_space_extra');
  });

  it.each([
    ['a wash id that is text', { id_wash_extra: 'abc' }, 'id_wash_extra'],
    ['a negative space id', { id_space_extra: -3 }, 'id_space_extra'],
    ['an object as wash id', { id_wash_extra: { id: 1 } }, 'id_wash_extra'],
    ['a source mode that does not exist', { source_mode: 'boat' }, 'source_mode'],
  ])('refuses %s with API_ERROR_VALIDATION, never a 500', async (_l, choice, field) => {
    const res = await calc({ ...stay, productId: EXPRESS, ...choice });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('API_ERROR_VALIDATION');
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});
