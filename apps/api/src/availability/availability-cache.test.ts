import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { takeDays } from '../capacity/capacity-repository';
import { bookingBody, setCapacity } from '../test/reservation-fixtures';
import { backends, useApp } from '../test/build';
import { until, useTwoNodes } from '../test/two-nodes';
import { AvailabilityCache, type PlaceGroup } from './availability-cache';
import { parseChange } from './availability-listener';
import { type CapacityRow, readCapacityRange } from './availability-repository';

const EXPRESS = PRODUCT_IDS.expressPrat;
const PREMIUM = PRODUCT_IDS.premiumPrat;
const TOKEN = 'test-admin-token';

const sorted = (rows: readonly CapacityRow[]) =>
  [...rows].sort((a, b) => a.productId - b.productId || a.extraId - b.extraId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));

function placeOf(app: FastifyInstance, productId: number): PlaceGroup {
  const placeId = app.catalog.product(productId)!.placeId;
  const ids = app.catalog.productIds().filter((id) => app.catalog.product(id)?.placeId === placeId);
  return { ids, key: ids.join(',') };
}

describe.each(backends)('availability cache on %s', (backend) => {
  const h = useApp(backend, { config: { adminToken: TOKEN } });
  const calc = (payload: object) => h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload });
  const free = async (stay: object, id: number = EXPRESS) => (await calc({ ...stay, productId: EXPRESS })).json().availability?.[id]?.free;

  it('answers the same rows as a direct query, over window edges, and queries once per window', async () => {
    const db = h.database.db;
    await setCapacity(db, EXPRESS, ['2026-10-01', '2026-10-20', '2026-11-05'], 30);
    await db.transaction((tx) => takeDays(tx, PREMIUM, ['2026-10-02', '2026-10-03'], 300));
    await h.app.inject({ method: 'PUT', url: '/api/admin/capacity', headers: { 'x-admin-token': TOKEN }, payload: { productId: EXPRESS, extraId: 101, from: '2026-10-10', to: '2026-10-12', capacity: 4 } });
    const cache = new AvailabilityCache(db, h.database.kind);
    const group = placeOf(h.app, EXPRESS);
    for (const [from, to] of [['2026-10-01', '2026-10-03'], ['2026-09-28', '2026-11-10'], ['2026-10-12', '2026-10-12'], ['2026-12-01', '2026-12-04']] as const) {
      expect(sorted(await cache.rows(group, from, to))).toEqual(sorted(await readCapacityRange(db, group.ids, group.ids, from, to)));
    }
    const queries = cache.queries;
    await cache.rows(group, '2026-10-05', '2026-10-25');
    expect(cache.queries).toBe(queries);
    // Fifty requests missing the same days at once share one query.
    const fresh = new AvailabilityCache(db, h.database.kind);
    const answers = await Promise.all(Array.from({ length: 50 }, () => fresh.rows(group, '2026-10-01', '2026-10-03')));
    expect(fresh.queries).toBe(1);
    expect(sorted(answers[49]!)).toEqual(sorted(await readCapacityRange(db, group.ids, group.ids, '2026-10-01', '2026-10-03')));
  });

  it('keeps at most maxWindows windows, dropping the oldest', async () => {
    const cache = new AvailabilityCache(h.database.db, h.database.kind, { windowDays: 10, maxWindows: 3 });
    const group = placeOf(h.app, EXPRESS);
    for (const day of ['2026-10-01', '2026-10-11', '2026-10-21', '2026-10-31', '2026-11-10']) await cache.rows(group, day, day);
    expect(cache.size).toBe(3);
    const queries = cache.queries;
    await cache.rows(group, '2026-11-10', '2026-11-10');
    expect(cache.queries).toBe(queries);
    await cache.rows(group, '2026-10-01', '2026-10-01');
    expect(cache.queries).toBe(queries + 1);
  });

  it('serves a stale window while reloading it, and reloads a too old one before use', async () => {
    let t = 0;
    const cache = new AvailabilityCache(h.database.db, h.database.kind, { freshMs: 1000, maxStaleMs: 5000, clock: () => t });
    const group = placeOf(h.app, EXPRESS);
    const day = '2026-10-15';
    expect(await cache.rows(group, day, day)).toEqual([]);
    // Behind the cache's back, as an operator's SQL would.
    await setCapacity(h.database.db, EXPRESS, [day], 9);
    t = 500;
    expect(await cache.rows(group, day, day)).toEqual([]);
    t = 2000;
    expect(await cache.rows(group, day, day)).toEqual([]);
    expect(await until(async () => (await cache.rows(group, day, day)).length === 1)).toBe(true);
    await setCapacity(h.database.db, EXPRESS, [day], 8);
    t = 20_000;
    expect(await cache.rows(group, day, day)).toEqual([{ productId: EXPRESS, extraId: 0, day, capacity: 8, booked: 0 }]);
  });

  it('keeps the same array across a reload that read the same rows, and gives a new one when a row changed (decision 0049)', async () => {
    let t = 0;
    const cache = new AvailabilityCache(h.database.db, h.database.kind, { freshMs: 1000, maxStaleMs: 5000, clock: () => t });
    const group = placeOf(h.app, EXPRESS);
    const day = '2026-10-22';
    await setCapacity(h.database.db, EXPRESS, [day], 9);
    const first = await cache.rows(group, day, day);
    expect(first).toEqual([{ productId: EXPRESS, extraId: 0, day, capacity: 9, booked: 0 }]);
    // Too old: reloaded before use (awaited here); the reload reads the same rows.
    const queries = cache.queries;
    t = 20_000;
    expect(await cache.rows(group, day, day)).toBe(first);
    expect(cache.queries).toBe(queries + 1);
    // and it counts as fresh again: no query while it is
    t = 20_500;
    expect(await cache.rows(group, day, day)).toBe(first);
    expect(cache.queries).toBe(queries + 1);
    // A row changed behind the cache's back: the next reload hands out a new array.
    await setCapacity(h.database.db, EXPRESS, [day], 8);
    t = 40_000;
    const changed = await cache.rows(group, day, day);
    expect(changed).toEqual([{ productId: EXPRESS, extraId: 0, day, capacity: 8, booked: 0 }]);
    expect(changed).not.toBe(first);
  });

  it('shows a booking made on this node at once', async () => {
    const stay = { startDate: '2026-06-20 10:00:00', endDate: '2026-06-22 10:00:00' };
    expect(await free(stay)).toBe(400);
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody(stay) });
    expect(res.statusCode).toBe(201);
    expect(await free(stay)).toBe(399);
  });

  it('shows an admin capacity change at once, for the product and its extras', async () => {
    const stay = { startDate: '2026-06-24 10:00:00', endDate: '2026-06-25 10:00:00' };
    expect(await free(stay, PREMIUM)).toBe(150);
    await h.app.inject({ method: 'PUT', url: '/api/admin/capacity', headers: { 'x-admin-token': TOKEN }, payload: { productId: PREMIUM, from: '2026-06-25', to: '2026-06-25', capacity: 3 } });
    expect(await free(stay, PREMIUM)).toBe(3);
    await h.app.inject({ method: 'PUT', url: '/api/admin/capacity', headers: { 'x-admin-token': TOKEN }, payload: { productId: EXPRESS, extraId: 101, from: '2026-06-25', to: '2026-06-25', capacity: 1 } });
    const wash = (await calc({ ...stay, productId: EXPRESS })).json().extras.find((e: { id: number }) => e.id === 101);
    expect(wash).toMatchObject({ free: 1, availability: 'almost_sold_out' });
  });

  it('answers the same JSON as JSON.stringify, with shared parts serialised once', async () => {
    const body = { startDate: '2026-06-24 10:00:00', endDate: '2026-06-29 10:00:00', productId: EXPRESS, id_wash_extra: 101, promoCode: 'WELCOME10' };
    for (const lang of ['es', 'fr', 'es']) {
      const res = await h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: body, headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(JSON.stringify(res.json()));
      expect(Object.keys(res.json())).toEqual(['offer', 'extras', 'car_services', 'availability']);
    }
  });

  it('lets a stale cache at worst offer a full product, which the booking refuses with the alternative offer', async () => {
    const stay = { startDate: '2026-06-27 10:00:00', endDate: '2026-06-28 10:00:00' };
    expect(await free(stay)).toBe(400);
    // Full behind the cache's back: the cache still says 400 free.
    await setCapacity(h.database.db, EXPRESS, ['2026-06-28'], 0);
    expect(await free(stay)).toBe(400);
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody(stay) });
    expect(res.statusCode).toBe(409);
    expect(res.json().details.alternative_offer.alternative_product.id).toBe(PREMIUM);
    const after = await calc({ ...stay, productId: EXPRESS });
    expect(after.statusCode).toBe(409);
    expect(after.json().details.alternative_offer.alternative_product.id).toBe(PREMIUM);
  });
});

