import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestAccounts } from '../test/accounts';
import { backends, TEST_NOW, useApp } from '../test/build';

/** One raw HTTP/1.1 exchange on a real socket: everything the server wrote until it closed. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let out = '';
    socket.on('data', (d) => (out += d.toString('latin1')));
    socket.on('close', () => resolve(out));
    socket.on('error', (err) => (out ? resolve(out) : reject(err)));
    socket.write(request);
  });
}

/**
 * Issue 18.6, the smaller findings: the CSRF check reads the routed path, the session cookie
 * is Secure in production, a HEAD with too large headers gets a 431 without a body, and an
 * encoded body is a 415.
 */
describe.each(backends)('request hardening on %s (issue 18.6)', (backend) => {
  const h = useApp(backend, { config: { secureCookies: true } });

  it('CSRF reads the routed path: PUT /%61pi/me/language with the session cookie and no header is a 403', async () => {
    const accounts = await createTestAccounts(h.database.db, TEST_NOW);
    const cookie = accounts.clientA.headers.cookie!;
    // Failed on main: 204, the language changed (the check read the raw path).
    for (const url of ['/%61pi/me/language', '/api/%6De/language', '//api/me/language']) {
      const res = await h.app.inject({ method: 'PUT', url, payload: { lang: 'fr' }, headers: { cookie } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('API_ERROR_CSRF');
    }
    const ok = await h.app.inject({ method: 'PUT', url: '/%61pi/me/language', payload: { lang: 'fr' }, headers: accounts.clientA.headers });
    expect(ok.statusCode).toBe(204);
  });

  it('the session cookies are Secure when the settings say so, even over plain http (COOKIE_SECURE, NODE_ENV=production)', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/auth/agency-login', payload: { alias: 'nadie', password: 'eA==' } });
    expect(res.statusCode).toBe(401);
    const logout = await h.app.inject({ method: 'POST', url: '/api/auth/logout' });
    const cookies = ([] as string[]).concat(logout.headers['set-cookie'] ?? []);
    expect(cookies.length).toBe(2);
    // Failed on main: no Secure without https seen by the app.
    for (const c of cookies) expect(c).toContain('; Secure');
  });

  it('a body with Content-Encoding is a 415 (gzip or a label alone), never read as plain JSON', async () => {
    const body = JSON.stringify({ lang: 'fr' });
    const accounts = await createTestAccounts(h.database.db, TEST_NOW);
    // Failed on main: labelled gzip but plain, it was read (204); really gzipped, a 400.
    const labelled = await h.app.inject({ method: 'PUT', url: '/api/me/language', payload: body, headers: { ...accounts.clientB.headers, 'content-type': 'application/json', 'content-encoding': 'gzip' } });
    expect(labelled.statusCode).toBe(415);
    expect(labelled.json().code).toBe('API_ERROR_UNSUPPORTED_MEDIA_TYPE');
    const gz = await h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: gzipSync(body), headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(415);
    const br = await h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: body, headers: { 'content-type': 'application/json', 'content-encoding': 'br' } });
    expect(br.statusCode).toBe(415);
    // identity is no encoding at all
    const plain = await h.app.inject({ method: 'PUT', url: '/api/me/language', payload: body, headers: { ...accounts.clientB.headers, 'content-type': 'application/json', 'content-encoding': 'identity' } });
    expect(plain.statusCode).toBe(204);
  });

  it('a HEAD with more than 16 KB of headers gets a 431 without a body; a GET keeps its body', async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (h.app.server.address() as { port: number }).port;
    const big = `X-Big: ${'a'.repeat(20_000)}\r\n`;
    const head = await rawExchange(port, `HEAD /api/health HTTP/1.1\r\nHost: x\r\n${big}\r\n`);
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    // Failed on main: a JSON body followed the HEAD answer's headers.
    expect(head).toMatch(/content-length: 0\r\n/i);
    expect(head.split('\r\n\r\n')[1]).toBe('');
    const get = await rawExchange(port, `GET /api/health HTTP/1.1\r\nHost: x\r\n${big}\r\n`);
    expect(get).toMatch(/^HTTP\/1\.1 431 /);
    expect(get.split('\r\n\r\n')[1]).toContain('431');
  });
});
