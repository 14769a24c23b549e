import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config/config';
import { backends, useApp } from '../test/build';

/** A stand-in for apps/web/dist: the server must not depend on the web build to be tested. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'parking-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe.each(backends)('serving the built web app on %s', (backend) => {
  const webDist = fakeWebDist();
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));
  const h = useApp(backend, { config: { webDist } });
  const get = (url: string) => h.app.inject({ method: 'GET', url });

  it('serves index.html at / with no-cache and the security headers', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers any other page path with index.html (200) so the client router decides', async () => {
    for (const path of ['/where-when', '/products?start_date=2026-06-10', '/some/unknown/page']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps 404 in the error shape for unknown /api paths and missing assets', async () => {
    for (const path of ['/api/unknown', '/assets/gone-123.js']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().code).toBe('API_ERROR_NOT_FOUND');
    }
  });
});

describe.each(backends)('rate limit on %s', (backend) => {
  const h = useApp(backend, { config: { rateLimit: { ...testConfig().rateLimit, enabled: true, max: 3 } } });

  it('answers a 429 in the error shape past the limit, on /api only', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await h.app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await h.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'en' } });
    expect(limited.json()).toEqual({ code: 'API_ERROR_RATE_LIMITED', reason: 'Too many requests. Wait a moment and try again.' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Pages are not limited: the SPA fallback or the api-only 404 still answer normally.
    expect((await h.app.inject({ method: 'GET', url: '/where-when' })).statusCode).not.toBe(429);
  });
});