describe('availability notifications', () => {
  it('reads a change, and treats anything else as unknown', () => {
    expect(parseChange('{"productIds":[1],"extraIds":[],"from":"2026-01-01","to":"2026-01-02","origin":"x"}')).toEqual({
      productIds: [1],
      extraIds: [],
      from: '2026-01-01',
      to: '2026-01-02',
      origin: 'x',
    });
    for (const bad of [undefined, '', 'nope', '{"productIds":["1"],"extraIds":[],"from":"2026-01-01","to":"2026-01-02"}', '{"productIds":[1],"extraIds":[],"from":"1 Jan","to":"2026-01-02"}']) {
      expect(parseChange(bad)).toBeNull();
    }
  });
});

describe.each(backends.filter((b) => b === 'postgres'))('two api nodes on one %s database', (backend) => {
  const nodes = useTwoNodes(backend, { adminToken: TOKEN });
  const freeOn = async (app: FastifyInstance, stay: object) =>
    (await app.inject({ method: 'POST', url: '/api/offers/calculate', payload: { ...stay, productId: EXPRESS } })).json().availability[EXPRESS].free;

  it("drops the other node's cached days when it books or changes capacity", async () => {
    const { a, b } = nodes;
    const stay = { startDate: '2026-07-20 10:00:00', endDate: '2026-07-22 10:00:00' };
    expect(await freeOn(a, stay)).toBe(400);
    const queries = a.availability.queries;
    expect(await freeOn(a, stay)).toBe(400);
    expect(a.availability.queries).toBe(queries);
    expect((await b.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody(stay) })).statusCode).toBe(201);
    expect(await until(async () => (await freeOn(a, stay)) === 399)).toBe(true);
    await b.inject({ method: 'PUT', url: '/api/admin/capacity', headers: { 'x-admin-token': TOKEN }, payload: { productId: EXPRESS, from: '2026-07-21', to: '2026-07-21', capacity: 7 } });
    expect(await until(async () => (await freeOn(a, stay)) === 6)).toBe(true);
  });

  it('listens again after losing its connection', async () => {
    const { a, b, database } = nodes;
    const stay = { startDate: '2026-07-25 10:00:00', endDate: '2026-07-26 10:00:00' };
    const listeners = async () =>
      ((await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`)) as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid);
    const before = await listeners();
    expect(before).toHaveLength(2);
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where pid = any(${sql.param(before)}::int[])`);
    expect(await until(async () => (await listeners()).filter((p) => !before.includes(p)).length === 2, 10_000)).toBe(true);
    expect(await freeOn(a, stay)).toBe(400);
    await b.inject({ method: 'PUT', url: '/api/admin/capacity', headers: { 'x-admin-token': TOKEN }, payload: { productId: EXPRESS, from: '2026-07-26', to: '2026-07-26', capacity: 5 } });
    expect(await until(async () => (await freeOn(a, stay)) === 5)).toBe(true);
  });
});
