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

  it('tells whether the windows a view was cut from are still held, reloading a stale one in the background (decision 0056)', async () => {
    let t = 0;
    const db = h.database.db;
    const cache = new AvailabilityCache(db, h.database.kind, { windowDays: 10, freshMs: 1000, maxStaleMs: 5000, clock: () => t });
    const group = placeOf(h.app, EXPRESS);
    const [from, to] = ['2026-11-03', '2026-11-24'];
    await setCapacity(db, EXPRESS, ['2026-11-05', '2026-11-20'], 9);
    const rows = await cache.rows(group, from, to);
    const view = cache.heldView(group, from, to)!;
    expect(view.rows).toBe(rows);
    expect(view.windows.length).toBeGreaterThan(1);
    const queries = cache.queries;
    expect(cache.stillHeld(view)).toBe(true);
    expect(cache.queries).toBe(queries);
    // Past the fresh limit: still held, and every window read again in the background, once.
    t = 2000;
    expect(cache.stillHeld(view)).toBe(true);
    expect(cache.queries).toBe(queries + view.windows.length);
    expect(cache.stillHeld(view)).toBe(true);
    expect(cache.queries).toBe(queries + view.windows.length);
    // The reloads read the same rows: the same windows, fresh again.
    expect(await until(async () => cache.heldRows(group, from, to) === rows && cache.queries === queries + view.windows.length)).toBe(true);
    t = 2500;
    expect(cache.stillHeld(view)).toBe(true);
    expect(cache.queries).toBe(queries + view.windows.length);
    // Past the stale limit: not held (heldView then says it must be read).
    t = 9000;
    expect(cache.stillHeld(view)).toBe(false);
    expect(cache.heldView(group, from, to)).toBeUndefined();
    // A write (invalidate), this node's booking (booked) and clear each replace or drop a window.
    const change = { productIds: [EXPRESS], extraIds: [], from: '2026-11-20', to: '2026-11-20' };
    const writes: ((c: AvailabilityCache) => void)[] = [
      (c) => c.invalidate(change),
      (c) => c.booked(change, { productId: EXPRESS, defaultCapacity: 400, days: ['2026-11-20'], extraDays: [] }, c.mark()),
      (c) => c.clear(),
    ];
    for (const write of writes) {
      t = 0;
      const fresh = new AvailabilityCache(db, h.database.kind, { windowDays: 10, clock: () => t });
      await fresh.rows(group, from, to);
      const v = fresh.heldView(group, from, to)!;
      expect(fresh.stillHeld(v)).toBe(true);
      write(fresh);
      expect(fresh.stillHeld(v)).toBe(false);
    }
  });

  it('shows a booking made on this node at once', async () => {
    const stay = { startDate: '2026-06-20 10:00:00', endDate: '2026-06-22 10:00:00' };
    expect(await free(stay)).toBe(400);
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody(stay) });
    expect(res.statusCode).toBe(201);
    expect(await free(stay)).toBe(399);
  });

  it("counts this node's committed booking into the windows read before it, with no query, and drops those read after (decision 0053)", async () => {
    const db = h.database.db;
    const cache = new AvailabilityCache(db, h.database.kind);
    const group = placeOf(h.app, EXPRESS);
    const direct = (from: string, to: string) => readCapacityRange(db, group.ids, group.ids, from, to);
    // Read before the booking: counted into, parking days and the wash's day, rows created with their default capacity.
    await setCapacity(db, EXPRESS, ['2026-08-03'], 50);
    expect(sorted(await cache.rows(group, '2026-08-01', '2026-08-05'))).toEqual(sorted(await direct('2026-08-01', '2026-08-05')));
    const mark = cache.mark();
    await db.transaction((tx) => takeDays(tx, EXPRESS, ['2026-08-02', '2026-08-03'], 400));
    const taken = { productId: EXPRESS, defaultCapacity: 400, days: ['2026-08-02', '2026-08-03'], extraDays: [] };
    const change = { productIds: [EXPRESS], extraIds: [], from: '2026-08-02', to: '2026-08-03' };
    const queries = cache.queries;
    const before = await cache.rows(group, '2026-08-01', '2026-08-05');
    cache.booked(change, taken, mark);
    const after = await cache.rows(group, '2026-08-01', '2026-08-05');
    expect(cache.queries).toBe(queries);
    expect(after).not.toBe(before);
    expect(sorted(after)).toEqual(sorted(await direct('2026-08-01', '2026-08-05')));
    // Read after the mark (the booking may already be in it): dropped and read again, never counted twice.
    const fresh = new AvailabilityCache(db, h.database.kind);
    const late = fresh.mark();
    await db.transaction((tx) => takeDays(tx, EXPRESS, ['2026-08-04'], 400));
    await fresh.rows(group, '2026-08-01', '2026-08-05');
    fresh.booked({ ...change, from: '2026-08-04', to: '2026-08-04' }, { ...taken, days: ['2026-08-04'] }, late);
    const q = fresh.queries;
    expect(sorted(await fresh.rows(group, '2026-08-01', '2026-08-05'))).toEqual(sorted(await direct('2026-08-01', '2026-08-05')));
    expect(fresh.queries).toBe(q + 1);
  });

  it('finds the windows a write hits by their keys among many: other places and other months are kept, the hit ones dropped or counted (issue 20)', async () => {
    const db = h.database.db;
    const cache = new AvailabilityCache(db, h.database.kind, { windowDays: 10 });
    const prat = placeOf(h.app, EXPRESS);
    const barajas = placeOf(h.app, PRODUCT_IDS.premiumBarajas);
    expect(prat.key).not.toBe(barajas.key);
    // 12 windows of 10 days for each place, one query each (read a window at a time)
    const days = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2027, 2, 1) + i * 10 * 86_400_000).toISOString().slice(0, 10));
    for (const group of [prat, barajas]) for (const day of days) await cache.rows(group, day, day);
    const held = cache.size;
    expect(held).toBeGreaterThanOrEqual(24);
    // What is read again after a write is what it hit: count queries per window read
    const rereads = async () => {
      const out: string[] = [];
      for (const [name, group] of [['prat', prat], ['barajas', barajas]] as const) {
        for (const day of days) {
          const q = cache.queries;
          await cache.rows(group, day, day);
          if (cache.queries > q) out.push(`${name} ${day}`);
        }
      }
      return out;
    };
    const w = (i: number) => days[i]!;
    // An admin change of Prat's express over two windows' days: those two Prat windows only.
    cache.invalidate({ productIds: [EXPRESS], extraIds: [], from: w(3), to: w(4) });
    expect(await rereads()).toEqual([`prat ${w(3)}`, `prat ${w(4)}`]);
    // A booking read before: counted into (no query); read after its mark: dropped.
    const mark = cache.mark();
    await db.transaction((tx) => takeDays(tx, EXPRESS, [w(5)], 400));
    cache.booked({ productIds: [EXPRESS], extraIds: [], from: w(5), to: w(5) }, { productId: EXPRESS, defaultCapacity: 400, days: [w(5)], extraDays: [] }, mark);
    expect(await rereads()).toEqual([]);
    expect(sorted(await cache.rows(prat, w(5), w(5)))).toEqual(sorted(await readCapacityRange(db, prat.ids, prat.ids, w(5), w(5))));
    const early = cache.mark();
    cache.invalidate({ productIds: [EXPRESS], extraIds: [], from: w(6), to: w(6) });
    await cache.rows(prat, w(6), w(6));
    cache.booked({ productIds: [EXPRESS], extraIds: [], from: w(6), to: w(6) }, { productId: EXPRESS, defaultCapacity: 400, days: [w(6)], extraDays: [] }, early);
    expect(await rereads()).toEqual([`prat ${w(6)}`]);
    // A write over centuries (more keys than windows held): every window tested, Prat's all dropped.
    cache.invalidate({ productIds: [EXPRESS], extraIds: [], from: '1900-01-01', to: '2999-12-31' });
    expect(await rereads()).toEqual(days.map((d) => `prat ${d}`));
    // A product of no held window hits nothing.
    cache.invalidate({ productIds: [999_999], extraIds: [], from: w(0), to: w(11) });
    expect(await rereads()).toEqual([]);
  });

  it('shows a booking with a wash at once without reading the database again, as the database holds it', async () => {
    const stay = { startDate: '2026-06-12 10:00:00', endDate: '2026-06-14 10:00:00' };
    const body = { ...stay, productId: EXPRESS, id_wash_extra: 101 };
    const first = await calc(body);
    expect(first.statusCode).toBe(200);
    const washFree = first.json().extras.find((e: { id: number }) => e.id === 101).free;
    const queries = h.app.availability.queries;
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody(body) });
    expect(res.statusCode).toBe(201);
    const again = await calc(body);
    expect(h.app.availability.queries).toBe(queries);
    expect(again.json().availability[EXPRESS].free).toBe(first.json().availability[EXPRESS].free - 1);
    expect(again.json().extras.find((e: { id: number }) => e.id === 101).free).toBe(washFree - 1);
    const group = placeOf(h.app, EXPRESS);
    expect(sorted(await h.app.availability.rows(group, '2026-06-12', '2026-06-14'))).toEqual(sorted(await readCapacityRange(h.database.db, group.ids, group.ids, '2026-06-12', '2026-06-14')));
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
