import { DomainError, ERROR_CODES } from '@parking/domain/errors/codes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { testConfig } from '../config/config';
import { bookingBody } from '../test/reservation-fixtures';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase } from '../test/build';
import { STATUS_OF_CODE } from './error-handler';

/**
 * Issue 8.6: errors mapped in one place. A DomainError carries a code, never an HTTP status;
 * the handler's one map gives each code its status; and the refusals that used to answer on
 * their own (the reservation 404, the product-specific validation, the admin 401, the
 * not-found handler) reach the handler (Fastify's onError hook sees every error it handles).
 */
describe('the code-to-status map', () => {
  it('gives every error code one status, 4xx for refusals, 503 only while shutting down, 502 only for a failed plate register and 500 only for the internal error', () => {
    expect(Object.keys(STATUS_OF_CODE).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      const status = STATUS_OF_CODE[code];
      if (code === 'API_ERROR_INTERNAL') expect(status).toBe(500);
      else if (code === 'API_ERROR_SERVICE_UNAVAILABLE') expect(status).toBe(503);
      // issue 15: the real plate register failed (an outside service, never bad input; decision 0023)
      else if (code === 'API_ERROR_PLATE_REGISTRY_UNAVAILABLE') expect(status).toBe(502);
      else expect(status >= 400 && status < 500, code).toBe(true);
    }
  });

  it('DomainError has no status of its own', () => {
    const err = new DomainError('API_ERROR_NOT_FOUND', { field: 'x' });
    expect(err).not.toHaveProperty('status');
    expect(err.details).toEqual({ field: 'x' });
  });
});

describe.each(backends)('refusals through the one handler on %s', (backend) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  const handled: string[] = [];
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    app = await buildApp({ config: testConfig({ adminToken: 'admin-token-1234' }), db: test.database, now: () => TEST_NOW });
    app.addHook('onError', async (_req, _reply, err) => {
      handled.push((err as { code?: string }).code ?? err.name);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  it.each([
    ['a reservation opened by a wrong token', { method: 'GET', url: '/api/reservations/PK_1_abcdef12', headers: { 'x-reservation-token': 'x'.repeat(43) } }, 404, 'API_ERROR_NOT_FOUND'],
    ['a reservation without a token', { method: 'GET', url: '/api/reservation' }, 404, 'API_ERROR_NOT_FOUND'],
    ['an admin route without the token', { method: 'PUT', url: '/api/admin/capacity', payload: {} }, 401, 'API_ERROR_UNAUTHORIZED'],
    ['an unknown /api path', { method: 'GET', url: '/api/no-such-thing' }, 404, 'API_ERROR_NOT_FOUND'],
    [
      'a booking missing the flight its product needs (the product-specific validation)',
      { method: 'POST', url: '/api/reservations', payload: bookingBody({ reservation: { ...bookingBody().reservation, flightNumber: null } }) },
      400,
      'API_ERROR_VALIDATION',
    ],
  ] as const)('%s', async (_label, req, status, code) => {
    handled.length = 0;
    const res = await app.inject({ ...req, headers: { ...('headers' in req ? req.headers : {}), 'accept-language': 'en' } } as never);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(typeof res.json().reason).toBe('string');
    expect(handled.length, 'went through the error handler').toBe(1);
  });
});
