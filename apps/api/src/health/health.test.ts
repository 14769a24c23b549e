import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import rootPackage from '../../../../package.json' with { type: 'json' };
import { backends, useApp } from '../test/build';

describe.each(backends)('health, headers, docs and not-found on %s', (backend) => {
  const h = useApp(backend);

  it('GET /api/health answers ok with the app version (spec 1; raised from 0.1.30 with CHANGELOG.md)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // The one version constant is the root package.json's (apps/api/src/config/version.ts reads it).
    expect(res.json()).toEqual({ status: 'ok', version: rootPackage.version });
    expect(rootPackage.version).toMatch(/^\d+\.\d+\.\d+$/);
    // Every version has its section in the changelog (issue 14.6: the version follows the changes).
    const changelog = readFileSync(new URL('../../../../CHANGELOG.md', import.meta.url), 'utf8');
    expect(changelog).toContain(`## ${rootPackage.version} — `);
  });

  it('sends security headers on api answers', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/health' });
    // the API's set (decision 0055): nothing may load in or frame a JSON answer
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers an unknown /api path with a 404 in the error shape, in the asked language', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/unknown', headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'API_ERROR_NOT_FOUND', reason: 'We could not find what you are looking for.' });
    const post = await h.app.inject({ method: 'POST', url: '/api/nothing/here?lang=ca' });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('API_ERROR_NOT_FOUND');
    expect(post.json().reason).toBe('No hem trobat el que cerques.');
  });

  it('serves the OpenAPI document with the catalogue and price routes', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(rootPackage.version);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/catalog', '/api/offers/calculate']));
    const body = doc.paths['/api/offers/calculate'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['startDate', 'endDate', 'productId']));
    const params = doc.paths['/api/catalog'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toContain('lang');
    // the account's points answer is described (issue 19's left-over)
    const points = doc.paths['/api/client/points'].get.responses['200'].content['application/json'].schema;
    expect(points.required).toEqual(expect.arrayContaining(['balance', 'pending', 'records']));
    expect(points.properties.records.items.properties.kind.enum).toEqual(['earned', 'spent', 'returned', 'expired', 'opening']);
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
    const page = res.statusCode === 302 ? await h.app.inject({ method: 'GET', url: res.headers.location as string }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
