import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app/app';
import { testConfig } from '../config/config';
import { bookingBody } from '../test/reservation-fixtures';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase } from '../test/build';
import { CARD_REDACT_PATHS, LOG_REDACT_PATHS, serializeError, serializeRequest } from './log-redaction';
import { ByteBatcher, LineBatcher, msJson, OneLinePerRequest, requestId, requestLine } from './request-log';

// Decision 0037: the request line is written by hand; it must be the very line pino wrote.
describe('the hand-built request line', () => {
  function pinoLine(fields: Record<string, unknown>, reqId: string): { line: string; chindings: string } {
    const out: string[] = [];
    // the app's logger options (app/app.ts)
    const logger = pino(
      { level: 'info', redact: { paths: [...CARD_REDACT_PATHS, ...LOG_REDACT_PATHS], censor: '[redacted]' }, serializers: { err: serializeError, req: serializeRequest } },
      { write: (s: string) => out.push(s) },
    );
    logger.child({ reqId }).info(fields, 'request completed');
    const chindings = (logger as unknown as Record<symbol, string>)[pino.symbols.chindingsSym as unknown as symbol] ?? '';
    return { line: out.join(''), chindings };
  }
  const time = (line: string) => Number(/"time":(\d+)/.exec(line)![1]);

  it.each([
    ['a plain request', { method: 'GET', url: '/api/health', host: 'parking.example:3000', ip: '10.0.0.7', socket: { remotePort: 51234 } }],
    ['no host, no socket (an injected request)', { method: 'POST', url: '/api/offers/calculate', ip: '127.0.0.1', socket: null }],
    ['a token and an e-mail in the URL, scrubbed', { method: 'GET', url: '/confirmation?reservation_token=SecretTok3n&to=ana.secret%40example.com&x="q"', host: 'h', ip: '::1', socket: { remotePort: 1 } }],
    ['characters JSON must escape', { method: 'GET', url: '/a\\b"c\u00e9\u2028', host: 'h"\\', ip: '::ffff:10.0.0.1', socket: { remotePort: 65535 } }],
  ])('%s: the same bytes as pino', (_label, req) => {
    // the elapsed time is written to the microsecond (decision 0052's addendum): pino given that value
    const { line, chindings } = pinoLine({ req, res: { statusCode: 201 }, responseTime: 1.235 }, 'abc123def456-1z');
    const mine = requestLine(chindings, time(line), 'abc123def456-1z', req, 201, 1.2345678);
    expect(mine).toBe(line);
    expect(mine).not.toContain('SecretTok3n');
    expect(mine).not.toContain('ana.secret');
    // the same connection again: its host, address and port come from what was kept (decision 0052)
    expect(requestLine(chindings, time(line), 'abc123def456-1z', req, 201, 1.2345678)).toBe(line);
  });

  it('responseTime: the elapsed ms rounded to the microsecond, written as JSON writes that number', () => {
    const cases = [0, 0.0004, 0.0005, 0.001, 0.01, 0.1, 1, 2.05, 2.005, 2.5, 2.334463000000028, 1.2345678, 999.9996, 12345.6789, 86_400_000.123, 7e8];
    for (const ms of cases) expect(msJson(ms), String(ms)).toBe(JSON.stringify(Math.round(ms * 1000) / 1000));
    // and whatever a clock gives, from a microsecond to a day
    fc.assert(fc.property(fc.double({ min: 0, max: 86_400_000, noNaN: true }), (ms) => msJson(ms) === JSON.stringify(Math.round(ms * 1000) / 1000)));
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (us) => msJson(us / 1000) === JSON.stringify(Math.round(us) / 1000)));
    expect(msJson(Number.NaN)).toBe('null');
  });

  it("a connection's host, address and port are written anew whenever one of them changes", () => {
    const socket = { remotePort: 4000 };
    const req = (url: string, host: string, ip: string) => JSON.parse(requestLine('', 1, 'id-1', { method: 'GET', url, host, ip, socket }, 200, 1)).req;
    expect(req('/a', 'h1', '10.0.0.1')).toEqual({ method: 'GET', url: '/a', host: 'h1', remoteAddress: '10.0.0.1', remotePort: 4000 });
    expect(req('/b', 'h1', '10.0.0.1')).toEqual({ method: 'GET', url: '/b', host: 'h1', remoteAddress: '10.0.0.1', remotePort: 4000 });
    expect(req('/c', 'h2', '10.0.0.1')).toEqual({ method: 'GET', url: '/c', host: 'h2', remoteAddress: '10.0.0.1', remotePort: 4000 });
    expect(req('/d', 'h2', '10.0.0.2')).toEqual({ method: 'GET', url: '/d', host: 'h2', remoteAddress: '10.0.0.2', remotePort: 4000 });
    socket.remotePort = 4001;
    expect(req('/e', 'h2', '10.0.0.2')).toEqual({ method: 'GET', url: '/e', host: 'h2', remoteAddress: '10.0.0.2', remotePort: 4001 });
    expect(JSON.parse(requestLine('', 1, 'id-2', { method: 'GET', url: '/f', ip: '10.0.0.2', socket }, 200, 1)).req).toEqual({ method: 'GET', url: '/f', remoteAddress: '10.0.0.2', remotePort: 4001 });
  });

  // Decision 0055's addendum: the method-and-URL part is kept by URL, the status part by code,
  // this process's ids are written without a test; none of that may change a line.
  it('kept parts: the same line as pino for repeated URLs, other methods and statuses, and any id', () => {
    const own = requestId({ headers: {} } as never);
    const cases: [string, string, number][] = [];
    for (let i = 0; i < 600; i++) cases.push([i % 3 ? 'GET' : 'POST', `/api/x/${i % 520}?to=ana${i}%40example.com`, i % 2 ? 200 : 404]);
    cases.push(['GET', '/api/health', 200], ['HEAD', '/api/health', 204], ['GET', '/api/health', 503]);
    for (const [method, url, status] of cases) {
      for (const id of [own, 'abc123def456-1z', 'proxy"id\\\u00e9']) {
        const req = { method, url, host: 'h', ip: '10.0.0.1', socket: { remotePort: 5 } };
        const { line, chindings } = pinoLine({ req, res: { statusCode: status }, responseTime: 2.5 }, id);
        expect(requestLine(chindings, time(line), id, req, status, 2.5)).toBe(line);
        expect(line).not.toContain('ana');
      }
    }
  });

  // Decision 0058: standard output's batcher writes the request line as bytes from kept parts.
  it('the byte writer: the same bytes as the text line (and so as pino) for any request, id, status and time, in order with other lines', () => {
    const batches: Buffer[] = [];
    const batcher = new ByteBatcher({ write: (b: Buffer) => batches.push(Buffer.from(b)) } as unknown as pino.DestinationStream, 1024, 60_000);
    const own = requestId({ headers: {} } as never);
    const expected: string[] = [];
    const sockets = [{ remotePort: 5 }, { remotePort: 6 }, null];
    for (let i = 0; i < 900; i++) {
      const socket = sockets[i % 3]!;
      // an id requestId made for this raw request (its counter left there), ours without it, others
      const raw = { headers: {} };
      const made = requestId(raw as never);
      // (most lines, in a period prime to 36: every last base-36 digit comes up)
      const withRaw = i % 7 < 5;
      const id = withRaw ? made : [own, `${own}z`, 'proxy"id\\\u00e9', 'abc123def456-1z'][i % 4]!;
      const req = { method: i % 4 ? 'GET' : 'POST', url: i % 5 ? '/api/health' : `/api/x/${i % 7}?to=ana${i}%40example.com&\u00e9`, host: i % 11 ? 'h' : 'h\u00e9"', ip: '10.0.0.1', socket, ...(withRaw ? { raw } : {}) };
      const status = [200, 200, 404, 503][i % 4]!;
      const ms = [0, 0.0004, 2.5, 1.2345678, 999.9996, 12345.6789, 86_400_000.123, Number.NaN][i % 8]!;
      // the millisecond moves on, crosses a power of ten's digits, and now and then is a test's small clock
      const time = i % 97 === 0 ? 5 : 1_795_775_436_990 + (i >> 3);
      const chindings = i % 50 ? ',"pid":1,"hostname":"vm"' : '';
      expected.push(requestLine(chindings, time, id, req, status, ms));
      // half as an app not behind a proxy writes them: the address and port read once per connection
      batcher.writeRequestLine(chindings, time, id, req, status, ms, i % 2 === 0);
      if (i % 100 === 0) {
        expected.push('{"msg":"caf\u00e9 \ud83d\ude97"}\n');
        batcher.write('{"msg":"caf\u00e9 \ud83d\ude97"}\n');
      }
    }
    batcher.drain();
    expect(batches.length).toBeGreaterThan(100);
    expect(batches.every((b) => b.length <= 1024)).toBe(true);
    expect(Buffer.concat(batches).toString('utf8')).toBe(expected.join(''));
    expect(Buffer.concat(batches).toString('utf8')).not.toContain('ana');
  });

  it("the controller hands a byte batcher the request line's parts: the line pino writes, once per request, none below info", () => {
    const batches: Buffer[] = [];
    const batcher = new ByteBatcher({ write: (b: Buffer) => batches.push(Buffer.from(b)) } as unknown as pino.DestinationStream, 4096, 60_000);
    const controller = new OneLinePerRequest(batcher);
    const req = { method: 'GET', url: '/api/health?to=ana%40example.com', host: 'h', ip: '10.0.0.1', socket: { remotePort: 7 } };
    const { line, chindings } = pinoLine({ req, res: { statusCode: 200 }, responseTime: 1.25 }, 'abc123def456-1z');
    const log = pino({ level: 'info' }, { write: () => undefined });
    (log as unknown as Record<symbol, string>)[pino.symbols.chindingsSym as unknown as symbol] = chindings;
    const request = { ...req, id: 'abc123def456-1z', server: { log }, routeOptions: {} };
    const reply = { statusCode: 200, elapsedTime: 1.25 };
    vi.spyOn(Date, 'now').mockReturnValue(time(line));
    controller.requestCompleted(null, request as never, reply as never);
    controller.requestCompleted(null, request as never, reply as never);
    log.level = 'warn';
    controller.requestCompleted(null, request as never, reply as never);
    vi.restoreAllMocks();
    batcher.drain();
    expect(Buffer.concat(batches).toString('utf8')).toBe(line + line);
  });

  it('the batcher hands lines on in order, in batches, and all of them on flush', () => {
    const got: string[] = [];
    const batcher = new LineBatcher({ write: (s: string) => got.push(s) } as unknown as pino.DestinationStream, 100, 60_000);
    for (let i = 0; i < 30; i++) batcher.write(`line ${String(i).padStart(2, '0')}\n`);
    expect(got.length).toBeGreaterThan(1);
    // a batch is at most 100 bytes, and full: the next 8-byte line did not fit
    expect(got.every((b) => b.length <= 100 && b.length > 92)).toBe(true);
    batcher.flushSync();
    expect(got.join('')).toBe(Array.from({ length: 30 }, (_, i) => `line ${String(i).padStart(2, '0')}\n`).join(''));
  });

  it('the byte batcher: batches are written as bytes, whole lines, in order, and what is pending on a synchronous flush', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'parking-log-'));
    const file = join(dir, 'out.log');
    const fd = openSync(file, 'w');
    // the destination asyncStdout() makes, on a file; batches of 64 bytes
    const dest = pino.destination({ dest: fd, sync: false, minLength: 0, contentMode: 'buffer' });
    const batcher = new ByteBatcher(dest, 64, 60_000);
    const lines = Array.from({ length: 40 }, (_, i) => `{"n":${i},"t":"caf\u00e9 \u20ac \ud83d\ude97"}\n`);
    // and one line longer than a whole batch
    lines.push(`{"long":"${'x'.repeat(200)}"}\n`);
    for (const line of lines) batcher.write(line);
    batcher.drain();
    // written asynchronously, batch after batch
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toBe(lines.join('')), { timeout: 10_000 });
    // at exit (nothing in flight): what is pending goes out synchronously
    await vi.waitFor(() => expect((dest as unknown as { _writing: boolean })._writing).toBe(false), { timeout: 10_000 });
    batcher.write('{"last":true}\n');
    batcher.flushSync();
    expect(readFileSync(file, 'utf8')).toBe(`${lines.join('')}{"last":true}\n`);
    rmSync(dir, { recursive: true, force: true });
  });
});

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

  // decision 0058: the controller reads the level once and again on pino's 'level-change'
  it('a level changed at run time: no request line at warn, lines again at info', async () => {
    app.log.level = 'warn';
    const quiet = await app.inject({ method: 'GET', url: '/api/health' });
    app.log.level = 'info';
    const heard = await app.inject({ method: 'GET', url: '/api/health' });
    expect(lines().filter((l) => l.reqId === quiet.headers['x-request-id'])).toHaveLength(0);
    expect(lines().filter((l) => l.reqId === heard.headers['x-request-id'])).toHaveLength(1);
  });

  it("the request line's URL is scrubbed: tokens and e-mail addresses out", async () => {
    const res = await app.inject({ method: 'GET', url: '/confirmation?reservation_token=SecretTok3n&lang=es&email=ana.secret@example.com' });
    const [line] = lines().filter((l) => l.reqId === res.headers['x-request-id']);
    expect(line!.req!.url).toBe('/confirmation?reservation_token=[redacted]&lang=es&email=[redacted]');
    expect(Object.keys(line!)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']);
    // (an injected request has no remote port; the bytes-equal test above has one)
    expect(Object.keys(line!.req!)).toEqual(['method', 'url', 'host', 'remoteAddress']);
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
