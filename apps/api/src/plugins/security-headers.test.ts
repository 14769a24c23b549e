import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { validateHeaderValue } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { requestId } from '../logging/request-log';
import { backends, listenOnFreePort, useApp } from '../test/build';
import { API_HELMET_OPTIONS, helmetSteps, isApiUrl, registerHelmet } from './external/helmet';

/**
 * Issue 20.3: the security headers are computed once instead of by @fastify/helmet on every
 * request. These are the headers the server sent before that change (captured from the built
 * server on GET /api/health, a 404 and the SPA page, 2026-11-26), every one of them, on every
 * kind of answer.
 */
const BEFORE: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: https://*.tile.openstreetmap.org;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * Decision 0055: a JSON answer of the API gets these instead (OWASP REST security cheat sheet):
 * a CSP that loads and frames nothing, no framing, nosniff, HSTS, same-origin resources, no
 * referrer, no cross-domain policy; none of the headers that only act on a rendered page.
 */
const API: Record<string, string> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
};
const PAGE_ONLY = Object.keys(BEFORE).filter((name) => !(name in API));

function expectPageHeaders(res: { headers: Record<string, unknown> }): void {
  for (const [name, value] of Object.entries(BEFORE)) expect(res.headers[name], name).toBe(value);
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['x-request-id']).toBeTruthy();
}

function expectApiHeaders(res: { headers: Record<string, unknown> }): void {
  for (const [name, value] of Object.entries(API)) expect(res.headers[name], name).toBe(value);
  for (const name of PAGE_ONLY) expect(res.headers[name], name).toBeUndefined();
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['x-request-id']).toBeTruthy();
}

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parking-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
}

describe('helmetSteps', () => {
  it('records the very headers helmet writes, and removes X-Powered-By', () => {
    const steps = helmetSteps();
    const set = Object.fromEntries(steps.flatMap((s) => ('set' in s ? [[s.set.toLowerCase(), s.value]] : [])));
    expect(set).toEqual(BEFORE);
    expect(steps).toContainEqual({ remove: 'X-Powered-By' });
  });

  it("records the API's headers (decision 0055), and removes X-Powered-By", () => {
    const steps = helmetSteps(API_HELMET_OPTIONS);
    const set = Object.fromEntries(steps.flatMap((s) => ('set' in s ? [[s.set.toLowerCase(), s.value]] : [])));
    expect(set).toEqual(API);
    expect(steps).toContainEqual({ remove: 'X-Powered-By' });
  });
});

describe('isApiUrl', () => {
  it.each([
    ['/api/health', true],
    ['/api/offers/calculate?lang=en', true],
    ['/api/docs', false],
    ['/api/docs/json', false],
    ['/api/docs/static/index.html', false],
    ['/', false],
    ['/where-when', false],
    ['/apis', false],
    ['/api', false],
    ['/%61pi/health', false],
    ['/metrics', false],
  ] as const)('%s: %s', (url, api) => {
    expect(isApiUrl(url)).toBe(api);
  });
});

describe.each(backends)('security headers on every answer on %s', (backend) => {
  const dist = webDist();
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const h = useApp(backend, { config: { webDist: dist, adminToken: 'headers-admin-token-1' } });

  it.each([
    ['GET', '/api/health', 200],
    ['GET', '/api/catalog?lang=en', 200],
    ['GET', '/api/nothing-here', 404],
    ['POST', '/api/offers/calculate', 400],
    ['HEAD', '/api/health', 200],
  ] as const)("the API's: %s %s (%i)", async (method, url, status) => {
    const res = await h.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(status);
    expectApiHeaders(res);
  });

  it.each([
    ['GET', '/metrics', 401],
    ['GET', '/', 200],
    ['GET', '/where-when', 200],
    ['GET', '/assets/index-abc123.js', 200],
    ['GET', '/api/docs/json', 200],
    ['GET', '/%61pi/health', 200],
    ['GET', '/api/payments/sandbox/challenge/no-such-payment', 404],
  ] as const)("the pages': %s %s (%i)", async (method, url, status) => {
    const res = await h.app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expectPageHeaders(res);
  });

  // Decision 0052: the headers are written by the first hook (and by the handler of a URL the
  // router cannot decode, answered before any hook), so the answers of the other hooks carry
  // them too; before it, these two had no security header.
  it('a URL the router cannot decode (400) and an encoded body (415) carry them and the request id', async () => {
    const bad = await h.app.inject({ method: 'GET', url: '/api/reservations/%zz' });
    const encoded = await h.app.inject({ method: 'POST', url: '/api/offers/calculate', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: '{}' });
    expect(bad.statusCode).toBe(400);
    expect(encoded.statusCode).toBe(415);
    for (const res of [bad, encoded]) expectApiHeaders(res);
  });
});

