import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promoCodes } from '../db/schema';
import { backends, useApp } from '../test/build';
import { redeemPromo } from './promo-repository';

// Clock pinned at Monday 1 June 2026 10:00 Madrid. Seeded codes (seed/seed-data/promos.ts):
// WELCOME10 10% (five years from the seeding day), PRAT5 5 euros off at El Prat only, SUMMER2025 expired,
// FIRST100 exhausted (100 of 100 used).
const EXPRESS = PRODUCT_IDS.expressPrat;
const stay = { startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00' };

describe.each(backends)('promo codes in POST /api/offers/calculate on %s', (backend) => {
  const h = useApp(backend);
  const calc = (payload: object, lang = 'en') =>
    h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload, headers: { 'accept-language': lang } });
  const cents = (euros: number) => Math.round(euros * 100);

  it('applies a valid percent code: promoLoaded 1, the discount on its line, the total reduced by it', async () => {
    const base = (await calc({ ...stay, productId: EXPRESS })).json().offer;
    const res = await calc({ ...stay, productId: EXPRESS, promoCode: 'welcome10' });
    expect(res.statusCode).toBe(200);
    const { offer } = res.json();
    expect(offer.promos).toEqual([{ code: 'WELCOME10', name: 'Welcome: 10% off', error: null }]);
    expect(offer.promoLoaded).toBe(1);
    expect(cents(offer.pvp_promotion)).toBe(Math.round(cents(base.pvp_product_raw) / 10));
    expect(cents(offer.price)).toBe(cents(base.price) - cents(offer.pvp_promotion));
    expect(offer.total_without_promo).toBe(base.price);
  });

  it('applies a fixed code on the products it names and refuses it elsewhere', async () => {
    const base = (await calc({ ...stay, productId: EXPRESS })).json().offer;
    const prat = (await calc({ ...stay, productId: EXPRESS, promoCode: 'PRAT5' })).json().offer;
    expect(prat.pvp_promotion).toBe(5);
    expect(cents(prat.price)).toBe(cents(base.price) - 500);
    const sants = await calc({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: PRODUCT_IDS.sants, promoCode: 'PRAT5' });
    expect(sants.statusCode).toBe(200);
    expect(sants.json().offer).toMatchObject({
      promos: [{ code: 'PRAT5', name: '', error: 'This promo code cannot be applied to this booking.' }],
      promoLoaded: 0,
      pvp_promotion: 0,
    });
  });

  it.each([
    ['an expired code', 'SUMMER2025', 'en', 'This promo code has expired.'],
    ['an unknown code', 'NOPE123', 'en', 'Invalid code'],
    ['an unknown code, in Spanish', 'NOPE123', 'es', 'Código no válido'],
    ['an exhausted code', 'FIRST100', 'en', 'This promo code has already been used the maximum number of times.'],
    ['an exhausted code, in Catalan', 'FIRST100', 'ca', "Aquest codi promocional ja s'ha utilitzat el nombre màxim de vegades."],
  ])('still prices the offer for %s, with the localised error and no discount', async (_l, code, lang, error) => {
    const base = (await calc({ ...stay, productId: EXPRESS })).json().offer;
    const res = await calc({ ...stay, productId: EXPRESS, promoCode: code }, lang);
    expect(res.statusCode).toBe(200);
    const { offer } = res.json();
    expect(offer.promos).toEqual([{ code, name: '', error }]);
    expect(offer.promoLoaded).toBe(0);
    expect(offer.pvp_promotion).toBe(0);
    expect(offer.price).toBe(base.price);
  });

  it('treats an empty code as no code', async () => {
    const { offer } = (await calc({ ...stay, productId: EXPRESS, promoCode: '  ' })).json();
    expect(offer.promos).toEqual([]);
    expect(offer.promoLoaded).toBe(0);
  });

  it.each([
    ['spaces and symbols', 'WEL COME!'],
    ['more than 40 characters', 'A'.repeat(41)],
    ['a number', 10],
  ])('refuses a malformed code (%s) with a 400 naming promoCode', async (_l, promoCode) => {
    const res = await calc({ ...stay, productId: EXPRESS, promoCode });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('API_ERROR_VALIDATION');
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain('promoCode');
  });

  it('refuses promo codes in urban mode without a wash, and applies them with one (spec 4)', async () => {
    const urban = { startDate: '2026-06-10 10:00:00', endDate: '2026-06-10 18:00:00', productId: PRODUCT_IDS.urbanParking, source_mode: 'urban' };
    const bare = (await calc({ ...urban, promoCode: 'WELCOME10' })).json().offer;
    expect(bare).toMatchObject({ promoLoaded: 0, pvp_promotion: 0 });
    expect(bare.promos[0].error).toBe('This promo code cannot be applied to this booking.');
    const washed = (await calc({ ...urban, promoCode: 'WELCOME10', id_wash_extra: 101 })).json().offer;
    expect(washed.promoLoaded).toBe(1);
    expect(washed.pvp_promotion).toBeGreaterThan(0);
    const parkingMode = (await calc({ ...urban, source_mode: 'parking', promoCode: 'WELCOME10' })).json().offer;
    expect(parkingMode.promoLoaded).toBe(1);
  });

  it('never makes the total negative: a fixed code worth more than the parking leaves the extras to pay', async () => {
    await h.database.db.update(promoCodes).set({ kind: 'fixed', value: 1_000_000, usedCount: 0, usageLimit: null }).where(eq(promoCodes.code, 'FIRST100'));
    await h.app.promos.invalidate();
    try {
      const { offer } = (await calc({ ...stay, productId: EXPRESS, promoCode: 'FIRST100', id_wash_extra: 101 })).json();
      expect(offer.promoLoaded).toBe(1);
      expect(offer.pvp_promotion).toBe(offer.pvp_product_raw);
      expect(offer.price).toBe(15);
      const bare = (await calc({ ...stay, productId: EXPRESS, promoCode: 'FIRST100' })).json().offer;
      expect(bare.price).toBe(0);
    } finally {
      await h.database.db.update(promoCodes).set({ kind: 'percent', value: 20, usedCount: 100, usageLimit: 100 }).where(eq(promoCodes.code, 'FIRST100'));
      await h.app.promos.invalidate();
    }
  });

  it('redeems a limited code only up to its usage limit', async () => {
    await h.database.db.update(promoCodes).set({ usageLimit: 2, usedCount: 0 }).where(eq(promoCodes.code, 'PRAT5'));
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await h.database.db.transaction((tx) => redeemPromo(tx, 'prat5')));
    expect(results).toEqual([true, true, false]);
    await h.app.promos.invalidate();
    const { offer } = (await calc({ ...stay, productId: EXPRESS, promoCode: 'PRAT5' })).json();
    expect(offer.promos[0].error).toBe('This promo code has already been used the maximum number of times.');
    await h.database.db.update(promoCodes).set({ usageLimit: null, usedCount: 0 }).where(eq(promoCodes.code, 'PRAT5'));
    await h.app.promos.invalidate();
  });
});
