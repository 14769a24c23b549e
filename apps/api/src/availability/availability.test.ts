import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { takeDays } from '../capacity/capacity-repository';
import { backends, useApp } from '../test/build';

const EXPRESS = PRODUCT_IDS.expressPrat;
const PREMIUM = PRODUCT_IDS.premiumPrat;
const TOKEN = 'test-admin-token';

describe.each(backends)('availability and sold-out products on %s', (backend) => {
  const h = useApp(backend, { config: { adminToken: TOKEN } });
  const calc = (payload: object, lang = 'en') =>
    h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload, headers: { 'accept-language': lang } });
  const setCapacity = (productId: number, from: string, to: string, capacity: number, extraId?: number) =>
    h.app.inject({ method: 'PUT', url: '/api/admin/capacity', headers: { 'x-admin-token': TOKEN }, payload: { productId, from, to, capacity, extraId } });

  it('labels a product as its capacity shrinks on the tightest day of the stay', async () => {
    const stay = { startDate: '2026-07-01 10:00:00', endDate: '2026-07-04 10:00:00', productId: EXPRESS };
    const label = async () => (await calc(stay)).json().availability[EXPRESS];
    expect(await label()).toEqual({ label: 'available', free: 400 });
    expect((await setCapacity(EXPRESS, '2026-07-03', '2026-07-03', 12)).statusCode).toBe(200);
    expect(await label()).toEqual({ label: 'available', free: 12 });
    // One booking takes a place on every day: free = capacity - booked.
    await h.database.db.transaction((tx) => takeDays(tx, EXPRESS, ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04'], 400));
    await h.database.db.transaction((tx) => takeDays(tx, EXPRESS, ['2026-07-03'], 400));
    // Written behind the app's back (the booking route does this itself): tell the cache.
    h.app.availability.invalidate({ productIds: [EXPRESS], extraIds: [], from: '2026-07-01', to: '2026-07-04' });
    expect(await label()).toEqual({ label: 'few_places_left', free: 10 });
    await setCapacity(EXPRESS, '2026-07-02', '2026-07-02', 3);
    expect(await label()).toEqual({ label: 'almost_sold_out', free: 2 });
  });

  it('labels extras as their capacity shrinks (a wash counts on the check-out day only)', async () => {
    const stay = { startDate: '2026-07-10 10:00:00', endDate: '2026-07-12 10:00:00', productId: EXPRESS };
    const wash = async () => (await calc(stay)).json().extras.find((e: { id: number }) => e.id === 101);
    expect(await wash()).toMatchObject({ availability: 'available', free: 40 });
    await setCapacity(EXPRESS, '2026-07-10', '2026-07-11', 0, 101);
    expect(await wash()).toMatchObject({ availability: 'available', free: 40 });
    await setCapacity(EXPRESS, '2026-07-12', '2026-07-12', 2, 101);
    expect(await wash()).toMatchObject({ availability: 'almost_sold_out', free: 2 });
    await setCapacity(EXPRESS, '2026-07-12', '2026-07-12', 0, 101);
    expect(await wash()).toMatchObject({ availability: 'currently_unavailable', free: 0 });
    const chosen = await calc({ ...stay, id_wash_extra: 101 });
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json()).toMatchObject({ code: 'API_ERROR_RESERVATION_OUT_OF_STOCK', details: { field: 'id_wash_extra', alternative_offer: null } });
  });

  it('answers 409 with the alternative offer of the same place when a product is sold out, in the request language', async () => {
    const stay = { startDate: '2026-08-03 10:00:00', endDate: '2026-08-05 10:00:00' };
    await setCapacity(EXPRESS, '2026-08-04', '2026-08-04', 0);
    const res = await calc({ ...stay, productId: EXPRESS });
    expect(res.statusCode).toBe(409);
    const premium = (await calc({ ...stay, productId: PREMIUM })).json().offer;
    expect(res.json()).toEqual({
      code: 'API_ERROR_RESERVATION_OUT_OF_STOCK',
      reason: 'There are no spaces left for these dates.',
      details: {
        alternative_offer: {
          message: 'This product is not available',
          description: `There are no places left for these dates, but ${premium.product.name} has places for the same stay. Do you want to change product?`,
          alternative_product: { id: PREMIUM, name: premium.product.name, total_price: premium.price },
        },
      },
    });
    const es = (await calc({ ...stay, productId: EXPRESS }, 'es')).json();
    expect(es.details.alternative_offer.message).toBe('Este producto no está disponible');
  });

  it('answers 409 with no alternative when every product of the place is sold out', async () => {
    const stay = { startDate: '2026-08-13 10:00:00', endDate: '2026-08-14 10:00:00' };
    await setCapacity(EXPRESS, '2026-08-13', '2026-08-14', 0);
    await setCapacity(PREMIUM, '2026-08-14', '2026-08-14', 0);
    const res = await calc({ ...stay, productId: PREMIUM });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ alternative_offer: null });
  });

  it('does not offer an alternative that is closed at the chosen hours', async () => {
    // Premium Prat opens at 05:00: a 04:00 drop-off has no alternative there.
    const stay = { startDate: '2026-08-20 04:00:00', endDate: '2026-08-22 10:00:00' };
    await setCapacity(EXPRESS, '2026-08-21', '2026-08-21', 0);
    const res = await calc({ ...stay, productId: EXPRESS });
    expect(res.statusCode).toBe(409);
    expect(res.json().details.alternative_offer).toBeNull();
  });
});
