import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { calculatePriceRequest } from '@parking/domain/contracts/offer';
import type { Lang } from '@parking/domain/contracts/wire';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app/app';
import { testConfig } from '../config/config';
import { promoCodes } from '../db/schema';
import { bookingBody } from '../test/reservation-fixtures';
import { backends, createTestDatabase, type TestDatabase, TEST_NOW, useApp } from '../test/build';
import { until, useTwoNodes } from '../test/two-nodes';
import { AnswerCache, KeptAnswer, type PricedFrom } from './answer-cache';
import { calculateResponseJson } from './offer-service';

/**
 * Decision 0042: the price route's whole-answer cache. A kept answer must be the very bytes
 * the route computes without it, and must go as soon as anything it was priced from changes:
 * the catalogue, the extras and promo loads, the place's capacity (also another node's
 * booking), and `now` (the dates' and the promo's bounds, at most 60 s).
 */

const EXPRESS = PRODUCT_IDS.expressPrat;
const URL = '/api/offers/calculate';

type Body = Record<string, unknown>;

function calcOn(app: FastifyInstance, body: Body, lang: Lang = 'es', url = URL) {
  return app.inject({ method: 'POST', url, payload: body, headers: { 'accept-language': lang } });
}

/** The route's answer computed without the cache: the offer service and the route's serialiser. */
async function freshJson(app: FastifyInstance, body: Body, lang: Lang): Promise<string> {
  const req = calculatePriceRequest.parse(body);
  return calculateResponseJson(await app.services.offers.calculate(req, app.now(), lang));
}

