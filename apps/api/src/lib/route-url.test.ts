import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeLogLevel, routeUrl } from './route-url';

// Decision 0048: the hooks read the route's pattern from Fastify's route context; it must be
// what `req.routeOptions` says, for every kind of request.
describe('routeUrl and routeLogLevel', () => {
  it.each([
    ['a plain route', 'GET', '/api/health'],
    ['a parameter', 'GET', '/api/reservation/ABC123?lang=es'],
    ['a wildcard', 'GET', '/assets/app.js'],
    ['a POST', 'POST', '/api/offers/calculate'],
    ['a route with a log level of its own', 'GET', '/quiet'],
    ['no route (404)', 'GET', '/nothing/here'],
    ['no route for the method', 'DELETE', '/api/health'],
  ])('%s: the same as req.routeOptions', async (_label, method, url) => {
    const app = Fastify({ logger: false });
    const seen: unknown[] = [];
    app.addHook('onRequest', (req, _reply, done) => {
      seen.push([routeUrl(req), req.routeOptions.url, routeLogLevel(req), req.routeOptions.logLevel || undefined]);
      done();
    });
    app.get('/api/health', async () => 'ok');
    app.get('/api/reservation/:locator', async () => 'ok');
    app.get('/assets/*', async () => 'ok');
    app.post('/api/offers/calculate', async () => 'ok');
    app.get('/quiet', { logLevel: 'warn' }, async () => 'ok');
    await app.inject({ method: method as 'GET', url });
    await app.close();
    expect(seen).toHaveLength(1);
    const [mine, fastify, myLevel, fastifyLevel] = seen[0] as unknown[];
    expect(mine).toBe(fastify);
    expect(myLevel).toBe(fastifyLevel);
    if (url === '/quiet') expect(myLevel).toBe('warn');
    if (url.startsWith('/nothing')) expect(mine).toBeUndefined();
  });
});
