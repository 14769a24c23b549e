import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { loadConfig, testConfig } from '../config/config';
import { bookingBody, countRows } from '../test/reservation-fixtures';
import { drainAndClose } from './shutdown';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase } from '../test/build';

/**
 * Sends headers announcing a body, then one byte every `everyMs`; resolves when the server
 * closes the socket, with the time it took and what it answered.
 */
function slowClient(port: number, everyMs: number, giveUpMs: number): Promise<{ ms: number; answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const done = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ms: Date.now() - started, answer, closed });
    };
    const giveUp = setTimeout(() => done(false), giveUpMs);
    socket.on('data', (d) => (answer += String(d)));
    socket.on('close', () => done(true));
    socket.on('error', () => {});
    socket.on('connect', () => {
      socket.write('POST /api/offers/calculate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
      timer = setInterval(() => socket.write(' '), everyMs);
    });
  });
}

describe('timeouts (issue 7.5)', () => {
  // The app is built on the migrated and seeded template database the other suites use, in a
  // hook: the test times what it checks, not a fresh migrate + seed of the whole catalogue.
  let defaultsDb: TestDatabase | undefined;
  beforeAll(async () => {
    defaultsDb = await createTestDatabase('pglite');
  });
  afterAll(() => defaultsDb?.drop());

  it('defaults cut a slow client off within 30 s', async () => {
    const c = loadConfig({});
    expect(c.timeouts.request).toBeLessThanOrEqual(30_000);
    expect(c.timeouts.connection).toBeLessThanOrEqual(30_000);
    expect(c.timeouts.keepAlive).toBeLessThanOrEqual(30_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '60000' })).toThrow(/REQUEST_TIMEOUT_MS/);
    const app = await buildApp({ config: testConfig({ timeouts: c.timeouts }), db: defaultsDb!.database, now: () => TEST_NOW });
    try {
      await app.ready();
      // what Node enforces on the listening server
      expect(app.server.requestTimeout).toBeLessThanOrEqual(30_000);
      expect(app.server.headersTimeout).toBeLessThanOrEqual(30_000);
      expect(app.server.timeout).toBeLessThanOrEqual(30_000);
      expect(app.server.timeout).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  describe('with short timeouts on a listening app', () => {
    let app: FastifyInstance;
    let port: number;
    let db: TestDatabase | undefined;
    beforeAll(async () => {
      db = await createTestDatabase('pglite');
      app = await buildApp({ config: testConfig({ timeouts: { request: 1500, connection: 1000, keepAlive: 1000 } }), db: db.database, now: () => TEST_NOW });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await app?.close();
      await db?.drop();
    });

    it('cuts off a client that trickles its body (a byte every 0.4 s) when the whole-request time is up', async () => {
      const r = await slowClient(port, 400, 8000);
      expect(r.closed).toBe(true);
      expect(r.ms).toBeGreaterThanOrEqual(1400);
      expect(r.ms).toBeLessThan(4000);
      expect(r.answer).not.toMatch(/^HTTP\/1\.1 200/);
    });

    it('cuts off a client that sends headers then goes quiet (a byte a "minute")', async () => {
      const r = await slowClient(port, 60_000, 8000);
      expect(r.closed).toBe(true);
      expect(r.ms).toBeLessThan(4000);
    });

    it('still serves a normal client', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
    });
  });
});

describe.each(backends)('graceful shutdown on %s (issue 7.5)', (backend) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await test?.drop();
  });

  it('answers and stores every booking in flight when told to stop, then refuses new connections', async () => {
    const app = await buildApp({ config: testConfig(), db: test.database, now: () => TEST_NOW });
    let received = 0;
    app.addHook('onRequest', async () => {
      received++;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const before = await countRows(app.db, 'reservations');
    const n = 12;
    const inFlight = Array.from({ length: n }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody({ reservation: { ...bookingBody().reservation, plate: `${2000 + i} BCD` } })),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { reference?: string } })),
    );
    while (received < n) await new Promise((r) => setTimeout(r, 2));
    let stored = -1;
    const drained = await drainAndClose(app, {
      drainMs: 15_000,
      closeDatabase: async () => {
        stored = await countRows(app.db, 'reservations');
      },
    });
    const answers = await Promise.all(inFlight);
    expect(drained).toBe(true);
    expect(answers.map((a) => a.status)).toEqual(Array(n).fill(201));
    expect(stored - before).toBe(n);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });

  it('answers a request that arrives while closing with 503 in our error shape and Connection: close', async () => {
    const app = await buildApp({ config: testConfig(), db: test.database, now: () => TEST_NOW });
    let entered = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    app.get('/api/test-slow', async () => {
      entered = true;
      await gate;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const ended = new Promise<void>((resolve) => {
      socket.on('data', (d) => (answer += String(d)));
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    // The first request is in flight when the app starts closing; the second comes on the same
    // (busy, so not closed as idle) socket after that.
    socket.write('GET /api/test-slow HTTP/1.1\r\nHost: t\r\n\r\n');
    while (!entered) await new Promise((r) => setTimeout(r, 2));
    const drained = drainAndClose(app, { drainMs: 10_000 });
    await new Promise((r) => setTimeout(r, 20));
    socket.write('GET /api/health HTTP/1.1\r\nHost: t\r\nAccept-Language: en\r\n\r\n');
    await new Promise((r) => setTimeout(r, 50));
    release();
    await ended;
    await drained;
    const [first = '', second = ''] = answer.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second.toLowerCase()).toContain('connection: close');
    const body = JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4)) as { code: string; reason: string };
    expect(body).toEqual({ code: 'API_ERROR_SERVICE_UNAVAILABLE', reason: 'The service is restarting. Try again in a few seconds.' });
  });
});