describe.each(backends)('price answer cache on %s', (backend) => {
  // A clock the tests move (the app reads it on every request).
  let clock = TEST_NOW;
  let app: FastifyInstance;
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    app = await buildApp({ config: testConfig(), db: test.database, now: () => clock });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });
  const answers = () => app.services.offers.answers;
  const stay = { startDate: '2026-06-15 10:00:00', endDate: '2026-06-18 10:00:00', productId: EXPRESS };

  it('answers a repeated request from the cache with the bytes the route computes without it (fuzz)', async () => {
    const catalog = (await app.inject({ method: 'GET', url: '/api/catalog?lang=es' })).json();
    const products = catalog.cities.flatMap((c: { places: { products: unknown[] }[] }) => c.places.flatMap((p) => p.products)) as {
      id: number;
      openingHours: { type: number };
      terminals: { id: number }[];
    }[];
    const pad = (n: number) => String(n).padStart(2, '0');
    const wire = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
    const hits = answers().hits;
    let priced = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          product: fc.nat({ max: products.length - 1 }),
          startDay: fc.integer({ min: 0, max: 60 }),
          hour: fc.constantFrom(8, 9, 10, 11, 12),
          days: fc.integer({ min: 1, max: 20 }),
          wash: fc.constantFrom(undefined, 101, 102, 103, 104, 999),
          space: fc.constantFrom(undefined, 201, 301),
          promo: fc.constantFrom(undefined, 'WELCOME10', 'PRAT5', 'SUMMER2025', 'NOPE', 'welcome10'),
          terminal: fc.boolean(),
          lang: fc.constantFrom<Lang>('es', 'ca', 'en', 'fr'),
          later: fc.constantFrom(0, 0, 1, 30_000, 59_999),
          // The second ask from another visit: other analytics fields, or the same bytes.
          visit: fc.option(fc.record({ absuid: fc.string({ maxLength: 40 }), step: fc.constantFrom('products', 'services'), form_version: fc.constantFrom(1, 2, 3), screen_resolution: fc.constantFrom(1, 2, 3), experiment: fc.constantFrom('a', 'b') })),
        }),
        async (g) => {
          const product = products[g.product]!;
          const start = new Date(TEST_NOW.getTime() + g.startDay * 86_400_000);
          start.setUTCHours(g.hour, 0, 0, 0);
          const end = new Date(start.getTime() + g.days * 86_400_000);
          const body: Body = { startDate: wire(start), endDate: wire(end), productId: product.id };
          if (g.terminal && product.terminals[0]) body.in_terminal = product.terminals[0].id;
          if (g.wash !== undefined) body.id_wash_extra = g.wash;
          if (g.space !== undefined) body.id_space_extra = g.space;
          if (g.promo !== undefined) body.promoCode = g.promo;
          clock = TEST_NOW;
          const first = await calcOn(app, body, g.lang);
          // Asked again, maybe a moment later: the answer the route gives without the cache then.
          clock = new Date(TEST_NOW.getTime() + g.later);
          const again = g.visit ? { ...body, ...g.visit } : body;
          const second = await calcOn(app, again, g.lang);
          answers().clear();
          const fresh = await calcOn(app, again, g.lang);
          clock = TEST_NOW;
          expect(second.statusCode).toBe(fresh.statusCode);
          expect(second.body).toBe(fresh.body);
          expect(second.headers['content-type']).toBe(fresh.headers['content-type']);
          if (first.statusCode !== 200) return;
          priced++;
          if (g.later === 0) expect(second.body).toBe(first.body);
          // And the service's own answer, serialised as the route does.
          clock = new Date(TEST_NOW.getTime() + g.later);
          if (fresh.statusCode === 200) expect(second.body).toBe(await freshJson(app, again, g.lang));
          clock = TEST_NOW;
        },
      ),
      { numRuns: 80, seed: 42 },
    );
    // Most priced requests were asked again within their bounds: those came from the cache.
    expect(priced).toBeGreaterThan(10);
    expect(answers().hits - hits).toBeGreaterThan(priced / 2);
  });

  it('keeps languages and URLs apart, and an input the guard refuses is still refused', async () => {
    const es = await calcOn(app, stay, 'es');
    const fr = await calcOn(app, stay, 'fr');
    expect(fr.body).not.toBe(es.body);
    expect(fr.body).toBe(await freshJson(app, stay, 'fr'));
    expect((await calcOn(app, stay, 'es', `${URL}?lang=fr`)).body).toBe(fr.body);
    // A control character in the query: the input guard's 400, never the kept answer.
    const bad = await calcOn(app, stay, 'es', `${URL}?x=%00`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('API_ERROR_VALIDATION');
  });

  it('shares an answer between visits that differ only in their analytics fields, never between stays', async () => {
    const body = { ...stay, startDate: '2026-06-16 10:00:00', endDate: '2026-06-17 10:00:00' };
    const first = await calcOn(app, { ...body, absuid: 'visitor-1', step: 'products' });
    const hits = answers().hits;
    const other = await calcOn(app, { ...body, absuid: 'visitor-2', step: 'services', form_version: 2, screen_resolution: 3, experiment: 'b' });
    expect(answers().hits).toBe(hits + 1);
    expect(other.body).toBe(first.body);
    // An analytics field that does not validate is still a 400, and another stay another answer.
    expect((await calcOn(app, { ...body, form_version: 7 })).statusCode).toBe(400);
    const longer = await calcOn(app, { ...body, endDate: '2026-06-18 10:00:00', absuid: 'visitor-1', step: 'products' });
    expect(longer.body).not.toBe(first.body);
    expect(longer.body).toBe(await freshJson(app, { ...body, endDate: '2026-06-18 10:00:00' }, 'es'));
  });

  it('never keeps an answer that reads the session (points, voucher)', async () => {
    for (const extra of [{ use_points: true }, { voucher_code: 'NOPE2026' }]) {
      const body = { ...stay, ...extra };
      const size = answers().size;
      const hits = answers().hits;
      expect((await calcOn(app, body)).statusCode).toBe(200);
      expect((await calcOn(app, body)).statusCode).toBe(200);
      expect(answers().size).toBe(size);
      expect(answers().hits).toBe(hits);
    }
  });

  it('prices again once the promo codes, the extras or the catalogue are reloaded', async () => {
    const body = { ...stay, startDate: '2026-06-20 10:00:00', endDate: '2026-06-23 10:00:00', promoCode: 'PRAT5' };
    const before = await calcOn(app, body);
    expect(before.json().offer.promoLoaded).toBe(1);
    expect((await calcOn(app, body)).body).toBe(before.body);
    await test.database.db.update(promoCodes).set({ usageLimit: 1, usedCount: 1 }).where(eq(promoCodes.code, 'PRAT5'));
    await app.promos.invalidate();
    const refused = await calcOn(app, body);
    expect(refused.json().offer.promoLoaded).toBe(0);
    expect(refused.body).toBe(await freshJson(app, body, 'es'));
    await test.database.db.update(promoCodes).set({ usageLimit: null, usedCount: 0 }).where(eq(promoCodes.code, 'PRAT5'));
    await app.promos.invalidate();
    expect((await calcOn(app, body)).body).toBe(before.body);
    for (const reload of [() => app.extras.invalidate(), () => app.catalog.invalidate()]) {
      expect((await calcOn(app, body)).body).toBe(before.body);
      const hits = answers().hits;
      await reload();
      expect((await calcOn(app, body)).body).toBe(before.body);
      expect(answers().hits).toBe(hits);
    }
  });

  /** Prices `body` at TEST_NOW, then asks again at each clock offset: whether that was a hit. */
  async function hitsAt(body: Body, offsetsMs: number[]): Promise<boolean[]> {
    const out: boolean[] = [];
    try {
      clock = TEST_NOW;
      answers().clear();
      expect((await calcOn(app, body)).statusCode).toBe(200);
      for (const ms of offsetsMs) {
        clock = new Date(TEST_NOW.getTime() + ms);
        const hits = answers().hits;
        const res = await calcOn(app, body);
        out.push(answers().hits > hits);
        if (answers().hits === hits) expect(res.body).toBe((await calcOn(app, body)).body);
        // Each ask is checked against the answer the route gives without the cache.
        if (res.statusCode === 200) expect(res.body).toBe(await freshJson(app, body, 'es'));
        clock = TEST_NOW;
        answers().clear();
        await calcOn(app, body);
      }
    } finally {
      clock = TEST_NOW;
    }
    return out;
  }

  it('serves an answer while no rule reading now would answer otherwise, and at most 60 s', async () => {
    // A stay far ahead: only the 60 s backstop; a clock set back is no hit either.
    expect(await hitsAt({ ...stay, startDate: '2026-06-25 10:00:00', endDate: '2026-06-26 10:00:00' }, [0, 59_999, 60_000, -1])).toEqual([true, true, false, false]);
    // A stay starting at this very instant: the next millisecond it is in the past (a 400).
    const now = { ...stay, startDate: '2026-06-01 10:00:00', endDate: '2026-06-02 10:00:00' };
    expect(await hitsAt(now, [0, 1])).toEqual([true, false]);
    clock = new Date(TEST_NOW.getTime() + 1);
    expect((await calcOn(app, now)).json().code).toBe('API_ERROR_DATES_IN_PAST');
    clock = TEST_NOW;
    // A promo code valid 10 more seconds, for a stay after that: not applicable up to its
    // validTo, expired just after (an applied code is bounded by the stay's start already).
    const body = { ...stay, promoCode: 'PRAT5' };
    await test.database.db.update(promoCodes).set({ validTo: new Date(TEST_NOW.getTime() + 10_000) }).where(eq(promoCodes.code, 'PRAT5'));
    await app.promos.invalidate();
    try {
      const error = async (ms: number) => {
        clock = new Date(TEST_NOW.getTime() + ms);
        return (await calcOn(app, body)).json().offer.promos[0].error;
      };
      expect(await error(10_000)).not.toBe(await error(10_001));
      expect(await hitsAt(body, [10_000, 10_001])).toEqual([true, false]);
    } finally {
      clock = TEST_NOW;
      await test.database.db.update(promoCodes).set({ validTo: new Date(TEST_NOW.getTime() + 365 * 86_400_000) }).where(eq(promoCodes.code, 'PRAT5'));
      await app.promos.invalidate();
    }
  });

  it('answers a hit from its bytes without parsing them, and parses any other bytes (decision 0056)', async () => {
    const asked = { ...stay, startDate: '2026-06-26 10:00:00', endDate: '2026-06-27 10:00:00' };
    const text = JSON.stringify(asked);
    const post = (payload: string, url = URL) => app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', 'accept-language': 'es' } });
    const parse = vi.spyOn(JSON, 'parse');
    const parsed = () => parse.mock.calls.filter((c) => c[0] === text).length;
    try {
      const first = await post(text);
      expect(first.statusCode).toBe(200);
      expect(parsed()).toBe(1);
      const hits = answers().hits;
      const again = await post(text);
      expect(answers().hits).toBe(hits + 1);
      expect(parsed()).toBe(1);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
      // Other bytes for the same stay (one more space), another URL: parsed and validated as ever.
      const spaced = await post(`${text} `);
      expect(spaced.body).toBe(first.body);
      expect(parse.mock.calls.some((c) => c[0] === `${text} `)).toBe(true);
      expect((await post(text, `${URL}?x=%00`)).statusCode).toBe(400);
      // Bytes that never validated are never kept, so never answered before validation.
      const bad = JSON.stringify({ ...asked, form_version: 7 });
      for (let i = 0; i < 2; i++) expect((await post(bad)).statusCode).toBe(400);
      // A stale answer (the promo codes reloaded) is no hit: the bytes are parsed and priced again.
      await app.promos.invalidate();
      const before = parsed();
      const repriced = await post(text);
      expect(parsed()).toBe(before + 1);
      expect(repriced.body).toBe(first.body);
    } finally {
      parse.mockRestore();
    }
  });

  it('checks a hit against the windows its rows were cut from, without building the view again (decision 0056)', async () => {
    const body = { ...stay, startDate: '2026-06-27 10:00:00', endDate: '2026-06-28 10:00:00' };
    const heldView = vi.spyOn(app.availability, 'heldView');
    try {
      const first = await calcOn(app, body);
      await calcOn(app, body);
      const calls = heldView.mock.calls.length;
      const hits = answers().hits;
      for (let i = 0; i < 3; i++) expect((await calcOn(app, body)).body).toBe(first.body);
      expect(answers().hits).toBe(hits + 3);
      expect(heldView.mock.calls.length).toBe(calls);
      // The windows dropped (as a write does): the rows are asked for again, and the answer is
      // the route's without the cache.
      app.availability.invalidate({ productIds: [EXPRESS], extraIds: [], from: '2026-06-27', to: '2026-06-28' });
      expect((await calcOn(app, body)).body).toBe(await freshJson(app, body, 'es'));
      expect(heldView.mock.calls.length).toBeGreaterThan(calls);
    } finally {
      heldView.mockRestore();
    }
  });

  it('shows a booking made on this node at once', async () => {
    const body = { ...stay, startDate: '2026-06-28 10:00:00', endDate: '2026-06-29 10:00:00' };
    expect((await calcOn(app, body)).json().availability[EXPRESS].free).toBe(400);
    expect((await calcOn(app, body)).json().availability[EXPRESS].free).toBe(400);
    const res = await app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody(body) });
    expect(res.statusCode).toBe(201);
    const after = await calcOn(app, body);
    expect(after.json().availability[EXPRESS].free).toBe(399);
    expect(after.body).toBe(await freshJson(app, body, 'es'));
  });
});

