import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { bookingBody } from '../test/reservation-fixtures';
import { backends, useApp } from '../test/build';

const EXPRESS = PRODUCT_IDS.expressPrat;
const PREMIUM = PRODUCT_IDS.premiumPrat;
const TOKEN = 'test-admin-token';
const WASH = 101; // exterior wash: offered by Express and Premium Prat
const DOUBLE_SPACE = 301; // offered by Express Prat only

const CLOCK = 'issue 8.4 "Days are counted by Europe/Madrid wall-clock time"';
const GRID = 'issue 8.4 "Times off the 00/15/30/45 grid or with seconds are refused with a clear 400"; spec 9 "Hours 00/15/30/45"';
const LIKE = 'issue 8.4 "The alternative offer\'s total_price includes the extras and promo the traveller had chosen"';

describe.each(backends)('prices by the traveller\'s clock on %s', (backend) => {
  const h = useApp(backend, { config: { adminToken: TOKEN } });
  const calc = (payload: object, lang = 'en') =>
    h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload, headers: { 'accept-language': lang } });
  const book = (payload: object, lang = 'en') =>
    h.app.inject({ method: 'POST', url: '/api/reservations', payload, headers: { 'accept-language': lang } });
  const setCapacity = (productId: number, from: string, to: string, capacity: number) =>
    h.app.inject({ method: 'PUT', url: '/api/admin/capacity', headers: { 'x-admin-token': TOKEN }, payload: { productId, from, to, capacity } });

  it.each([
    ['October 2027, 25 real hours', '2027-10-30 10:00:00', '2027-10-31 10:00:00'],
    ['October 2028, 25 real hours', '2028-10-28 10:00:00', '2028-10-29 10:00:00'],
    ['March 2027, 23 real hours', '2027-03-27 10:00:00', '2027-03-28 10:00:00'],
    ['March 2028, 23 real hours', '2028-03-25 10:00:00', '2028-03-26 10:00:00'],
  ])(`${CLOCK}: Saturday 10:00 to Sunday 10:00 is one day (%s)`, async (_t, startDate, endDate) => {
    const over = await calc({ startDate, endDate, productId: EXPRESS });
    expect(over.statusCode).toBe(200);
    // The same stay on an ordinary weekend: one day, the same price.
    const plain = await calc({ startDate: '2027-06-05 10:00:00', endDate: '2027-06-06 10:00:00', productId: EXPRESS });
    expect(over.json().offer).toMatchObject({ days: 1, price: plain.json().offer.price });
  });

  it(`${CLOCK}: and 10:00 to 10:15 the next day is two, whatever the real hours`, async () => {
    const res = await calc({ startDate: '2027-10-30 10:00:00', endDate: '2027-10-31 10:15:00', productId: EXPRESS });
    expect(res.json().offer.days).toBe(2);
  });

  it.each([
    ['one day: the total', '2027-06-05 10:00:00', '2027-06-06 10:00:00', 1],
    ['Monday 10:00 to Wednesday 09:00: 2 charged days (3 calendar days held)', '2027-06-07 10:00:00', '2027-06-09 09:00:00', 2],
    ['a week', '2027-06-07 10:00:00', '2027-06-14 10:00:00', 7],
    ['across the October 2027 clock change', '2027-10-30 10:00:00', '2027-10-31 10:15:00', 2],
  ])('issue 9.4 "price per day next to the total": the offer carries price / days rounded to the cent (%s)', async (_t, startDate, endDate, days) => {
    for (const productId of [EXPRESS, PREMIUM]) {
      const offer = (await calc({ startDate, endDate, productId })).json().offer;
      expect(offer.days).toBe(days);
      expect(offer.price_per_day).toBe(Math.round((offer.price * 100) / days) / 100);
    }
  });

  it.each([
    ['seconds on the exit: 10:00:00 to next day 10:00:30', { startDate: '2026-07-01 10:00:00', endDate: '2026-07-02 10:00:30' }, 'endDate'],
    ['an entry at 10:07', { startDate: '2026-07-01 10:07:00', endDate: '2026-07-02 10:00:00' }, 'startDate'],
    ['an exit at 18:50', { startDate: '2026-07-01 10:00:00', endDate: '2026-07-02 18:50:00' }, 'endDate'],
  ])(`${GRID}: the price route refuses %s`, async (_t, dates, field) => {
    const en = await calc({ ...dates, productId: EXPRESS });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      code: 'API_ERROR_VALIDATION',
      reason: `The field ${field} must be a time on the hour or at quarter past, half past or quarter to, with no seconds (for example 10:15:00).`,
      details: [{ field, code: 'off_grid', reason: expect.any(String) }],
    });
    const es = await calc({ ...dates, productId: EXPRESS }, 'es');
    expect(es.json().reason).toBe(
      `El campo ${field} debe tener una hora en punto, y cuarto, y media o menos cuarto, sin segundos (por ejemplo 10:15:00).`,
    );
  });

  it(`${GRID}: the booking route refuses them too, and books nothing`, async () => {
    const res = await book(bookingBody({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:30' }), 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'API_ERROR_VALIDATION',
      reason: 'Le champ endDate doit indiquer une heure pile, et quart, et demie ou moins le quart, sans secondes (par exemple 10:15:00).',
      details: [{ field: 'endDate', code: 'off_grid' }],
    });
    const ok = await book(bookingBody({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00' }));
    expect(ok.statusCode).toBe(201);
  });

  it(`${LIKE}: with the wash and the promo code, the alternative costs what its own offer costs`, async () => {
    const stay = { startDate: '2026-09-07 10:00:00', endDate: '2026-09-10 10:00:00' };
    await setCapacity(EXPRESS, '2026-09-08', '2026-09-08', 0);
    const chosen = { id_wash_extra: WASH, promoCode: 'WELCOME10' };
    const res = await calc({ ...stay, ...chosen, productId: EXPRESS });
    expect(res.statusCode).toBe(409);
    const premium = (await calc({ ...stay, ...chosen, productId: PREMIUM })).json().offer;
    expect(premium.promos[0].error).toBeNull();
    expect(res.json().details.alternative_offer.alternative_product).toEqual({ id: PREMIUM, name: premium.product.name, total_price: premium.price });
    // Not the parking alone, as before.
    const bare = (await calc({ ...stay, productId: PREMIUM })).json().offer;
    expect(premium.price).not.toBe(bare.price);
  });

  it(`${LIKE}: an extra the alternative does not offer is left out, as changing product would drop it`, async () => {
    const stay = { startDate: '2026-09-14 10:00:00', endDate: '2026-09-16 10:00:00' };
    await setCapacity(EXPRESS, '2026-09-15', '2026-09-15', 0);
    const res = await calc({ ...stay, id_wash_extra: WASH, id_space_extra: DOUBLE_SPACE, productId: EXPRESS });
    expect(res.statusCode).toBe(409);
    const premium = (await calc({ ...stay, id_wash_extra: WASH, productId: PREMIUM })).json().offer;
    expect(res.json().details.alternative_offer.alternative_product.total_price).toBe(premium.price);
  });

  it(`${LIKE}: the booking route's 409 carries the same alternative`, async () => {
    const stay = { startDate: '2026-09-21 10:00:00', endDate: '2026-09-23 10:00:00' };
    await setCapacity(EXPRESS, '2026-09-22', '2026-09-22', 0);
    const chosen = { id_wash_extra: WASH, promoCode: 'PRAT5' };
    const res = await book(bookingBody({ ...stay, ...chosen }));
    expect(res.statusCode).toBe(409);
    const premium = (await calc({ ...stay, ...chosen, productId: PREMIUM })).json().offer;
    expect(res.json().details.alternative_offer.alternative_product.total_price).toBe(premium.price);
  });
});
