import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults: port 3000, loopback only, no development routes, PGlite under ./data, rate limit on', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    // Issue 7.1: a plain `npm start` is not reachable from the network and serves no dev helper.
    expect(c.host).toBe('127.0.0.1');
    expect(c.devRoutes).toBe(false);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.database).toEqual({ kind: 'pglite', dataDir: join(process.cwd(), 'data') });
    expect(c.rateLimit).toEqual({ enabled: true, max: 600, readMax: 120, bookingMax: 30, redisUrl: null });
    expect(c.logLevel).toBe('info');
    expect(isAbsolute(c.webDist)).toBe(true);
    expect(c.webDist.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/parking', PORT: '4100', RATE_LIMIT: 'off' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/parking' });
    expect(c.port).toBe(4100);
    expect(c.rateLimit.enabled).toBe(false);
  });

  it('turns the development routes on only with DEV_ROUTES=on, whatever NODE_ENV says', () => {
    expect(loadConfig({ DEV_ROUTES: 'on' }).devRoutes).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).devRoutes).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'off', NODE_ENV: 'development' }).devRoutes).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ PUBLIC_URL: 'https://parking.example/' }).publicUrl).toBe('https://parking.example');
  });

  it('resolves DATA_DIR and WEB_DIST against the working directory', () => {
    const c = loadConfig({ DATA_DIR: 'tmp/x', WEB_DIST: 'www' });
    expect(c.database).toEqual({ kind: 'pglite', dataDir: join(process.cwd(), 'tmp/x') });
    expect(c.webDist).toBe(join(process.cwd(), 'www'));
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ RATE_LIMIT: 'maybe' }, 'RATE_LIMIT'],
    [{ DEV_ROUTES: 'yes please' }, 'DEV_ROUTES'],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, 'PUBLIC_URL'],
  ])('refuses a bad environment %o naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