describe('price answer cache, bounded', () => {
  const h = useApp('pglite');
  it('keeps at most maxEntries keys, the least recently used going first', async () => {
    const { catalog, extras, promos, availability } = h.app;
    const cache = new AnswerCache({ catalog, extras, promos, availability }, { maxEntries: 3 });
    let read: PricedFrom | undefined;
    const req = calculatePriceRequest.parse({ startDate: '2026-06-15 10:00:00', endDate: '2026-06-18 10:00:00', productId: EXPRESS });
    await h.app.services.offers.calculate(req, TEST_NOW, 'es', { seen: (r) => void (read = r) });
    const versions = cache.versions();
    const answer = cache.set('a', '{"a":1}', read!, versions, TEST_NOW);
    for (const key of ['b', 'c']) cache.keep(key, answer);
    expect(cache.size).toBe(3);
    expect((await cache.get('a', TEST_NOW))?.json).toBe('{"a":1}');
    cache.keep('d', answer);
    expect(cache.size).toBe(3);
    // 'a' was used last of the first three: 'b' went.
    expect(await cache.get('b', TEST_NOW)).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(await cache.get(key, TEST_NOW)).toBe(answer);
    // A key longer than the bound is not kept.
    cache.keep('x'.repeat(cache.maxKeyLength + 1), answer);
    expect(cache.size).toBe(3);
  });

  /** An AnswerCache of `maxEntries` over the app's caches, and one answer to keep under many keys. */
  async function smallCache(maxEntries: number) {
    const { catalog, extras, promos, availability } = h.app;
    const cache = new AnswerCache({ catalog, extras, promos, availability }, { maxEntries });
    let read: PricedFrom | undefined;
    const req = calculatePriceRequest.parse({ startDate: '2026-06-15 10:00:00', endDate: '2026-06-18 10:00:00', productId: EXPRESS });
    await h.app.services.offers.calculate(req, TEST_NOW, 'es', { seen: (r) => void (read = r) });
    return { cache, answer: cache.set('a', '{"a":1}', read!, cache.versions(), TEST_NOW) };
  }

  it('moves a hit key to the end only from the older half of the order, and never drops a key asked once every maxEntries / 2 (decision 0056)', async () => {
    const { cache, answer } = await smallCache(4);
    for (const key of ['b', 'c', 'd']) cache.keep(key, answer);
    // 'c' is in the newer half: its hit leaves the order as it is, so it goes before 'd'.
    expect(await cache.get('c', TEST_NOW)).toBe(answer);
    for (const key of ['e', 'f', 'g']) cache.keep(key, answer);
    expect(await cache.get('c', TEST_NOW)).toBeUndefined();
    for (const key of ['d', 'e', 'f', 'g']) expect(await cache.get(key, TEST_NOW)).toBe(answer);
    // A key asked after every two keys kept stays, however many are kept.
    const { cache: busy, answer: kept } = await smallCache(4);
    for (let i = 0; i < 40; i++) {
      busy.keep(`k${i}`, kept);
      if (i % 2 === 1) expect(await busy.get('a', TEST_NOW)).toBe(kept);
    }
    expect(busy.size).toBe(4);
  });

  it("keeps an answer's UTF-8 bytes in memory of their own (decision 0056)", async () => {
    const { answer } = await smallCache(4);
    const json = '{"name":"Aparcamiento Exprés · T1","a":1}';
    const made = new KeptAnswer(json, answer.read, answer.extrasVersion, answer.promosVersion, answer.pricedAt);
    expect(made.bytes.equals(Buffer.from(json))).toBe(true);
    expect(made.json).toBe(json);
    // Not a slice of Node's shared pool (a kept answer would hold a whole 8 KB slab).
    expect(made.bytes.byteOffset).toBe(0);
    expect(made.bytes.buffer.byteLength).toBe(made.bytes.length);
    // made once, at the first ask: the same Buffer every time after
    expect(made.bytes).toBe(made.bytes);
  });

  it('makes no bytes for an answer never asked again (a miss is sent as text)', async () => {
    const { answer } = await smallCache(4);
    const made = new KeptAnswer('{"a":1}', answer.read, answer.extrasVersion, answer.promosVersion, answer.pricedAt);
    expect((made as unknown as { encoded: unknown }).encoded).toBeUndefined();
    expect(made.bytes.length).toBe(7);
    expect((made as unknown as { encoded: unknown }).encoded).toBeInstanceOf(Buffer);
  });
});

