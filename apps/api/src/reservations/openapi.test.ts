import { describe, expect, it } from 'vitest';
import { useApp } from '../test/build';

describe('OpenAPI document', () => {
  const h = useApp('pglite', { config: { adminToken: 'test-admin-token' } });
  it('describes the reservation and payment routes', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/reservations',
        '/api/reservation',
        '/api/reservations/{reference}',
        '/api/reservation/payment/check-card',
        '/api/payments/sandbox/challenge/{paymentId}',
      ]),
    );
  });

  it('never lists admin nor development routes, even when they are on (issue 7.1)', async () => {
    expect(h.app.config.devRoutes).toBe(true);
    expect(h.app.hasRoute({ method: 'PUT', url: '/api/admin/capacity' })).toBe(true);
    expect(h.app.hasRoute({ method: 'GET', url: '/api/dev/outbox' })).toBe(true);
    const paths = Object.keys((await h.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((p) => p.startsWith('/api/admin') || p.startsWith('/api/dev'))).toEqual([]);
  });
});
