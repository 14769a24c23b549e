import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { loadConfig, testConfig } from '../config/config';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase, useApp } from '../test/build';

type Limits = ReturnType<typeof testConfig>['rateLimit'];
type InjectOptions = { method: 'GET' | 'POST'; url: string; payload?: object };
const limits = (over: Partial<Limits> = {}) => ({
  rateLimit: { ...testConfig().rateLimit, enabled: true, max: 600, readMax: 60, bookingMax: 30, ...over },
});

/** Statuses of `n` requests, in order. */
async function statuses(app: FastifyInstance, n: number, req: InjectOptions): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await app.inject(req)).statusCode);
  return out;
}

describe.each(backends)('rate limit keyed on the routed path on %s (issue 7.3)', (backend) => {
  const h = useApp(backend, { config: limits() });

  it('700 requests through /%61pi/ meet a 429 (today none did)', async () => {
    const codes = await statuses(h.app, 700, { method: 'GET', url: '/%61pi/health' });
    expect(codes[0]).toBe(200);
    expect(codes.indexOf(429)).toBe(600);
    // the same counter as the plain spelling and as a doubled slash
    expect((await h.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
    expect((await h.app.inject({ method: 'GET', url: '//api/health' })).statusCode).toBe(429);
  });

  it('reads by booking number have a tighter limit, whatever the spelling', async () => {
    const codes = await statuses(h.app, 70, { method: 'GET', url: '/%61pi/reservations/PK_1_abcdef12' });
    expect(codes.slice(0, 60).every((c) => c === 404)).toBe(true);
    expect(codes.slice(60).every((c) => c === 429)).toBe(true);
    const limited = await h.app.inject({ method: 'GET', url: '/api/reservations/PK_2_abcdef12', headers: { 'accept-language': 'en' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('API_ERROR_RATE_LIMITED');
  });

  it('bookings have a tighter limit than the general one', async () => {
    const codes = await statuses(h.app, 35, { method: 'POST', url: '/api/%72eservations', payload: {} });
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes.slice(30).every((c) => c === 429)).toBe(true);
  });
});

describe.each(backends)('unmatched /api paths and pages on %s', (backend) => {
  const h = useApp(backend, { config: limits({ max: 5 }) });

  it('counts 404s under /api, never the pages', async () => {
    const codes = await statuses(h.app, 7, { method: 'GET', url: '/%61pi/no-such-route' });
    expect(codes).toEqual([404, 404, 404, 404, 404, 429, 429]);
    expect((await h.app.inject({ method: 'GET', url: '/where-when' })).statusCode).not.toBe(429);
  });
});

describe.each(backends)('behind a trusted balancer on %s', (backend) => {
  // inject() connects from 127.0.0.1: here the balancer
  const h = useApp(backend, { config: { ...limits({ max: 3 }), trustProxy: '127.0.0.1' } });

  it('counts each traveller (X-Forwarded-For), not the balancer', async () => {
    const from = (ip: string) => ({ method: 'GET' as const, url: '/api/health', headers: { 'x-forwarded-for': ip } });
    const a: number[] = [];
    for (let i = 0; i < 4; i++) a.push((await h.app.inject(from('203.0.113.7'))).statusCode);
    expect(a).toEqual([200, 200, 200, 429]);
    expect((await h.app.inject(from('198.51.100.9'))).statusCode).toBe(200);
  });

  it('reads TRUST_PROXY as addresses or CIDRs, and nothing else', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

/** Whether a Redis answers on 127.0.0.1:6379 (TEST_REDIS_URL overrides). */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const u = new URL(redisUrl);
  const s = connect(Number(u.port || 6379), u.hostname);
  s.once('connect', () => {
    s.end();
    resolve(true);
  });
  s.once('error', () => resolve(false));
  setTimeout(() => {
    s.destroy();
    resolve(false);
  }, 1000);
});

describe.skipIf(!redisUp)(`two app nodes sharing one limit in Redis (${redisUrl})`, () => {
  let db: TestDatabase;
  const nodes: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    // one prefix per run: counters of an earlier run must not leak in
    const prefix = `parking-rl-test-${randomBytes(4).toString('hex')}-`;
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config: testConfig(limits({ max: 10, redisUrl, redisPrefix: prefix })), db: db.database, now: () => TEST_NOW });
      await app.ready();
      nodes.push(app);
    }
  });
  afterAll(async () => {
    for (const app of nodes) await app.close();
    await db?.drop();
  });

  it('10 requests spread over two nodes use up the one limit: the 11th meets a 429 on either', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await nodes[i % 2]!.inject({ method: 'GET', url: '/api/health' })).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    expect((await nodes[0]!.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
    expect((await nodes[1]!.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(429);
  });
});
