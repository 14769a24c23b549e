import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { testConfig } from '../config/config';
import { bookingBody } from '../test/reservation-fixtures';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase } from '../test/build';

interface Line {
  level: number;
  msg?: string;
  reqId?: string;
  req?: Record<string, unknown>;
  res?: Record<string, unknown>;
  responseTime?: number;
  [key: string]: unknown;
}

// Issue 20.3: one log line per request, with the same redaction (issue 7.8).
describe.each(backends)('request log lines on %s', (backend) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  const text: string[] = [];
  const lines = () => text.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    const logStream = new Writable({
      write(chunk, _enc, done) {
        text.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ config: testConfig({ logLevel: 'info', adminToken: 'log-test-admin-token-1' }), db: test.database, now: () => TEST_NOW, logStream });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it('writes one line per request, at the end: method, scrubbed URL, status and time taken', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health?x=1' });
    const mine = lines().filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    const [line] = mine;
    expect(line).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/health?x=1' }, res: { statusCode: 200 } });
    expect(line!.responseTime).toEqual(expect.any(Number));
    expect(lines().some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('an error answer: the handled error is logged as before, then the one request line with its status', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/reservations', payload: {} });
    expect(res.statusCode).toBe(400);
    const mine = lines().filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine.filter((l) => l.msg === 'request completed')).toHaveLength(1);
    expect(mine.find((l) => l.msg === 'request completed')!.res).toEqual({ statusCode: 400 });
  });

  it('no secret header, token, cookie or personal field of a request reaches its lines', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody() });
    expect(created.statusCode).toBe(201);
    const token: string = created.json().reservation_token;
    const from = text.length;
    const secrets = {
      cookie: 'pk_session=Secret-Session-Token-0123456789abcdefghijklmnop',
      'x-csrf-token': 'Secret-Csrf-Token-42',
      'x-admin-token': 'Secret-Admin-Token-42',
      authorization: 'Bearer Secret-Bearer-42',
      'x-vehicle-token': 'Secret-Vehicle-Token-42',
    };
    await app.inject({ method: 'GET', url: '/api/reservation', headers: { ...secrets, 'x-reservation-token': token } });
    await app.inject({ method: 'GET', url: `/confirmation?reservation_token=${token}` });
    await app.inject({ method: 'GET', url: '/metrics', headers: secrets });
    await app.inject({ method: 'POST', url: '/api/auth/login', headers: secrets, payload: { email: 'secret.person@example.com', password: 'Secret-Password-42' } });
    const logged = text.slice(from).join('');
    expect(logged).toContain('request completed');
    for (const secret of [token, ...Object.values(secrets), 'Secret-Session-Token', 'secret.person', 'Secret-Password-42']) expect(logged).not.toContain(secret);
  });

  it('request and reply objects put in any log call come out in their fixed shape: no header, no body', () => {
    const from = text.length;
    const req = {
      method: 'POST',
      url: '/api/reservations?reservation_token=abc123secret',
      host: 'parking.example',
      ip: '10.0.0.1',
      headers: { cookie: 'pk_session=SecretCookie', 'x-admin-token': 'SecretAdmin', 'x-csrf-token': 'SecretCsrf', authorization: 'SecretAuth', 'x-reservation-token': 'SecretRes', 'x-vehicle-token': 'SecretVehicle' },
      body: { email: 'ana.secret@example.com', phone: '+34 600 000 001', card_number: '4242424242424242', cvc: '123', name: 'Zacarías' },
    };
    const res = { statusCode: 201, headers: { 'set-cookie': 'pk_session=SecretSetCookie' } };
    app.log.error({ req, res, err: Object.assign(new Error('boom'), { card_number: '4111111111111111' }) }, 'something failed');
    // and the same fields under other keys than req/res: redacted by path, as before
    app.log.error(
      {
        headers: req.headers,
        body: req.body,
        reservation: { email: 'ana.secret@example.com', plate: '9999 ZZZ' },
        payment: { card_number: '5555555555554444', cvc: '999' },
      },
      'something else failed',
    );
    const logged = text.slice(from).join('');
    expect(logged).toContain('something failed');
    expect(logged).toContain('something else failed');
    for (const secret of ['SecretCookie', 'SecretAdmin', 'SecretCsrf', 'SecretAuth', 'SecretRes', 'SecretVehicle', 'SecretSetCookie', 'abc123secret', 'ana.secret', '600 000 001', '4242424242424242', '4111111111111111', '5555555555554444', '999 ZZZ', 'Zacarías', '"123"', '"999"']) {
      expect(logged, secret).not.toContain(secret);
    }
    const [first] = text.slice(from).join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Line);
    expect(first!.req).toEqual({ method: 'POST', url: '/api/reservations?reservation_token=[redacted]', host: 'parking.example', remoteAddress: '10.0.0.1' });
    expect(first!.res).toEqual({ statusCode: 201 });
  });
});