describe('price answer cache, what a hit sends', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  const sent: unknown[] = [];
  beforeAll(async () => {
    test = await createTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), db: test.database, now: () => TEST_NOW });
    app.addHook('onSend', (req, _reply, payload, done) => {
      if (req.url === URL) sent.push(payload);
      done();
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it("sends the kept answer's Buffer, made at the first hit, with the text's content type (decision 0056)", async () => {
    const body = { startDate: '2026-06-15 10:00:00', endDate: '2026-06-18 10:00:00', productId: EXPRESS, id_wash_extra: 101 };
    const first = await calcOn(app, body, 'fr');
    const second = await calcOn(app, body, 'fr');
    const third = await calcOn(app, body, 'fr');
    for (const res of [first, second, third]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(first.body);
    }
    expect(first.body).toBe(await freshJson(app, body, 'fr'));
    expect(sent).toHaveLength(3);
    // The miss sent the text; the hits the same Buffer, made at the first hit, never encoded again.
    expect(typeof sent[0]).toBe('string');
    expect(Buffer.isBuffer(sent[1])).toBe(true);
    expect(sent[2]).toBe(sent[1]);
  });
});

describe.each(backends.filter((b) => b === 'postgres'))('price answer cache, two api nodes on one %s database', (backend) => {
  const nodes = useTwoNodes(backend);

  it("shows the other node's booking in the next answers (the clock does not move)", async () => {
    const body = { startDate: '2026-07-20 10:00:00', endDate: '2026-07-22 10:00:00', productId: EXPRESS };
    const { a, b } = nodes;
    const free = async () => (await calcOn(a, body)).json().availability[EXPRESS].free;
    expect(await free()).toBe(400);
    const hits = a.services.offers.answers.hits;
    expect(await free()).toBe(400);
    expect(a.services.offers.answers.hits).toBe(hits + 1);
    expect((await b.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody(body) })).statusCode).toBe(201);
    expect(await until(async () => (await free()) === 399)).toBe(true);
    expect((await calcOn(a, body)).body).toBe(await freshJson(a, body, 'es'));
  });
});
