import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { backends, useApp } from '../test/build';

// The clock is pinned at Monday 1 June 2026 10:00 Madrid (test/build.ts).
const EXPRESS = PRODUCT_IDS.expressPrat;
const PORT = PRODUCT_IDS.puerto;

const PVP_KEYS = [
  'price',
  'pvp_product_raw',
  'pvp_product_option',
  'pvp_wash',
  'pvp_double_space',
  'pvp_product_points',
  'pvp_promotion',
  'pvp_mechanical_orders',
  'pvp_mechanical_order_ferry',
  'pvp_carservice_discount',
  'pvp_mechanical_order_transfer',
  'pvp_mechanical_order_emission',
];

describe.each(backends)('POST /api/offers/calculate on %s', (backend) => {
  const h = useApp(backend);
  const calc = (payload: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: payload as object, headers });

  // Express Prat demo tariff: 14.95 the first day, +4.80 a day to day 4, ... 115.15 for
  // 30 days, then 3.00 a day (seed-data/tariffs.ts).
  it.each([
    ['exactly 24 h is 1 day', '2026-06-10 10:00:00', '2026-06-11 10:00:00', 1, 14.95],
    ['24 h 15 min is 2 days (each started 24 h on the clock; times are quarter hours)', '2026-06-10 10:00:00', '2026-06-11 10:15:00', 2, 19.75],
    ['2 days', '2026-06-10 10:00:00', '2026-06-12 10:00:00', 2, 19.75],
    ['3 days', '2026-06-10 10:00:00', '2026-06-13 10:00:00', 3, 24.55],
    ['a few hours is 1 day (minimum)', '2026-06-10 10:00:00', '2026-06-10 13:30:00', 1, 14.95],
    ['31 days: day 30 of the table plus one extra day', '2026-06-10 10:00:00', '2026-07-11 10:00:00', 31, 118.15],
  ])('prices the parking of express Prat: %s', async (_label, startDate, endDate, days, euros) => {
    const res = await calc({ startDate, endDate, productId: EXPRESS });
    expect(res.statusCode).toBe(200);
    const { offer, extras, car_services } = res.json();
    expect(offer.days).toBe(days);
    expect(offer.price).toBe(euros);
    expect(offer.pvp_product_raw).toBe(euros);
    expect(offer.startDate).toBe(startDate);
    expect(offer.endDate).toBe(endDate);
    expect(offer.productId).toBe(EXPRESS);
    // Every extra express Prat offers, none chosen (offer.extras stays empty).
    expect(extras.map((e: { id: number }) => e.id)).toEqual([101, 102, 103, 104, 201, 301]);
    expect(offer.extras).toEqual([]);
    expect(car_services).toEqual([]);
  });

  it('answers every pvp_* line of the offer in euros, extras at zero for now', async () => {
    const { offer } = (await calc({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: EXPRESS })).json();
    for (const key of PVP_KEYS) expect(typeof offer[key], key).toBe('number');
    for (const key of PVP_KEYS.filter((k) => k !== 'price' && k !== 'pvp_product_raw')) expect(offer[key], key).toBe(0);
    expect(offer).toMatchObject({ promos: [], extras: [], mechanical_orders: [], service_request: null, customized_tires_request: null });
  });

  it("prices a booking's offer (offerOnly, decision 0049) exactly as the route does, without the extras' labels", async () => {
    const req = { startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: EXPRESS, id_wash_extra: 101 };
    const offers = h.app.services.offers;
    const full = await offers.calculate(req, h.app.now(), 'es');
    const booking = await offers.calculate(req, h.app.now(), 'es', { offerOnly: true });
    expect(booking.offer).toEqual(full.offer);
    expect(booking.availability).toEqual(full.availability);
    expect(full.extras.length).toBeGreaterThan(0);
    expect(booking.extras).toEqual([]);
  });

  it('prices premium above express for the same stay', async () => {
    const stay = { startDate: '2026-06-10 10:00:00', endDate: '2026-06-13 10:00:00' };
    const express = (await calc({ ...stay, productId: EXPRESS })).json().offer.price;
    const premium = (await calc({ ...stay, productId: PRODUCT_IDS.premiumPrat })).json().offer.price;
    expect(premium).toBeGreaterThan(express);
  });

  it('keeps the chosen terminals and defaults the out terminal to the in terminal', async () => {
    const res = await calc({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: EXPRESS, in_terminal: 42 });
    expect(res.json().offer).toMatchObject({ in_terminal: 42, out_terminal: 42 });
  });

  it('accepts the port product at a ship check-in time (9:15) and a listed pick-up time', async () => {
    const res = await calc({ startDate: '2026-06-10 09:15:00', endDate: '2026-06-17 08:00:00', productId: PORT, in_passengers: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().offer.days).toBe(7);
  });

  const stay = { startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00' };
  it.each([
    ['an unknown product', { ...stay, productId: 999 }, 'API_ERROR_UNKNOWN_PRODUCT', 'The chosen product does not exist or is no longer available.'],
    ['a terminal of another product', { ...stay, productId: EXPRESS, in_terminal: 31 }, 'API_ERROR_UNKNOWN_TERMINAL', 'The chosen terminal does not belong to this product.'],
    ['an end before the start', { startDate: '2026-06-12 10:00:00', endDate: '2026-06-10 10:00:00', productId: EXPRESS }, 'API_ERROR_END_BEFORE_START', 'The exit date must be after the entry date.'],
    ['an end equal to the start', { startDate: '2026-06-12 10:00:00', endDate: '2026-06-12 10:00:00', productId: EXPRESS }, 'API_ERROR_END_BEFORE_START', 'The exit date must be after the entry date.'],
    ['a start in the past', { startDate: '2026-06-01 09:45:00', endDate: '2026-06-03 10:00:00', productId: EXPRESS }, 'API_ERROR_DATES_IN_PAST', 'The entry date has already passed. Choose a future date.'],
    ['a port drop-off between ship times (9:00)', { startDate: '2026-06-10 09:00:00', endDate: '2026-06-17 08:00:00', productId: PORT }, 'API_ERROR_CLOSED_HOURS', 'The car park is closed at the chosen time. Choose a time within its opening hours.'],
    ['a port pick-up outside its list (6:30)', { startDate: '2026-06-10 08:00:00', endDate: '2026-06-17 06:30:00', productId: PORT }, 'API_ERROR_CLOSED_HOURS', 'The car park is closed at the chosen time. Choose a time within its opening hours.'],
    ['a premium drop-off before 05:00', { startDate: '2026-06-10 04:30:00', endDate: '2026-06-12 10:00:00', productId: PRODUCT_IDS.premiumPrat }, 'API_ERROR_CLOSED_HOURS', 'The car park is closed at the chosen time. Choose a time within its opening hours.'],
  ])('refuses %s with a 400 in the error shape', async (_label, payload, code, reason) => {
    const res = await calc(payload, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(body.reason).toBe(reason);
  });

  it.each([
    ['a date with a T', { ...stay, startDate: '2026-06-10T10:00:00', productId: EXPRESS }, 'startDate', 'The field startDate must be a date and time as YYYY-MM-DD HH:mm:ss.'],
    ['a date without seconds', { ...stay, endDate: '2026-06-12 10:00', productId: EXPRESS }, 'endDate', 'The field endDate must be a date and time as YYYY-MM-DD HH:mm:ss.'],
    ['an impossible date (30 February)', { startDate: '2027-02-30 10:00:00', endDate: '2027-03-02 10:00:00', productId: EXPRESS }, 'startDate', 'The field startDate must be a date and time as YYYY-MM-DD HH:mm:ss.'],
    ['a product id that is not a number', { ...stay, productId: 'abc' }, 'productId', 'The field productId has the wrong type.'],
    ['a date that is a number', { ...stay, startDate: 20260610, productId: EXPRESS }, 'startDate', 'The field startDate has the wrong type.'],
    ['use_points as a string', { ...stay, productId: EXPRESS, use_points: 'yes' }, 'use_points', 'The field use_points has the wrong type.'],
    ['10 passengers (spec 9: 0 to 9)', { ...stay, productId: PORT, in_passengers: 10 }, 'in_passengers', 'The value of the field in_passengers is out of the allowed range.'],
    ['a missing product id', { ...stay }, 'productId', 'The field productId is required.'],
    ['a missing start date', { endDate: stay.endDate, productId: EXPRESS }, 'startDate', 'The field startDate is required.'],
    ['a bad id list', { ...stay, productId: EXPRESS, delete_id_car_service: '1,,2' }, 'delete_id_car_service', 'The field delete_id_car_service must be a comma-separated list of numbers.'],
    ['a product id true (was read as product 1)', { ...stay, productId: true }, 'productId', 'The field productId has the wrong type.'],
    ['a product id in an array (was read as 4)', { ...stay, productId: [EXPRESS] }, 'productId', 'The field productId has the wrong type.'],
    ['a null product id', { ...stay, productId: null }, 'productId', 'The field productId has the wrong type.'],
    ['an empty product id', { ...stay, productId: '' }, 'productId', 'The field productId has the wrong type.'],
    ['a huge product id', { ...stay, productId: 1e308 }, 'productId', 'The value of the field productId is out of the allowed range.'],
    ['a wash id as an object', { ...stay, productId: EXPRESS, id_wash_extra: { id: 101 } }, 'id_wash_extra', 'The field id_wash_extra has the wrong type.'],
    ['a stay of a hundred years', { ...stay, productId: EXPRESS, endDate: '2126-06-12 10:00:00' }, 'endDate', 'The stay is too long: you can book at most 365 days in a row.'],
    ['a stay in the year 9999', { startDate: '9999-12-30 10:00:00', endDate: '9999-12-31 10:00:00', productId: EXPRESS }, 'startDate', 'The entry date is too far ahead: you can book at most five years in advance.'],
    ['a workshop estimate that does not exist (none yet: not silently priced without it)', { ...stay, productId: EXPRESS, id_mechanical_estimate: 7 }, 'id_mechanical_estimate', 'The field id_mechanical_estimate names a workshop estimate that does not exist for this booking.'],
    ['an extra the product does not offer', { ...stay, productId: EXPRESS, id_wash_extra: 1 }, 'id_wash_extra', 'You chose an extra this product does not offer.'],
  ])('refuses %s with API_ERROR_VALIDATION naming the field', async (_label, payload, field, reason) => {
    const res = await calc(payload, { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('API_ERROR_VALIDATION');
    expect(body.reason).toBe(reason);
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('words the reason in the request language (?lang wins over Accept-Language)', async () => {
    const payload = { startDate: '2026-06-12 10:00:00', endDate: '2026-06-10 10:00:00', productId: EXPRESS };
    const res = await h.app.inject({ method: 'POST', url: '/api/offers/calculate?lang=ca', payload, headers: { 'accept-language': 'fr' } });
    expect(res.json().reason).toBe("La data de sortida ha de ser posterior a la d'entrada.");
    const es = await calc(payload);
    expect(es.json().reason).toBe('La fecha de salida debe ser posterior a la de entrada.');
  });

  it('accepts ids as digit strings (legacy clients) and prices them like numbers', async () => {
    const res = await calc({ ...stay, productId: String(EXPRESS), in_terminal: '41' });
    expect(res.statusCode).toBe(200);
    expect(res.json().offer).toMatchObject({ productId: EXPRESS, in_terminal: 41 });
  });

  it('never answers 500 to odd JSON in any field (design 3: bad input is a 400)', async () => {
    const odd: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -1e308, '', ' ', 'x'.repeat(5000), [], [1], {}, { a: 1 }];
    const fields = ['startDate', 'endDate', 'productId', 'id_wash_extra', 'id_space_extra', 'id_mechanical_estimate', 'use_points', 'promoCode', 'delete_id_car_service', 'check_carservice_availability', 'absuid', 'form_version', 'step', 'experiment', 'screen_resolution', 'ship', 'in_passengers', 'out_passengers', 'in_terminal', 'out_terminal', 'trip', 'reservation_id', 'reservation_hash', 'source_mode'];
    for (const field of fields) {
      for (const value of odd) {
        const res = await calc({ ...stay, productId: EXPRESS, [field]: value }, { 'accept-language': 'fr' });
        expect([200, 400], `${field}=${JSON.stringify(value).slice(0, 30)}`).toContain(res.statusCode);
        if (res.statusCode === 400) {
          const body = res.json();
          expect(body.code).toMatch(/^API_ERROR_/);
          expect(typeof body.reason).toBe('string');
          expect(body.reason).not.toBe('');
        }
      }
    }
  });

  it('refuses a body that is not JSON or missing, never with a 500', async () => {
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/offers/calculate',
      payload: '{"startDate":',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'API_ERROR_VALIDATION', reason: 'The request body is not valid JSON.' });
    const none = await h.app.inject({ method: 'POST', url: '/api/offers/calculate' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('API_ERROR_VALIDATION');
    const array = await calc([1, 2, 3]);
    expect(array.statusCode).toBe(400);
    expect(array.json().details[0].field).toBe('body');
    const text = await h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(400);
    expect(text.json().details[0].field).toBe('body');
    const xml = await h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('API_ERROR_UNSUPPORTED_MEDIA_TYPE');
  });
});
