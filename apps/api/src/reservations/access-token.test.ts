import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { loadConfig, testConfig } from '../config/config';
import { reservationAccessTokens } from '../db/schema-reservations';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase } from '../test/build';
import { bookingBody } from '../test/reservation-fixtures';

const EMAIL = 'ana.garcia@example.com';

// Issue 7.2: a reservation is opened only by its access token, never by its booking number.
describe.each(backends)('reservation access token on %s', (backend) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    app = await buildApp({ config: testConfig(), db: test.database, now: () => TEST_NOW });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });
  // Each booking a plate of its own: an identical keyless body is the same booking (issue 7.6).
  let n = 0;
  const book = (headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: headers['idempotency-key'] ? bookingBody() : bookingBody({ reservation: { ...bookingBody().reservation, plate: `${1000 + ++n} BCD` } }),
      headers,
    });
  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? { 'x-reservation-token': token } : {} });

  it('the booking number alone reveals nothing personal', async () => {
    const created = (await book()).json();
    for (const url of [`/api/reservations/${created.reference}`, `/api/reservations/${created.reference}?lang=en`, '/api/reservation', '/api/reservation/payment']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(EMAIL);
      expect(res.body).not.toContain('612 345 678');
      expect(res.body).not.toContain('12345678Z');
    }
    // The old confirmation link carried the booking number as its token: refused too.
    expect((await get('/api/reservation', created.reference)).statusCode).toBe(404);
  });

  it('the token opens its own reservation and no other; a wrong token is a 404', async () => {
    const a = (await book()).json();
    const b = (await book()).json();
    expect(a.reservation_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.reservation_token).not.toBe(b.reservation_token);
    const mine = await get('/api/reservation', a.reservation_token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: a.id, trip: { email: EMAIL } });
    expect(mine.json().reservation_token).toBeUndefined();
    expect((await get(`/api/reservations/${a.reference}`, a.reservation_token)).statusCode).toBe(200);
    // b's token on a's booking number: 404, as an unknown one.
    expect((await get(`/api/reservations/${a.reference}`, b.reservation_token)).statusCode).toBe(404);
    const wrong = [`${a.reservation_token.slice(0, 42)}${a.reservation_token.endsWith('A') ? 'B' : 'A'}`, 'A'.repeat(43), 'short', `${a.reservation_token}x`];
    for (const token of wrong) {
      const res = await get('/api/reservation?lang=en', token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'API_ERROR_NOT_FOUND', reason: expect.stringContaining('booking') });
      expect(res.body).not.toContain(EMAIL);
    }
  });

  it('stores only the SHA-256 of the token, nowhere the token itself but the queued mail', async () => {
    const created = (await book()).json();
    const token: string = created.reservation_token;
    const rows = await test.database.db.select().from(reservationAccessTokens).where(eq(reservationAccessTokens.reservationId, created.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    let dump = '';
    for (const t of ['reservations', 'reservation_access_tokens', 'reservation_extras', 'billing_profiles', 'idempotency_keys', 'payments']) {
      const res = (await test.database.db.execute(sql.raw(`select row_to_json(t)::text as j from ${t} t`))) as unknown as { rows: { j: string }[] };
      dump += res.rows.map((r) => r.j).join('\n');
    }
    expect(dump).toContain(rows[0]!.tokenHash);
    expect(dump).not.toContain(token);
  });

  it('a replay of the same Idempotency-Key gets a working token of its own', async () => {
    const key = `access-replay-${backend}`;
    const first = await book({ 'idempotency-key': key });
    const again = await book({ 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().reservation_token).not.toBe(first.json().reservation_token);
    for (const t of [first.json().reservation_token, again.json().reservation_token]) expect((await get('/api/reservation', t)).statusCode).toBe(200);
  });

  // Issue 7.8: answers with personal data are never stored by a browser or a proxy.
  it('answers with personal data carry Cache-Control: no-store', async () => {
    const created = await book();
    expect(created.headers['cache-control']).toBe('no-store');
    const token = created.json().reservation_token;
    expect((await get('/api/reservation', token)).headers['cache-control']).toBe('no-store');
    expect((await get(`/api/reservations/${created.json().reference}`, token)).headers['cache-control']).toBe('no-store');
    expect((await get('/api/reservation/payment', token)).headers['cache-control']).toBe('no-store');
    expect((await get('/api/dev/outbox')).headers['cache-control']).toBe('no-store');
  });
});

// Issue 7.1: a default start serves no development route.
describe.each(backends)('default configuration on %s', (backend) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    const silent = new Writable({ write: (_c, _e, done) => done() });
    // What a plain `npm start` reads (NODE_ENV unset), on the test's database.
    app = await buildApp({ config: loadConfig({}), db: test.database, now: () => TEST_NOW, logStream: silent });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it('answers the outbox listing with 404 and does not describe it', async () => {
    expect(app.config.devRoutes).toBe(false);
    expect(app.config.host).toBe('127.0.0.1');
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('API_ERROR_NOT_FOUND');
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox?to=%00' })).statusCode).toBe(404);
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths.filter((p) => /^\/api\/(dev|admin)/.test(p))).toEqual([]);
  });
});

// Issue 7.8: a failed query's log line holds no personal data.
describe.each(backends)('logs of a failed query on %s', (backend) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  const logs: string[] = [];
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ config: testConfig({ logLevel: 'trace' }), db: test.database, now: () => TEST_NOW, logStream });
    await app.ready();
    // A database that refuses this one traveller: the insert fails inside PostgreSQL with the
    // booking's values as its parameters, as any unexpected database error would.
    await test.database.db.execute(sql.raw(`alter table reservations add constraint test_refuse_boom check (email <> 'boom.secret@example.com')`));
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it('logs the failure without the e-mail, phone, name, plate or tax id', async () => {
    const reservation = { ...bookingBody().reservation, email: 'boom.secret@example.com', name: 'Zacarías', surname: 'Quintanilla', phone: '+34 699 111 222' };
    const res = await app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody({ reservation }) });
    expect(res.statusCode).toBe(500);
    const text = logs.join('');
    expect(text).toContain('unexpected error');
    expect(text).toContain('test_refuse_boom');
    for (const secret of ['boom.secret@example.com', 'boom.secret', 'Zacarías', 'Quintanilla', '699 111 222', '1234BCD', '12345678Z', 'facturas@example.com']) {
      expect(text).not.toContain(secret);
    }
  });

  it('logs request URLs without the confirmation link\'s token or an e-mail address', async () => {
    const created = (await app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody() })).json();
    const token: string = created.reservation_token;
    await app.inject({ method: 'GET', url: `/confirmation?reservation_token=${token}&lang=en` });
    await app.inject({ method: 'GET', url: '/api/reservation', headers: { 'x-reservation-token': token } });
    await app.inject({ method: 'GET', url: '/api/dev/outbox?to=someone.private%40example.com' });
    await app.inject({ method: 'GET', url: '/api/dev/outbox?to=someone.private@example.com' });
    const text = logs.join('');
    expect(text).toContain('reservation_token=[redacted]');
    expect(text).not.toContain(token);
    expect(text).not.toContain('someone.private');
  });
});