/** The header block of a real answer, as Node wrote it on the socket (names, order, values). */
function rawHead(port: number, path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk) => (text += String(chunk)));
    socket.on('error', reject);
    socket.on('end', () => resolve(text.split('\r\n\r\n')[0]!.split('\r\n')));
  });
}

// Decision 0057: the security headers and the request id are put into Node's own header table
// of the response (written without being checked again), the route's headers stay in Fastify's.
describe.each(backends)('the security headers in the raw response on %s (decision 0057)', (backend) => {
  const h = useApp(backend);

  it('writes the same header block as before, in the same order, on the wire', async () => {
    await listenOnFreePort(h.app.server);
    const port = (h.app.server.address() as { port: number }).port;
    const head = await rawHead(port, '/api/health');
    expect(head[0]).toBe('HTTP/1.1 200 OK');
    const names = head.slice(1).map((line) => line.slice(0, line.indexOf(':')));
    expect(names).toEqual([...Object.keys(API), 'x-request-id', 'content-type', 'content-length', 'Date', 'Connection']);
    for (const [name, value] of Object.entries(API)) expect(head).toContain(`${name}: ${value}`);
    expect(head.find((l) => l.startsWith('x-request-id: '))).toMatch(/^x-request-id: [\w.:-]+$/);
  });
});

describe('the security headers and a route of its own (decision 0057)', () => {
  async function app(before?: (raw: import('node:http').ServerResponse) => void) {
    const app = Fastify({ genReqId: requestId });
    if (before) app.addHook('onRequest', (_req, reply, done) => (before(reply.raw), done()));
    registerHelmet(app);
    app.get('/api/own', (_req, reply) => {
      // what a route may do with a header the hook wrote: read it, replace it, drop it
      const seen = { csp: reply.getHeader('content-security-policy'), has: reply.hasHeader('x-frame-options'), names: Object.keys(reply.getHeaders()) };
      reply.header('x-frame-options', 'SAMEORIGIN').removeHeader('referrer-policy');
      return seen;
    });
    app.get('/api/page', (_req, reply) => reply.pageSecurityHeaders().type('text/html; charset=utf-8').send('<p>page</p>'));
    return app;
  }

  it('a route reads, replaces and removes them as it did when they were in Fastify\'s table', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/api/own' });
    expect(res.json()).toEqual({ csp: API['content-security-policy'], has: true, names: [...Object.keys(API), 'x-request-id'] });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe(API['content-security-policy']);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it("a page under /api/ gets the pages' set over the API's", async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/api/page' });
    expectPageHeaders(res);
  });

  it('a raw header set before the hook: the copying path, X-Powered-By removed', async () => {
    const res = await (await app((raw) => raw.setHeader('X-Powered-By', 'test'))).inject({ method: 'GET', url: '/api/own' });
    expect(res.json()).toEqual({ csp: API['content-security-policy'], has: true, names: [...Object.keys(API), 'x-request-id'] });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBeUndefined();
    for (const name of Object.keys(API).filter((n) => n !== 'x-frame-options' && n !== 'referrer-policy')) expect(res.headers[name], name).toBe(API[name]);
  });

  it('the request id it writes unchecked is always one Node accepts, whatever the caller sent', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ unit: 'binary', maxLength: 80 })), (given) => {
        const id = requestId({ headers: given === null ? {} : { 'x-request-id': given } } as never);
        expect(() => validateHeaderValue('x-request-id', id)).not.toThrow();
        expect(id).toMatch(/^[\w.:-]+$/);
      }),
    );
  });
});
