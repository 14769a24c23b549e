import { describe, expect, it } from 'vitest';
import { useApp } from '../test/build';

describe('OpenAPI document', () => {
  const h = useApp('pglite');
  it('describes the reservation and payment routes', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/reservations',
        '/api/reservations/{reference}',
        '/api/reservations/{reference}/payment/check-card',
        '/api/payments/sandbox/challenge/{paymentId}',
        '/api/dev/outbox',
      ]),
    );
  });
});
