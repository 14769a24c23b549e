import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { testConfig } from '../config/config';
import { bookingBody } from '../test/reservation-fixtures';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase, useApp } from '../test/build';

const TOKEN = 'metrics-admin-token-123';

describe.each(backends)('GET /metrics without ADMIN_TOKEN on %s (issue 7.11)', (backend) => {
  const h = useApp(backend);

  it('does not exist', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-admin-token': TOKEN } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('API_ERROR_NOT_FOUND');
  });
});

describe.each(backends)('GET /metrics and request ids on %s (issue 7.11)', (backend) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  const lines: string[] = [];
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ config: testConfig({ adminToken: TOKEN, logLevel: 'info' }), db: test.database, now: () => TEST_NOW, logStream });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it('needs the admin token: 401 in the error shape without it or with a wrong one', async () => {
    for (const headers of [{}, { 'x-admin-token': 'wrong-token-123456' }, { 'x-admin-token': `${TOKEN}x` }]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: { ...headers, 'accept-language': 'en' } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('API_ERROR_UNAUTHORIZED');
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('serves request counts and latencies by route and status, bookings, outbox backlog and pool usage', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/reservations/PK_1_abcdef12' });
    const booked = await app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody() });
    expect(booked.statusCode).toBe(201);
    await app.inject({ method: 'POST', url: '/api/reservations', payload: {} });
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-admin-token': TOKEN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1$/m);
    // the route pattern, never the booking number
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/reservations\/:reference",status="404"\} 1$/m);
    expect(text).not.toContain('PK_1_abcdef12');
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/reservations",status="201"\} 1$/m);
    expect(text).toMatch(/^parking_bookings_total\{outcome="created"\} 1$/m);
    expect(text).toMatch(/^parking_bookings_total\{outcome="refused"\} 1$/m);
    // no SMTP in tests: the confirmation mail waits in the outbox
    expect(text).toMatch(/^parking_outbox_backlog [1-9]\d*$/m);
    expect(text).toMatch(/^parking_db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^parking_db_pool_connections\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^parking_booking_writer_total\{event="statements"\} [1-9]\d*$/m);
    expect(text).toMatch(/^parking_booking_writer_total\{event="fallbacks"\} 0$/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('counts every request of a label set, not only the first (the in-place path, decision 0037)', async () => {
    const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-admin-token': TOKEN } })).body;
    const value = (text: string, line: string) => {
      const found = text.split('\n').find((l) => l.startsWith(`${line} `));
      return found === undefined ? 0 : Number(found.slice(line.length + 1));
    };
    const labels = 'method="GET",route="/api/health",status="200"';
    const series = [`http_requests_total{${labels}}`, `http_request_duration_seconds_count{${labels}}`, `http_request_duration_seconds_bucket{le="+Inf",${labels}}`, `http_request_duration_seconds_bucket{le="10",${labels}}`, `http_request_duration_seconds_bucket{le="2.5",${labels}}`];
    await app.inject({ method: 'GET', url: '/api/health' });
    const before = await scrape();
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/api/health' });
    const after = await scrape();
    for (const line of series) expect(value(after, line) - value(before, line), line).toBe(5);
    const sum = `http_request_duration_seconds_sum{${labels}}`;
    expect(value(after, sum)).toBeGreaterThan(value(before, sum));
    // each bucket counts the answers at or under its bound: never fewer in a wider one
    const buckets = after.split('\n').filter((l) => l.startsWith('http_request_duration_seconds_bucket{') && l.includes(labels)).map((l) => Number(l.slice(l.lastIndexOf(' ') + 1)));
    expect(buckets.length).toBe(12);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]).toBeGreaterThanOrEqual(buckets[i - 1]!);
  });

  it('never lists /metrics in the public OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('answers with an x-request-id and logs JSON lines carrying it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const id = res.headers['x-request-id'];
    // this process's random prefix and a counter (decision 0037): a fresh id per request
    expect(id).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    const next = (await app.inject({ method: 'GET', url: '/api/health' })).headers['x-request-id'];
    expect(next).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(next).not.toBe(id);
    const mine = lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string }).filter((l) => l.reqId === id);
    // one line per request (issue 20.3), written when it is answered
    expect(mine.map((l) => l.msg)).toEqual(['request completed']);
    // a proxy's own id is kept, so one request can be followed across services
    const given = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-7f3a9c21' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a9c21');
    // but not anything a client sends: no log injection through the id
    const odd = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b"c' } });
    expect(odd.headers['x-request-id']).not.toBe('a b"c');
    // error answers carry it too
    expect((await app.inject({ method: 'GET', url: '/api/nothing-here' })).headers['x-request-id']).toBeDefined();
  });
});
