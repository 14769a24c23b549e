import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { listDays, takeDays } from '../capacity/capacity-repository';
import { loadConfig } from '../config/config';
import { backends, useApp } from '../test/build';

const EXPRESS = PRODUCT_IDS.expressPrat;
const TOKEN = 'test-admin-token';

describe('ADMIN_TOKEN config', () => {
  it('is off by default and read from the environment', () => {
    expect(loadConfig({}).adminToken).toBeNull();
    expect(loadConfig({ ADMIN_TOKEN: 'e2e-admin-token' }).adminToken).toBe('e2e-admin-token');
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/);
  });
});

describe.each(backends)('PUT /api/admin/capacity without ADMIN_TOKEN on %s', (backend) => {
  const h = useApp(backend);
  it('does not exist (404), whatever the header', async () => {
    const res = await h.app.inject({ method: 'PUT', url: '/api/admin/capacity', headers: { 'x-admin-token': TOKEN }, payload: { productId: EXPRESS, from: '2026-07-01', to: '2026-07-01', capacity: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('API_ERROR_NOT_FOUND');
  });
});

describe.each(backends)('PUT /api/admin/capacity on %s', (backend) => {
  const h = useApp(backend, { config: { adminToken: TOKEN } });
  const put = (payload: unknown, token: string | null = TOKEN) =>
    h.app.inject({
      method: 'PUT',
      url: '/api/admin/capacity',
      headers: { 'accept-language': 'en', ...(token === null ? {} : { 'x-admin-token': token }) },
      payload: payload as object,
    });
  const body = { productId: EXPRESS, from: '2026-09-01', to: '2026-09-03', capacity: 5 };

  it.each([
    ['no token', null],
    ['a wrong token', 'wrong-admin-token'],
    ['a token that is a prefix of the right one', TOKEN.slice(0, -1)],
  ])('answers 401 with %s, before looking at the body', async (_l, token) => {
    const res = await put({ nonsense: true }, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'API_ERROR_UNAUTHORIZED', reason: 'You are not allowed to do this.' });
  });

  it('sets the capacity of every day in the range', async () => {
    const res = await put(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      productId: EXPRESS,
      extraId: null,
      days: ['2026-09-01', '2026-09-02', '2026-09-03'].map((day) => ({ day, capacity: 5, booked: 0 })),
      clamped: [],
    });
    expect((await listDays(h.database.db, EXPRESS)).filter((d) => d.day.startsWith('2026-09')).map((d) => d.capacity)).toEqual([5, 5, 5]);
  });

  it('never sets a capacity below what is booked: it clamps to booked and says which days', async () => {
    await h.database.db.transaction((tx) => takeDays(tx, EXPRESS, ['2026-09-10', '2026-09-10'.replace('10', '11')], 400));
    const res = await put({ ...body, from: '2026-09-10', to: '2026-09-12', capacity: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().days).toEqual([
      { day: '2026-09-10', capacity: 1, booked: 1 },
      { day: '2026-09-11', capacity: 1, booked: 1 },
      { day: '2026-09-12', capacity: 0, booked: 0 },
    ]);
    expect(res.json().clamped).toEqual(['2026-09-10', '2026-09-11']);
  });

  it('sets the capacity of an extra the product offers', async () => {
    const res = await put({ ...body, extraId: 201 });
    expect(res.statusCode).toBe(200);
    expect(res.json().extraId).toBe(201);
  });

  it.each([
    ['an unknown product', { ...body, productId: 999 }, 'API_ERROR_UNKNOWN_PRODUCT', 'productId'],
    ['an extra the product does not offer', { ...body, productId: PRODUCT_IDS.urbanParking, extraId: 201 }, 'API_ERROR_VALIDATION', 'extraId'],
    ['an end before the start', { ...body, from: '2026-09-03', to: '2026-09-01' }, 'API_ERROR_VALIDATION', 'to'],
    ['more than a year', { ...body, from: '2026-01-01', to: '2027-06-01' }, 'API_ERROR_VALIDATION', 'to'],
    ['an impossible day', { ...body, from: '2026-02-30', to: '2026-03-01' }, 'API_ERROR_VALIDATION', 'to'],
    ['a date with a time', { ...body, from: '2026-09-01 10:00:00' }, 'API_ERROR_VALIDATION', 'from'],
    ['a negative capacity', { ...body, capacity: -1 }, 'API_ERROR_VALIDATION', 'capacity'],
    ['a capacity as text', { ...body, capacity: 'ten' }, 'API_ERROR_VALIDATION', 'capacity'],
    ['a missing product', { from: body.from, to: body.to, capacity: 1 }, 'API_ERROR_VALIDATION', 'productId'],
  ])('refuses %s with a 400 naming the field', async (_l, payload, code, field) => {
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    const details = res.json().details;
    const fields = Array.isArray(details) ? details.map((d: { field: string }) => d.field) : [details.field];
    expect(fields).toContain(field);
  });
});
